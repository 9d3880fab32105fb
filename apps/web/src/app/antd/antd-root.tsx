import { App } from 'antd';
import type { ReactNode } from 'react';
import { AntdConfig } from './antd-config';

/** antd's provider (zh_CN, brand theme) and its App context, around pages and lazy pop-ups. */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <AntdConfig>
      <App component={false}>{children}</App>
    </AntdConfig>
  );
}
