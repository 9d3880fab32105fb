import { describe, expect, it } from 'vitest';
import { isMemberRightsLocation, type LayoutDecision, layoutFor, shouldResetScroll } from './layout-rules';

const site: LayoutDecision = {
  mainHeader: true,
  footer: true,
  sidebar: true,
  entHeader: false,
  orderPadding: false,
};
const bare: LayoutDecision = { ...site, mainHeader: false, footer: false, sidebar: false };
const enterprise: LayoutDecision = { ...bare, entHeader: true };

describe('layoutFor', () => {
  it.each([
    '/',
    '/about',
    '/company',
    '/courses',
    '/courses/courses-list',
    '/member',
    '/member/components/vip-list',
    '/message',
    '/mycourses',
    '/partner',
    '/trainingCamp',
    '/course/search',
    '/course/base/12',
    '/course/base/id_copy',
    '/course/multi/3',
    '/youke/base/4',
    '/youke/components/course-item',
    '/single/citycenter',
    '/user/wxlogin',
    '/trainingCamp/online/5',
    '/trainingCamp/online/plan/5',
    '/trainingCamp/offline/5',
    '/trainingCamp/trial/5',
    '/trainingCamp/trial/plan/5',
    '/trainingCamp/components/train-top',
    '/no-such-page',
  ])('%s has the main header, footer and sidebar', (path) => {
    expect(layoutFor(path)).toEqual(site);
  });

  it.each([
    '/course/video/1',
    '/course/video',
    '/youke',
    '/youke/list',
    '/youke/video/2',
    '/trainingCamp/video/3',
    '/trainingCamp/exam/4',
    '/trainingCamp/exam/result',
    '/trainingCamp/work/5',
    '/live/9/replay',
    '/ent/login',
    '/ent/video/6',
  ])('%s hides all chrome', (path) => {
    expect(layoutFor(path)).toEqual(bare);
  });

  it.each([
    '/ent/course-list',
    '/ent/learn-center',
    '/ent/search',
    '/ent/base/7',
    '/ent/base/ent-teacher-modal',
    '/ent/base/learning-list',
    '/ent/base/task-list',
    '/ent/base/task-detail/8',
    '/ent/multi/9',
    '/ent/special/list',
    '/ent/special/10',
    '/ent/exam/11',
    '/ent/exam/result',
    '/ent/components/empty',
  ])('%s shows the enterprise header instead', (path) => {
    expect(layoutFor(path)).toEqual(enterprise);
  });

  it('gives the order page extra bottom padding', () => {
    expect(layoutFor('/order/12')).toEqual({ ...site, orderPadding: true });
    expect(layoutFor('/order')).toEqual({ ...site, orderPadding: true });
    expect(layoutFor('/orders-history').orderPadding).toBe(false);
  });

  it('ignores trailing slashes and letter case', () => {
    expect(layoutFor('/course/video/1/')).toEqual(bare);
    expect(layoutFor('/trainingcamp/VIDEO/1')).toEqual(bare);
    expect(layoutFor('/youke/')).toEqual(bare);
  });

  it('does not treat look-alike prefixes as enterprise or youke routes', () => {
    expect(layoutFor('/entry')).toEqual(site);
    expect(layoutFor('/youke-extra')).toEqual(site);
    expect(layoutFor('/course/videos')).toEqual(site);
  });
});

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scroll reset', () => {
  it('recognises the member rights section', () => {
    expect(isMemberRightsLocation(at('/member', '', '#rights'))).toBe(true);
    expect(isMemberRightsLocation(at('/member', '?section=rights'))).toBe(true);
    expect(isMemberRightsLocation(at('/member'))).toBe(false);
    expect(isMemberRightsLocation(at('/mycourses', '', '#rights'))).toBe(false);
  });

  it('resets on a change of page or query', () => {
    expect(shouldResetScroll(at('/'), at('/courses'))).toBe(true);
    expect(
      shouldResetScroll(at('/course/search', '?searchValue=a'), at('/course/search', '?searchValue=b')),
    ).toBe(true);
  });

  it('keeps the position to and from the member rights section', () => {
    expect(shouldResetScroll(at('/'), at('/member', '', '#rights'))).toBe(false);
    expect(shouldResetScroll(at('/member', '', '#rights'), at('/courses'))).toBe(false);
    expect(shouldResetScroll(at('/member'), at('/member', '?section=rights'))).toBe(false);
  });

  it('keeps the position for a hash-only change and on first render', () => {
    expect(shouldResetScroll(at('/about'), at('/about', '', '#team'))).toBe(false);
    expect(shouldResetScroll(null, at('/'))).toBe(false);
  });
});
