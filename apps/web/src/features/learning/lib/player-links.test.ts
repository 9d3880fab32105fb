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
    expect(playerHref('camp', 7, { trainingId: 2, sectionId: 712, bundleId: 104 })).toBe(
      '/trainingCamp/video/2?courseId=7&sectionId=712',
    );
  });

  it('keeps the bundle and the learning task in the enterprise player, and the task only there', () => {
    expect(playerHref('enterprise', 20)).toBe('/ent/video/20');
    expect(playerHref('enterprise', 20, { continue: true, bundleId: 102, taskId: 5, sectionId: 9 })).toBe(
      '/ent/video/20?seeType=continue&bundleId=102&taskId=5&sectionId=9',
    );
    expect(playerHref('main', 20, { taskId: 5 })).toBe('/course/video/20');
  });
});

describe('courseDetailHref', () => {
  it('goes back to the course page the player belongs to', () => {
    expect(courseDetailHref('main', 14, 104)).toBe('/course/base/14?bundleId=104');
    expect(courseDetailHref('youke', 201)).toBe('/youke/base/201');
    expect(courseDetailHref('enterprise', 20)).toBe('/ent/base/20');
    expect(courseDetailHref('enterprise', 20, 102)).toBe('/ent/base/20?bundleId=102');
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
