import type { YoukeProject } from '@zhixue/contract';
import { Link } from 'react-router';
import { useCarousel } from '@/components/banner-carousel/use-carousel';
import { CoverImage } from '@/components/course-card/cover-image';
import { youkeListHref } from '../lib/youke-links';
import styles from './project-carousel.module.css';

/**
 * The landing page's banner carousel (320px tall, spec section 9): one slide per free-trial
 * project, its cover on a blurred copy of itself, with its name, introduction and a way in.
 * Pauses while hovered or focused; the project names beside it switch slides directly.
 */
export function ProjectCarousel({ projects }: { projects: YoukeProject[] }) {
  const count = projects.length;
  const { index, go, rootProps, slideProps } = useCarousel(count);

  if (count === 0) return null;
  return (
    <section className={styles.carousel} aria-label="试学项目" {...rootProps}>
      {projects.map((project, i) => (
        <div
          key={project.id}
          className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
          {...slideProps(i)}
        >
          <div className={styles.backdrop} style={{ backgroundImage: `url("${project.picCover}")` }} />
          <div className={`zx-container ${styles.inner}`}>
            <div className={styles.text}>
              <span className={styles.eyebrow}>免费试学 · 无需登录</span>
              <h2 className={styles.name}>{project.name}</h2>
              <p className={styles.intro}>{project.intro}</p>
              <div className={styles.actions}>
                <Link to={youkeListHref({ projectId: project.id })} className={styles.enter}>
                  查看课程
                </Link>
                {project.listCount ? <span className={styles.count}>{project.listCount}个专题</span> : null}
              </div>
            </div>
            <div className={styles.cover}>
              <CoverImage src={project.picCover} alt={project.name} />
            </div>
          </div>
        </div>
      ))}
      {count > 1 ? (
        <div className={`zx-container ${styles.pickerRow}`}>
          <div className={styles.picker}>
            {projects.map((project, i) => (
              <button
                key={project.id}
                type="button"
                className={i === index ? `${styles.pick} ${styles.pickActive}` : styles.pick}
                aria-label={`第${i + 1}张：${project.name}`}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
