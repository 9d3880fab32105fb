import { ExamPage } from '../components/exam-page';

/** /trainingCamp/exam/:id: a camp's exam. */
export function Component() {
  return <ExamPage site="main" />;
}
