import { describe, expect, it } from 'vitest';
import { buildTimeline } from './attempt-timeline.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 2, minutes));
const save = (minutes: number, changed: number) => ({
  kind: 'save' as const,
  at: at(minutes),
  changed,
  deviceName: null,
});

describe('the timeline of an attempt', () => {
  it('orders by the server clock, shows a silent stretch as one gap, and ends with who submitted', () => {
    const timeline = buildTimeline(
      { startedAt: at(0), submittedAt: at(30), submittedBy: 'violations' },
      // The page's clock says 09:00, an hour off: the entry sits at its receipt, the page time beside it.
      [{ kind: 'blur', at: at(-60), receivedAt: at(2) }],
      [save(1, 3), save(3, 1), save(29, 2)],
    );
    expect(
      timeline.map((entry) => [entry.kind, entry.changed ?? entry.gapMinutes ?? entry.submittedBy]),
    ).toEqual([
      ['start', null],
      ['save', 3],
      ['blur', null],
      ['save', 1],
      ['gap', 26],
      ['save', 2],
      ['submit', 'violations'],
    ]);
    expect(timeline[2]).toMatchObject({ at: at(2).toISOString(), clientAt: at(-60).toISOString() });
  });

  it('has no submission while the attempt is open, and no gap under five minutes', () => {
    const timeline = buildTimeline(
      { startedAt: at(0), submittedAt: null, submittedBy: null },
      [],
      [save(4, 1)],
    );
    expect(timeline.map((entry) => entry.kind)).toEqual(['start', 'save']);
  });
});
