import { Modal, Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { LecturerProfile } from '@/components/lecturer-profile';
import { useEntLecturer } from '../api/get-course';

/** 讲师介绍 (790px) of a library course's lecturer, read when it opens. */
export function EntLecturerModal({
  courseId,
  open,
  onClose,
}: {
  courseId: number;
  open: boolean;
  onClose: () => void;
}) {
  const lecturer = useEntLecturer(open ? courseId : undefined);
  return (
    <Modal title="讲师介绍" open={open} onCancel={onClose} footer={null} width={790} destroyOnHidden>
      <LecturerBody query={lecturer} />
    </Modal>
  );
}

/** The lecturer's profile, its loading state or its failure. */
export function LecturerBody({ query }: { query: ReturnType<typeof useEntLecturer> }) {
  if (query.isPending) return <Skeleton avatar active paragraph={{ rows: 4 }} />;
  if (query.isError) return <EmptyState compact text="暂无讲师介绍" />;
  return <LecturerProfile lecturer={query.data} />;
}
