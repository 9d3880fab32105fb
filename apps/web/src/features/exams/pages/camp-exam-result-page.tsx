import { ExamResult } from '../components/exam-result';

/** /trainingCamp/exam/result?id=&attemptId=: a camp exam's result. */
export function Component() {
  return <ExamResult site="main" />;
}
