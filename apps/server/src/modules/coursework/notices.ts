/**
 * What coursework tells the message centre. Coursework defines the port; the message centre
 * implements it and `app.ts` wires the two. `dedupeKey` is the same for a retried event, so a
 * producer that runs twice notifies once.
 */
export interface CourseworkNotice {
  /** The learner the notice is for. */
  recipientId: number;
  /** Who caused it (a learner commenting or liking); null for a trainer's review. */
  actorId: number | null;
  submissionId: number;
  assignmentId: number;
  assignmentTitle: string;
  dedupeKey: string;
}

export interface CourseworkNotices {
  commented(notice: CourseworkNotice & { commentId: number; excerpt: string }): Promise<void>;
  liked(notice: CourseworkNotice): Promise<void>;
  reviewed(notice: CourseworkNotice & { score: number }): Promise<void>;
}
