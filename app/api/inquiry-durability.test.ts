import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as inquiryRoute from '@/app/api/inquiry/route';
import { openDatabase } from '@/lib/store/sqlite/open';
import { listSubmissions } from '@/lib/store/submissions';
import { resetProviderForTests } from '@/lib/provider';
import { apiRequest } from '@/test/helpers/api';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';

const temp = makeTempDir();
const COUNT = 200;

beforeAll(() => setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir, ...HIGH_RATE_LIMITS }));
afterAll(() => {
  restoreTestEnv();
  temp.remove();
});

describe('POST /api/inquiry under concurrency', () => {
  it(`acknowledges ${COUNT} concurrent inquiries, stores each once, and keeps them across a restart`, async () => {
    const bodies = Array.from({ length: COUNT }, (_, i) => ({
      name: `Founder ${i}`,
      company: `Company ${i}`,
      email: `founder${i}@company${i}.example`,
      message: `Inquiry number ${i} about a token listing announcement.`,
    }));
    const responses = await Promise.all(bodies.map((body) => inquiryRoute.POST(apiRequest('/api/inquiry', body))));
    expect(responses.map((response) => response.status)).toEqual(Array(COUNT).fill(200));

    // A restart: the provider closes its connection, then a fresh one reads the file.
    resetProviderForTests();
    const db = openDatabase(temp.dir);
    try {
      const stored = listSubmissions(db, 'inquiry').map((submission) => submission.payload);
      expect(stored).toHaveLength(COUNT);
      const byEmail = (a: { email?: unknown }, b: { email?: unknown }) =>
        String(a.email).localeCompare(String(b.email));
      expect([...stored].sort(byEmail)).toEqual([...bodies].sort(byEmail));
    } finally {
      db.close();
    }
  });
});
