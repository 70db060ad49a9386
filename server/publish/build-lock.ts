/**
 * One build at a time across server instances (issue #19, point 6). With PostgreSQL configured, the
 * instance about to build takes a session-level advisory lock; the others wait and try again. The lock
 * belongs to the connection, so an instance that dies while building frees it with its connection.
 * Without PostgreSQL there is one instance, and the publish lock file (releases/lock.ts) is enough.
 */
import pg from "pg";

export interface BuildLock {
  /** True when this instance may build now; false when another one is building (or the database is away). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
  close(): Promise<void>;
}

export const singleInstanceLock: BuildLock = {
  acquire: async () => true,
  release: async () => undefined,
  close: async () => undefined,
};

/** The advisory lock's key: a constant of ours ("videum" in ASCII), apart from any other lock in the database. */
export const PUBLISH_LOCK_KEY = "130157045433709";

export function postgresBuildLock(connectionString: string, log: { error(object: object, message: string): void }): BuildLock {
  let client: pg.Client | null = null;
  const connected = async () => {
    if (client) return client;
    const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    // A dropped connection has dropped the lock with it; the next acquire connects again.
    fresh.on("error", (error) => {
      log.error({ err: error }, "publish lock connection lost");
      if (client === fresh) client = null;
    });
    await fresh.connect();
    client = fresh;
    return fresh;
  };
  return {
    async acquire() {
      try {
        const { rows } = await (await connected()).query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS locked", [PUBLISH_LOCK_KEY]);
        return rows[0].locked;
      } catch (error) {
        log.error({ err: error }, "publish lock: database unavailable, will retry");
        client = null;
        return false;
      }
    },
    async release() {
      try {
        await client?.query("SELECT pg_advisory_unlock($1::bigint)", [PUBLISH_LOCK_KEY]);
      } catch (error) {
        log.error({ err: error }, "publish lock: could not release (it goes with the connection)");
        client = null;
      }
    },
    async close() {
      const closing = client;
      client = null;
      await closing?.end().catch(() => undefined);
    },
  };
}
