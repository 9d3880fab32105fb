import { describe, expect, it } from 'vitest';
import { youkeListHref, youkeVideoHref } from './youke-links';

describe('youkeListHref', () => {
  it('is plain /youke/list for every course and page 1', () => {
    expect(youkeListHref()).toBe('/youke/list');
    expect(youkeListHref({ page: 1 })).toBe('/youke/list');
  });
  it('carries the project, the list and later pages', () => {
    expect(youkeListHref({ projectId: 3 })).toBe('/youke/list?projectId=3');
    expect(youkeListHref({ projectId: 3, listId: 31, page: 4 })).toBe(
      '/youke/list?projectId=3&listId=31&page=4',
    );
  });
});

describe('youkeVideoHref', () => {
  it('opens the free-trial player', () => {
    expect(youkeVideoHref(201)).toBe('/youke/video/201');
  });
  it('continues, or opens one section', () => {
    expect(youkeVideoHref(201, { continue: true })).toBe('/youke/video/201?seeType=continue');
    expect(youkeVideoHref(201, { sectionId: 20112 })).toBe('/youke/video/201?sectionId=20112');
  });
});
