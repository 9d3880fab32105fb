import { CardGridSkeleton } from '@/components/course-card';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useYoukeProjects } from '../api/get-youke-projects';
import { ProjectCarousel } from '../components/project-carousel';
import { ProjectSection } from '../components/project-section';
import { YoukeTopBar } from '../components/youke-top-bar';
import styles from './youke-pages.module.css';

/**
 * /youke, the free-trial landing page (opened in a new tab from the site): the projects as a banner
 * carousel, then each project with its lists and a row of its courses.
 */
export function Component() {
  const projects = useYoukeProjects();
  return (
    <div className={styles.site}>
      <YoukeTopBar title="免费试学" />
      {projects.isPending ? (
        <div aria-busy="true">
          <div className={styles.carouselSkeleton} />
          <div className={`zx-container ${styles.sectionSkeleton}`}>
            <div className={styles.headSkeleton} />
            <CardGridSkeleton count={4} />
          </div>
        </div>
      ) : projects.isError ? (
        <div className={`zx-container ${styles.panel}`}>
          <LoadFailed query={projects} fallback="试学项目加载失败" />
        </div>
      ) : projects.data.length === 0 ? (
        <div className={`zx-container ${styles.panel}`}>
          <EmptyState title="免费试学" text="暂无试学课程，敬请期待" />
        </div>
      ) : (
        <>
          <ProjectCarousel projects={projects.data} />
          <div className="zx-container">
            {projects.data.map((project) => (
              <ProjectSection key={project.id} project={project} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
