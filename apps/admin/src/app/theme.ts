import { SHARED_THEME_TOKENS } from '@zhixue/contract/palette';
import type { ThemeConfig } from 'antd';

/**
 * The console's palette in one place (decision 0052): antd's default greys for tertiary and
 * placeholder text (black at 45% and 25%) read below 4.5:1 on white, the contrast WCAG 2.1 AA asks of
 * body text; these read at 4.5:1 or more, the brand blue included (under white text as well).
 */
export const theme: ThemeConfig = {
  token: {
    ...SHARED_THEME_TOKENS,
    colorPrimary: '#1f6feb',
    colorLink: '#1f6feb',
    colorTextTertiary: '#646e7b',
    colorTextDescription: '#646e7b',
    colorTextPlaceholder: '#646e7b',
    colorTextDisabled: '#86909c',
  },
};
