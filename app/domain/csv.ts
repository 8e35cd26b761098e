/**
 * CSV the way Excel in Portuguese opens it with a double tap: UTF-8 with a
 * byte-order mark (without it Excel reads "Água" as "Ã\u0081gua"), ';' between
 * fields (',' is the decimal separator there) and CRLF between rows (RFC
 * 4180). Pure.
 */
export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

/** One field: in double quotes, with its quotes doubled, when it holds a quote, a ';', a line break or edge spaces. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text the user typed, made safe for a spreadsheet: a cell that starts with
 * '=', '+', '-', '@' (or a tab or carriage return) is a formula to Excel,
 * which would run it or show an error in its place; so is one after leading
 * spaces, to a spreadsheet that trims them on import. A leading apostrophe
 * keeps it as the text it is (OWASP, "CSV Injection").
 */
export function textCell(text: string): string {
  return /^[ \t\r\n]*[=+\-@]|^[\t\r]/.test(text) ? `'${text}` : text;
}

/** The whole file: the BOM, then each row's fields joined by ';', each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvField).join(CSV_SEPARATOR)}\r\n`).join('');
}
