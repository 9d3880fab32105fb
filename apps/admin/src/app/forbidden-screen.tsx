import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '@/lib/console-feature';

/** In place of a screen the operator's role may not open (reached by its address): the way back to one it may. */
export function ForbiddenScreen({ back }: { back: MenuEntry }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="您的角色不能打开这个页面。如需使用，请联系超级管理员开通权限。"
      extra={
        <Button type="primary" onClick={() => navigate(back.path)}>
          返回{back.label}
        </Button>
      }
    />
  );
}
