/** Where mappers and loaders report skipped nodes and provider failures; injectable for tests. */
export type ContentLogger = { error: (message: string, detail?: unknown) => void };

export const consoleLogger: ContentLogger = {
  error: (message, detail) => console.error(`[content] ${message}`, detail ?? ''),
};

/** The node's id if it has one: enough to find it in the provider without dumping its content into logs. */
export function describeNode(node: unknown): string {
  if (node && typeof node === 'object' && 'id' in node && typeof node.id === 'string') return `id=${node.id}`;
  return 'id=unknown';
}
