import type { PermissionGrants } from '../operator-roles.js';

/** Exams and the question bank: trainers set up and grade exams. */
export const EXAM_GRANTS = {
  'exams.read': ['content_editor', 'trainer'],
  'exams.write': ['content_editor', 'trainer'],
  /** Scoring short answers in the grading queue. */
  'exams.grade': ['trainer'],
} as const satisfies PermissionGrants;
