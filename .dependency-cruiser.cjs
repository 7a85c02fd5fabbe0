/**
 * The layers of lib/ (docs/architecture.md#layers): each folder may import only the folders listed
 * before it, so no two folders import each other, directly or through others. `npm run lint:layers`
 * fails on an upward import, a folder loop, a file cycle, or an import from lib/ or components/ into
 * the routes.
 */
const LAYERS = [
  { name: 'foundation', folders: ['text', 'config', 'i18n', 'links'] },
  {
    name: 'domain',
    folders: ['validation', 'conversations', 'content', 'newsroom', 'pr-checker', 'angle-finder', 'chat'],
  },
  {
    name: 'services',
    folders: ['lifecycle', 'redis', 'events', 'http', 'rate-limit', 'cache', 'store', 'delivery', 'readers', 'agents', 'provider'],
  },
  { name: 'features', folders: ['forms', 'alerts', 'seo', 'authoring', 'media', 'boot', 'admin'] },
];

const order = LAYERS.flatMap((layer) => layer.folders.map((folder) => ({ folder, layer: layer.name })));

const upward = order.slice(0, -1).map(({ folder, layer }, index) => ({
  name: `upward-import-from-${folder}`,
  comment: `lib/${folder} (${layer}) may import only the folders before it in docs/architecture.md#layers.`,
  severity: 'error',
  from: { path: `^lib/${folder}/` },
  to: { path: `^lib/(${order.slice(index + 1).map((entry) => entry.folder).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'unlisted-lib-folder',
      comment: 'Every lib/ folder has its place in the layers (docs/architecture.md#layers).',
      severity: 'error',
      from: { path: '^lib/', pathNot: `^lib/(${order.map((entry) => entry.folder).join('|')})/` },
      to: {},
    },
    {
      name: 'no-file-cycle',
      comment: 'A module that imports itself through others has no order in which it can be read or loaded.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-loop',
      comment: 'Two folders importing each other, directly or through others, cannot be read one at a time.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(lib|components)/' },
      to: { circular: true },
    },
    {
      name: 'lib-into-routes-or-components',
      comment: 'lib/ sits below the routes and their components.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-into-routes',
      comment: 'Components are imported by the routes, never the other way round.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across layers to set up what they check; the rules are about the code they test.
    exclude: { path: ['^node_modules', '^\\.next', '\\.test\\.tsx?$', '^(test|e2e)/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};

// Read by the test that keeps docs/architecture.md's layer picture equal to these rules; not an option.
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS, enumerable: false });
