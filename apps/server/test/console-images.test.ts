import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_UPLOAD_PATH,
  ENT_MEDIA_UPLOAD_PERMISSION,
  MEDIA_UPLOAD_PERMISSION,
  OPERATOR_ROLES,
  roleHasPermission,
} from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../src/tables.js';
import { readEnvelope, serverForThisFile } from './harness.js';
import { loginWithCode } from './login-helpers.js';
import { ADMIN_HEADERS, type SignedInOperator, signInAs } from './operator-helpers.js';

/** The console's picture upload over real HTTP: typed by content, limited, operators with media.write only. */
const server = serverForThisFile();

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(headers: Record<string, string>, bytes: Uint8Array, files = 1) {
  const form = new FormData();
  for (let index = 0; index < files; index++) {
    form.append('file', new Blob([bytes], { type: 'image/png' }), `cover-${index}.png`);
  }
  const response = await fetch(server.baseUrl + ADMIN_IMAGE_UPLOAD_PATH, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: await readEnvelope(response) };
}

let editor: SignedInOperator | undefined;
async function asEditor(): Promise<SignedInOperator> {
  editor ??= await signInAs(server, 'content_editor');
  return editor;
}

describe('console picture upload', () => {
  it('stores a PNG publicly under a fresh key, serves it and audits it', async () => {
    const { headers } = await asEditor();
    const answer = await upload(headers, PNG_1X1);
    expect(answer.status).toBe(200);
    const url = (answer.body.data as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);

    const served = await fetch(server.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const audit = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, ADMIN_IMAGE_UPLOAD_PATH), eq(tables.auditLog.entity, 'image')));
    expect(audit.map((row) => row.after)).toContainEqual({
      url,
      contentType: 'image/png',
      size: PNG_1X1.length,
    });
  });

  it('refuses a file that only claims to be an image', async () => {
    const { headers } = await asEditor();
    const forged = await upload(headers, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(forged.status).toBe(400);
    expect(forged.body.reason).toBe('IMAGE_TYPE_UNSUPPORTED');
  });

  it('refuses a picture over the limit, two pictures and none', async () => {
    const { headers } = await asEditor();
    const large = Buffer.concat([PNG_1X1, Buffer.alloc(ADMIN_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(headers, large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.reason).toBe('IMAGE_TOO_LARGE');

    const two = await upload(headers, PNG_1X1, 2);
    expect(two.body.reason).toBe('IMAGE_MORE_THAN_ONE');

    const none = await upload(headers, new Uint8Array(0));
    expect(none.body.reason).toBe('IMAGE_MISSING');
  });

  it('sets a course cover that the learner site shows at once', async () => {
    const { headers } = await asEditor();
    const before = await server.post('/api/front/course/detail', { id: 1 });
    const oldCover = (before.body.data as { picCover: string }).picCover;
    const url = ((await upload(headers, PNG_1X1)).body.data as { url: string }).url;
    const listed = await server.post('/api/admin/course/list', { keyword: '', pageSize: 100 }, { headers });
    const course = (listed.body.data as { list: Array<Record<string, unknown>> }).list.find(
      (row) => row.id === 1,
    );
    if (!course) throw new Error('seed course 1 missing');
    const { name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice } = course;
    const details = { id: 1, name, summary, categoryId, charge, price, linePrice, vip, vipCharge, vipPrice };

    const updated = await server.post('/api/admin/course/update', { ...details, picCover: url }, { headers });
    expect(updated.body.data).toMatchObject({ id: 1, picCover: url });
    const after = await server.post('/api/front/course/detail', { id: 1 });
    expect((after.body.data as { picCover: string }).picCover).toBe(url);
    expect(url).not.toBe(oldCover);

    // Saved without a cover, the course keeps the one it has.
    const kept = await server.post('/api/admin/course/update', details, { headers });
    expect(kept.body.data).toMatchObject({ picCover: url });
    const refused = await server.post(
      '/api/admin/course/update',
      { ...details, picCover: 'javascript:x' },
      { headers },
    );
    expect(refused.status).toBe(400);
  });

  it("refuses a learner's session, with or without the console header", async () => {
    const learner = await loginWithCode(server, '13600009901');
    const withoutHeader = await upload(learner.headers, PNG_1X1);
    expect(withoutHeader.body.reason).toBe('ADMIN_HEADER_MISSING');
    const withHeader = await upload({ ...learner.headers, ...ADMIN_HEADERS }, PNG_1X1);
    expect(withHeader.status).toBe(401);
    expect(withHeader.body.reason).toBe('OPERATOR_NOT_SIGNED_IN');
  });

  it('is allowed to exactly the roles granted media.write, and to enterprise admins for their covers', async () => {
    for (const role of OPERATOR_ROLES) {
      const operator = role === 'content_editor' ? await asEditor() : await signInAs(server, role);
      const answer = await upload(operator.headers, PNG_1X1);
      // The demo enterprise admin is the one role whose operators belong to an enterprise.
      const needed = role === 'enterprise_admin' ? ENT_MEDIA_UPLOAD_PERMISSION : MEDIA_UPLOAD_PERMISSION;
      if (roleHasPermission(role, needed)) {
        expect(answer.status, role).toBe(200);
      } else {
        expect(answer.status, role).toBe(403);
        expect(answer.body.reason, role).toBe('OPERATOR_FORBIDDEN');
      }
    }
  });
});
