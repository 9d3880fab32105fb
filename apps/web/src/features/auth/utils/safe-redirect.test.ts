import { describe, expect, it } from 'vitest';
import { ENT_HOME_PATH, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    [null, ENT_HOME_PATH],
    ['', ENT_HOME_PATH],
    ['https://evil.example/', ENT_HOME_PATH],
    ['//evil.example/x', ENT_HOME_PATH],
    ['/\\evil.example', ENT_HOME_PATH],
    ['javascript:alert(1)', ENT_HOME_PATH],
    ['/ent/learn-center', '/ent/learn-center'],
    ['/ent/base/3?bundleId=2', '/ent/base/3?bundleId=2'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
