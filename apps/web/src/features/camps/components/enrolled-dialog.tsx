import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { planPath } from '../lib/purchase-bar';

/** Spec section 4: 你已报名本期训练营，快去学习吧, with 立即学习 to the term's study plan. */
export function EnrolledDialog({
  trainingUserId,
  onClose,
}: {
  trainingUserId: number | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open={trainingUserId !== null}
      onCancel={onClose}
      title="提示"
      width={400}
      centered
      footer={
        <Button type="primary" onClick={() => trainingUserId !== null && navigate(planPath(trainingUserId))}>
          立即学习
        </Button>
      }
    >
      你已报名本期训练营，快去学习吧
    </Modal>
  );
}
