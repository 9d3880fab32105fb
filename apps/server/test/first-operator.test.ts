import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSetupToken, setUpFirstOperator } from '../src/modules/operators/first-operator.js';
import type { DatabaseHandle } from '../src/platform/db/index.js';
import * as tables from '../src/tables.js';
import { testDatabase } from './harness.js';

/** The one-time link of a fresh install: valid once, while no operator exists, until it expires. */
const SECRET = 'a-test-operator-secret-of-32-characters';
const fresh = await testDatabase();
let database: DatabaseHandle;
beforeAll(async () => {
  database = await fresh.open();
});
afterAll(async () => {
  await database.close();
  await fresh.dispose();
});

const input = (setupToken: string, account = 'root') => ({
  setupToken,
  account,
  name: '根管理员',
  password: 'Password@123',
});

describe('the first operator', () => {
  it('refuses a link that expired or was signed with another secret', async () => {
    const expired = newSetupToken(SECRET, Date.now() - 25 * 60 * 60 * 1000);
    await expect(setUpFirstOperator(database.db, SECRET, input(expired))).rejects.toMatchObject({
      reason: 'SETUP_LINK_INVALID',
    });
    const foreign = newSetupToken('another-secret-of-at-least-32-characters');
    await expect(setUpFirstOperator(database.db, SECRET, input(foreign))).rejects.toMatchObject({
      reason: 'SETUP_LINK_INVALID',
    });
  });

  it('creates one super admin, audited, and the link is spent', async () => {
    const token = newSetupToken(SECRET);
    const attempts = await Promise.allSettled([
      setUpFirstOperator(database.db, SECRET, input(token, 'root')),
      setUpFirstOperator(database.db, SECRET, input(token, 'other')),
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const operators = await database.db.select().from(tables.operators);
    expect(operators.map((operator) => operator.role)).toEqual(['super_admin']);
    const audit = await database.db.select().from(tables.auditLog);
    expect(audit.map((row) => row.action)).toEqual(['/api/admin/auth/set-up']);
    await expect(setUpFirstOperator(database.db, SECRET, input(token, 'third'))).rejects.toMatchObject({
      reason: 'SETUP_LINK_INVALID',
    });
  });
});
