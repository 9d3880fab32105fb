import { CardGrid, YoukeCard } from '@/components/course-card';
import { YOUKE_PATH } from '@/lib/links';
import { useHomeYoukeCourses } from '../api/get-home-youke-courses';
import { HomeSection } from './home-section';

/** 游客体验课: free trial courses; the youke site opens in a new tab. */
export function YoukeSection() {
  const query = useHomeYoukeCourses();
  const courses = query.data ?? [];
  return (
    <HomeSection
      title="游客体验课"
      subtitle="免费试学，无需登录"
      more={{ to: YOUKE_PATH, newTab: true, text: '进入免费试学' }}
      query={query}
      empty={query.isSuccess && courses.length === 0}
    >
      <CardGrid>
        {courses.map((course) => (
          <YoukeCard key={course.id} course={course} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
