import { describe, expect, it } from 'vitest';
import { courseDetailHref, playerHref, studyTarget } from './player-links';

describe('playerHref', () => {
  it('builds the main and youke player addresses', () => {
    expect(playerHref('main', 14)).toBe('/course/video/14');
    expect(playerHref('main', 14, { continue: true, bundleId: 104, sectionId: 3 })).toBe(
      '/course/video/14?seeType=continue&bundleId=104&sectionId=3',
    );
    expect(playerHref('youke', 201, { continue: true, bundleId: 104 })).toBe(
      '/youke/video/201?seeType=continue',
    );
  });
});

describe('courseDetailHref', () => {
  it('goes back to the course page the player belongs to', () => {
    expect(courseDetailHref('main', 14, 104)).toBe('/course/base/14?bundleId=104');
    expect(courseDetailHref('youke', 201)).toBe('/youke/base/201');
  });
});

describe('studyTarget', () => {
  const course = { id: 14, type: 1, channel: 'main', lastViewed: 1 } as const;
  it('continues a started course in the player of its channel', () => {
    expect(studyTarget(course)).toBe('/course/video/14?seeType=continue');
    expect(studyTarget({ ...course, channel: 'youke', id: 201 })).toBe('/youke/video/201?seeType=continue');
    expect(studyTarget({ ...course, lastViewed: 0 })).toBe('/course/video/14');
  });
  it('opens a bundle at its page and an enterprise course in the enterprise player', () => {
    expect(studyTarget({ ...course, type: 2, id: 104 })).toBe('/course/multi/104?type=multi');
    expect(studyTarget({ ...course, channel: 'enterprise' })).toBe('/ent/video/14?seeType=continue');
  });
});
