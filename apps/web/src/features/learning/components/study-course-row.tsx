import { type LearningCourse, ProductTypes } from '@zhixue/contract';
import { Button, Progress } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '@/lib/date-format';
import { courseHref, youkeCourseHref } from '@/lib/links';
import { studyTarget } from '../lib/player-links';
import styles from './study-center.module.css';

/** The study button: 已学完 when every section is learned, 继续学习 once started, else 开始学习. */
export function studyLabel(course: Pick<LearningCourse, 'learnStatus' | 'lastViewed'>): string {
  if (course.learnStatus === 1) return '已学完';
  return course.lastViewed === 1 ? '继续学习' : '开始学习';
}

function detailHref(course: LearningCourse): string {
  return course.channel === 'youke' ? youkeCourseHref(course.id) : courseHref(course);
}

/** A course on the learner's own lists: cover, name, progress, where they stopped, and the study button. */
export function StudyCourseRow({ course }: { course: LearningCourse }) {
  const navigate = useNavigate();
  const bundle = course.type === ProductTypes.BUNDLE;
  const day = formatDate(course.at);
  const label = studyLabel(course);
  return (
    <li className={styles.row}>
      <Link to={detailHref(course)} className={styles.cover}>
        <img src={course.picCover} alt={course.name} loading="lazy" />
        {course.channel === 'youke' ? <span className={styles.channel}>试学</span> : null}
      </Link>
      <div className={styles.info}>
        <Link to={detailHref(course)} className={styles.name} title={course.name}>
          {course.name}
        </Link>
        <div className={styles.meta}>
          {course.labelNameList[0] ? <span className={styles.label}>{course.labelNameList[0]}</span> : null}
          <span>{bundle ? `${course.count}门课程` : `共${course.count}节`}</span>
          {course.lastSectionName ? <span>上次学到：{course.lastSectionName}</span> : null}
        </div>
        <div className={styles.progress}>
          <Progress percent={course.progress} size="small" showInfo={false} />
          <span className={styles.progressText}>
            已学 {course.learnedCount}/{course.count}
            {bundle ? '门' : '节'} · {course.progress}%
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        {day ? (
          <span className={styles.at}>{course.lastViewed === 1 ? `${day} 学过` : `${day} 加入`}</span>
        ) : null}
        <Button
          type={label === '已学完' ? 'default' : 'primary'}
          ghost={label !== '已学完'}
          onClick={() => void navigate(studyTarget(course))}
        >
          {label}
        </Button>
      </div>
    </li>
  );
}
