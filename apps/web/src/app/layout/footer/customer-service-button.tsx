import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { QrModalProps } from '@/components/qr-modal';

/**
 * The customer-service modal with antd's provider, both loaded on the first click: the footer also
 * sits under the home page, whose first load carries no antd (see login-modal-host).
 */
const CustomerServiceModal = lazy(async (): Promise<{ default: ComponentType<QrModalProps> }> => {
  const [{ AntdRoot }, { CustomerServiceModal: Modal }] = await Promise.all([
    import('../../antd/antd-root'),
    import('@/components/qr-modal/customer-service-modal'),
  ]);
  return {
    default: (props) => (
      <AntdRoot>
        <Modal {...props} />
      </AntdRoot>
    ),
  };
});

/** 在线客服 in the footer's contact column: opens the customer-service modal. */
export function CustomerServiceButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        在线客服
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CustomerServiceModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
