import { Button } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '@/components/empty-state';
import { openLoginModal } from '@/lib/session';

interface LogInFirstProps {
  /** What logging in gives here, e.g. 登录后即可观看课程视频. */
  text: ReactNode;
  title?: ReactNode;
  /** Open the login modal as the page arrives (the button opens it again after it was closed). */
  openOnArrival?: boolean;
}

/** The block a page shows a visitor where the spec requires login, with a 登录/注册 button. */
export function LogInFirst({ text, title = '请先登录', openOnArrival = false }: LogInFirstProps) {
  useEffect(() => {
    if (openOnArrival) openLoginModal();
  }, [openOnArrival]);
  return (
    <EmptyState title={title} text={text}>
      <Button type="primary" onClick={() => openLoginModal()}>
        登录/注册
      </Button>
    </EmptyState>
  );
}
