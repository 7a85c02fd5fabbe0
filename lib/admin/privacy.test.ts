import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/store/sqlite/open';
import { closeConversationStore, closeLeadStore, getConversationStore, getLeadStore } from '@/lib/store';
import { HIGH_RATE_LIMITS, makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { postgresUnavailable } from '@/test/servers/postgres';
import { postgresForSuite } from '@/test/servers/postgres-suite';
import { skipMessage } from '@/test/servers/skip';
import { ERASED_MARKER } from '@/lib/store/mentions';
import { createPostgresAuditLog } from '@/lib/store/postgres/audit-log';
import { createSqliteAuditLog } from '@/lib/store/sqlite/audit-log';
import { erasePersonalData, findPersonalData } from './privacy';

const ADDRESS = 'mai.tran@lumen.example';
const CHANNELS = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  LEADS_EMAIL_TO: 'sales@agency.example',
  LEADS_EMAIL_FROM: 'site@agency.example',
  LEAD_WEBHOOK_URL: 'https://hooks.example/leads',
  LEAD_WEBHOOK_SECRET: 'whsec_MDEyMzQ1Njc4OWFiY2RlZg==',
};

/** Every row of every table, as text, lower-cased: what an erasure must leave no trace of the address in. */
type DumpAll = () => Promise<string>;

async function seed() {
  const leads = getLeadStore();
  const conversations = getConversationStore();
  const mai = await leads.addSubmission('inquiry', { name: 'Mai Tran', company: 'Lumen', email: ADDRESS, message: 'Hi' });
  const again = await leads.addSubmission('checker-lead', { name: 'Mai', company: 'Lumen', email: ' Mai.Tran@Lumen.EXAMPLE ', overallScore: 70 });
  const other = await leads.addSubmission('inquiry', { name: 'Joanne', company: 'Other', email: `jo${ADDRESS}`, message: `cc ${ADDRESS}.sg` });
  await leads.setLeadStatus(mai, 'contacted', 'kim@agency.example', new Date());
  await leads.addLeadNote(again, 'Follow up next week', 'kim@agency.example', new Date());
  await conversations.createConversation('mentions', 'chat');
  await conversations.addMessage({ id: 'm1', conversationId: 'mentions', role: 'user', content: `Please write to ${ADDRESS.toUpperCase()}!` });
  await conversations.addMessage({ id: 'm2', conversationId: 'mentions', role: 'assistant', content: 'Will do.' });
  // The chat's contact step: the transcript never mentions the address, the lead carries its id.
  await conversations.createConversation('contact-step', 'chat');
  await conversations.addMessage({ id: 'm4', conversationId: 'contact-step', role: 'user', content: 'Pricing for Korea?' });
  const chat = await leads.addSubmission('chat-contact', {
    name: 'Mai',
    company: 'Lumen',
    email: ADDRESS,
    goal: 'chat-widget',
    conversationId: 'contact-step',
  });
  await conversations.createConversation('unrelated', 'checker');
  await conversations.addMessage({ id: 'm3', conversationId: 'unrelated', role: 'user', content: `mail jo${ADDRESS}` });
  // Someone else's lead that names the address, and a staff note on it that does too.
  const colleague = await leads.addSubmission('inquiry', {
    name: 'Bao',
    company: 'Lumen',
    email: 'bao@lumen.example',
    message: `Please copy my colleague ${ADDRESS} and jo${ADDRESS}.`,
  });
  await leads.addLeadNote(colleague, `Called; ${ADDRESS.toUpperCase()} is the decision maker`, 'kim@agency.example', new Date());
  return { mai, again, other, chat, colleague };
}

function erasureSuite(name: string, configure: () => Promise<{ env: Record<string, string>; dump: DumpAll; file?: string }>) {
  describe(`erasure by e-mail (${name})`, () => {
    afterEach(async () => {
      await closeLeadStore();
      await closeConversationStore();
      restoreTestEnv();
    });

    it('finds the leads and conversations of an address, erases them all, and leaves no row with it', async () => {
      const { env, dump, file } = await configure();
      setTestEnv({ ...HIGH_RATE_LIMITS, ...CHANNELS, ...env });
      const ids = await seed();
      const audit = env.DATABASE_URL
        ? createPostgresAuditLog({ connectionString: env.DATABASE_URL, poolMax: 1 })
        : createSqliteAuditLog({ dataDir: env.DATA_DIR });
      await audit.record({ actor: { id: 's1', email: 'kim@agency.example' }, action: 'lead-note', target: `lead:${ids.colleague}`, detail: { about: ADDRESS } });
      await audit.close();
      expect(await dump()).toContain(ADDRESS);

      const found = await findPersonalData(ADDRESS.toUpperCase());
      expect(found.leads.map((lead) => lead.id)).toEqual([ids.chat, ids.again, ids.mai]);
      expect(found.conversations.map(({ id, messages }) => ({ id, messages }))).toEqual([
        { id: 'mentions', messages: 2 },
        { id: 'contact-step', messages: 1 },
      ]);
      expect((await getLeadStore().leadsByConversation('contact-step')).map((lead) => lead.id)).toEqual([ids.chat]);
      expect(found.mentionedIn).toEqual([ids.colleague]);

      expect(await erasePersonalData(ADDRESS)).toEqual({
        leadIds: [ids.chat, ids.again, ids.mai],
        leads: 3,
        deliveryJobs: 6,
        notes: 1,
        statusChanges: 1,
        conversations: 2,
        // The colleague's lead, the note on it and the audit entry.
        redacted: 3,
      });
      const left = await dump();
      // The only occurrences left are inside the other person's longer addresses.
      expect(left.replaceAll(`jo${ADDRESS}`, '').replaceAll(`${ADDRESS}.sg`, '')).not.toContain(ADDRESS);
      expect(left).toContain('joanne');
      expect((await getLeadStore().getLead(ids.colleague))?.fields.message).toBe(
        `Please copy my colleague ${ERASED_MARKER} and jo${ADDRESS}.`,
      );
      expect((await getLeadStore().getLead(ids.colleague))?.notes[0].body).toBe(`Called; ${ERASED_MARKER} is the decision maker`);
      // Nothing erased is left readable in the database's files either (secure_delete, checkpoint).
      if (file) {
        await closeLeadStore();
        await closeConversationStore();
        const bytes = ['', '-wal'].map((suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix, 'latin1') : '')).join('');
        for (const erased of [ADDRESS, 'Follow up next week', 'Pricing for Korea?', 'Mai Tran']) {
          expect(bytes.toLowerCase().replaceAll(`jo${ADDRESS}`, '').replaceAll(`${ADDRESS}.sg`, ''), erased).not.toContain(erased.toLowerCase());
        }
      }
      expect((await getLeadStore().getLead(ids.other))?.deliveries).toHaveLength(2);
      expect(await getConversationStore().findConversation('contact-step')).toBeUndefined();
      expect(await getConversationStore().listMessages('contact-step')).toEqual([]);
      expect(await getLeadStore().leadsByConversation('contact-step')).toEqual([]);
      expect(await getConversationStore().findConversation('unrelated')).toBeDefined();
      expect(await findPersonalData(ADDRESS)).toEqual({ leads: [], conversations: [], mentionedIn: [] });
      expect(await erasePersonalData(ADDRESS)).toMatchObject({ leads: 0, conversations: 0 });
    });
  });
}

const temp = makeTempDir();
afterAll(() => temp.remove());
erasureSuite('SQLite', async () => {
  const dataDir = `${temp.dir}/site-${Date.now()}`;
  return {
    env: { DATA_DIR: dataDir },
    file: `${dataDir}/site.db`,
    dump: async () => {
      const db = openDatabase(dataDir);
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
        return tables
          .map((table) => JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()))
          .join('\n')
          .toLowerCase();
      } finally {
        db.close();
      }
    },
  };
});

describe.skipIf(skipMessage(postgresUnavailable()))('on a real Postgres server', () => {
  const server = postgresForSuite();
  let databases = 0;

  erasureSuite('Postgres', async () => {
    const url = await server().createMigratedDatabase(`privacy_${++databases}`);
    return {
      env: { DATABASE_URL: url },
      dump: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ name: string }>(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
          );
          const dumps = [];
          for (const { name } of rows) {
            dumps.push(JSON.stringify((await client.query(`SELECT row_to_json(t) AS row FROM "${name}" t`)).rows));
          }
          return dumps.join('\n').toLowerCase();
        } finally {
          await client.end();
        }
      },
    };
  });
});
