import type { Lecturer } from '@zhixue/contract';
import { Modal } from 'antd';
import { LecturerProfile } from '@/components/lecturer-profile';

/** /trainingCamp/components/teacher-modal: 讲师介绍 of a camp's lecturer, 790px wide, from the camp's answer. */
export function TeacherModal({ lecturer, onClose }: { lecturer: Lecturer | null; onClose: () => void }) {
  return (
    <Modal
      title="讲师介绍"
      open={lecturer !== null}
      onCancel={onClose}
      footer={null}
      width={790}
      destroyOnHidden
    >
      {lecturer ? <LecturerProfile lecturer={lecturer} /> : null}
    </Modal>
  );
}
