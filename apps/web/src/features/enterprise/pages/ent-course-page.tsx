import { ProductTypes } from '@zhixue/contract';
import { Button, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CourseCatalog } from '@/components/course-catalog';
import { CourseDescription } from '@/components/course-description';
import { DetailFailed, DetailPanel, DetailPending } from '@/components/detail-panel';
import { EmptyState } from '@/components/empty-state';
import { StickyCourseHeader, tabScroller } from '@/components/sticky-course-header';
import { isMissing } from '@/lib/api';
import { parseId } from '@/lib/parse-id';
import { useEntBundleCatalog, useEntCourseCatalog, useEntCourseDetail } from '../api/get-course';
import styles from '../components/ent.module.css';
import { EntCourseTop } from '../components/ent-course-top';
import { EntLecturerModal } from '../components/ent-lecturer-modal';
import { entCourseHref, entVideoHref } from '../lib/ent-links';

/**
 * /ent/base/:id (optional bundleId, taskId) and /ent/multi/:id: a course or bundle of the enterprise
 * library. 立即学习 instead of a buy bar; a bundle's button opens the first course of its first group
 * at /ent/base/{id}?bundleId=; a section opens /ent/video/{courseId} with bundleId and taskId.
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.id);
  if (!id) return <NotFound />;
  const bundleId = parseId(search.get('bundleId'));
  const taskId = parseId(search.get('taskId'));
  return <EntCourseView key={`${id}-${bundleId ?? ''}`} id={id} bundleId={bundleId} taskId={taskId} />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <DetailPanel>
      <EmptyState title="课程详情" text="企业课程库中没有这门课程">
        <Button onClick={() => navigate('/ent/course-list')}>返回课程库</Button>
      </EmptyState>
    </DetailPanel>
  );
}

function EntCourseView({ id, bundleId, taskId }: { id: number; bundleId?: number; taskId?: number }) {
  const navigate = useNavigate();
  const detailQuery = useEntCourseDetail(id, bundleId);
  const multi = detailQuery.data?.type === ProductTypes.BUNDLE;
  const chapters = useEntCourseCatalog(id, detailQuery.isSuccess && !multi);
  const groups = useEntBundleCatalog(id, detailQuery.isSuccess && multi);
  const [lecturerOpen, setLecturerOpen] = useState(false);
  const [tab, setTab] = useState('catalog');
  const tabsRef = useRef<HTMLDivElement>(null);

  if (detailQuery.isPending) return <DetailPending />;
  if (detailQuery.isError) {
    if (isMissing(detailQuery.error)) return <NotFound />;
    return <DetailFailed query={detailQuery} />;
  }

  const detail = detailQuery.data;
  const studyTo = multi
    ? detail.firstCourseId
      ? entCourseHref({ id: detail.firstCourseId, type: 1 }, detail.id)
      : null
    : entVideoHref(detail.id, { continue: detail.study === 1, bundleId, taskId });

  const catalog = (
    <CourseCatalog
      multi={multi}
      groups={groups}
      chapters={chapters}
      canStudy
      onOpenSection={(section) =>
        navigate(entVideoHref(section.courseId, { bundleId, taskId, sectionId: section.id }))
      }
      onOpenCourse={(courseId, inBundle) => navigate(entCourseHref({ id: courseId, type: 1 }, inBundle))}
    />
  );

  const tabs = [
    { key: 'catalog', label: multi ? '课程列表' : '课程目录' },
    { key: 'intro', label: '课程介绍' },
  ];
  const study = studyTo ? () => navigate(studyTo) : null;

  return (
    <div>
      <EntCourseTop
        detail={detail}
        onStudy={study}
        onLecturer={detail.lecturerId ? () => setLecturerOpen(true) : undefined}
      />
      <StickyCourseHeader
        name={detail.name}
        tabs={tabs}
        activeTab={tab}
        onTab={tabScroller(setTab, tabsRef)}
        studyLabel={detail.study === 1 ? '继续学习' : '立即学习'}
        onStudy={study}
      />
      <div className={`zx-container ${styles.page}`} ref={tabsRef}>
        <section className={styles.panel}>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'catalog', label: multi ? '课程列表' : '课程目录', children: catalog },
              { key: 'intro', label: '课程介绍', children: <CourseDescription text={detail.description} /> },
            ]}
          />
        </section>
      </div>
      {detail.lecturerId ? (
        <EntLecturerModal courseId={detail.id} open={lecturerOpen} onClose={() => setLecturerOpen(false)} />
      ) : null}
    </div>
  );
}
