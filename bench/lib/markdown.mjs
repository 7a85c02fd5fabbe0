// Markdown rendering of benchmark results. A module may return `tables` ({title, columns, rows}),
// `notes` and `flags` (target misses); anything else is shown as a key/value table or JSON.

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

export function renderResult(result) {
  if (result == null) return '_No result returned._';
  if (isScalar(result)) return cell(result);
  const parts = [];
  if (typeof result.markdown === 'string') parts.push(result.markdown.trim());
  for (const t of result.tables ?? []) {
    if (t.title) parts.push(`**${t.title}**`);
    parts.push(table(t.columns, t.rows));
  }
  const known = new Set(['markdown', 'tables', 'notes', 'flags', 'data', 'title']);
  const scalars = Object.entries(result).filter(([k, v]) => !known.has(k) && isScalar(v));
  const nested = Object.entries(result).filter(([k, v]) => !known.has(k) && !isScalar(v));
  if (!result.markdown && !result.tables) {
    if (scalars.length) parts.push(table(['metric', 'value'], scalars));
    if (nested.length) {
      const json = JSON.stringify(Object.fromEntries(nested), null, 2);
      parts.push('```json\n' + (json.length > 4000 ? json.slice(0, 4000) + '\n…' : json) + '\n```');
    }
  }
  if (result.flags?.length) parts.push(result.flags.map((f) => `- ⚠ ${f}`).join('\n'));
  if (result.notes?.length) parts.push(result.notes.map((n) => `- ${n}`).join('\n'));
  return parts.join('\n\n');
}
