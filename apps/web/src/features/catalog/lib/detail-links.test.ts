import { describe, expect, it } from 'vitest';
import { bundleCourseHref, orderHref, studyHref, videoHref } from './detail-links';

describe('detail links', () => {
  it('study: the player for a course, continuing when started', () => {
    expect(studyHref({ id: 7, type: 1, study: 0 })).toBe('/course/video/7');
    expect(studyHref({ id: 7, type: 1, study: 1 }, { bundleId: 101 })).toBe(
      '/course/video/7?seeType=continue&bundleId=101',
    );
  });
  it('study: a bundle opens its first course with the bundle id', () => {
    expect(studyHref({ id: 103, type: 2, study: 0 }, { firstCourseId: 25 })).toBe(
      '/course/base/25?bundleId=103',
    );
    expect(studyHref({ id: 103, type: 2, study: 0 })).toBeNull();
  });
  it('order, bundle course and section links', () => {
    expect(orderHref({ id: 2, type: 1, activityProductDetail: null })).toBe('/order/2?type=1');
    expect(
      orderHref({
        id: 103,
        type: 2,
        activityProductDetail: { activityId: 4, activityPrice: 1, endTime: '' },
      }),
    ).toBe('/order/103?type=2&activityId=4');
    expect(bundleCourseHref(25, 103)).toBe('/course/base/25?bundleId=103');
    expect(videoHref(3, { sectionId: 12 })).toBe('/course/video/3?sectionId=12');
  });
});
