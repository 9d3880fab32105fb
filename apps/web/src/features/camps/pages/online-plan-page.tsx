import { useParams } from 'react-router';
import { parseId } from '@/lib/parse-id';
import { useEnrolmentPlan } from '../api/get-enrolment';
import { CampCertificate } from '../components/camp-certificate';
import { CampMissing, CampPageFrame } from '../components/camp-page-frame';
import { RankList } from '../components/rank-list';
import { StudyPlan } from '../components/study-plan';

/** /trainingCamp/online/plan/:trainingUserId: the learner's study plan of one term, with the term's certificate and rank. */
export function Component() {
  const id = parseId(useParams().id);
  return id ? <OnlinePlan key={id} trainingUserId={id} /> : <CampMissing text="报名记录不存在" />;
}

function OnlinePlan({ trainingUserId }: { trainingUserId: number }) {
  const plan = useEnrolmentPlan(trainingUserId);
  return (
    <CampPageFrame query={plan} missing="报名记录不存在">
      {(data) => (
        <StudyPlan
          plan={data}
          certificate={<CampCertificate trainingUserId={trainingUserId} />}
          aside={data.startDate ? <RankList trainingUserId={trainingUserId} /> : null}
        />
      )}
    </CampPageFrame>
  );
}
