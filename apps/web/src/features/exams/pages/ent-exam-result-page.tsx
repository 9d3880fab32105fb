import { ExamResult } from '../components/exam-result';

/** /ent/exam/result?id=&attemptId=: an enterprise exam's result. */
export function Component() {
  return <ExamResult site="enterprise" />;
}
