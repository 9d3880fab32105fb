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

/** antd tokens in both spellings: antd writes its CSS variable (--ant-green-7) from either key, the dashed one last. */
export const TAG_TEXT_SHADES: Record<string, string> = Object.fromEntries(
  Object.entries(DARKER_SHADE_7).flatMap(([palette, colour]) => [
    [`${palette}7`, colour],
    [`${palette}-7`, colour],
  ]),
);
