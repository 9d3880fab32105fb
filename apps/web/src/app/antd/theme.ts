import { SHARED_THEME_TOKENS } from '@zhixue/contract/palette';
import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

/**
 * Brand tokens for antd: the palette of styles/global.css (its CSS variables), chosen so that text
 * reads at 4.5:1 or more on white and on the page background (decision 0052). antd derives its
 * secondary, tertiary and placeholder greys from black at 65%, 45% and 25%, the last two below that
 * contrast; they are set here instead.
 */
export const theme: ThemeConfig = {
  token: {
    ...SHARED_THEME_TOKENS,
    colorPrimary: '#165dff',
    colorLink: '#165dff',
    colorText: '#1d2129',
    colorTextSecondary: '#4e5969',
    colorTextTertiary: '#646e7b',
    colorTextDescription: '#646e7b',
    colorTextPlaceholder: '#646e7b',
    colorTextDisabled: '#86909c',
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
