import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const LAYERS: { name: string; folders: string[] }[] = config.LAYERS;

/** The layer rows of the picture in docs/architecture.md#layers, bottom row first. */
function documentedLayers(): { name: string; folders: string[] }[] {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const names = new Set(LAYERS.map((layer) => layer.name));
  return doc
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([name, ...rest]) => names.has(name) && rest.includes('─'))
    .map(([name, ...rest]) => ({ name, folders: rest.filter((word) => word !== '─') }))
    .reverse();
}

describe('the layers of lib/', () => {
  it('are drawn in docs/architecture.md exactly as the lint rules hold them', () => {
    expect(documentedLayers()).toEqual(LAYERS);
  });

  it('name every lib/ folder once', () => {
    const onDisk = readdirSync(path.join(root, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = LAYERS.flatMap((layer) => layer.folders);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(onDisk);
  });
});

describe('the layer rules', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function violations(files: Record<string, string>): Promise<string[]> {
    const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
    dirs.push(dir);
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    const roots = ['lib', 'components', 'app'].filter((folder) => Object.keys(files).some((file) => file.startsWith(`${folder}/`)));
    const result = await cruise(roots, {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
  }

  it('refuse an import from a folder to one after it', async () => {
    const found = await violations({
      'lib/text/words.ts': "import { reply } from '../chat/reply';\nexport const words = reply;\n",
      'lib/chat/reply.ts': 'export const reply = 1;\n',
    });
    expect(found).toContain('upward-import-from-text: lib/text/words.ts → lib/chat/reply.ts');
  });

  it('refuse two folders that import each other through a third, with no file cycle', async () => {
    const found = await violations({
      'lib/chat/a.ts': "import { b } from '../content/b';\nexport const a = b;\n",
      'lib/content/b.ts': "import { c } from '../newsroom/c';\nexport const b = c;\n",
      'lib/newsroom/c.ts': "import { d } from '../chat/d';\nexport const c = d;\n",
      'lib/chat/d.ts': 'export const d = 1;\n',
    });
    expect(found.some((line) => line.startsWith('no-folder-loop: lib/'))).toBe(true);
    expect(found.some((line) => line.startsWith('no-file-cycle'))).toBe(false);
  });

  it('refuse a file cycle, a component importing a route, and a folder left off the list', async () => {
    const found = await violations({
      'lib/text/one.ts': "import { two } from './two';\nexport const one = two;\n",
      'lib/text/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
      'components/admin/nav.ts': "import { signOut } from '../../app/admin/actions';\nexport const nav = signOut;\n",
      'app/admin/actions.ts': 'export const signOut = 1;\n',
      'lib/misc/thing.ts': "import { one } from '../text/one';\nexport const thing = one;\n",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'no-file-cycle: lib/text/one.ts → lib/text/two.ts',
        'components-into-routes: components/admin/nav.ts → app/admin/actions.ts',
        'unlisted-lib-folder: lib/misc/thing.ts → lib/text/one.ts',
      ]),
    );
  });

  it('accept imports that only go down', async () => {
    const found = await violations({
      'lib/chat/reply.ts': "import { words } from '../text/words';\nexport const reply = words;\n",
      'lib/text/words.ts': 'export const words = 1;\n',
      'components/chat/panel.ts': "import { reply } from '../../lib/chat/reply';\nexport const panel = reply;\n",
      'app/page.ts': "import { panel } from '../components/chat/panel';\nexport default panel;\n",
    });
    expect(found).toEqual([]);
  });
});
