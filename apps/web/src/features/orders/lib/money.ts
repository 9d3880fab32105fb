/**
 * Amounts on the order page and in the orders list: yuan with two decimals, as a checkout shows
 * them (¥199.00), where the catalog's prices drop trailing zeros (¥199). Money stays integer cents
 * (fen) everywhere else; only these functions divide by 100.
 */

/** 19900 → '199.00', 5 → '0.05', -1500 → '-15.00'. Anything but a finite number reads as 0.00. */
export function formatYuan(cents: number): string {
  const fen = Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${yuan}.${rest}`;
}

/** 19900 → '¥199.00'. */
export function formatAmount(cents: number): string {
  const text = formatYuan(cents);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}
