import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterpriseLoginHref, mayEnterEnterpriseArea } from './enterprise-gate';
import { appRoutes } from './routes';

const routes = appRoutes(new QueryClient());

/** Whether the pathless enterprise gate is among the routes an address matches. */
async function gated(url: string): Promise<boolean> {
  const gate = await import('./enterprise-gate');
  for (const match of matchRoutes(routes, url) ?? []) {
    if (match.route.path === undefined && match.route.lazy) {
      const module = await (match.route.lazy as () => Promise<{ Component?: unknown }>)();
      if (module.Component === gate.Component) return true;
    }
  }
  return false;
}

describe('enterprise gate', () => {
  it('lets only learners with an enterprise through', () => {
    expect(mayEnterEnterpriseArea(null)).toBe(false);
    expect(mayEnterEnterpriseArea({ entId: null })).toBe(false);
    expect(mayEnterEnterpriseArea({ entId: 1 })).toBe(true);
  });

  it('sends to the enterprise login, which comes back to the page', () => {
    expect(enterpriseLoginHref('/ent/search', '?searchValue=沟通')).toBe(
      `/ent/login?redirect=${encodeURIComponent('/ent/search?searchValue=沟通')}`,
    );
  });

  it('stands in front of every enterprise page except the login', async () => {
    for (const url of [
      '/ent/course-list',
      '/ent/learn-center',
      '/ent/search?searchValue=沟通',
      '/ent/base/12',
      '/ent/base/task-detail/3',
      '/ent/multi/102',
      '/ent/special/list',
      '/ent/video/4',
      '/ent/exam/result',
    ]) {
      expect(await gated(url), url).toBe(true);
    }
    expect(await gated('/ent/login')).toBe(false);
    expect(await gated('/courses')).toBe(false);
  });
});
