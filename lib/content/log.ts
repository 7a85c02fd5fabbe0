/** Where mappers and loaders report skipped nodes and provider failures; injectable for tests. */
export type ContentLogger = { error: (message: string, detail?: unknown) => void };

export const consoleLogger: ContentLogger = {
  error: (message, detail) => console.error(`[content] ${message}`, detail ?? ''),
};

/** The node's id if it has one: enough to find it in the provider without dumping its content into logs. */
function describeNode(node: unknown): string {
  if (node && typeof node === 'object' && 'id' in node && typeof node.id === 'string') return `id=${node.id}`;
  return 'id=unknown';
}

/** Maps every valid node in order; a malformed node is logged and skipped so one bad entry never blanks the page. */
export function mapValidNodes<T>(
  what: string,
  nodes: readonly unknown[],
  mapNode: (node: unknown) => T | null,
  logger: ContentLogger = consoleLogger,
): T[] {
  const mapped: T[] = [];
  nodes.forEach((node, index) => {
    const item = mapNode(node);
    if (item) mapped.push(item);
    else logger.error(`skipped malformed ${what} node at index ${index}`, describeNode(node));
  });
  return mapped;
}
