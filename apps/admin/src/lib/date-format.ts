const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** An ISO instant in China time (UTC+8 all year), whatever the operator's computer is set to. */
export function formatDateTime(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(ms)) return '—';
  const china = new Date(ms + CHINA_OFFSET_MS);
  const day = `${china.getUTCFullYear()}-${two(china.getUTCMonth() + 1)}-${two(china.getUTCDate())}`;
  return `${day} ${two(china.getUTCHours())}:${two(china.getUTCMinutes())}:${two(china.getUTCSeconds())}`;
}
