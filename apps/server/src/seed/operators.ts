import type { OperatorRole } from '@zhixue/contract';
import { inArray } from 'drizzle-orm';
import { insertOperator, type SecretBox } from '../modules/operators/index.js';
import { hashPassword } from '../platform/crypto/index.js';
import type { Database } from '../platform/db/index.js';
import * as tables from '../tables.js';
import { DEMO_ENTERPRISE_ID, DEMO_SECOND_ENTERPRISE_ID } from './index.js';

const { operators } = tables;

/** Every demo operator signs in with this password (see README). */
export const DEMO_OPERATOR_PASSWORD = 'Console@2026';

/**
 * One operator per role, each with a fixed TOTP secret (listed in the README, used by the journeys)
 * so that the second factor can be computed without a phone.
 */
export const DEMO_OPERATORS: ReadonlyArray<{
  account: string;
  name: string;
  role: OperatorRole;
  totpSecret: string;
  /** An enterprise admin's enterprise. */
  enterpriseId?: number;
}> = [
  { account: 'admin', name: '周管理', role: 'super_admin', totpSecret: 'ZHIXUEDEMOADMINAAAAAAAAAAAAAAAAA' },
  {
    account: 'editor',
    name: '林编辑',
    role: 'content_editor',
    totpSecret: 'ZHIXUEDEMOEDITORAAAAAAAAAAAAAAAA',
  },
  { account: 'finance', name: '钱财务', role: 'finance', totpSecret: 'ZHIXUEDEMOFINANCEAAAAAAAAAAAAAAA' },
  { account: 'support', name: '孙客服', role: 'support', totpSecret: 'ZHIXUEDEMOSUPPORTAAAAAAAAAAAAAAA' },
  { account: 'trainer', name: '吴培训', role: 'trainer', totpSecret: 'ZHIXUEDEMOTRAINERAAAAAAAAAAAAAAA' },
  {
    account: 'entadmin',
    name: '郑企业',
    role: 'enterprise_admin',
    totpSecret: 'ZHIXUEDEMOENTADMINAAAAAAAAAAAAAA',
    enterpriseId: DEMO_ENTERPRISE_ID,
  },
  // The second enterprise's admin: the isolation matrix calls the first one's ids as this operator.
  {
    account: 'entadmin2',
    name: '冯企业',
    role: 'enterprise_admin',
    totpSecret: 'ZHIXUEDEMOENTADMINBBBBBBBBBBBBBB',
    enterpriseId: DEMO_SECOND_ENTERPRISE_ID,
  },
];

/** Adds the demo operators that are missing; one changed in the console keeps its changes. */
export async function seedDemoOperators(db: Database, secrets: SecretBox): Promise<void> {
  // Every server start seeds: a password hash is deliberately slow, so it is made once, and only
  // when a demo operator is missing.
  const present = await db
    .select({ account: operators.account })
    .from(operators)
    .where(
      inArray(
        operators.account,
        DEMO_OPERATORS.map((demo) => demo.account),
      ),
    );
  const missing = DEMO_OPERATORS.filter((demo) => !present.some((row) => row.account === demo.account));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  for (const demo of missing) {
    await insertOperator(
      db,
      {
        account: demo.account,
        name: demo.name,
        password: DEMO_OPERATOR_PASSWORD,
        role: demo.role,
        enterpriseId: demo.enterpriseId ?? null,
        sealedTotpSecret: secrets.seal(demo.totpSecret),
      },
      passwordHash,
    );
  }
}
