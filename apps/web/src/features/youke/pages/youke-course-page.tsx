import { Button, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ChapterList } from '@/components/chapter-list';
import { CourseDescription } from '@/components/course-description';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { isMissing } from '@/lib/api';
import { YOUKE_PATH } from '@/lib/links';
import { parseId } from '@/lib/parse-id';
import { useSession } from '@/lib/session';
import { useYoukeCourseCatalog } from '../api/get-youke-course-catalog';
import { useYoukeCourseDetail } from '../api/get-youke-course-detail';
import { CourseTop } from '../components/course-top';
import { RelatedCourses } from '../components/related-courses';
import { studyProgress } from '../lib/study-progress';
import { youkeVideoHref } from '../lib/youke-links';
import styles from './youke-pages.module.css';

/**
 * /youke/base/:id, a free-trial course: the course top banner, then its catalog (chapters and
 * sections with the learner's progress) and introduction, beside the other courses of its list.
 * Any id that is not a published youke course shows "not found" in the page.
 */
export function Component() {
  const id = parseId(useParams().id);
  if (!id) return <NotFound />;
  return <YoukeCourseView key={id} id={id} />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.main}>
        <EmptyState title="试学课程详情" text="课程不存在或已下架">
          <Button onClick={() => navigate(YOUKE_PATH)}>去看看其他试学课程</Button>
        </EmptyState>
      </section>
    </div>
  );
}

function YoukeCourseView({ id }: { id: number }) {
  const navigate = useNavigate();
  const viewer = useSession()?.id ?? null;
  const detailQuery = useYoukeCourseDetail(id);
  const catalogQuery = useYoukeCourseCatalog(id, viewer, detailQuery.isSuccess);

  if (detailQuery.isPending) {
    return (
      <div className={`zx-container ${styles.page}`} aria-busy="true">
        <section className={styles.main}>
          <Skeleton active avatar={{ shape: 'square', size: 160 }} paragraph={{ rows: 6 }} />
        </section>
      </div>
    );
  }
  if (detailQuery.isError) {
    if (isMissing(detailQuery.error)) return <NotFound />;
    return (
      <div className={`zx-container ${styles.page}`}>
        <section className={styles.main}>
          <LoadFailed query={detailQuery} fallback="课程加载失败" />
        </section>
      </div>
    );
  }

  const detail = detailQuery.data;
  const chapters = catalogQuery.data;
  const catalog = catalogQuery.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : catalogQuery.isError ? (
    <LoadFailed compact query={catalogQuery} fallback="目录加载失败" />
  ) : catalogQuery.data.length > 0 ? (
    // A youke course is a trial: sections flagged trial show 试看, and what the server does not
    // mark playable stays locked.
    <ChapterList
      chapters={catalogQuery.data}
      canStudy={false}
      onOpen={(section) => navigate(youkeVideoHref(detail.id, { sectionId: section.id }))}
    />
  ) : (
    <EmptyState compact text="暂无目录" />
  );

  return (
    <div className={styles.detail}>
      <CourseTop detail={detail} progress={chapters ? studyProgress(chapters) : undefined} />
      <div className={`zx-container ${styles.body}`}>
        <section className={styles.main}>
          <Tabs
            defaultActiveKey="catalog"
            items={[
              { key: 'catalog', label: '课程目录', children: catalog },
              {
                key: 'intro',
                label: '课程介绍',
                children: <CourseDescription text={detail.description} />,
              },
            ]}
          />
        </section>
        <div className={styles.aside}>
          <RelatedCourses
            courseId={detail.id}
            projectId={detail.projectId}
            projectName={detail.projectName}
          />
        </div>
      </div>
    </div>
  );
}
