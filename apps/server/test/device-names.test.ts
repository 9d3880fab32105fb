import { type AdminLearnerDetail, type SessionInfo, userSessionList } from '@zhixue/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithCode, phoneNumbers } from './login-helpers.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';
import { signedInSessions } from './session-support.js';

/** Signed-in devices are named by browser and system on both sides, never by their raw user agent. */
const server = serverForThisFile();
const freshPhone = phoneNumbers('1342610');
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN';

let support: SignedInOperator;
beforeAll(async () => {
  support = await signInAs(server, 'support');
});

describe('device names', () => {
  it('reads 浏览器 · 系统 in the learner’s own list and on the console’s learner page', async () => {
    const learner = await loginWithCode(server, freshPhone());
    const { db } = server.database;
    await signedInSessions(db, learner.userId, 2);
    // The login in use from Chrome on Windows, the others from WeChat on an iPhone and from a client
    // that sent no user agent.
    await db.execute(sql`
      update sessions set user_agent = (array[${CHROME_WINDOWS}, ${WECHAT_IOS}, ''])[ranked.n]
      from (select id, row_number() over (order by id) as n from sessions where user_id = ${learner.userId}) ranked
      where sessions.id = ranked.id`);
    const expected = ['Chrome 120 · Windows 10', '微信 · iOS', '未知设备'].sort();

    const own = await server.post(userSessionList.path, {}, { headers: learner.headers });
    const mine = own.body.data as SessionInfo[];
    expect(mine.map((session) => session.deviceName).sort()).toEqual(expected);
    expect(mine.find((session) => session.current)?.deviceName).toBe('Chrome 120 · Windows 10');

    const page = await server.post(
      '/api/admin/learner/detail',
      { id: learner.userId },
      { headers: support.headers },
    );
    const sessions = (page.body.data as AdminLearnerDetail).sessions;
    expect(sessions.map((session) => session.deviceName).sort()).toEqual(expected);
    // The raw user agent stays available beside its name.
    expect(sessions.map((session) => session.userAgent)).toContain(WECHAT_IOS);
  });
});
