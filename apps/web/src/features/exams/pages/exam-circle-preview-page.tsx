import { ExamCircle } from '../components/exam-circle';

/** /ent/components/exam-circle: the result page's score ring, passed, failed and waiting for a grader. */
export function Component() {
  return (
    <div style={{ display: 'flex', gap: 48, justifyContent: 'center', padding: 64 }}>
      <ExamCircle score={92} totalScore={100} passed />
      <ExamCircle score={48} totalScore={100} passed={false} />
      <ExamCircle score={null} totalScore={100} passed={null} />
    </div>
  );
}
