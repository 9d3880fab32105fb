import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CatalogGroup, COURSE_PREVIEW_MINUTES, type CourseDetail, ProductTypes } from '@zhixue/contract';
import type { Database } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/index.js';
import { presentOutline, readOutline } from './course-catalog.js';
import { loadCourseDetail } from './course-detail.js';
import { loadCourseFacts } from './course-facts.js';
import { readVisitorView } from './entitlements.js';

/**
 * Signed preview links of a course (decision 0034). A token is `<operatorId>.<expiresAt>.<signature>`,
 * the signature an HMAC of the course, the operator and the expiry under a key derived from the
 * operator secret with a label of its own, so no other signature of the server passes for a preview
 * and a token for one course opens no other. The operator is checked again on every use: a link
 * stops working when its operator is disabled or loses the right to read courses.
 */
export function previewKey(operatorSecret: string): Buffer {
  return createHmac('sha256', operatorSecret).update('zhixue course preview v1').digest();
}

const sign = (key: Buffer, courseId: number, operatorId: number, expiresAt: number) =>
  createHmac('sha256', key).update(`${courseId}:${operatorId}:${expiresAt}`).digest('base64url');

export function signPreviewToken(key: Buffer, courseId: number, operatorId: number, nowMs = Date.now()) {
  const expiresAt = Math.floor(nowMs / 1000) + COURSE_PREVIEW_MINUTES * 60;
  return {
    token: `${operatorId}.${expiresAt}.${sign(key, courseId, operatorId, expiresAt)}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}

/** The operator a token was signed for, or null when it is not a token of this course or has expired. */
export function readPreviewToken(key: Buffer, courseId: number, token: string, nowMs = Date.now()) {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const operatorId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(sign(key, courseId, operatorId, expiresAt));
  if (!timingSafeEqual(expected, Buffer.from(match[3] as string))) return null;
  return expiresAt * 1000 > nowMs ? { operatorId } : null;
}

export interface CoursePreviews {
  /** The link's token for the console's operator; a bundle or a youke or enterprise course is refused. */
  link(courseId: number, operatorId: number): Promise<{ url: string; expiresAt: string }>;
  detail(request: { id: number; preview: string }): Promise<CourseDetail>;
  catalog(request: { id: number; preview: string }): Promise<CatalogGroup[]>;
}

export function createCoursePreviews(
  db: Database,
  operatorSecret: string,
  operatorMayPreview: (operatorId: number) => Promise<boolean>,
): CoursePreviews {
  const key = previewKey(operatorSecret);
  // Never the cached reader: a preview shows what the operator saved a moment ago, published or not.
  const singleCourseFacts = async (id: number) => {
    const facts = await loadCourseFacts(db, id, true);
    if (!facts) throw new AppError('COURSE_NOT_FOUND');
    if (facts.course.type !== ProductTypes.COURSE) throw new AppError('COURSE_PREVIEW_SINGLE_ONLY');
    return facts;
  };
  const admit = async (request: { id: number; preview: string }) => {
    const signed = readPreviewToken(key, request.id, request.preview);
    if (!signed || !(await operatorMayPreview(signed.operatorId)))
      throw new AppError('COURSE_PREVIEW_INVALID');
  };
  return {
    async link(courseId, operatorId) {
      await singleCourseFacts(courseId);
      const { token, expiresAt } = signPreviewToken(key, courseId, operatorId);
      return {
        url: `/course/base/${courseId}?preview=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
    async detail(request) {
      await admit(request);
      const facts = await singleCourseFacts(request.id);
      // As a visitor sees it: nothing bought, no live offered, nothing kept in a cache.
      return loadCourseDetail(
        db,
        async () => facts,
        readVisitorView,
        null,
        { id: request.id },
        () => {},
      );
    },
    async catalog(request) {
      await admit(request);
      await singleCourseFacts(request.id);
      const outline = await readOutline(db, request.id);
      return presentOutline(outline, request.id, {
        lastSectionId: null,
        finished: new Set(),
        canPlay: () => false,
      });
    },
  };
}
