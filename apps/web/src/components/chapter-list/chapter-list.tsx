import type { CatalogGroup, Section } from '@zhixue/contract';
import { Button, Tag } from 'antd';
import { LockIcon, PlayIcon } from '@/components/icons';
import styles from './chapter-list.module.css';
import { sectionView } from './section-state';

interface ChapterListProps {
  chapters: CatalogGroup[];
  /** The learner may study the whole course: 试看 tags are then left out. */
  canStudy: boolean;
  /** Opens a playable section; the page decides where the player is and who may go there. */
  onOpen: (section: Section) => void;
  /** The section playing now (the player's catalog): highlighted. */
  currentSectionId?: number;
}

/** Catalog, normal mode: chapters (name optional) and their sections (spec sections 2 and 4). */
export function ChapterList({ chapters, canStudy, onOpen, currentSectionId }: ChapterListProps) {
  return (
    <div className={styles.chapters}>
      {chapters.map((chapter, index) => (
        <section key={chapter.id} className={styles.chapter} aria-label={chapter.name ?? `第${index + 1}章`}>
          {chapter.name ? <h3 className={styles.chapterName}>{chapter.name}</h3> : null}
          <ol className={styles.sections}>
            {chapter.sectionFrontList.map((section) => {
              const view = sectionView(section, canStudy);
              const current = section.id === currentSectionId;
              const className = [
                styles.section,
                view.locked ? styles.sectionLocked : styles.sectionPlayable,
                current ? styles.sectionCurrent : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                // A click anywhere on a playable row opens it, as its button does (the button's own
                // click, from a mouse or the keyboard, reaches the row and opens it once).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the row's button is its keyboard control; the row only widens the mouse's target.
                <li
                  key={section.id}
                  className={className}
                  aria-current={current ? 'true' : undefined}
                  onClick={view.locked ? undefined : () => onOpen(section)}
                >
                  <span className={styles.sectionIcon}>{view.locked ? <LockIcon /> : <PlayIcon />}</span>
                  <span className={styles.sectionName} title={section.name}>
                    {section.name}
                  </span>
                  {view.trial ? <Tag color="green">试看</Tag> : null}
                  {/* The section playing now needs no 上次学到这里: it is highlighted. */}
                  {view.lastViewed && !current ? <Tag color="blue">上次学到这里</Tag> : null}
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
                    >
                      {current ? '正在播放' : view.label}
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
