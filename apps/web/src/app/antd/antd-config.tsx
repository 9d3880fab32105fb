import 'dayjs/locale/zh-cn';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** antd with the zh_CN locale and the brand theme. */
export function AntdConfig({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

// Static message/Modal calls (see antd-feedback) render inside the same locale and theme.
ConfigProvider.config({ holderRender: (children) => <AntdConfig>{children}</AntdConfig> });
