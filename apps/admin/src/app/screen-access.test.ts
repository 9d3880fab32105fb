import { ROLE_PERMISSIONS } from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FEATURES } from './features';
import { mayOpen, permissionToOpen } from './screen-access';

const opens = (role: keyof typeof ROLE_PERMISSIONS, paths: string[]) =>
  paths.filter((path) => mayOpen(ROLE_PERMISSIONS[role], path));

describe('which screens a role may open by their address', () => {
  it('finance opens the money screens and an order, not the catalogue, camps or operators', () => {
    const paths = ['/orders', '/orders/12', '/revenue', '/reconciliation', '/transfers', '/learners/3'];
    expect(opens('finance', paths)).toEqual(paths);
    expect(
      opens('finance', ['/courses', '/courses/5', '/camps/2/checkin', '/operators', '/ent/learners']),
    ).toEqual([]);
  });

  it('support confirms transfers but neither reconciles nor sees revenue', () => {
    expect(opens('support', ['/transfers', '/reconciliation', '/revenue', '/applications'])).toEqual([
      '/transfers',
      '/applications',
    ]);
  });

  it("decides a screen under another's path by its own permission", () => {
    expect(permissionToOpen('/camps/7')).toBe('camps.read');
    expect(permissionToOpen('/camps/7/checkin')).toBe('camps.checkin');
    expect(permissionToOpen('/camps/certificates')).toBe('camps.read');
    expect(permissionToOpen('/exam-bank/import')).toBe('exams.write');
  });

  it('keeps the enterprise screens to the enterprise admin, not the super admin', () => {
    expect(opens('enterprise_admin', ['/ent/learners', '/ent/courses/4', '/courses'])).toEqual([
      '/ent/learners',
      '/ent/courses/4',
    ]);
    expect(opens('super_admin', ['/ent/learners', '/operators', '/reconciliation'])).toEqual([
      '/operators',
      '/reconciliation',
    ]);
  });

  it('lets the frame and unknown addresses through: the router sends those to the first screen', () => {
    expect(opens('finance', ['/', '/no-such-screen'])).toEqual(['/', '/no-such-screen']);
  });

  it('opens each menu entry with the permission the entry declares', () => {
    for (const entry of CONSOLE_FEATURES.flatMap((feature) => feature.menu ?? [])) {
      expect([entry.path, permissionToOpen(entry.path)]).toEqual([entry.path, entry.permission]);
    }
  });
});
