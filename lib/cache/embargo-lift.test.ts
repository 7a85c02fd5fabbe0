import { afterEach, describe, expect, it, vi } from 'vitest';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { scheduleEmbargoLift } from './embargo-lift';

describe('scheduleEmbargoLift', () => {
  afterEach(() => {
    vi.useRealTimers();
    tagsManifest.delete('articles');
  });

  it('expires the articles tag at the earliest embargo instant, not before', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T00:00:00Z') });
    const at = Date.now() + 60_000;
    scheduleEmbargoLift(at + 60_000);
    scheduleEmbargoLift(at);
    scheduleEmbargoLift(at + 120_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(tagsManifest.get('articles')?.expired).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(tagsManifest.get('articles')?.expired).toBe(at));
    // A page rendered just before the instant and stored just after it is dropped by a second sweep.
    await vi.advanceTimersByTimeAsync(3_000);
    await vi.waitFor(() => expect(tagsManifest.get('articles')?.expired).toBe(at + 3_000));
  });

  it('does nothing without a held release', () => {
    scheduleEmbargoLift(undefined);
    expect(tagsManifest.get('articles')).toBeUndefined();
  });
});
