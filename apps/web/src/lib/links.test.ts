import { describe, expect, it } from 'vitest';
import {
  bannerTarget,
  courseHref,
  coursesHref,
  entSearchHref,
  searchHref,
  trainingHref,
  youkeCourseHref,
} from './links';

describe('links', () => {
  it('points course cards at their detail page by type', () => {
    expect(courseHref({ id: 3, type: 1 })).toBe('/course/base/3');
    expect(courseHref({ id: 4, type: 2 })).toBe('/course/multi/4?type=multi');
    expect(courseHref({ id: 5, type: 8 })).toBe('/trainingCamp/online/5');
    expect(youkeCourseHref(6)).toBe('/youke/base/6');
  });

  it('points camps at their kind', () => {
    expect(trainingHref({ id: 1, kind: 'online' })).toBe('/trainingCamp/online/1');
    expect(trainingHref({ id: 2, kind: 'offline' })).toBe('/trainingCamp/offline/2');
    expect(trainingHref({ id: 3, kind: 'trial' })).toBe('/trainingCamp/trial/3');
  });

  it('encodes search text', () => {
    expect(searchHref('领导力 & 沟通')).toBe(
      '/course/search?searchValue=%E9%A2%86%E5%AF%BC%E5%8A%9B%20%26%20%E6%B2%9F%E9%80%9A',
    );
    expect(entSearchHref('a/b')).toBe('/ent/search?searchValue=a%2Fb');
  });
});

describe('bannerTarget', () => {
  const banner = (jump: number, productId: number | null = 9, shareUrl: string | null = null) => ({
    jump,
    productId,
    shareUrl,
  });

  it('acts on each jump code', () => {
    expect(bannerTarget(banner(1, null, 'https://example.com/a'))).toEqual({
      to: 'https://example.com/a',
      newTab: true,
      external: true,
    });
    expect(bannerTarget(banner(2))).toEqual({ to: '/member', newTab: false, external: false });
    expect(bannerTarget(banner(3))?.to).toBe('/course/base/9');
    expect(bannerTarget(banner(4))?.to).toBe('/course/multi/9?type=multi');
    expect(bannerTarget(banner(5))).toEqual({ to: '/youke', newTab: true, external: false });
    expect(bannerTarget(banner(6))?.to).toBe('/trainingCamp/online/9');
    expect(bannerTarget(banner(7))?.to).toBe('/trainingCamp/offline/9');
  });

  it('links nowhere when the data is missing or unsafe', () => {
    expect(bannerTarget(banner(1, null, null))).toBeNull();
    expect(bannerTarget(banner(1, null, 'javascript:alert(1)'))).toBeNull();
    expect(bannerTarget(banner(3, null))).toBeNull();
    expect(bannerTarget(banner(99))).toBeNull();
  });
});

describe('coursesHref', () => {
  it('carries a home section’s preset in the query the course list reads', () => {
    expect(coursesHref()).toBe('/courses');
    expect(coursesHref({ charge: 'free' })).toBe('/courses?charge=free');
    expect(coursesHref({ sort: 'newest' })).toBe('/courses?sort=newest');
    expect(coursesHref({ categoryId: 3 })).toBe('/courses?categoryId=3');
  });
});
