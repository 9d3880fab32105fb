import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useEnrolment } from '../api/find-enrolment';

const CAMP_ENROLLED_MESSAGE = '你已报名本期训练营，快去学习吧';

interface CampEnrolledDialogProps {
  open: boolean;
  onClose: () => void;
  campId: number;
  termId: number | undefined;
}

/** Spec section 4: an already-enrolled camp term says so, with 立即学习 to the term's study plan. */
export function CampEnrolledDialog({ open, onClose, campId, termId }: CampEnrolledDialogProps) {
  const navigate = useNavigate();
  const enrolment = useEnrolment(campId, termId, open);
  const planPath =
    enrolment.data != null ? `/trainingCamp/online/plan/${enrolment.data}` : `/trainingCamp/online/${campId}`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="提示"
      width={400}
      centered
      footer={
        <Button type="primary" loading={enrolment.isFetching} onClick={() => navigate(planPath)}>
          立即学习
        </Button>
      }
    >
      {CAMP_ENROLLED_MESSAGE}
    </Modal>
  );
}
