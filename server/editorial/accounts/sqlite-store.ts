import crypto from "node:crypto";
import { openSqlite } from "../../lib/migrations";
import { EDITOR_COLUMNS, EDITOR_MIGRATIONS, RECORD_FAILURE_SQL, clearFailuresWhere, failureParams, SESSION_WITH_EDITOR, fromEditorRow, fromFailureRow, fromJoinedSessionRow, normaliseEmail } from "./schema";
import type { EditorRow, FailureRow, JoinedSessionRow } from "./schema";
import { EditorExistsError, type EditorStore } from "./types";

// By code, not class: a native module's error may come from another realm (jest runs files in their own).
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";

/** The editors' store in the lead store's SQLite file (LEADS_DB), on a connection of its own, WAL. */
export function createSqliteEditorStore(file: string): EditorStore {
  const db = openSqlite(file, { table: "editor_schema_migrations", migrations: EDITOR_MIGRATIONS });

  const insertEditor = db.prepare(
    "INSERT INTO editors (id, email, name, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const byEmail = db.prepare(`SELECT ${EDITOR_COLUMNS}, password_hash FROM editors WHERE email = ?`);
  const all = db.prepare(`SELECT ${EDITOR_COLUMNS} FROM editors ORDER BY email`);
  const password = db.prepare(`UPDATE editors SET password_hash = ?, updated_at = ? WHERE email = ? RETURNING ${EDITOR_COLUMNS}`);
  const dropEditor = db.prepare("DELETE FROM editors WHERE email = ? RETURNING id").pluck();
  const sessionsOf = db.prepare("DELETE FROM editor_sessions WHERE editor_id = ? AND id <> ?");
  const insertSession = db.prepare(
    "INSERT INTO editor_sessions (id, editor_id, csrf_token, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const loggedIn = db.prepare("UPDATE editors SET last_login_at = ? WHERE id = ?");
  const session = db.prepare(
    `${SESSION_WITH_EDITOR} WHERE s.id = ? AND s.expires_at > ?`,
  );
  const touch = db.prepare("UPDATE editor_sessions SET last_seen_at = ?, expires_at = ? WHERE id = ?");
  const dropSession = db.prepare("DELETE FROM editor_sessions WHERE id = ?");
  const expired = db.prepare("DELETE FROM editor_sessions WHERE expires_at <= ?");
  const failures = db.prepare("SELECT * FROM login_throttle WHERE email = ? AND address = ?");
  const recordFailure = db.prepare(RECORD_FAILURE_SQL);
  const staleFailures = db.prepare("DELETE FROM login_throttle WHERE last_failure_at < ?");

  return {
    engine: "sqlite",
    async addEditor({ email, name, passwordHash }, now) {
      const id = crypto.randomUUID();
      const at = now.toISOString();
      try {
        insertEditor.run(id, normaliseEmail(email), name, passwordHash, at, at);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EditorExistsError(normaliseEmail(email));
        throw error;
      }
      return { id, email: normaliseEmail(email), name, createdAt: at, updatedAt: at, lastLoginAt: null };
    },
    async findByEmail(email) {
      const row = byEmail.get(normaliseEmail(email)) as (EditorRow & { password_hash: string }) | undefined;
      return row && { ...fromEditorRow(row), passwordHash: row.password_hash };
    },
    async list() {
      return (all.all() as EditorRow[]).map(fromEditorRow);
    },
    async setPassword(email, passwordHash, now) {
      const row = password.get(passwordHash, now.toISOString(), normaliseEmail(email)) as EditorRow | undefined;
      return row && fromEditorRow(row);
    },
    async removeEditor(email) {
      return db.transaction(() => {
        const id = byEmail.get(normaliseEmail(email)) as EditorRow | undefined;
        if (!id) return { removed: false, sessions: 0 };
        const sessions = sessionsOf.run(id.id, "").changes;
        dropEditor.get(normaliseEmail(email));
        return { removed: true, sessions };
      })();
    },
    async createSession(s) {
      db.transaction(() => {
        insertSession.run(s.id, s.editorId, s.csrfToken, s.createdAt, s.expiresAt, s.lastSeenAt);
        loggedIn.run(s.createdAt, s.editorId);
      })();
    },
    async findSession(id, now) {
      const row = session.get(id, now.toISOString()) as JoinedSessionRow | undefined;
      return row && fromJoinedSessionRow(row);
    },
    async touchSession(id, lastSeenAt, expiresAt) {
      touch.run(lastSeenAt.toISOString(), expiresAt.toISOString(), id);
    },
    async deleteSession(id) {
      dropSession.run(id);
    },
    async deleteSessionsOf(editorId, keep = "") {
      return sessionsOf.run(editorId, keep).changes;
    },
    async purgeExpiredSessions(now) {
      return expired.run(now.toISOString()).changes;
    },
    async loginFailures({ email, address }) {
      const row = failures.get(email, address) as FailureRow | undefined;
      return row && fromFailureRow(row);
    },
    async recordLoginFailure(key, now, forgetBefore) {
      return fromFailureRow(recordFailure.get(failureParams(key, now, forgetBefore)) as FailureRow);
    },
    async clearLoginFailures(match) {
      const { where, values } = clearFailuresWhere(match, () => "?");
      return db.prepare(`DELETE FROM login_throttle WHERE ${where}`).run(...values).changes;
    },
    async purgeLoginFailures(before) {
      return staleFailures.run(before.toISOString()).changes;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
