/**
 * CSV text (RFC 4180): fields separated by commas, rows by CRLF. A field is quoted when it
 * holds a comma, a quote, a line break or edge spaces, and quotes inside are doubled. Text
 * that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a
 * leading apostrophe, since room names are typed by people.
 */

export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, escaped. Numbers are written as given (already formatted text is a string). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value) : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text, each row ending in CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** Saves text as a file through a Blob link (with a BOM so spreadsheets read £ as UTF-8). */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
