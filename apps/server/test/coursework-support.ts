import type { CourseworkFile } from '@zhixue/contract';
import { courseworkFileUploadPath } from '@zhixue/contract';
import { and, eq } from 'drizzle-orm';
import * as tables from '../src/tables.js';
import type { ApiAnswer, TestServer } from './harness.js';
import { type LoggedIn, loginWithCode } from './login-helpers.js';

const { courseworkAssignments, trainingUsers } = tables;

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest PDF a type check accepts. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** What the coursework tests share: the seeded assignment of a camp, enrolments, uploads and calls. */
export function courseworkCalls(server: TestServer) {
  const db = () => server.database.db;

  async function call<T>(who: { headers: Record<string, string> }, path: string, body: unknown) {
    const answer: ApiAnswer = await server.post(path, body, { headers: who.headers });
    return { ...answer, data: answer.body.data as T, reason: answer.body.reason };
  }

  async function ok<T>(who: { headers: Record<string, string> }, path: string, body: unknown): Promise<T> {
    const answer = await call<T>(who, path, body);
    if (answer.body.code !== '00000') throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.data;
  }

  /** The seeded assignment of a camp's plan (seed/camps.ts). */
  async function assignmentOf(trainingId: number) {
    const [row] = await db()
      .select()
      .from(courseworkAssignments)
      .where(eq(courseworkAssignments.trainingId, trainingId));
    if (!row) throw new Error(`camp ${trainingId} has no seeded assignment`);
    return row;
  }

  /** A new learner enrolled in the camp (without a term: enough for coursework). */
  async function enrolledLearner(phone: string, trainingId: number): Promise<LoggedIn> {
    const learner = await loginWithCode(server, phone);
    const [found] = await db()
      .select()
      .from(trainingUsers)
      .where(and(eq(trainingUsers.userId, learner.userId), eq(trainingUsers.trainingId, trainingId)));
    if (!found) await db().insert(trainingUsers).values({ userId: learner.userId, trainingId });
    return learner;
  }

  async function upload(who: LoggedIn, name: string, bytes: Buffer, type = 'application/octet-stream') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await server.fetch(courseworkFileUploadPath, {
      method: 'POST',
      body: form,
      headers: who.headers,
    });
    const body = (await response.json()) as ApiAnswer['body'];
    return { status: response.status, body, file: body.data as CourseworkFile };
  }

  return { call, ok, assignmentOf, enrolledLearner, upload };
}

/**
 * Rows the console's coursework writes act on, made straight in the database: a coursework plan item
 * without an assignment, a submitted (and then reviewed) work of a seeded learner, a comment on it.
 */
export function courseworkConsoleFixtures(server: TestServer) {
  const db = () => server.database.db;
  const { trainingPlanItems, courseworkSubmissions, courseworkComments } = tables;
  let submissionId: number | undefined;

  async function openPlanItem(): Promise<number> {
    const [row] = await db()
      .insert(trainingPlanItems)
      .values({ trainingId: 1, kind: 'coursework', title: '审计作业', day: 3, sort: 99 })
      .returning({ id: trainingPlanItems.id });
    if (!row) throw new Error('plan item not inserted');
    return row.id;
  }

  async function submittedWork(): Promise<number> {
    if (submissionId !== undefined) return submissionId;
    const [assignment] = await db().select().from(courseworkAssignments).limit(1);
    if (!assignment) throw new Error('no seeded assignment');
    const [row] = await db()
      .insert(courseworkSubmissions)
      .values({
        assignmentId: assignment.id,
        userId: 2,
        status: 'submitted',
        content: '<p>审计作业</p>',
        fileIds: [],
        submittedAt: new Date(),
      })
      .returning({ id: courseworkSubmissions.id });
    if (!row) throw new Error('submission not inserted');
    submissionId = row.id;
    return row.id;
  }

  async function comment(): Promise<number> {
    const [row] = await db()
      .insert(courseworkComments)
      .values({ submissionId: await submittedWork(), userId: 3, content: '审计评论' })
      .returning({ id: courseworkComments.id });
    if (!row) throw new Error('comment not inserted');
    return row.id;
  }

  return { openPlanItem, submittedWork, comment };
}
