/** An attempt whose every answer has a score: its result is final. */
export interface GradedAttempt {
  attemptId: number;
  examId: number;
  userId: number;
  score: number;
  passed: boolean;
}

export type GradedListener = (attempt: GradedAttempt) => Promise<void> | void;

/**
 * Tells other areas that an attempt was graded (a camp counts a passed exam toward progress, the
 * message centre tells the learner). Listeners run after the grade is committed; one that fails is
 * logged and does not undo the grade nor stop the others. A grade whose listeners did not all
 * succeed (or never ran: a crash after the commit) is announced again by the sweep of
 * `graded-sweep.ts`, so a listener may hear of one grade more than once and must be idempotent.
 */
export interface ExamEvents {
  onGraded(listener: GradedListener): void;
  /** Runs every listener; answers whether all of them succeeded. */
  graded(attempt: GradedAttempt): Promise<boolean>;
}

export function createExamEvents(log: { error(details: object, message: string): void }): ExamEvents {
  const listeners: GradedListener[] = [];
  return {
    onGraded: (listener) => {
      listeners.push(listener);
    },
    async graded(attempt) {
      const outcomes = await Promise.allSettled(listeners.map(async (listener) => listener(attempt)));
      let allSucceeded = true;
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          allSucceeded = false;
          log.error({ err: outcome.reason, attempt }, 'exam graded listener failed');
        }
      }
      return allSucceeded;
    },
  };
}
