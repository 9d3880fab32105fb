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
            {chapter.sectionFrontList.map((section) => (
              <li key={section.id} aria-current={section.id === currentSectionId ? 'true' : undefined}>
                <SectionRow
                  section={section}
                  canStudy={canStudy}
                  current={section.id === currentSectionId}
                  onOpen={onOpen}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/**
 * One section. A playable row is itself the control, a button named by what it shows (the section,
 * its duration and what it does): a click anywhere on it, Enter or Space plays the section, and its small 播放 / 继续学习 /
 * 已学完 label is drawn as a button, not a second control inside it. A locked row is text with a
 * disabled lock button.
 */
function SectionRow({
  section,
  canStudy,
  current,
  onOpen,
}: {
  section: Section;
  canStudy: boolean;
  current: boolean;
  onOpen: (section: Section) => void;
}) {
  const view = sectionView(section, canStudy);
  const action = current ? '正在播放' : view.label;
  const className = [
    styles.section,
    view.locked ? styles.sectionLocked : styles.sectionPlayable,
    current ? styles.sectionCurrent : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className={styles.sectionIcon}>{view.locked ? <LockIcon /> : <PlayIcon />}</span>
      <span className={styles.sectionName} title={section.name}>
        {section.name}
      </span>
      {view.trial ? <Tag color="green">试看</Tag> : null}
      {/* The section playing now needs no 上次学到这里: it is highlighted. */}
      {view.lastViewed && !current ? <Tag color="blue">上次学到这里</Tag> : null}
      <span className={styles.sectionDuration}>{section.durationStr}</span>
    </>
  );
  if (view.locked) {
    return (
      <div className={className}>
        {content}
        <Button
          size="small"
          autoInsertSpace={false}
          disabled
          icon={<LockIcon />}
          aria-label={`${section.name} 未解锁`}
        />
      </div>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onOpen(section)}>
      {content}
      <span
        className={
          view.label === '已学完' && !current ? styles.action : `${styles.action} ${styles.actionPrimary}`
        }
      >
        {action}
      </span>
    </button>
  );
}
