/**
 * CSV as spreadsheets open it safely: RFC 4180 quoting, and formula-safe cells. `npm run leads`
 * and the back office's export both write leads with this one function. Plain JavaScript so that
 * the script runs with Node alone, without a build step.
 */

// A leading =, +, -, @, tab or CR makes spreadsheets run the cell as a formula; a visitor controls
// these fields, so such text is prefixed with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** @param {unknown} value */
function csvCell(value) {
  if (value === undefined || value === null) return '';
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A header row, then one row per record. The columns are `leading`, then every other key in the
 * order the records first use it, then `trailing`; a record without a key leaves its cell empty.
 * @param {Record<string, unknown>[]} records
 * @param {string[]} leading
 * @param {string[]} [trailing]
 * @returns {string}
 */
export function toCsv(records, leading, trailing = []) {
  const columns = [...leading];
  for (const record of records) {
    for (const key of Object.keys(record)) if (!columns.includes(key) && !trailing.includes(key)) columns.push(key);
  }
  columns.push(...trailing);
  const lines = [columns.map(csvCell).join(',')];
  for (const record of records) lines.push(columns.map((column) => csvCell(record[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
