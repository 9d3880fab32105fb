import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

/** Brand tokens for antd; the same colours as the CSS variables in styles/global.css. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6fff',
    colorLink: '#1f6fff',
    colorError: '#f5222d',
    colorText: '#1d2129',
    colorTextSecondary: '#4e5969',
    colorBorder: '#e5e6eb',
    colorBgLayout: '#f5f7fa',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
  },
  components: {
    Button: { fontWeight: 500 },
  },
};
