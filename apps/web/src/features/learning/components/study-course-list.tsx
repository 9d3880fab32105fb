import { Button, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { type StudyList, useStudyList } from '../api/get-study-lists';
import styles from './study-center.module.css';
import { StudyCourseRow } from './study-course-row';

const PAGE_SIZE = 10;

const EMPTY_TEXT: Record<StudyList, string> = {
  recent: '还没有学习记录，去挑一门课开始学习吧',
  owned: '还没有课程，购买或领取的课程会出现在这里',
};

/** 最近学习 or 我的课程, a page at a time. */
export function StudyCourseList({ list }: { list: StudyList }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useStudyList(list, page, PAGE_SIZE);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadFailed compact query={query} fallback="列表加载失败" />;
  const { list: courses, total } = query.data;
  if (courses.length === 0) {
    return (
      <EmptyState compact text={EMPTY_TEXT[list]}>
        <Button type="primary" onClick={() => void navigate('/courses')}>
          去选课
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={styles.rows}>
        {courses.map((course) => (
          <StudyCourseRow key={`${course.channel}-${course.type}-${course.id}`} course={course} />
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        align="center"
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPage}
      />
    </>
  );
}
