import { contrastRatio, STATUS_TEXT_PAIRS } from '@zhixue/contract/palette';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe("the console's antd theme", () => {
  // The tokens as antd derives them from the theme: the tints it would pick are what a tag shows.
  const tokens = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;

  it.each(STATUS_TEXT_PAIRS)('%s reads at 4.5:1 on %s', (text, background) => {
    expect(contrastRatio(tokens[text] ?? '', tokens[background] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
