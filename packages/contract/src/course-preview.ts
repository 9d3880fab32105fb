import { z } from 'zod';
import { CatalogGroup, CourseDetail } from './catalog.js';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * Preview of a course as a learner sees it, published or not: the console hands an operator a link
 * `/course/base/:id?preview=<token>`, signed for that course and that operator, valid
 * COURSE_PREVIEW_MINUTES. Without a valid token an unpublished course stays not found (A0404).
 */
export const COURSE_PREVIEW_MINUTES = 30;

export const PreviewRequest = z.object({ id: Id, preview: z.string().trim().min(1).max(200) });

/** The detail page's data as a visitor sees it (nothing bought); A0301 for a bad or expired token. */
export const coursePreviewDetail = endpoint({
  path: '/api/front/course/preview/detail',
  access: 'public',
  request: PreviewRequest,
  response: CourseDetail,
});

/** Chapters and sections of the previewed single course; none is playable in a preview. */
export const coursePreviewCatalog = endpoint({
  path: '/api/front/course/preview/catalog',
  access: 'public',
  request: PreviewRequest,
  response: z.array(CatalogGroup),
});
