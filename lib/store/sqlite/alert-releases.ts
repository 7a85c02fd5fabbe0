import 'server-only';
import type Database from 'better-sqlite3';
import { snapshotText, wants } from '../alert-matching';
import { subscriberFrom, type SubscriberRow } from '../alert-rows';
import type { AlertStore, ReleaseSnapshot } from '../alert-store';
import { SUBSCRIBER_COLUMNS, type OpenDatabase } from './alert-subscribers';

const BASELINE = 'baseline';

function publishReleases(db: Database.Database, releases: readonly ReleaseSnapshot[], now: string, digestAt: string) {
  const result = { baseline: 0, published: 0, queued: 0 };
  const first = db.prepare(`INSERT INTO alert_state (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING`).run(BASELINE, now);
  const baseline = first.changes === 1;
  const upsert = db.prepare(
    `INSERT INTO alert_releases (release_key, payload, first_seen_at, baseline) VALUES (@key, @payload, @now, @baseline)
     ON CONFLICT (release_key) DO UPDATE SET payload = excluded.payload WHERE alert_releases.payload <> excluded.payload
     RETURNING baseline`,
  );
  const fresh: ReleaseSnapshot[] = [];
  for (const release of releases) {
    const row = upsert.get({ key: release.key, payload: snapshotText(release), now, baseline: baseline ? 1 : 0 }) as
      | { baseline: number }
      | undefined;
    if (!row) continue;
    if (row.baseline) result.baseline++;
    else fresh.push(release);
  }
  if (fresh.length === 0) return result;
  result.published = fresh.length;
  const subscribers = (
    db.prepare(`SELECT ${SUBSCRIBER_COLUMNS} FROM alert_subscribers WHERE confirmed_at IS NOT NULL`).all() as SubscriberRow[]
  ).map(subscriberFrom);
  const insert = db.prepare(
    `INSERT INTO alert_jobs (subscriber_id, kind, release_key, digest, queued_at, next_attempt_at)
     VALUES (?, 'alert', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  for (const release of fresh) {
    for (const subscriber of subscribers) {
      if (!wants(subscriber, release)) continue;
      const digest = subscriber.frequency === 'daily';
      result.queued += insert.run(subscriber.id, release.key, digest ? 1 : 0, now, digest ? digestAt : now).changes;
    }
  }
  return result;
}

/** New and changed releases, each queued once for the subscribers who want it. */
export function releaseCalls(db: OpenDatabase): Pick<AlertStore, 'publish'> {
  return {
    async publish(releases, now, digestAt) {
      const run = db().transaction(() => publishReleases(db(), releases, now.toISOString(), digestAt.toISOString()));
      return run.immediate();
    },
  };
}
