import { Modal, Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { LecturerProfile } from '@/components/lecturer-profile';
import { useLecturer } from '../api/get-lecturer';

interface LecturerModalProps {
  courseId: number;
  open: boolean;
  onClose: () => void;
}

/** 讲师介绍, 790px wide, of a course's lecturer, read when it opens. */
export function LecturerModal({ courseId, open, onClose }: LecturerModalProps) {
  const lecturer = useLecturer(courseId, open);
  const data = lecturer.data;
  return (
    <Modal title="讲师介绍" open={open} onCancel={onClose} footer={null} width={790} destroyOnHidden>
      {lecturer.isPending ? <Skeleton avatar active paragraph={{ rows: 4 }} /> : null}
      {lecturer.isError ? <EmptyState compact text="讲师信息加载失败" /> : null}
      {data ? <LecturerProfile lecturer={data} /> : null}
    </Modal>
  );
}
