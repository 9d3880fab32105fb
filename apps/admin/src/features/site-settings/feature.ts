import { type ConsoleFeature, screen } from '@/lib/console-feature';

export const siteSettingsFeature: ConsoleFeature = {
  screens: [
    {
      path: 'site-settings',
      permission: 'marketing.read',
      lazy: screen(() => import('./site-settings-page'), 'SiteSettingsPage'),
    },
  ],
  menu: [{ path: '/site-settings', label: '站点设置', permission: 'marketing.read', group: 'system' }],
};
