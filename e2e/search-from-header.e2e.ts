import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postApi } from './support/api.js';
import { saveScreenshot, useBrowser } from './support/browser.js';

interface HotSearchItem {
  id: number;
  name: string;
}

describe('a visitor searches from the header', () => {
  const session = useBrowser();

  it('is told to type something when searching with an empty box', async () => {
    const page = session.page;
    expect((await page.goto('/', { waitUntil: 'networkidle' }))?.status(), 'HTTP status of /').toBe(200);
    const header = page.getByTestId('main-header');
    await expect.poll(() => searchInput(page).inputValue()).toBe('');

    await header.getByRole('search').getByRole('button', { name: '搜索' }).click();

    await page.getByText('请输入搜索内容').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname, 'an empty search goes nowhere').toBe('/');
  });

  it('picks a hot search from the suggestions under the empty box', async () => {
    const hot = await postApi<HotSearchItem[]>('/api/front/search/hot/list');
    expect(hot.length, 'the demo data has hot searches').toBeGreaterThan(1);

    const page = session.page;
    expect((await page.goto('/', { waitUntil: 'networkidle' }))?.status(), 'HTTP status of /').toBe(200);
    const header = page.getByTestId('main-header');
    await searchInput(page).click();

    const listbox = header.getByRole('listbox', { name: '搜索建议' });
    const suggestions = listbox.getByRole('group', { name: '热门搜索' });
    await suggestions.waitFor({ state: 'visible' });
    expect(await listbox.getByRole('group', { name: '最近搜索' }).count(), 'nothing searched yet').toBe(0);
    const options = suggestions.getByRole('option');
    await expect.poll(() => options.count()).toBe(hot.length);
    const shown = await options.allInnerTexts();
    hot.forEach((item, index) => {
      expect(shown[index], `suggestion ${index + 1}`).toContain(item.name);
    });

    // The second term, so that a page that always searched the first one would fail.
    const picked = hot[1] as HotSearchItem;
    const [count] = await Promise.all([
      page.waitForRequest(
        (request) => request.url().endsWith('/api/front/search/hot/count') && request.method() === 'POST',
      ),
      options.nth(1).click(),
    ]);

    expect(count.postDataJSON(), 'the click is counted for this term').toMatchObject({ id: picked.id });
    await page.waitForURL((url) => url.pathname === '/course/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('searchValue')).toBe(picked.name);
    expect(await searchInput(page).inputValue(), 'the box shows what was searched').toBe(picked.name);
    await expect.poll(() => suggestions.isVisible(), { message: 'the suggestions close' }).toBe(false);

    // The search is kept: the empty box offers it again under 最近搜索, after a reload too.
    await page.reload({ waitUntil: 'networkidle' });
    await searchInput(page).fill('');
    await searchInput(page).click();
    const recent = listbox.getByRole('group', { name: '最近搜索' });
    await expect.poll(() => recent.getByRole('option').allInnerTexts()).toEqual([picked.name]);
    await saveScreenshot(page, 'search-suggestions-recent');

    // So is the tab: 套餐 chosen once, a search without a tab opens on it.
    await page.getByRole('tab', { name: '套餐' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === '1');
    await page.goto(`/course/search?searchValue=${encodeURIComponent(picked.name)}`, {
      waitUntil: 'networkidle',
    });
    expect(await page.getByRole('tab', { name: '套餐' }).getAttribute('aria-selected')).toBe('true');
  });
});

/** The main header's search box (a search input, whatever ARIA pattern its suggestions use). */
function searchInput(page: Page) {
  return page.getByTestId('main-header').getByRole('search').locator('input[type="search"]');
}
