import type { CatalogGroup } from '@zhixue/contract';
import { Button, Tag } from 'antd';
import { LockIcon, PlayIcon } from '@/components/icons';
import { videoHref } from '../lib/detail-links';
import { sectionView } from '../lib/section-state';
import styles from './course-detail.module.css';
import { useLoginGuard } from './use-login-guard';

interface ChapterListProps {
  chapters: CatalogGroup[];
  canStudy: boolean;
  bundleId?: number;
}

/** Catalog, normal mode: chapters (name optional) and their sections (spec sections 2 and 4). */
export function ChapterList({ chapters, canStudy, bundleId }: ChapterListProps) {
  const { go } = useLoginGuard();
  return (
    <div className={styles.chapters}>
      {chapters.map((chapter, index) => (
        <section key={chapter.id} className={styles.chapter} aria-label={chapter.name ?? `第${index + 1}章`}>
          {chapter.name ? <h3 className={styles.chapterName}>{chapter.name}</h3> : null}
          <ol className={styles.sections}>
            {chapter.sectionFrontList.map((section) => {
              const view = sectionView(section, canStudy);
              const open = () => go(videoHref(section.courseId, { bundleId, sectionId: section.id }));
              return (
                <li
                  key={section.id}
                  className={view.locked ? `${styles.section} ${styles.sectionLocked}` : styles.section}
                >
                  <span className={styles.sectionIcon}>{view.locked ? <LockIcon /> : <PlayIcon />}</span>
                  <span className={styles.sectionName} title={section.name}>
                    {section.name}
                  </span>
                  {view.trial ? <Tag color="green">试看</Tag> : null}
                  {view.lastViewed ? <Tag color="blue">上次学到这里</Tag> : null}
                  <span className={styles.sectionDuration}>{section.durationStr}</span>
                  {view.locked ? (
                    <Button
                      size="small"
                      autoInsertSpace={false}
                      disabled
                      icon={<LockIcon />}
                      aria-label={`${section.name} 未解锁`}
                    />
                  ) : (
                    <Button
                      size="small"
                      autoInsertSpace={false}
                      type={view.label === '已学完' ? 'default' : 'primary'}
                      ghost={view.label !== '已学完'}
                      onClick={open}
                    >
                      {view.label}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
