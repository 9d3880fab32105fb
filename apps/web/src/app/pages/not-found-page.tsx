import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ErrorView } from '@/components/error-view';

/** Route not found (spec section 8). */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="zx-container">
      <ErrorView mark="404" title="页面似乎走丢了" subtitle="This page could not be found">
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          返回首页
        </Button>
      </ErrorView>
    </div>
  );
}
