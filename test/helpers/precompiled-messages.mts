import type { ViteUserConfig } from 'vitest/config';

/**
 * The site's bundles resolve `use-intl/format-message` to its format-only runtime, since the
 * messages are compiled on the server (lib/i18n/messages.ts, next.config.ts). Tests that translate
 * through next-intl need the same runtime, so next-intl and use-intl are bundled for the tests
 * rather than loaded by Node, where no alias reaches.
 */
export const precompiledMessages = {
  alias: [{ find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' }],
  server: { deps: { inline: ['next-intl', 'use-intl'] } },
} satisfies NonNullable<ViteUserConfig['test']>;
