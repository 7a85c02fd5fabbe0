import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLeadStore, getLeadStore } from '@/lib/store';
import { makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { exportLeadsCsv } from './lead-export';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
  setTestEnv({ PROVIDER: 'embedded', DATA_DIR: temp.dir });
});
afterEach(async () => {
  await closeLeadStore();
  restoreTestEnv();
  temp.remove();
});

describe('exportLeadsCsv', () => {
  it("ends every row with the lead's language, after fields only some leads have", async () => {
    const store = getLeadStore();
    await store.addSubmission('inquiry', { name: 'Hana', email: 'hana@mint.example', message: 'Hi' }, 'ko');
    await store.addSubmission('chat-contact', { name: 'Mai', email: 'mai@lumen.example', goal: 'chat-widget' });
    const { csv, count } = await exportLeadsCsv({});
    expect(count).toBe(2);
    const [header, newest, oldest] = csv.trimEnd().split('\r\n');
    expect(header).toBe('id,kind,createdAt,status,name,email,goal,message,locale');
    expect(newest).toMatch(/^2,chat-contact,[^,]+,new,Mai,mai@lumen\.example,chat-widget,,en$/);
    expect(oldest).toMatch(/^1,inquiry,[^,]+,new,Hana,hana@mint\.example,,Hi,ko$/);
  });
});
