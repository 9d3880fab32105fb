import { useParams } from 'react-router';
import { parseId } from '@/lib/parse-id';
import { useTrialPlan } from '../api/get-enrolment';
import { CampMissing, CampPageFrame } from '../components/camp-page-frame';
import { StudyPlan } from '../components/study-plan';

/** /trainingCamp/trial/plan/:trainingId: the learner's trial plan, once they joined the trial camp. */
export function Component() {
  const id = parseId(useParams().id);
  return id ? <TrialPlan key={id} trainingId={id} /> : <CampMissing text="体验营不存在" />;
}

function TrialPlan({ trainingId }: { trainingId: number }) {
  const plan = useTrialPlan(trainingId);
  return (
    <CampPageFrame query={plan} missing="你还没有参加该体验营">
      {(data) => <StudyPlan plan={data} />}
    </CampPageFrame>
  );
}
