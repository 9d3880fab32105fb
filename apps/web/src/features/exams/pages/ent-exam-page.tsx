import { ExamPage } from '../components/exam-page';

/** /ent/exam/:id: an exam of the learner's enterprise. */
export function Component() {
  return <ExamPage site="enterprise" />;
}
