import type { ExamAnswer, PageEventKind, PaperSaveResult } from '@zhixue/contract';
import { hasReason, isApiError } from '@/lib/api';
import type { AnswerJournal, JournalEntries } from './answer-journal';

export type SyncState = 'saved' | 'saving' | 'waiting' | 'offline';

export interface SyncStatus {
  state: SyncState;
  /** When the server last acknowledged a save (ms). */
  savedAt: number | null;
}

export interface PaperSyncOptions {
  attemptId: number;
  journal: AnswerJournal;
  send(save: {
    attemptId: number;
    answers: Array<{ questionId: number; answer: ExamAnswer }>;
    events: JournalEntries['events'];
    submit: boolean;
  }): Promise<PaperSaveResult>;
  /** The attempt is over on the server (submitted, time up): the page shows the result. */
  onClosed(): void;
  debounceMs?: number;
  retryMs?: number;
}

/** A failure that says nothing about the answers: no server answered, or it was down for a moment. */
function isTransient(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;
}

/**
 * Sends the journal's changes: debounced after each change, at once when the connection returns,
 * and again every `retryMs` while something is waiting. One save at a time; what changes meanwhile
 * goes with the next. A refusal that ends the attempt (time up, already submitted) clears the
 * journal and closes the page's paper.
 */
export function createPaperSync(options: PaperSyncOptions) {
  const { attemptId, journal, send, onClosed, debounceMs = 800, retryMs = 5000 } = options;
  let status: SyncStatus = { state: journal.isEmpty() ? 'saved' : 'waiting', savedAt: null };
  const listeners = new Set<() => void>();
  let timer: number | undefined;
  let inFlight: Promise<PaperSaveResult | null> | null = null;
  let closed = false;

  const setStatus = (next: Partial<SyncStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  };
  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void flush(false), delay);
  };

  async function flush(submit: boolean): Promise<PaperSaveResult | null> {
    if (closed) return null;
    if (inFlight) {
      await inFlight.catch(() => null);
      if (!submit && journal.isEmpty()) return null;
    }
    window.clearTimeout(timer);
    const sent = journal.entries();
    if (!submit && Object.keys(sent.answers).length === 0 && sent.events.length === 0) {
      setStatus({ state: 'saved' });
      return null;
    }
    if (!navigator.onLine && !submit) {
      setStatus({ state: 'offline' });
      return null;
    }
    setStatus({ state: 'saving' });
    const answers = Object.entries(sent.answers).map(([questionId, answer]) => ({
      questionId: Number(questionId),
      answer,
    }));
    inFlight = send({ attemptId, answers, events: sent.events, submit });
    try {
      const result = await inFlight;
      journal.acknowledge(sent);
      setStatus({ state: journal.isEmpty() ? 'saved' : 'waiting', savedAt: Date.now() });
      if (!journal.isEmpty()) schedule(debounceMs);
      return result;
    } catch (error) {
      if (hasReason(error, 'EXAM_TIME_UP', 'EXAM_ALREADY_SUBMITTED', 'EXAM_ATTEMPT_NOT_FOUND')) {
        close();
        onClosed();
        return null;
      }
      if (isTransient(error)) {
        setStatus({ state: navigator.onLine ? 'waiting' : 'offline' });
        schedule(retryMs);
      } else {
        // A change the server will never take (it should not happen from this page): stop resending it.
        journal.acknowledge(sent);
        setStatus({ state: 'saved' });
      }
      throw error;
    } finally {
      inFlight = null;
    }
  }

  const onOnline = () => void flush(false).catch(() => undefined);
  window.addEventListener('online', onOnline);

  function close() {
    closed = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    journal.clear();
  }

  return {
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(questionId: number, answer: ExamAnswer) {
      journal.record(questionId, answer);
      setStatus({ state: navigator.onLine ? 'waiting' : 'offline' });
      schedule(debounceMs);
    },
    note(kind: PageEventKind) {
      journal.note(kind);
      schedule(debounceMs);
    },
    /** Replays what the journal kept (a reload, a crash) at once. */
    replay: () => flush(false).catch(() => null),
    submit: () => flush(true),
    /** The page goes away: stop timers, keep the journal for the next visit. */
    dispose() {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    },
    /** The attempt ended (submitted from this page): forget its journal. */
    close,
  };
}

export type PaperSync = ReturnType<typeof createPaperSync>;
