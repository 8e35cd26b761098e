/**
 * Numbers typed by people in Brazil: '80,5' and '80.5' mean the same weight.
 * Stored with a dot (the shape other screens read); shown by domain/format.ts.
 */
const DECIMAL = /^\d{1,4}(?:[.,]\d{1,3})?$/;

/** The number in `text`, or null when it is not a plain decimal (no signs, no thousands separators). */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!DECIMAL.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The text to store: a dot as decimal separator, no trailing zeros ('80,50' → '80.5'). */
export function normalizeDecimal(text: string): string | null {
  const n = parseDecimal(text);
  return n === null ? null : String(n);
}

/** Round half up on the decimal value, not on the binary float (2.45 → 2.5). */
export function roundHalfUp(value: number, digits: number): number {
  const factor = 10 ** digits;
  // The epsilon absorbs binary error such as 2.45 * 10 = 24.499999999999996.
  return Math.floor(value * factor + 0.5 + 1e-9) / factor;
}
