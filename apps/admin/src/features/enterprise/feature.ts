import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const enterpriseFeature: ConsoleFeature = {
  screens: [
    {
      path: 'ent/learners',
      permission: 'enterprise.read',
      lazy: screen(() => import('./learners-page'), 'EntLearnersPage'),
    },
    {
      path: 'ent/learners/import',
      permission: 'enterprise.read',
      lazy: screen(() => import('./import-page'), 'EntImportPage'),
    },
    {
      path: 'ent/departments',
      permission: 'enterprise.read',
      lazy: screen(() => import('./departments-page'), 'EntDepartmentsPage'),
    },
    {
      path: 'ent/licences',
      permission: 'enterprise.read',
      lazy: screen(() => import('./licences-page'), 'EntLicencesPage'),
    },
    {
      path: 'ent/courses',
      permission: 'enterprise.read',
      lazy: screen(() => import('./courses-page'), 'EntCoursesPage'),
    },
    {
      path: 'ent/courses/:id',
      permission: 'enterprise.read',
      lazy: screen(() => import('./course-outline-page'), 'EntCourseOutlinePage'),
    },
    {
      path: 'ent/topics',
      permission: 'enterprise.read',
      lazy: screen(() => import('./topics-page'), 'EntTopicsPage'),
    },
    {
      path: 'ent/tasks',
      permission: 'enterprise.read',
      lazy: screen(() => import('./tasks-page'), 'EntTasksPage'),
    },
    {
      path: 'ent/exams',
      permission: 'enterprise.read',
      lazy: screen(() => import('./exams-page'), 'EntExamsPage'),
    },
    {
      path: 'ent/statistics',
      permission: 'enterprise.read',
      lazy: screen(() => import('./statistics-page'), 'EntStatisticsPage'),
    },
  ],
  menu: [
    { path: '/ent/learners', label: '企业学员', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/departments', label: '部门管理', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/licences', label: '课程授权', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/courses', label: '企业课程', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/topics', label: '专题管理', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/tasks', label: '学习任务', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/exams', label: '考试安排', permission: 'enterprise.read', group: 'enterprise' },
    { path: '/ent/statistics', label: '学习统计', permission: 'enterprise.read', group: 'enterprise' },
  ],
};
