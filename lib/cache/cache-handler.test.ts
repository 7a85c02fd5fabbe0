import { describe, expect, it } from 'vitest';
import { BUILD_STARTED_AT, storedBeforeThisBuild } from './cache-handler.mjs';

const building = { NEXT_PHASE: 'phase-production-build', [BUILD_STARTED_AT]: '1000' };
const data = { kind: 'FETCH' };

describe('a build reads no data cached before it began', () => {
  it('skips an article list an earlier build stored, and keeps what this build stored', () => {
    expect(storedBeforeThisBuild({ lastModified: 999, value: {} }, data, building)).toBe(true);
    expect(storedBeforeThisBuild({ lastModified: 1000, value: {} }, data, building)).toBe(false);
    expect(storedBeforeThisBuild({ value: {} }, data, building)).toBe(true);
    expect(storedBeforeThisBuild(null, data, building)).toBe(false);
  });

  it('leaves pages, and every entry at run time, as they are', () => {
    expect(storedBeforeThisBuild({ lastModified: 1 }, { kind: 'APP_PAGE' }, building)).toBe(false);
    expect(storedBeforeThisBuild({ lastModified: 1 }, data, { NEXT_PHASE: 'phase-production-server', [BUILD_STARTED_AT]: '1000' })).toBe(false);
    expect(storedBeforeThisBuild({ lastModified: 1 }, data, { NEXT_PHASE: 'phase-production-build' })).toBe(false);
  });
});
