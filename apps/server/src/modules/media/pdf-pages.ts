import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool, UnusableSourceError } from './run-tool.js';

/** Debian's poppler-utils: renders each page of a PDF as a PNG, with the fonts the PDF embeds. */
export const PDFTOPPM = '/usr/bin/pdftoppm';
/** Long side of a slide image: sharp on a wide screen, about 100–300 KB a page. */
const LONG_SIDE_PIXELS = 1600;

/**
 * Renders every page of `source` into `folder` as `page-<n>.png` (n from 1, no padding: pdftoppm
 * pads to the page count's digits) and answers how many pages there were.
 */
export async function renderPdfPages(source: string, folder: string, signal: AbortSignal): Promise<number> {
  try {
    await runTool(PDFTOPPM, ['-png', '-scale-to', String(LONG_SIDE_PIXELS), source, join(folder, 'page')], {
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UnusableSourceError(`not a readable PDF: ${(error as Error).message}`);
  }
  const pages = (await readdir(folder)).flatMap((name) => {
    const match = /^page-(\d+)\.png$/.exec(name);
    return match ? [{ name, page: Number(match[1]) }] : [];
  });
  if (pages.length === 0) throw new UnusableSourceError('the PDF has no pages');
  for (const { name, page } of pages) await rename(join(folder, name), join(folder, `page-${page}.png`));
  return pages.length;
}
