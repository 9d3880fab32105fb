/**
 * China time (UTC+8 all year, no daylight saving): a fixed offset is exact and needs no time-zone
 * data. Every date and time the server writes for people or providers in China comes from here.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight starting a China date `YYYY-MM-DD`, as an instant: where a day's filter begins. */
export function chinaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** Midnight ending a China date: a filter of days "to" this one, included, stops before it. */
export function chinaMidnightAfter(day: string): Date {
  return new Date(chinaMidnight(day).getTime() + 24 * 60 * 60 * 1000);
}

/** `YYYY-MM-DD HH:mm:ss` in China time: activity end times, order times, Alipay's time format. */
export function formatChinaTime(at: Date | number): string {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** The China date of an instant, `YYYY-MM-DD`: study days, enrolment deadlines, camp unlock days. */
export function formatChinaDate(at: Date | number): string {
  return formatChinaTime(at).slice(0, 10);
}

/** `yyyy-MM-ddTHH:mm:ss+08:00`, the RFC 3339 form WeChat Pay v3 expects for time_expire. */
export function formatChinaRfc3339(at: Date | number): string {
  return `${formatChinaTime(at).replace(' ', 'T')}+08:00`;
}
