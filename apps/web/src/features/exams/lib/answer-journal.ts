import type { ExamAnswer, PageEventKind } from '@zhixue/contract';

export interface NoticedEvent {
  kind: PageEventKind;
  at: number;
}

/** What the server has not acknowledged yet: the latest answer per question, and noticed events. */
export interface JournalEntries {
  answers: Record<string, ExamAnswer>;
  events: NoticedEvent[];
}

/**
 * The browser's journal of one attempt (localStorage): every change is written here before it is
 * sent, and leaves only when a save that carried it succeeded. A reload, a crash or a lost connection
 * therefore loses nothing: the page replays the journal when it opens and when the connection returns.
 */
export interface AnswerJournal {
  entries(): JournalEntries;
  record(questionId: number, answer: ExamAnswer): void;
  note(kind: PageEventKind, at?: number): void;
  /** Drops what a successful save carried, unless it changed again while the save was on its way. */
  acknowledge(sent: JournalEntries): void;
  isEmpty(): boolean;
  clear(): void;
}

const EMPTY: JournalEntries = { answers: {}, events: [] };

export function journalKey(attemptId: number): string {
  return `zx.exam.journal.${attemptId}`;
}

export function openAnswerJournal(attemptId: number, storage: Storage = window.localStorage): AnswerJournal {
  const key = journalKey(attemptId);
  const read = (): JournalEntries => {
    try {
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as JournalEntries | null;
      return stored && typeof stored === 'object'
        ? { answers: stored.answers ?? {}, events: stored.events ?? [] }
        : EMPTY;
    } catch {
      return EMPTY;
    }
  };
  const write = (entries: JournalEntries) => {
    if (Object.keys(entries.answers).length === 0 && entries.events.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(entries));
  };
  return {
    entries: read,
    record(questionId, answer) {
      const current = read();
      write({ ...current, answers: { ...current.answers, [questionId]: answer } });
    },
    note(kind, at = Date.now()) {
      const current = read();
      write({ ...current, events: [...current.events, { kind, at }] });
    },
    acknowledge(sent) {
      const current = read();
      const answers = Object.fromEntries(
        Object.entries(current.answers).filter(
          ([questionId, answer]) => JSON.stringify(sent.answers[questionId]) !== JSON.stringify(answer),
        ),
      );
      const sentEvents = new Set(sent.events.map((event) => `${event.kind}@${event.at}`));
      write({
        answers,
        events: current.events.filter((event) => !sentEvents.has(`${event.kind}@${event.at}`)),
      });
    },
    isEmpty() {
      const current = read();
      return Object.keys(current.answers).length === 0 && current.events.length === 0;
    },
    clear: () => storage.removeItem(key),
  };
}
