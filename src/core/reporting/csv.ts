// CSV cells of the reports (GET /report?format=csv and the console's download). RFC 4180 quoting,
// and OWASP's CSV-injection rule for every text cell: one that starts with = + - @, a tab or a
// carriage return would be run as a formula by a spreadsheet, so it gets a leading ' (shown, not
// run) and is quoted. Campaign, creative set and ad names come from users; whether the rest of
// the value looks like a number does not matter ("-1+1+cmd|' /C calc'!A0" starts like one).

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell: inert for spreadsheets, quoted when it must be. */
export function spreadsheetSafe(v: string): string {
  if (FORMULA_START.test(v)) return `"'${v.replace(/"/g, '""')}"`;
  return csvCell(v);
}

/** A cell as RFC 4180 writes it (for values the report itself formats: numbers, dates, codes). */
export function csvCell(v: string): string {
  return NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
