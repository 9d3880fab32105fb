const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as the catalogue shows them: `12:05`, or `1:02:03` from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in China time, as the spec shows activity end times. China keeps UTC+8 all
 * year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
 */
export function formatChinaTime(at: Date | number): string {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** The China date of an instant, `YYYY-MM-DD`: study days, enrolment deadlines, camp unlock days. */
export function formatChinaDate(at: Date | number): string {
  return formatChinaTime(at).slice(0, 10);
}
