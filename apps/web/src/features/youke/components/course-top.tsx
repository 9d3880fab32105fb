import type { YoukeCourseDetail } from '@zhixue/contract';
import { Progress } from 'antd';
import { Link } from 'react-router';
import { CourseTopBanner, CourseTopFacts } from '@/components/course-top-banner';
import { PlayIcon } from '@/components/icons';
import { progressPercent, type StudyProgress } from '../lib/study-progress';
import { youkeListHref, youkeVideoHref } from '../lib/youke-links';
import styles from './course-top.module.css';

interface CourseTopProps {
  detail: YoukeCourseDetail;
  /** The learner's progress, once the catalog is known; absent while it loads. */
  progress?: StudyProgress;
}

/**
 * The top of a free-trial course, on the shared course top banner: lecturer and figures, where it
 * sits (project and list), the learner's progress and 开始学习 or 继续学习 into the free-trial player.
 */
export function CourseTop({ detail, progress }: CourseTopProps) {
  const started = progress?.started ?? false;
  const studyTo = youkeVideoHref(detail.id, { continue: started });
  return (
    <CourseTopBanner
      name={detail.name}
      cover={detail.picCover}
      banner={detail.picHeader}
      summary={detail.summary}
      titleExtra={<span className={styles.freeBadge}>免费试学</span>}
    >
      <CourseTopFacts
        lecturer={detail.lecturerName}
        learnerCount={detail.learnerCount}
        size={`${detail.lessonCount}节课`}
        durationSeconds={detail.durationSeconds}
      />
      <nav className={styles.trail} aria-label="所在位置">
        <span>所属项目：</span>
        <Link to={youkeListHref({ projectId: detail.projectId })}>{detail.projectName}</Link>
        <span aria-hidden="true">/</span>
        <Link to={youkeListHref({ projectId: detail.projectId, listId: detail.listId })}>
          {detail.listName}
        </Link>
      </nav>
      <div className={styles.studyBar}>
        <div className={styles.price}>
          <span className={styles.free}>免费</span>
          <span className={styles.priceHint}>全部章节免费试学</span>
        </div>
        {progress && progress.total > 0 && started ? (
          <div className={styles.progress}>
            <span>
              已学 {progress.finished}/{progress.total} 节
            </span>
            <Progress percent={progressPercent(progress)} size="small" showInfo={false} />
          </div>
        ) : null}
        <Link to={studyTo} className={styles.study}>
          <PlayIcon />
          {started ? '继续学习' : '开始学习'}
        </Link>
      </div>
    </CourseTopBanner>
  );
}
