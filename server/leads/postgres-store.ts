import crypto from "node:crypto";
import pg from "pg";
import { migratePostgres } from "../lib/migrations";
import {
  DELIVERY_COLUMNS,
  LEAD_COLUMNS,
  MIGRATIONS,
  erasureKeys,
  foldFailing,
  fromClaimedRow,
  fromRow,
  leadValues,
  type ClaimedRow,
  type DeliveryRow,
  type LeadRow,
  leadDeliveries,
  withUnrouted,
} from "./schema";
import type { FailureKind, LeadStore } from "./types";

/** Advisory lock ids: one for migrations, so instances starting together migrate once. */
const MIGRATION_LOCK = 7_414_001;

async function transaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await work();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await transaction(client, () => work(client));
  } finally {
    client.release();
  }
}

/**
 * The lead store for several server instances: PostgreSQL through `pg`, same schema and migrations as
 * SQLite. A lead, with the channels it is for, commits before the endpoint answers; a claim first turns
 * those channels into deliveries (routes the lead), then takes due deliveries. Both lock with
 * FOR UPDATE SKIP LOCKED, so each lead is routed, and each delivery sent, by one instance.
 */
export async function createPostgresStore(connectionString: string): Promise<LeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on("error", () => undefined);
  try {
    await migratePostgres(pool, { table: "schema_migrations", migrations: MIGRATIONS }, MIGRATION_LOCK);
  } catch (error) {
    await pool.end();
    throw error;
  }

  let salt: string | undefined;
  const query = async <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<R>(sql, params)).rows;
  /** Deliveries of leads not routed yet: one per channel named in their `channels`. */
  const unroutedCount = async () => {
    const [row] = await query<{ count: number }>(
      "SELECT COALESCE(SUM(array_length(string_to_array(channels, ','), 1)), 0)::int AS count FROM leads WHERE channels IS NOT NULL",
    );
    return row.count;
  };

  return {
    engine: "postgres",
    async insert(lead, notifiers = [], dedupe) {
      return inTransaction(pool, async (client) => {
        if (dedupe) {
          // Two instances receiving the same double click serialise on its key.
          await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [dedupe.key]);
          const since = new Date(Date.parse(lead.receivedAt) - dedupe.windowMs).toISOString();
          const existing = await client.query<{ id: string }>(
            "SELECT id FROM leads WHERE dedupe_key = $1 AND received_at >= $2 LIMIT 1",
            [dedupe.key, since],
          );
          if (existing.rows[0]) return { id: existing.rows[0].id, duplicate: true };
        }
        await client.query(
          `INSERT INTO leads (${LEAD_COLUMNS.join(", ")}) VALUES (${LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})`,
          leadValues(lead, dedupe?.key ?? null, notifiers),
        );
        return { id: lead.id, duplicate: false };
      });
    },
    async get(id) {
      const [row] = await query<LeadRow>("SELECT * FROM leads WHERE id = $1", [id]);
      return row ? fromRow(row) : undefined;
    },
    async count() {
      const [row] = await query<{ count: number }>("SELECT COUNT(*)::int AS count FROM leads");
      return row.count;
    },
    async claimDeliveries(now, limit, leaseMs) {
      // One statement, so atomic: the deliveries exist exactly when the lead's channels are cleared.
      await pool.query(
        `WITH batch AS (
           SELECT id, channels, received_at FROM leads WHERE channels IS NOT NULL
           ORDER BY received_at LIMIT $1
           FOR UPDATE SKIP LOCKED
         ), routed AS (
           INSERT INTO deliveries (lead_id, notifier, status, next_attempt_at)
           SELECT batch.id, notifier, 'pending', batch.received_at FROM batch, unnest(string_to_array(batch.channels, ',')) AS notifier
           ON CONFLICT DO NOTHING
         )
         UPDATE leads SET channels = NULL FROM batch WHERE leads.id = batch.id`,
        [limit],
      );
      const rows = await query<ClaimedRow>(
        `WITH due AS (
           SELECT lead_id, notifier FROM deliveries
           WHERE status = 'pending' AND next_attempt_at <= $1
           ORDER BY next_attempt_at LIMIT $2
           FOR UPDATE SKIP LOCKED
         ), held AS (
           UPDATE deliveries d SET next_attempt_at = $3 FROM due
           WHERE d.lead_id = due.lead_id AND d.notifier = due.notifier
           RETURNING d.lead_id, d.notifier, d.attempts, d.remote_id, d.sent_at
         )
         SELECT l.*, held.notifier AS d_notifier, held.attempts AS d_attempts, held.remote_id AS d_remote_id,
           held.sent_at AS d_sent_at
         FROM held JOIN leads l ON l.id = held.lead_id ORDER BY l.received_at`,
        [now.toISOString(), limit, new Date(now.getTime() + leaseMs).toISOString()],
      );
      return rows.map(fromClaimedRow);
    },
    async markDelivered(leadId, notifier, at, remoteId) {
      await query(
        `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = $1, last_error = NULL,
           failure_kind = NULL, remote_id = COALESCE($4, remote_id) WHERE lead_id = $2 AND notifier = $3`,
        [at.toISOString(), leadId, notifier, remoteId ?? null],
      );
    },
    async markFailed(leadId, notifier, error, nextAttemptAt, failure) {
      await query(
        `UPDATE deliveries SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, failure_kind = $3,
           sent_at = CASE WHEN $4 THEN NULL ELSE sent_at END
         WHERE lead_id = $5 AND notifier = $6`,
        [error.slice(0, 500), nextAttemptAt.toISOString(), failure?.kind ?? null, failure?.notSent ?? false, leadId, notifier],
      );
    },
    async markSending(leadId, notifier, at) {
      await query("UPDATE deliveries SET sent_at = $1 WHERE lead_id = $2 AND notifier = $3", [at.toISOString(), leadId, notifier]);
    },
    async recordRemoteId(leadId, notifier, remoteId) {
      await query("UPDATE deliveries SET remote_id = $1 WHERE lead_id = $2 AND notifier = $3", [remoteId, leadId, notifier]);
    },
    async reschedule(leadId, notifier, nextAttemptAt, failure) {
      await query(
        "UPDATE deliveries SET next_attempt_at = $1, failure_kind = COALESCE($2, failure_kind) WHERE lead_id = $3 AND notifier = $4",
        [nextAttemptAt.toISOString(), failure ?? null, leadId, notifier],
      );
    },
    async deliveries(leadId) {
      const rows = await query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = $1 ORDER BY notifier`, [leadId]);
      const [lead] = await query<{ channels: string }>("SELECT channels FROM leads WHERE id = $1 AND channels IS NOT NULL", [leadId]);
      return leadDeliveries(rows, lead?.channels ?? null);
    },
    async list({ since, kind, limit }) {
      const rows = await query<LeadRow>(
        `SELECT * FROM leads WHERE received_at >= $1 AND ($2::text IS NULL OR kind = $2)
         ORDER BY received_at DESC LIMIT $3`,
        [since ?? "", kind ?? null, limit ?? null],
      );
      return rows.map(fromRow);
    },
    async stats() {
      const days = await query<{ day: string; kind: "contact" | "newsletter"; count: number }>(
        "SELECT substr(received_at, 1, 10) AS day, kind, COUNT(*)::int AS count FROM leads GROUP BY day, kind ORDER BY day DESC, kind",
      );
      const deliveries = await query<{ status: string; count: number }>(
        "SELECT status, COUNT(*)::int AS count FROM deliveries GROUP BY status ORDER BY status",
      );
      const failing = await query<{ notifier: string; failure_kind: FailureKind; last_error: string | null }>(
        `SELECT notifier, failure_kind, last_error FROM deliveries
         WHERE status = 'pending' AND failure_kind IS NOT NULL ORDER BY next_attempt_at DESC`,
      );
      return { days, deliveries: withUnrouted(deliveries, await unroutedCount()), failing: foldFailing(failing) };
    },
    async retryPending(filter) {
      const result = await pool.query(
        "UPDATE deliveries SET next_attempt_at = $1 WHERE status = 'pending' AND ($2::text IS NULL OR failure_kind = $2)",
        [new Date().toISOString(), filter?.failure ?? null],
      );
      return (result.rowCount ?? 0) + (filter?.failure ? 0 : await unroutedCount());
    },
    async recordSearchMiss(text, at, maxRows) {
      await inTransaction(pool, async (client) => {
        await client.query(
          "INSERT INTO search_misses (query, misses, first_at, last_at) VALUES ($1, 1, $2, $2) ON CONFLICT (query) DO UPDATE SET misses = search_misses.misses + 1, last_at = EXCLUDED.last_at",
          [text, at.toISOString()],
        );
        await client.query("DELETE FROM search_misses WHERE query IN (SELECT query FROM search_misses ORDER BY last_at DESC, misses DESC OFFSET $1)", [maxRows]);
      });
    },
    async searchMisses(limit) {
      const rows = await query<{ query: string; misses: number; first_at: string; last_at: string }>(
        "SELECT query, misses, first_at, last_at FROM search_misses ORDER BY misses DESC, last_at DESC LIMIT $1",
        [limit],
      );
      return rows.map((r) => ({ query: r.query, misses: Number(r.misses), firstAt: r.first_at, lastAt: r.last_at }));
    },
    async purgeSearchMisses(cutoff) {
      const result = await pool.query("DELETE FROM search_misses WHERE last_at < $1", [cutoff.toISOString()]);
      return result.rowCount ?? 0;
    },
    async recordView(slug, visitorHash, day) {
      const result = await pool.query(
        "INSERT INTO article_views (slug, day, visitor_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [slug, day, visitorHash],
      );
      return result.rowCount === 1;
    },
    async viewCounts() {
      const rows = await query<{ slug: string; views: string }>("SELECT slug, COUNT(*) AS views FROM article_views GROUP BY slug");
      return new Map(rows.map((r) => [r.slug, Number(r.views)]));
    },
    async saveDraft(token, payload, at, expireBefore) {
      await inTransaction(pool, async (client) => {
        await client.query("DELETE FROM form_drafts WHERE created_at < $1", [expireBefore.toISOString()]);
        await client.query("INSERT INTO form_drafts (token, created_at, payload) VALUES ($1, $2, $3)", [token, at.toISOString(), payload]);
      });
    },
    async takeDraft(token, notBefore) {
      const [row] = await query<{ payload: string }>(
        "DELETE FROM form_drafts WHERE token = $1 AND created_at >= $2 RETURNING payload",
        [token, notBefore.toISOString()],
      );
      return row?.payload;
    },
    async purgeOlderThan(cutoff) {
      const result = await pool.query("DELETE FROM leads WHERE received_at < $1", [cutoff.toISOString()]);
      return result.rowCount ?? 0;
    },
    async erase(who) {
      const { email, phone } = erasureKeys(who);
      const whose = "($1::text IS NOT NULL AND l.email = $1) OR ($2::text IS NOT NULL AND l.phone_e164 = $2)";
      return inTransaction(pool, async (client) => {
        // Locked, so a delivery cannot learn a CRM id between the read and the delete.
        const records = await client.query<{ notifier: string; lead_id: string; remote_id: string | null }>(
          `SELECT d.notifier, d.lead_id, d.remote_id FROM deliveries d JOIN leads l ON l.id = d.lead_id
           WHERE (${whose}) AND (d.remote_id IS NOT NULL OR d.sent_at IS NOT NULL)
           ORDER BY l.received_at, d.notifier FOR UPDATE OF d`,
          [email, phone],
        );
        const result = await client.query(`DELETE FROM leads l WHERE ${whose}`, [email, phone]);
        return {
          leads: result.rowCount ?? 0,
          crmRecords: records.rows.map((r) => ({ notifier: r.notifier, leadId: r.lead_id, remoteId: r.remote_id })),
        };
      });
    },
    async backup() {
      throw new Error("PostgreSQL: резервную копию делает pg_dump (см. docs/operations/deployment.md, «Резервные копии»)");
    },
    async salt() {
      if (salt) return salt;
      const created = crypto.randomBytes(32).toString("hex");
      await query("INSERT INTO meta (key, value) VALUES ('client_salt', $1) ON CONFLICT (key) DO NOTHING", [created]);
      const [row] = await query<{ value: string }>("SELECT value FROM meta WHERE key = 'client_salt'");
      salt = row.value;
      return salt;
    },
    async close() {
      await pool.end();
    },
  };
}
