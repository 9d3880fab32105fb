/** 13800000001 → 138****0001; anything that is not a phone keeps only its ends. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length < 7) return '****';
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
