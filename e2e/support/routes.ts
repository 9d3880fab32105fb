/**
 * The route table of the product spec (section 2) with the page chrome each route must show,
 * written down here from the spec rather than imported from the web app, so that a change to the
 * app's layout rules has to agree with this independent reading.
 *
 * - `site`: main header, footer and right sidebar; no enterprise header.
 * - `bare`: none of them (players, exams, coursework, youke landing pages, enterprise login and video).
 * - `enterprise`: the enterprise header only.
 *
 * Where the spec is silent (enterprise login and video, enterprise component previews, the teacher
 * modal route) the table follows the reading recorded in the web app's layout rules: the login and
 * the player take the whole window; everything else under /ent gets the enterprise header.
 */
export type Chrome = 'site' | 'bare' | 'enterprise';

export interface RouteCase {
  path: string;
  chrome: Chrome;
  /** Where the path comes from in the spec, for the test name. */
  group: 'static' | 'with id' | 'without id' | 'component preview';
}

const staticRoutes: Array<[string, Chrome]> = [
  ['/', 'site'],
  ['/about', 'site'],
  ['/company', 'site'],
  ['/courses', 'site'],
  ['/courses/courses-list', 'site'],
  ['/member', 'site'],
  ['/message', 'site'],
  ['/mycourses', 'site'],
  ['/partner', 'site'],
  ['/trainingCamp', 'site'],
  ['/youke', 'bare'],
  ['/youke/list', 'bare'],
  ['/course/search', 'site'],
  ['/course/base/id_copy', 'site'],
  ['/single/citycenter', 'site'],
  ['/user/wxlogin', 'site'],
  ['/ent/login', 'bare'],
  ['/ent/course-list', 'enterprise'],
  ['/ent/learn-center', 'enterprise'],
  ['/ent/search', 'enterprise'],
  ['/ent/base/ent-teacher-modal', 'enterprise'],
  ['/ent/base/learning-list', 'enterprise'],
  ['/ent/base/task-list', 'enterprise'],
  ['/ent/exam/result', 'enterprise'],
  ['/ent/special/list', 'enterprise'],
  ['/trainingCamp/exam/result', 'bare'],
];

/** Parameterised routes, written without their optional `/:id`. */
const parameterisedRoutes: Array<[string, Chrome]> = [
  ['/course/base', 'site'],
  ['/course/multi', 'site'],
  ['/course/video', 'bare'],
  ['/youke/base', 'site'],
  ['/youke/video', 'bare'],
  ['/order', 'site'],
  ['/ent/base', 'enterprise'],
  ['/ent/multi', 'enterprise'],
  ['/ent/special', 'enterprise'],
  ['/ent/video', 'bare'],
  ['/ent/exam', 'enterprise'],
  ['/ent/base/task-detail', 'enterprise'],
  ['/trainingCamp/online', 'site'],
  ['/trainingCamp/online/plan', 'site'],
  ['/trainingCamp/offline', 'site'],
  ['/trainingCamp/trial', 'site'],
  ['/trainingCamp/trial/plan', 'site'],
  ['/trainingCamp/video', 'bare'],
  ['/trainingCamp/exam', 'bare'],
  ['/trainingCamp/work', 'bare'],
];

const componentPreviewRoutes: Array<[string, Chrome]> = [
  ...['course-item', 'course-top', 'empty', 'exam-circle'].map((name): [string, Chrome] => [
    `/ent/components/${name}`,
    'enterprise',
  ]),
  ...[
    'activity-list',
    'banyue-list',
    'course-list',
    'live-list',
    'teacher-list',
    'vip-list',
    '7.1.19/swiper',
  ].map((name): [string, Chrome] => [`/member/components/${name}`, 'site']),
  ...['teacher-modal', 'train-top'].map((name): [string, Chrome] => [
    `/trainingCamp/components/${name}`,
    'site',
  ]),
  ...['course-item', 'course-top'].map((name): [string, Chrome] => [`/youke/components/${name}`, 'site']),
];

export const ROUTE_CASES: RouteCase[] = [
  ...staticRoutes.map(([path, chrome]): RouteCase => ({ path, chrome, group: 'static' })),
  ...parameterisedRoutes.flatMap(([path, chrome]): RouteCase[] => [
    { path: `${path}/1`, chrome, group: 'with id' },
    { path, chrome, group: 'without id' },
  ]),
  ...componentPreviewRoutes.map(
    ([path, chrome]): RouteCase => ({ path, chrome, group: 'component preview' }),
  ),
];

/** The data-testid of each piece of page chrome, and whether a kind of route shows it. */
export const CHROME_PARTS = {
  'main-header': { site: true, bare: false, enterprise: false },
  'main-footer': { site: true, bare: false, enterprise: false },
  'right-sidebar': { site: true, bare: false, enterprise: false },
  'ent-header': { site: false, bare: false, enterprise: true },
} as const satisfies Record<string, Record<Chrome, boolean>>;

export type ChromePart = keyof typeof CHROME_PARTS;
