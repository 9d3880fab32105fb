import type { ThemeConfig } from 'antd';

/**
 * antd's preset tag colours (试看, 已发布, 进行中 …) write their text in shade 7 of each palette, which
 * reads below 4.5:1 on the tag's own tint for green, gold, orange, cyan, lime, volcano and yellow: a
 * shade darker for those.
 */
const DARKER_SHADE_7 = {
  green: '#237804',
  gold: '#874d00',
  orange: '#ad4e00',
  cyan: '#006d75',
  lime: '#3f6600',
  volcano: '#ad2102',
  yellow: '#876800',
};

/** Both spellings: antd writes its CSS variable (--ant-green-7) from either key, the dashed one last. */
const TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries(DARKER_SHADE_7).flatMap(([palette, colour]) => [
    [`${palette}7`, colour],
    [`${palette}-7`, colour],
  ]),
);

/**
 * The console's palette in one place (decision 0052): antd's default greys for tertiary and
 * placeholder text (black at 45% and 25%) read below 4.5:1 on white, the contrast WCAG 2.1 AA asks of
 * body text; these read at 4.5:1 or more, the brand blue included (under white text as well).
 */
export const theme: ThemeConfig = {
  token: {
    ...TAG_TEXT_SHADES,
    colorPrimary: '#1f6feb',
    colorLink: '#1f6feb',
    colorError: '#d9363e',
    colorSuccess: '#007a52',
    colorWarning: '#b35300',
    colorTextTertiary: '#646e7b',
    colorTextDescription: '#646e7b',
    colorTextPlaceholder: '#646e7b',
    colorTextDisabled: '#86909c',
  },
};
