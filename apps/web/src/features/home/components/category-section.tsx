import type { CategoryCourses } from '@zhixue/contract';
import { useState } from 'react';
import { CardGrid, CourseCard } from '@/components/course-card';
import { coursesHref } from '@/lib/links';
import { useCategoryCourses } from '../api/get-category-courses';
import styles from './category-section.module.css';
import { HomeSection } from './home-section';

/** Courses grouped by category, with a tab per category. */
export function CategorySection({ viewerIsVip }: { viewerIsVip: boolean }) {
  const query = useCategoryCourses();
  const [activeId, setActiveId] = useState<number | null>(null);
  const groups = (query.data ?? []).filter((group) => group.list.length > 0);
  const active: CategoryCourses | undefined =
    groups.find((group) => group.categoryId === activeId) ?? groups[0];

  const tabs =
    groups.length > 1 ? (
      <div className={styles.tabs} role="tablist" aria-label="课程分类">
        {groups.map((group) => (
          <button
            key={group.categoryId}
            type="button"
            role="tab"
            aria-selected={group === active}
            className={group === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => setActiveId(group.categoryId)}
          >
            {group.categoryName}
          </button>
        ))}
      </div>
    ) : null;

  return (
    <HomeSection
      title="课程分类"
      subtitle="按方向挑选，系统提升"
      query={query}
      empty={query.isSuccess && groups.length === 0}
      extra={tabs}
      more={{ to: coursesHref({ categoryId: active?.categoryId }) }}
      skeletonCount={8}
    >
      {active ? (
        <div role="tabpanel" aria-label={active.categoryName}>
          <CardGrid>
            {active.list.map((course) => (
              <CourseCard key={course.id} course={course} viewerIsVip={viewerIsVip} />
            ))}
          </CardGrid>
        </div>
      ) : null}
    </HomeSection>
  );
}
