import { Button, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CardGrid } from '@/components/course-card';
import { CoverImage } from '@/components/course-card/cover-image';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { isMissing } from '@/lib/api';
import { parseId } from '@/lib/parse-id';
import { useEntTopic } from '../api/get-topics';
import styles from '../components/ent.module.css';
import { EntCourseCard } from '../components/ent-course-card';

/** /ent/special/:id: a topic's cover, introduction and courses. */
export function Component() {
  const id = parseId(useParams().id);
  if (!id) return <Missing />;
  return <Topic key={id} id={id} />;
}

function Missing() {
  const navigate = useNavigate();
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <EmptyState title="专题详情" text="专题不存在">
          <Button onClick={() => navigate('/ent/special/list')}>查看全部专题</Button>
        </EmptyState>
      </section>
    </div>
  );
}

function Topic({ id }: { id: number }) {
  const query = useEntTopic(id);
  if (query.isPending) {
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <Skeleton active avatar={{ shape: 'square', size: 160 }} />
        </section>
      </div>
    );
  }
  if (query.isError) {
    if (isMissing(query.error)) return <Missing />;
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.panel}>
          <LoadFailed query={query} fallback="专题加载失败" />
        </section>
      </div>
    );
  }
  const { topic, list } = query.data;
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={`${styles.panel} ${styles.topicHead}`}>
        <div className={styles.topicHeadCover}>
          <CoverImage src={topic.picCover} alt={topic.name} />
        </div>
        <div>
          <h1 className={styles.heading}>{topic.name}</h1>
          <p className={styles.topicIntro}>{topic.intro}</p>
          <p className={styles.rowMeta}>共{topic.courseCount}门课程</p>
        </div>
      </section>
      <section className={styles.panel} aria-label="专题课程">
        <h2 className={styles.heading}>专题课程</h2>
        {list.length > 0 ? (
          <CardGrid>
            {list.map((course) => (
              <EntCourseCard key={course.id} course={course} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState text="专题暂无课程" />
        )}
      </section>
    </div>
  );
}
