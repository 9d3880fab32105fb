import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.0 and 2.1 success criteria of levels A and AA that axe-core can check by itself. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails a journey; moderate and minor findings are axe's advice, not a broken criterion. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How many offending elements of one rule the failure lists (the rest are counted). */
const NODES_SHOWN = 5;

/**
 * Fails when axe-core finds a serious or critical WCAG 2.1 A/AA violation on the page as it is now
 * (decision 0052), listing each rule with its help text and the elements that break it. `label`
 * names the screen in the failure message. Animations are finished first: a fading modal or
 * toast measured half-way reads as text of too little contrast (endless ones, spinners, are left).
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // In the page itself (legacy mode): the default opens a blank page for each run to merge the
  // frames' results, and the site's only frame is WeChat's login code, not the site's to judge.
  // Only violations are detailed: the passing checks' elements are what takes axe the longest.
  const results = await new AxeBuilder({ page })
    // options() replaces what withTags() set: the options first.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    .setLegacyMode()
    .analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length === 0) return;
  throw new Error(
    `accessibility violations on ${label} (${page.url()}):\n${failing.map(describeViolation).join('\n')}`,
  );
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
    const detail = node.any[0]?.message ?? node.failureSummary ?? '';
    return `      ${node.target.join(' ')}: ${detail.replace(/\s+/g, ' ')}`;
  });
  const more = violation.nodes.length - NODES_SHOWN;
  if (more > 0) nodes.push(`      … and ${more} more`);
  return [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} elements)`,
    ...nodes,
  ].join('\n');
}
