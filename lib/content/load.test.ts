import { describe, expect, it, vi } from 'vitest';
import { loadList } from './load';

const mapLengths = (nodes: readonly unknown[]) => nodes.map((n) => String(n).length);

describe('loadList', () => {
  it('maps the nodes the provider returns', async () => {
    const logger = { error: vi.fn() };
    await expect(loadList('things', async () => ['a', 'bcd'], mapLengths, logger)).resolves.toEqual([1, 3]);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('passes its logger to the mapper so skipped nodes are reported in the same place', async () => {
    const logger = { error: vi.fn() };
    const map = vi.fn(() => []);
    await loadList('things', async () => [], map, logger);
    expect(map).toHaveBeenCalledWith([], logger);
  });

  it('logs and returns an empty list when the provider throws', async () => {
    const logger = { error: vi.fn() };
    const failure = new Error('connection refused');
    const result = await loadList('services', () => Promise.reject(failure), mapLengths, logger);
    expect(result).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('services'), failure);
  });

  it('logs and returns an empty list when the provider answers something other than a list', async () => {
    const logger = { error: vi.fn() };
    const result = await loadList('case studies', async () => ({ payload: null }), mapLengths, logger);
    expect(result).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('case studies'));
  });
});
