import type { CourseCard as CourseCardData } from '@zhixue/contract';
import { CardGrid, CourseCard } from '@/components/course-card';
import { SectionEmpty } from './member-section';

interface CourseListProps {
  courses: CourseCardData[];
  viewerIsVip: boolean;
}

/** Courses members study for nothing (VIP-only, or paid and free for members). */
export function CourseList({ courses, viewerIsVip }: CourseListProps) {
  if (courses.length === 0) return <SectionEmpty text="会员免费课程即将上线" />;
  return (
    <CardGrid>
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} viewerIsVip={viewerIsVip} />
      ))}
    </CardGrid>
  );
}
