// Markdown rendering of benchmark results. A module may export `format(result)` returning Markdown, or
// return `tables` ({title, columns, rows}), `markdown`, `notes` and `flags` (target misses); anything
// else is shown generically (see renderFields).

function cell(value) {
  if (value == null) return '–';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  return String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function table(columns, rows) {
  const head = `| ${columns.map(cell).join(' | ')} |`;
  const rule = `|${columns.map(() => '---').join('|')}|`;
  const body = rows.map((row) => {
    const values = Array.isArray(row) ? row : columns.map((c) => row[c]);
    return `| ${values.map(cell).join(' | ')} |`;
  });
  return [head, rule, ...body].join('\n');
}

function isScalar(value) {
  return value == null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isFlatObject(value) {
  return value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isScalar);
}

/** Generic rendering: scalars as a key/value table, objects of scalars as one table, arrays by count. */
function renderFields(entries) {
  const parts = [];
  const scalars = entries.filter(([, v]) => isScalar(v));
  if (scalars.length) parts.push(table(['metric', 'value'], scalars));
  const flat = entries.filter(([, v]) => isFlatObject(v));
  if (flat.length) {
    const columns = [...new Set(flat.flatMap(([, v]) => Object.keys(v)))];
    parts.push(
      table(
        ['', ...columns],
        flat.map(([k, v]) => [k, ...columns.map((c) => v[c])]),
      ),
    );
  }
  const lists = entries.filter(([, v]) => Array.isArray(v));
  if (lists.length) parts.push(lists.map(([k, v]) => `- ${k}: ${v.length} item(s), in latest.json`).join('\n'));
  const other = entries.filter(([, v]) => !isScalar(v) && !isFlatObject(v) && !Array.isArray(v));
  if (other.length) {
    const json = JSON.stringify(Object.fromEntries(other), null, 2);
    parts.push('```json\n' + (json.length > 4000 ? json.slice(0, 4000) + '\n…' : json) + '\n```');
  }
  return parts;
}

/**
 * Target misses of a result: its own `flags`, or, for a module that does not list any, every
 * top-level boolean that is false (such fields read as "target met": meetsTarget, deterministic, …).
 */
export function resultFlags(result) {
  if (result == null || typeof result !== 'object') return [];
  if (Array.isArray(result.flags)) return result.flags;
  return Object.entries(result)
    .filter(([, v]) => v === false)
    .map(([k]) => `${k} is false`);
}

export function renderResult(result, format) {
  if (result == null) return '_No result returned._';
  if (isScalar(result)) return cell(result);
  const parts = [];
  if (format) parts.push(String(format(result)).trim());
  if (typeof result.markdown === 'string') parts.push(result.markdown.trim());
  for (const t of result.tables ?? []) {
    if (t.title) parts.push(`**${t.title}**`);
    parts.push(table(t.columns, t.rows));
  }
  const known = new Set(['markdown', 'tables', 'notes', 'flags', 'title']);
  if (!format && !result.markdown && !result.tables) {
    parts.push(...renderFields(Object.entries(result).filter(([k]) => !known.has(k))));
  }
  const flags = resultFlags(result);
  if (flags.length) parts.push(flags.map((f) => `- ⚠ ${f}`).join('\n'));
  if (result.notes?.length) parts.push(result.notes.map((n) => `- ${n}`).join('\n'));
  return parts.join('\n\n');
}
