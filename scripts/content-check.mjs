#!/usr/bin/env node
/**
 * Validates every content file the site reads at run time, with the messages the revalidation route
 * answers and the server logs: one line per invalid file naming the file and the field.
 *
 *   npm run content:check [-- <folder>]     (default: CONTENT_DIR, else content/)
 *
 * Exits 1 when an English file or an article is invalid. A translation (<folder>/<locale>/<file>)
 * that is missing or invalid is a warning and the exit code stays 0: the site serves the English
 * file in its place (docs/i18n.md). The TypeScript validators are loaded with jiti (already
 * installed with the toolchain: Tailwind, ESLint and knip use it), so the checker and the site share
 * one schema.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { checkContent, checkTranslations } = await jiti.import(path.join(root, 'lib/authoring/check.ts'));
const { displayPath, resolveContentDir } = await jiti.import(path.join(root, 'lib/content/files.ts'));

const dir = process.argv[2];
const issues = checkContent({ dir });
const warnings = checkTranslations({ dir });
const folder = displayPath(resolveContentDir(dir));
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
for (const warning of warnings) console.warn(`warning: ${warning.message}`);
for (const issue of issues) console.error(issue.message);
if (issues.length) {
  console.error(`content check: ${plural(issues.length, 'invalid file')} in ${folder}`);
  process.exit(1);
}
const note = warnings.length ? ` (${plural(warnings.length, 'translation warning')})` : '';
console.log(`content check: every file in ${folder} is valid${note}`);
