import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { AUDIT_ACTION_LABELS, CONSOLE_UPLOAD_PATHS } from './audit-labels.js';

/** Every console write the contract declares: the audited endpoints and the uploads. */
const consoleWrites = [
  ...Object.values(contract)
    .filter(
      (value): value is { path: string; access: string; writes: boolean } =>
        typeof value === 'object' && value !== null && 'access' in value && 'writes' in value,
    )
    .filter((endpoint) => endpoint.access === 'operator' && endpoint.writes)
    .map((endpoint) => endpoint.path),
  ...CONSOLE_UPLOAD_PATHS,
];
/** Written by the first operator's set-up, which has no session to pass through the recipe. */
const SET_UP_ACTION = '/api/admin/auth/set-up';

describe('audit action labels', () => {
  it('name every console write in Chinese', () => {
    expect(consoleWrites.length).toBeGreaterThan(100);
    const unnamed = consoleWrites.filter((path) => !/[\u4e00-\u9fff]/.test(AUDIT_ACTION_LABELS[path] ?? ''));
    expect(unnamed).toEqual([]);
  });

  it('name nothing that is not a console write', () => {
    const stale = Object.keys(AUDIT_ACTION_LABELS).filter(
      (path) => path !== SET_UP_ACTION && !consoleWrites.includes(path),
    );
    expect(stale).toEqual([]);
  });

  it('tell the actions apart: no two share a label', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});
