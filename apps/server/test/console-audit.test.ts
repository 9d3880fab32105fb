import {
  ADMIN_IMAGE_UPLOAD_PATH,
  type AuditEntry,
  adminAuditSearch,
  CONSOLE_UPLOAD_PATHS,
  MEDIA_UPLOADS_PATH,
} from '@zhixue/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeAuditRows } from '../src/modules/operators/audit-log.js';
import { serverForThisFile } from './harness.js';
import { PNG_1X1, tusClient } from './media-uploads-support.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

/**
 * The audit log in words, and the console writes that bypass the route recipe (uploads) audited all
 * the same. The recipe's own writes are held to their rows by console-roles.test.ts.
 */
const server = serverForThisFile();
let editor: SignedInOperator;
let admin: SignedInOperator;

beforeAll(async () => {
  editor = await signInAs(server, 'content_editor');
  admin = await signInAs(server, 'super_admin');
});

async function search(query: Record<string, unknown>): Promise<AuditEntry[]> {
  const answer = await server.post(adminAuditSearch.path, query, { headers: admin.headers });
  expect(answer.body.code).toBe('00000');
  return (answer.body.data as { list: AuditEntry[] }).list;
}

/** How each console upload is made; an upload path missing here fails the test below. */
const UPLOADS: Record<string, () => Promise<number>> = {
  [MEDIA_UPLOADS_PATH]: async () =>
    (
      await tusClient(server, editor.headers).create(1000, {
        filename: '审计第一课.mp4',
        filetype: 'video/mp4',
      })
    ).status,
  [ADMIN_IMAGE_UPLOAD_PATH]: async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'cover.png');
    const answer = await server.fetch(ADMIN_IMAGE_UPLOAD_PATH, {
      method: 'POST',
      headers: editor.headers,
      body: form,
    });
    return answer.status;
  },
};

describe('the audit log', () => {
  it.each(CONSOLE_UPLOAD_PATHS)('records an upload at %s, in words', async (path) => {
    const upload = UPLOADS[path];
    expect(upload, `no way to upload at ${path} in this test`).toBeDefined();
    const before = (await search({ action: path, pageSize: 100 })).length;
    expect([200, 201]).toContain(await upload?.());
    const entries = await search({ action: path, pageSize: 100 });
    expect(entries.length).toBe(before + 1);
    const [entry] = entries;
    expect(entry?.actionLabel).toMatch(/^上传/);
    expect(entry?.objectLabel).not.toContain('/api/');
  });

  it('names a media upload by its file', async () => {
    const [entry] = await search({ action: MEDIA_UPLOADS_PATH, entity: 'media_asset' });
    expect(entry?.actionLabel).toBe('上传媒体文件');
    expect(entry?.objectLabel).toBe('媒体文件「审计第一课.mp4」');
  });

  it('shows a change as its action, its object and only the fields that changed', async () => {
    const name = `审计分类${Date.now() % 100_000}`;
    const created = await server.post('/api/admin/category/create', { name }, { headers: admin.headers });
    expect(created.body.code).toBe('00000');
    const { id } = created.body.data as { id: number };
    const renamed = await server.post(
      '/api/admin/category/rename',
      { id, name: `${name}新` },
      { headers: admin.headers },
    );
    expect(renamed.body.code).toBe('00000');

    const [rename] = await search({ action: '/api/admin/category/rename', entity: 'category' });
    expect(rename).toMatchObject({ actionLabel: '重命名分类', objectLabel: `分类「${name}新」` });
    const changed = rename?.changes.filter((change) => change.field !== 'updatedAt');
    expect(changed).toEqual([{ field: 'name', label: '名称', before: name, after: `${name}新` }]);

    const [creation] = await search({ action: '/api/admin/category/create' });
    expect(creation?.actionLabel).toBe('新增分类');
    expect(creation?.changes).toContainEqual({ field: 'name', label: '名称', before: '—', after: name });
  });

  it('finds entries by part of the operator name', async () => {
    const [someone] = await search({});
    expect(someone).toBeDefined();
    const found = await search({ operatorName: someone?.operatorName.slice(1), pageSize: 100 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.operatorName === someone?.operatorName)).toBe(true);
    expect(await search({ operatorName: '没有这个人' })).toEqual([]);
  });

  it('refuses a console write that recorded no change: the recipe rolls it back (B0001)', async () => {
    const operator = {
      id: 1,
      name: '周管理',
      role: 'super_admin',
      enterpriseId: null,
      sessionId: 1,
    } as const;
    await expect(
      writeAuditRows(server.database.db, operator, '/api/admin/category/create', []),
    ).rejects.toThrow(/recorded no audit row/);
  });
});
