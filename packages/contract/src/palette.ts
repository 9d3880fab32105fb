/**
 * Colours both front ends share (the learner site and the console), kept here because this is the one
 * package both import (decision 0052).
 *
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

/**
 * The status colours both front ends use, for text on white and on their own tints, the tints of
 * status tags (拼团成功, 待审核, 已退款 …), alerts and results. antd derives each tint from its colour:
 * for these darker colours it derives tints the text does not read on (success #007a52 on #a8bab1,
 * 2.6:1; warning on #f2e9da and error on #fff1f0, 4.2:1), so the tints are set, and error is a shade
 * darker. The processing tag writes its text in colorInfo, antd's blue 6 (3.7:1 on its tint): blue 7,
 * the shade the preset blue tag uses.
 */
const STATUS_COLOURS = {
  colorSuccess: '#007a52',
  colorSuccessBg: '#edf7f2',
  colorWarning: '#b35300',
  colorWarningBg: '#fff7e8',
  colorError: '#c9303a',
  colorInfo: '#0958d9',
};

/**
 * antd tokens for both themes: the status colours, and the darker tag shades in both spellings (antd
 * writes its CSS variable (--ant-green-7) from either key, the dashed one last).
 */
export const SHARED_THEME_TOKENS: Record<string, string> = {
  ...STATUS_COLOURS,
  ...Object.fromEntries(
    Object.entries(DARKER_SHADE_7).flatMap(([palette, colour]) => [
      [`${palette}7`, colour],
      [`${palette}-7`, colour],
    ]),
  ),
};

/** WCAG 2.1's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * The pairs of antd tokens that are text on a background in both themes' status colours: each status
 * colour on white and on its own tint (a status tag, an alert), which must read at 4.5:1.
 */
export const STATUS_TEXT_PAIRS = (['Success', 'Warning', 'Error', 'Info'] as const).flatMap((status) => [
  [`color${status}`, 'colorBgContainer'],
  [`color${status}`, `color${status}Bg`],
]);
