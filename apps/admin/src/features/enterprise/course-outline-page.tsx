import { useParams } from 'react-router';
import { OutlineEditor } from '@/components/course-outline/outline-editor';
import { useCan } from '@/lib/use-me';
import { ENTERPRISE_CALLS } from './api';

/** A private course's chapters and sections, edited as the platform's course outline is. */
export function EntCourseOutlinePage() {
  return (
    <OutlineEditor
      courseId={Number(useParams().id)}
      calls={ENTERPRISE_CALLS}
      canWrite={useCan('enterprise.write')}
      back={{ to: '/ent/courses', label: '返回企业课程' }}
    />
  );
}
