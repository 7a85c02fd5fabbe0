import { consoleLogger, type ContentLogger } from './log';

/**
 * Reads nodes and maps them. A failing or garbled provider is logged and yields an empty list, so a
 * page built while the provider is down still renders (with its empty state) instead of failing.
 */
export async function loadList<T>(
  what: string,
  fetchNodes: () => Promise<unknown>,
  map: (nodes: readonly unknown[], logger: ContentLogger) => T[],
  logger: ContentLogger = consoleLogger,
): Promise<T[]> {
  let nodes: unknown;
  try {
    nodes = await fetchNodes();
  } catch (error) {
    logger.error(`could not load ${what}; rendering an empty list`, error);
    return [];
  }
  if (!Array.isArray(nodes)) {
    logger.error(`provider returned no node list for ${what}; rendering an empty list`);
    return [];
  }
  return map(nodes, logger);
}
