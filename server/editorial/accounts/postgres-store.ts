import crypto from "node:crypto";
import pg from "pg";
import { migratePostgres } from "../../lib/migrations";
import { EDITOR_COLUMNS, EDITOR_MIGRATIONS, RECORD_FAILURE_SQL_PG, clearFailuresWhere, failureParams, SESSION_WITH_EDITOR, fromEditorRow, fromFailureRow, fromJoinedSessionRow, normaliseEmail } from "./schema";
import type { EditorRow, FailureRow, JoinedSessionRow } from "./schema";
import { EditorExistsError, type EditorStore } from "./types";

/** Advisory lock of the editors' migrations (the lead store's is 7_414_001). */
const MIGRATION_LOCK = 7_414_002;

/** The editors' store in PostgreSQL (DATABASE_URL), on a small pool of its own. */
export async function createPostgresEditorStore(connectionString: string): Promise<EditorStore> {
  const pool = new pg.Pool({ connectionString, max: 3, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on("error", () => undefined);
  try {
    await migratePostgres(pool, { table: "editor_schema_migrations", migrations: EDITOR_MIGRATIONS }, MIGRATION_LOCK);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const count = (result: pg.QueryResult) => result.rowCount ?? 0;

  return {
    engine: "postgres",
    async addEditor({ email, name, passwordHash }, now) {
      const id = crypto.randomUUID();
      const at = now.toISOString();
      try {
        await pool.query("INSERT INTO editors (id, email, name, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)", [
          id,
          normaliseEmail(email),
          name,
          passwordHash,
          at,
        ]);
      } catch (error) {
        if ((error as { code?: string }).code === "23505") throw new EditorExistsError(normaliseEmail(email));
        throw error;
      }
      return { id, email: normaliseEmail(email), name, createdAt: at, updatedAt: at, lastLoginAt: null };
    },
    async findByEmail(email) {
      const { rows } = await pool.query<EditorRow & { password_hash: string }>(
        `SELECT ${EDITOR_COLUMNS}, password_hash FROM editors WHERE email = $1`,
        [normaliseEmail(email)],
      );
      return rows[0] && { ...fromEditorRow(rows[0]), passwordHash: rows[0].password_hash };
    },
    async list() {
      const { rows } = await pool.query<EditorRow>(`SELECT ${EDITOR_COLUMNS} FROM editors ORDER BY email COLLATE "C"`);
      return rows.map(fromEditorRow);
    },
    async setPassword(email, passwordHash, now) {
      const { rows } = await pool.query<EditorRow>(
        `UPDATE editors SET password_hash = $1, updated_at = $2 WHERE email = $3 RETURNING ${EDITOR_COLUMNS}`,
        [passwordHash, now.toISOString(), normaliseEmail(email)],
      );
      return rows[0] && fromEditorRow(rows[0]);
    },
    async removeEditor(email) {
      // The sessions go with the editor (ON DELETE CASCADE); counted first for the operator.
      const { rows } = await pool.query<{ sessions: string | null }>(
        `WITH gone AS (DELETE FROM editors WHERE email = $1 RETURNING id)
         SELECT (SELECT COUNT(*) FROM editor_sessions s JOIN gone ON s.editor_id = gone.id) AS sessions FROM gone`,
        [normaliseEmail(email)],
      );
      return rows[0] ? { removed: true, sessions: Number(rows[0].sessions ?? 0) } : { removed: false, sessions: 0 };
    },
    async createSession(s) {
      await pool.query(
        `WITH created AS (
           INSERT INTO editor_sessions (id, editor_id, csrf_token, created_at, expires_at, last_seen_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING editor_id
         )
         UPDATE editors SET last_login_at = $4 WHERE id IN (SELECT editor_id FROM created)`,
        [s.id, s.editorId, s.csrfToken, s.createdAt, s.expiresAt, s.lastSeenAt],
      );
    },
    async findSession(id, now) {
      const { rows } = await pool.query<JoinedSessionRow>(
        `${SESSION_WITH_EDITOR} WHERE s.id = $1 AND s.expires_at > $2`,
        [id, now.toISOString()],
      );
      const row = rows[0];
      return row && fromJoinedSessionRow(row);
    },
    async touchSession(id, lastSeenAt, expiresAt) {
      await pool.query("UPDATE editor_sessions SET last_seen_at = $1, expires_at = $2 WHERE id = $3", [
        lastSeenAt.toISOString(),
        expiresAt.toISOString(),
        id,
      ]);
    },
    async deleteSession(id) {
      await pool.query("DELETE FROM editor_sessions WHERE id = $1", [id]);
    },
    async deleteSessionsOf(editorId, keep = "") {
      return count(await pool.query("DELETE FROM editor_sessions WHERE editor_id = $1 AND id <> $2", [editorId, keep]));
    },
    async purgeExpiredSessions(now) {
      return count(await pool.query("DELETE FROM editor_sessions WHERE expires_at <= $1", [now.toISOString()]));
    },
    async loginFailures({ email, address }) {
      const { rows } = await pool.query<FailureRow>("SELECT * FROM login_throttle WHERE email = $1 AND address = $2", [email, address]);
      return rows[0] && fromFailureRow(rows[0]);
    },
    async recordLoginFailure(key, now, forgetBefore) {
      const p = failureParams(key, now, forgetBefore);
      const { rows } = await pool.query<FailureRow>(RECORD_FAILURE_SQL_PG, [p.email, p.address, p.now, p.forgetBefore]);
      return fromFailureRow(rows[0]);
    },
    async clearLoginFailures(match) {
      const { where, values } = clearFailuresWhere(match, (n) => `$${n}`);
      return count(await pool.query(`DELETE FROM login_throttle WHERE ${where}`, values));
    },
    async purgeLoginFailures(before) {
      return count(await pool.query("DELETE FROM login_throttle WHERE last_failure_at < $1", [before.toISOString()]));
    },
    async close() {
      await pool.end();
    },
  };
}
