import type { UseQueryResult } from '@tanstack/react-query';
import type { CourseCard as CourseCardData } from '@zhixue/contract';
import type { ReactNode } from 'react';
import { CardGrid, CourseCard } from '@/components/course-card';
import { HomeSection } from './home-section';

interface CourseSectionProps {
  title: string;
  subtitle?: string;
  more?: { to: string; text?: string };
  extra?: ReactNode;
  query: UseQueryResult<CourseCardData[]>;
  viewerIsVip: boolean;
  skeletonCount?: number;
}

/** A home section of course cards (新课上线, 精品推荐, 免费好课, 会员专享). */
export function CourseSection({ query, viewerIsVip, ...section }: CourseSectionProps) {
  const courses = query.data ?? [];
  return (
    <HomeSection {...section} query={query} empty={query.isSuccess && courses.length === 0}>
      <CardGrid>
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} viewerIsVip={viewerIsVip} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
