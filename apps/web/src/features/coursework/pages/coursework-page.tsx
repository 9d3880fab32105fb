import { Alert, Spin, Tag } from 'antd';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LogInFirst } from '@/components/log-in-first';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { useCourseworkDetail } from '../api/coursework-queries';
import styles from '../components/coursework.module.css';
import { FileList } from '../components/file-list';
import { OthersWorks } from '../components/others-works';
import { WorkEditor } from '../components/work-editor';
import { WorkHtml } from '../components/work-html';

const VISIBILITY = { always: '同学作业随时可见', after_submit: '提交作业后可查看同学作业' } as const;

function CourseworkView({ id }: { id: number }) {
  const detail = useCourseworkDetail(id);
  if (detail.isPending)
    return (
      <div className={styles.state}>
        <Spin />
      </div>
    );
  if (detail.isError) return <LoadFailed query={detail} />;
  const { assignment, mine, othersVisible, enrolmentId } = detail.data;
  return (
    <>
      <section className={styles.panel}>
        {/* The page has no site header: the way back is to the camp's plan. */}
        <BackLink to={`/trainingCamp/online/plan/${enrolmentId}`}>返回学习计划</BackLink>
        <p className={styles.camp}>{assignment.trainingTitle}</p>
        <h1 className={styles.title}>{assignment.title}</h1>
        <div className={styles.meta}>
          <span>截止时间 {assignment.deadline.slice(0, 16)}</span>
          {assignment.closed ? <Tag color="red">已截止</Tag> : <Tag color="green">进行中</Tag>}
          {assignment.lateAllowed ? <Tag>接受补交</Tag> : null}
          <span className={styles.hint}>{VISIBILITY[assignment.visibility]}</span>
        </div>
        <h3>作业要求</h3>
        <p className={styles.requirements}>{assignment.requirements}</p>
      </section>
      {mine?.review ? (
        <section className={styles.panel}>
          <h3>
            老师点评 <span className={styles.score}>{mine.review.score} 分</span>
            {mine.review.excellent ? <Tag color="gold">优秀作业</Tag> : null}
          </h3>
          <p className={styles.requirements}>{mine.review.comment || '（无评语）'}</p>
        </section>
      ) : null}
      <section className={styles.panel}>
        <h3>
          我的作业{' '}
          {mine ? (
            <Tag color={mine.status === 'submitted' ? 'blue' : 'default'}>
              {mine.status === 'submitted' ? '已提交' : '草稿'}
            </Tag>
          ) : null}
          {mine?.late ? <Tag color="orange">补交</Tag> : null}
        </h3>
        {mine && !mine.canEdit ? (
          <>
            <WorkHtml html={mine.content} />
            <FileList files={mine.files} />
          </>
        ) : (
          <WorkEditor key={mine?.id ?? 'new'} assignmentId={assignment.id} mine={mine} />
        )}
      </section>
      <section className={styles.panel}>
        <h3>同学作业</h3>
        {othersVisible ? (
          <OthersWorks assignmentId={assignment.id} />
        ) : (
          <Alert type="info" showIcon message="提交自己的作业后即可查看同学的作业" />
        )}
      </section>
    </>
  );
}

/** /trainingCamp/work/:id (header hidden): an assignment of a camp, the learner's work and others'. */
export function Component() {
  const id = parseId(useParams().id);
  const session = useSession();
  return (
    <div className={`zx-container ${styles.page}`}>
      {!session ? (
        <section className={styles.panel}>
          <LogInFirst text="登录后查看并提交作业" />
        </section>
      ) : id === undefined ? (
        <EmptyState text="作业不存在" />
      ) : (
        <CourseworkView id={id} />
      )}
    </div>
  );
}
