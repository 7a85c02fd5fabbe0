import 'server-only';
import type pg from 'pg';
import { snapshotText, wants } from '@/lib/store/alert-matching';
import { subscriberFrom } from '@/lib/store/alert-rows';
import type { AlertStore, PublishResult, ReleaseSnapshot, Subscriber } from '@/lib/store/alert-store';
import { SUBSCRIBER_COLUMNS } from './alert-subscribers';
import { inTransaction } from './transaction';

async function fanOut(client: pg.PoolClient, fresh: ReleaseSnapshot[], now: Date, digestAt: Date): Promise<number> {
  const { rows } = await client.query(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE confirmed_at IS NOT NULL`);
  const subscribers: Subscriber[] = rows.map(subscriberFrom);
  const ids: number[] = [];
  const keys: string[] = [];
  const digests: number[] = [];
  for (const release of fresh) {
    for (const subscriber of subscribers) {
      if (!wants(subscriber, release)) continue;
      ids.push(subscriber.id);
      keys.push(release.key);
      digests.push(subscriber.frequency === 'daily' ? 1 : 0);
    }
  }
  if (ids.length === 0) return 0;
  const result = await client.query(
    `INSERT INTO alert_jobs (subscriber_id, kind, release_key, digest, queued_at, next_attempt_at)
     SELECT s, 'alert', k, d, $4::timestamptz, CASE WHEN d = 1 THEN $5::timestamptz ELSE $4::timestamptz END
     FROM unnest($1::bigint[], $2::text[], $3::int[]) AS t(s, k, d)
     ON CONFLICT (subscriber_id, release_key) DO NOTHING`,
    [ids, keys, digests, now, digestAt],
  );
  return result.rowCount ?? 0;
}

async function publishReleases(client: pg.PoolClient, releases: readonly ReleaseSnapshot[], now: Date, digestAt: Date) {
  const result: PublishResult = { baseline: 0, published: 0, queued: 0 };
  const first = await client.query(`INSERT INTO alert_state (name, value) VALUES ('baseline', $1) ON CONFLICT DO NOTHING`, [
    now.toISOString(),
  ]);
  const baseline = first.rowCount === 1 ? 1 : 0;
  const fresh: ReleaseSnapshot[] = [];
  for (const release of releases) {
    // Only the transaction that inserts or changes the row gets it back, so one instance fans out.
    const { rows } = await client.query<{ baseline: number }>(
      `INSERT INTO alert_releases (release_key, payload, first_seen_at, baseline) VALUES ($1, $2, $3, $4)
       ON CONFLICT (release_key) DO UPDATE SET payload = excluded.payload WHERE alert_releases.payload <> excluded.payload
       RETURNING baseline`,
      [release.key, snapshotText(release), now, baseline],
    );
    if (rows.length === 0) continue;
    if (rows[0].baseline) result.baseline++;
    else fresh.push(release);
  }
  result.published = fresh.length;
  if (fresh.length) result.queued = await fanOut(client, fresh, now, digestAt);
  return result;
}

/** New and changed releases, each queued once for the subscribers who want it. */
export function releaseCalls(pool: pg.Pool): Pick<AlertStore, 'publish'> {
  return {
    publish: (releases, now, digestAt) => inTransaction(pool, (client) => publishReleases(client, releases, now, digestAt)),
  };
}
