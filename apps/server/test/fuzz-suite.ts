import {
  ADMIN_PATH_PREFIX,
  adminEntLearnerRemove,
  adminLearnerDisable,
  adminLearnerPasswordReset,
  adminSignOut,
  type Endpoint,
  roleHasPermission,
  userLogout,
  userSessionRemove,
} from '@zhixue/contract';
import { describe, expect, it } from 'vitest';
import { BODY_CASES, contractEndpoints, type FuzzCase, fieldCases, SESSION_CASES } from './fuzz-cases.js';
import { entryTasks } from './fuzz-entries.js';
import { type FuzzTask, runFuzz } from './fuzz-run.js';
import { serverForThisFile } from './harness.js';
import { loginWithAccount } from './login-helpers.js';
import { ADMIN_HEADERS, signInAs } from './operator-helpers.js';

/**
 * Every endpoint of the contract and every other entry, sent hostile requests anonymously and
 * logged in (a demo learner; an enterprise learner for `/api/ent/front`; for the console's calls
 * also a learner and an operator granted the call, with the console header: the super admin, or
 * the enterprise admin for the enterprise's own screens). Nothing may answer 5xx,
 * hang, leave the envelope or show how the server is built (fuzz-run.ts).
 *
 * Some 33,000 requests, CPU-bound in a test worker that also runs the server: they are dealt out
 * to FUZZ_SHARDS files (fuzz-1.test.ts …), each with a server and sessions of its own, so that the
 * workers share them; every request is sent by exactly one shard.
 */
export const FUZZ_SHARDS = 4;
const endpoints = contractEndpoints();
/**
 * Calls that end the session they are sent with, or a test learner's (an operator disabling a
 * learner, resetting their password, removing them from their enterprise: the sampled ids are the
 * demo learners'): fuzzed last, so every other call keeps its session.
 */
const ENDS_SESSION = new Set<Endpoint>([
  userLogout,
  userSessionRemove,
  adminSignOut,
  adminLearnerDisable,
  adminLearnerPasswordReset,
  adminEntLearnerRemove,
]);
/** No body, an empty one, `null`: enough to show a refusal comes before the body is read. */
const NO_BODY = BODY_CASES.slice(0, 3);

function report(failures: string[]) {
  expect(failures.length, failures.slice(0, 30).join('\n')).toBe(0);
}

/** The tests of shard `shard` (1 to FUZZ_SHARDS): every FUZZ_SHARDS-th request, from the `shard`th. */
export function fuzzShard(shard: number): void {
  const server = serverForThisFile();
  const mine = <T>(tasks: T[]) => tasks.filter((_, index) => index % FUZZ_SHARDS === shard - 1);

  describe(`contract fuzz, shard ${shard} of ${FUZZ_SHARDS}`, () => {
    // What the requests are made from is checked once, by the first shard.
    if (shard === 1) {
      it('finds the endpoints of the contract', () => {
        expect(endpoints.length).toBeGreaterThan(50);
        expect(new Set(endpoints.map((endpoint) => endpoint.access))).toEqual(
          new Set(['public', 'optional', 'user', 'enterprise', 'operator']),
        );
      });

      it('samples a body each schema accepts, for most endpoints', () => {
        const rejected = endpoints.filter(
          (endpoint) => !endpoint.request.safeParse(fieldCases(endpoint).base).success,
        );
        // Refinements (a known city, say) are not in JSON Schema; the rest must sample correctly.
        expect(rejected.length, rejected.map((endpoint) => endpoint.path).join(', ')).toBeLessThanOrEqual(
          endpoints.length / 10,
        );
      });
    }

    it('never fails, hangs, leaves the envelope or leaks, whoever sends what', async () => {
      const learner = await loginWithAccount(server, '13800000001', 'Zhixue@2026');
      const employee = await loginWithAccount(server, 'hdzz001', 'Zhixue@2026');
      expect([learner.body.code, employee.body.code]).toEqual(['00000', '00000']);
      const operator = await signInAs(server, 'super_admin');
      const enterpriseAdmin = await signInAs(server, 'enterprise_admin');
      // The console header gets a call past its first check, so that the body and session are tried.
      const asLearnerInConsole = {
        ...ADMIN_HEADERS,
        ...learner.headers,
        cookie: `zx_token=${learner.token}`,
      };

      const tasks: FuzzTask[] = [];
      const add = (endpoint: Endpoint, who: string, headers: Record<string, string>, cases: FuzzCase[]) => {
        for (const fuzz of cases) tasks.push({ path: endpoint.path, who, headers, fuzz });
      };
      for (const endpoint of endpoints) {
        const { cases } = fieldCases(endpoint);
        const sampled = cases.slice(0, 1);
        switch (endpoint.access) {
          case 'public':
            add(endpoint, 'visitor', {}, [...BODY_CASES, ...cases]);
            if (endpoint.path.startsWith(ADMIN_PATH_PREFIX)) {
              add(endpoint, 'console visitor', ADMIN_HEADERS, [...BODY_CASES, ...cases]);
            }
            break;
          case 'optional':
            // Validated before the session is read: the fields once, then each kind of session.
            add(endpoint, 'visitor', {}, [...BODY_CASES, ...cases, ...SESSION_CASES]);
            add(endpoint, 'learner', learner.headers, [...BODY_CASES, ...sampled]);
            break;
          case 'user':
            // A visitor is refused (A0313) before the body is read: only the session varies.
            add(endpoint, 'visitor', {}, [...NO_BODY, ...SESSION_CASES]);
            add(endpoint, 'learner', learner.headers, [...BODY_CASES, ...cases]);
            break;
          case 'enterprise':
            add(endpoint, 'visitor', {}, [...NO_BODY, ...SESSION_CASES]);
            add(endpoint, 'learner', learner.headers, NO_BODY);
            add(endpoint, 'enterprise learner', employee.headers, [...BODY_CASES, ...cases]);
            break;
          case 'operator':
            // Refused before the body: without the header, without an operator, as a learner.
            add(endpoint, 'visitor', {}, [...NO_BODY, ...SESSION_CASES]);
            add(endpoint, 'console visitor', ADMIN_HEADERS, NO_BODY);
            add(endpoint, 'learner', asLearnerInConsole, [...NO_BODY, ...sampled]);
            add(
              endpoint,
              'operator',
              endpoint.permission && !roleHasPermission('super_admin', endpoint.permission)
                ? enterpriseAdmin.headers
                : operator.headers,
              [...BODY_CASES, ...cases],
            );
            break;
        }
      }
      const endingPaths = new Set([...ENDS_SESSION].map((endpoint) => endpoint.path));
      const shardTasks = mine(tasks);
      const last = shardTasks.filter((task) => endingPaths.has(task.path) && task.who !== 'visitor');
      const failures = await runFuzz(
        server.baseUrl,
        shardTasks.filter((task) => !last.includes(task)),
      );
      // Otherwise the logged-in cases above would have run as a visitor's.
      const stillIn = await server.post('/api/front/user/detail', {}, { headers: learner.headers });
      expect(stillIn.body.code, 'a call ended the session: add it to ENDS_SESSION').toBe('00000');
      const operatorStillIn = await server.post('/api/admin/auth/me', {}, { headers: operator.headers });
      expect(operatorStillIn.body.code, 'a call ended the operator session').toBe('00000');
      const enterpriseAdminStillIn = await server.post(
        '/api/admin/auth/me',
        {},
        { headers: enterpriseAdmin.headers },
      );
      expect(enterpriseAdminStillIn.body.code, 'a call ended the enterprise admin session').toBe('00000');
      failures.push(...(await runFuzz(server.baseUrl, last)));
      report(failures);
    }, 240_000);

    it('never fails on the entries that are not JSON calls either', async () => {
      const learner = await loginWithAccount(server, '13800000002', 'Zhixue@2026');
      const editor = await signInAs(server, 'content_editor');
      report(await runFuzz(server.baseUrl, mine(entryTasks(learner, editor.headers))));
    }, 120_000);
  });
}
