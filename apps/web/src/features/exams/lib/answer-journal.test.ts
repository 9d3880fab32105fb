import { describe, expect, it } from 'vitest';
import { journalKey, openAnswerJournal } from './answer-journal';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('the answer journal', () => {
  it('keeps the latest answer per question until a save carrying it is acknowledged', () => {
    const storage = memoryStorage();
    const journal = openAnswerJournal(7, storage);
    journal.record(1, { choices: ['aaaaaa'] });
    journal.record(2, { text: '草稿' });
    journal.note('blur', 100);
    const sent = journal.entries();
    // Changed again while the save was on its way: that change must stay.
    journal.record(2, { text: '草稿二' });
    journal.acknowledge(sent);
    expect(journal.entries()).toEqual({ answers: { 2: { text: '草稿二' } }, events: [] });
    // A reload opens the same journal.
    expect(openAnswerJournal(7, storage).entries().answers).toEqual({ 2: { text: '草稿二' } });
    journal.acknowledge(journal.entries());
    expect(journal.isEmpty()).toBe(true);
    expect(storage.getItem(journalKey(7))).toBeNull();
  });

  it('reads a damaged entry as empty', () => {
    const storage = memoryStorage();
    storage.setItem(journalKey(8), '{not json');
    expect(openAnswerJournal(8, storage).entries()).toEqual({ answers: {}, events: [] });
  });
});
