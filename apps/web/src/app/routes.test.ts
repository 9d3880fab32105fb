import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRouteHandle } from './route-handle';
import { appRoutes } from './routes';

const routes = appRoutes(new QueryClient());

function paths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

/** Spec section 2, as written there. */
const SPEC_STATIC = [
  '/',
  '/about',
  '/company',
  '/courses',
  '/courses/courses-list',
  '/member',
  '/message',
  '/mycourses',
  '/partner',
  '/trainingCamp',
  '/youke',
  '/youke/list',
  '/course/search',
  '/course/base/id_copy',
  '/single/citycenter',
  '/user/wxlogin',
  '/ent/login',
  '/ent/course-list',
  '/ent/learn-center',
  '/ent/search',
  '/ent/base/ent-teacher-modal',
  '/ent/base/learning-list',
  '/ent/base/task-list',
  '/ent/exam/result',
  '/ent/special/list',
  '/trainingCamp/exam/result',
];
const SPEC_PARAMETERISED = [
  '/course/base',
  '/course/multi',
  '/course/video',
  '/youke/base',
  '/youke/video',
  '/order',
  '/ent/base',
  '/ent/multi',
  '/ent/special',
  '/ent/video',
  '/ent/exam',
  '/ent/base/task-detail',
  '/trainingCamp/online',
  '/trainingCamp/online/plan',
  '/trainingCamp/offline',
  '/trainingCamp/trial',
  '/trainingCamp/trial/plan',
  '/trainingCamp/video',
  '/trainingCamp/exam',
  '/trainingCamp/work',
];
const SPEC_PREVIEWS = [
  '/ent/components/course-item',
  '/ent/components/course-top',
  '/ent/components/empty',
  '/ent/components/exam-circle',
  '/member/components/activity-list',
  '/member/components/banyue-list',
  '/member/components/course-list',
  '/member/components/live-list',
  '/member/components/teacher-list',
  '/member/components/vip-list',
  '/member/components/7.1.19/swiper',
  '/trainingCamp/components/teacher-modal',
  '/trainingCamp/components/train-top',
  '/youke/components/course-item',
  '/youke/components/course-top',
];

/** The path pattern of the page a URL lands on. */
function landing(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  return matches.at(-1)?.route.path;
}

describe('route table', () => {
  const all = paths(routes);

  it('has every static route of the spec', () => {
    for (const path of SPEC_STATIC) expect(all).toContain(path);
  });

  it('has every parameterised route with an optional id', () => {
    for (const path of SPEC_PARAMETERISED) expect(all).toContain(`${path}/:id?`);
  });

  it('has the component-preview routes and the not-found route', () => {
    for (const path of SPEC_PREVIEWS) expect(all).toContain(path);
    expect(all).toContain('*');
  });

  it('declares each path once, every page lazy and titled', () => {
    expect(new Set(all).size).toBe(all.length);
    const pages = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [...(route.path ? [route] : []), ...pages(route.children ?? [])]);
    for (const route of pages(routes)) {
      expect(typeof route.lazy, route.path).toBe('function');
      expect(isRouteHandle(route.handle), route.path).toBe(true);
    }
  });

  it('sends URLs to the right page, static segments before ids', () => {
    expect(landing('/')).toBe('/');
    expect(landing('/course/base/12?bundleId=3')).toBe('/course/base/:id?');
    expect(landing('/course/base')).toBe('/course/base/:id?');
    expect(landing('/course/base/id_copy')).toBe('/course/base/id_copy');
    expect(landing('/ent/base/task-list')).toBe('/ent/base/task-list');
    expect(landing('/ent/base/task-detail/4')).toBe('/ent/base/task-detail/:id?');
    expect(landing('/ent/exam/result')).toBe('/ent/exam/result');
    expect(landing('/ent/exam/8')).toBe('/ent/exam/:id?');
    expect(landing('/trainingCamp/online/plan/5')).toBe('/trainingCamp/online/plan/:id?');
    expect(landing('/trainingCamp/online/5')).toBe('/trainingCamp/online/:id?');
    expect(landing('/trainingCamp/exam/result')).toBe('/trainingCamp/exam/result');
    expect(landing('/member/components/7.1.19/swiper')).toBe('/member/components/7.1.19/swiper');
    expect(landing('/order/9?type=8&trainId=2')).toBe('/order/:id?');
    expect(landing('/live/9')).toBe('/live/:id?');
    expect(landing('/live/9/replay')).toBe('/live/:id/replay');
    expect(landing('/no/such/page')).toBe('*');
  });

  it('keeps the home page outside the antd layout and every other page inside it', () => {
    const matches = (url: string) => matchRoutes(routes, url) ?? [];
    expect(matches('/').length).toBe(1);
    const courses = matches('/courses');
    expect(courses.length).toBe(2);
    expect(courses[0]?.route.path).toBeUndefined();
    // Every page of the site, the gated enterprise pages included, sits below the antd layout.
    expect(paths(courses[0]?.route.children ?? []).length).toBeGreaterThan(60);
  });
});
