/** How a figure moved against the period before: up, down or flat, and by how much in percent. */
export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** Rounded to one decimal; null when the period before had nothing to compare with. */
  percent: number | null;
}

export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { direction, percent: direction === 'flat' ? 0 : null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 1000) / 10 };
}

/** 较昨日 ↑12.5%, 较上月同期 ↓3%, 持平, or 昨日为 0 when there was nothing before. */
export function changeText(change: Change, against: string): string {
  if (change.direction === 'flat') return `${against}持平`;
  const arrow = change.direction === 'up' ? '↑' : '↓';
  return change.percent === null ? `${against}${arrow}（前期为 0）` : `${against}${arrow}${change.percent}%`;
}

/**
 * Of each funnel stage, the share it kept of the stage before, in percent with one decimal. None
 * where the stage outnumbers the one before: the stages count different things (a learner who came
 * before the 30 days finishes a course within them), and a share above 100% would read as an error.
 */
export function conversions(stages: readonly number[]): Array<number | null> {
  return stages.map((count, index) => {
    const before = stages[index - 1];
    if (index === 0 || before === undefined || before === 0 || count > before) return null;
    return Math.round((count / before) * 1000) / 10;
  });
}
