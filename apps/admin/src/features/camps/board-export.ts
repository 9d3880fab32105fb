import type { TermBoard } from '@zhixue/contract';

/** One CSV field: quoted, quotes doubled; a leading = + - @ is defused so a spreadsheet shows it as text. */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The board's learners as CSV (UTF-8 with a BOM, so Excel reads the Chinese), in rank order. */
export function boardCsv(board: TermBoard): string {
  const rows = [
    ['排名', '学员', '用户ID', '学习进度(%)', '报名时间'],
    ...board.learners.map((learner, index) => [
      index + 1,
      learner.nickname,
      learner.userId,
      learner.progress,
      learner.enrolledAt,
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves the board's CSV as a download named after the term. */
export function downloadBoard(board: TermBoard): void {
  const url = URL.createObjectURL(new Blob([boardCsv(board)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${board.term.name}-学员进度.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
