import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForThisFile } from './harness.js';
import { loginWithCode } from './login-helpers.js';

const lines: string[] = [];
const server = serverForThisFile({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });

describe('the log of a failed statement', () => {
  it('names the failure but none of the personal values it was run with', async () => {
    const mobile = '13712340001';
    const me = await loginWithCode(server, mobile);
    expect(me.body.code).toBe('00000');
    // A database that refuses every new address: the statement fails inside PostgreSQL, as a
    // constraint or encoding error would, with the request's values bound to it.
    await server.database.db.execute(
      sql`alter table addresses add constraint refuse_all check (false) not valid`,
    );
    const address = {
      name: '罗晓燕',
      mobile: '13998765432',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路九十九号七幢',
    };
    const answer = await server.post('/api/front/user/address/save', address, {
      headers: { ...me.headers, cookie: `zx_token=${me.token}` },
    });
    await server.database.db.execute(sql`alter table addresses drop constraint refuse_all`);

    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      code: 'B0001',
      msg: '系统繁忙，请稍后再试',
      data: null,
      reason: 'SYSTEM_ERROR',
    });
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    // Still useful: the statement and PostgreSQL's reason are there.
    expect(failure?.level).toBe(50);
    expect(failure?.err.message).toMatch(/insert into "addresses"/);
    expect(failure?.err.message).toMatch(/refuse_all/);

    const log = lines.join('\n');
    for (const secret of [address.mobile, address.detail, address.name, mobile, me.token]) {
      expect(log).not.toContain(secret);
    }
  });
});
