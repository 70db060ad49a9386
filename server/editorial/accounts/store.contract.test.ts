import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createPostgresEditorStore } from "./postgres-store";
import { createSqliteEditorStore } from "./sqlite-store";
import { createSqliteStore } from "../../leads/sqlite-store";
import { EditorExistsError, type EditorSession, type EditorStore } from "./types";
import { createTestDatabase } from "../../test/postgres";
import { migratePostgres, migrateSqlite } from "../../lib/migrations";
import { EDITOR_MIGRATIONS } from "./schema";

/** One contract, both engines: accounts, sessions and failure counts behave the same on SQLite and PostgreSQL. */
interface Engine {
  name: string;
  open(): Promise<{ store: EditorStore; reopen(): Promise<EditorStore>; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "SQLite",
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-"));
      const file = path.join(dir, "leads.sqlite");
      return {
        store: createSqliteEditorStore(file),
        reopen: async () => createSqliteEditorStore(file),
        dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const db = await createTestDatabase();
      return { store: await createPostgresEditorStore(db.url), reopen: () => createPostgresEditorStore(db.url), dispose: db.drop };
    },
  },
];

const T0 = new Date("2026-11-26T10:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function session(editorId: string, id: string, overrides: Partial<EditorSession> = {}): EditorSession {
  return {
    id,
    editorId,
    csrfToken: `csrf-${id}`,
    createdAt: T0.toISOString(),
    expiresAt: at(12 * 60).toISOString(),
    lastSeenAt: T0.toISOString(),
    ...overrides,
  };
}

describe.each(engines)("editor store on $name", (engine) => {
  let store: EditorStore;
  let env: Awaited<ReturnType<Engine["open"]>>;
  beforeEach(async () => {
    env = await engine.open();
    store = env.store;
  });
  afterEach(async () => {
    await store.close();
    await env.dispose();
  });

  test("an editor is stored with a lower-case e-mail and found by it in any letter case", async () => {
    const anna = await store.addEditor({ email: " Anna@VideumLab.ru ", name: "Анна Петрова", passwordHash: "$argon2id$x" }, T0);
    expect(anna).toMatchObject({ email: "anna@videumlab.ru", name: "Анна Петрова", createdAt: T0.toISOString(), lastLoginAt: null });
    await expect(store.findByEmail("ANNA@videumlab.ru")).resolves.toEqual({ ...anna, passwordHash: "$argon2id$x" });
    await expect(store.findByEmail("ivan@videumlab.ru")).resolves.toBeUndefined();
  });

  test("one e-mail is one account, whatever its letter case", async () => {
    await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    await expect(store.addEditor({ email: "ANNA@videumlab.ru", name: "Анна 2", passwordHash: "h" }, T0)).rejects.toBeInstanceOf(EditorExistsError);
    await expect(store.list()).resolves.toHaveLength(1);
  });

  test("list is by e-mail and shows the last login", async () => {
    const ivan = await store.addEditor({ email: "ivan@videumlab.ru", name: "Иван", passwordHash: "h" }, T0);
    await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    await store.createSession(session(ivan.id, "s1", { createdAt: at(5).toISOString() }));
    const list = await store.list();
    expect(list.map((e) => [e.email, e.lastLoginAt])).toEqual([
      ["anna@videumlab.ru", null],
      ["ivan@videumlab.ru", at(5).toISOString()],
    ]);
  });

  test("a new password replaces the old one; an unknown e-mail changes nothing", async () => {
    await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "old" }, T0);
    await expect(store.setPassword("Anna@videumlab.ru", "new", at(1))).resolves.toMatchObject({ updatedAt: at(1).toISOString() });
    await expect(store.findByEmail("anna@videumlab.ru")).resolves.toMatchObject({ passwordHash: "new" });
    await expect(store.setPassword("ivan@videumlab.ru", "new", at(1))).resolves.toBeUndefined();
  });

  test("a session is found until it expires, slides when touched, and ends on its own or with the others", async () => {
    const anna = await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    await store.createSession(session(anna.id, "a", { expiresAt: at(60).toISOString() }));
    await store.createSession(session(anna.id, "b"));
    await store.createSession(session(anna.id, "c"));

    await expect(store.findSession("a", at(59))).resolves.toMatchObject({
      session: { id: "a", editorId: anna.id, csrfToken: "csrf-a" },
      editor: { email: "anna@videumlab.ru", name: "Анна" },
    });
    await expect(store.findSession("a", at(60))).resolves.toBeUndefined();
    await store.touchSession("a", at(30), at(120));
    await expect(store.findSession("a", at(90))).resolves.toMatchObject({ session: { lastSeenAt: at(30).toISOString(), expiresAt: at(120).toISOString() } });

    await store.deleteSession("b");
    await expect(store.findSession("b", T0)).resolves.toBeUndefined();
    await expect(store.deleteSessionsOf(anna.id, "a")).resolves.toBe(1);
    await expect(store.findSession("a", T0)).resolves.toBeDefined();
    await expect(store.findSession("c", T0)).resolves.toBeUndefined();
  });

  test("expired sessions are purged, live ones kept", async () => {
    const anna = await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    await store.createSession(session(anna.id, "old", { expiresAt: at(10).toISOString() }));
    await store.createSession(session(anna.id, "live", { expiresAt: at(30).toISOString() }));
    await expect(store.purgeExpiredSessions(at(20))).resolves.toBe(1);
    await expect(store.findSession("live", at(20))).resolves.toBeDefined();
  });

  test("removing an editor ends their sessions and no one else's", async () => {
    const anna = await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    const ivan = await store.addEditor({ email: "ivan@videumlab.ru", name: "Иван", passwordHash: "h" }, T0);
    await store.createSession(session(anna.id, "a1"));
    await store.createSession(session(anna.id, "a2"));
    await store.createSession(session(ivan.id, "i1"));
    await expect(store.removeEditor("ANNA@videumlab.ru")).resolves.toEqual({ removed: true, sessions: 2 });
    await expect(store.removeEditor("anna@videumlab.ru")).resolves.toEqual({ removed: false, sessions: 0 });
    await expect(store.findSession("a1", T0)).resolves.toBeUndefined();
    await expect(store.findSession("i1", T0)).resolves.toBeDefined();
    await expect(store.list()).resolves.toEqual([expect.objectContaining({ email: "ivan@videumlab.ru" })]);
  });

  const pair = { email: "anna@videumlab.ru", address: "203.0.113.7" };
  const forget = (minutes: number) => at(minutes - 60);

  test("failures are counted per key: a pair, an address alone, an account alone", async () => {
    await expect(store.recordLoginFailure(pair, at(0), forget(0))).resolves.toEqual({ ...pair, failures: 1, lastFailureAt: at(0).toISOString() });
    await store.recordLoginFailure(pair, at(1), forget(1));
    await store.recordLoginFailure({ email: "", address: pair.address }, at(1), forget(1));
    await store.recordLoginFailure({ email: pair.email, address: "" }, at(1), forget(1));
    await expect(store.loginFailures(pair)).resolves.toEqual({ ...pair, failures: 2, lastFailureAt: at(1).toISOString() });
    await expect(store.loginFailures({ email: "", address: pair.address })).resolves.toMatchObject({ failures: 1 });
    await expect(store.loginFailures({ email: pair.email, address: "" })).resolves.toMatchObject({ failures: 1 });
    await expect(store.loginFailures({ email: pair.email, address: "198.51.100.1" })).resolves.toBeUndefined();
  });

  test("a count whose last failure is forgotten starts over; the last failure's time never goes back", async () => {
    await store.recordLoginFailure(pair, at(0), forget(0));
    await store.recordLoginFailure(pair, at(50), forget(50));
    // 59 minutes after the first failure, 9 after the last: still counting.
    await expect(store.recordLoginFailure(pair, at(59), forget(59))).resolves.toMatchObject({ failures: 3 });
    // A late write of an earlier failure (another instance) counts but leaves the last time as it was.
    await expect(store.recordLoginFailure(pair, at(58), forget(58))).resolves.toMatchObject({ failures: 4, lastFailureAt: at(59).toISOString() });
    // An hour of quiet: forgotten, counted from 1 again.
    await expect(store.recordLoginFailure(pair, at(119), forget(119))).resolves.toMatchObject({ failures: 1, lastFailureAt: at(119).toISOString() });
  });

  test("failures of many concurrent attempts are all counted", async () => {
    await Promise.all(Array.from({ length: 25 }, () => store.recordLoginFailure({ email: "", address: "1.2.3.4" }, at(1), forget(1))));
    await expect(store.loginFailures({ email: "", address: "1.2.3.4" })).resolves.toMatchObject({ failures: 25 });
  });

  test("clearing takes one pair, or every count of an e-mail, or every count of an address", async () => {
    const keys = [
      pair,
      { email: pair.email, address: "198.51.100.1" },
      { email: pair.email, address: "" },
      { email: "ivan@videumlab.ru", address: pair.address },
      { email: "", address: pair.address },
    ];
    const recordAll = () => Promise.all(keys.map((key) => store.recordLoginFailure(key, at(0), forget(0))));
    const left = async () => (await Promise.all(keys.map((key) => store.loginFailures(key)))).map(Boolean);

    await recordAll();
    await expect(store.clearLoginFailures(pair)).resolves.toBe(1);
    await expect(left()).resolves.toEqual([false, true, true, true, true]);
    await expect(store.clearLoginFailures({ email: pair.email })).resolves.toBe(2);
    await expect(left()).resolves.toEqual([false, false, false, true, true]);
    await recordAll();
    await expect(store.clearLoginFailures({ address: pair.address })).resolves.toBe(3);
    await expect(left()).resolves.toEqual([false, true, true, false, false]);
  });

  test("forgotten failure counts are purged, counts still remembered are kept", async () => {
    await store.recordLoginFailure({ email: "", address: "old" }, at(0), forget(0));
    await store.recordLoginFailure({ email: "", address: "recent" }, at(30), forget(30));
    await expect(store.purgeLoginFailures(forget(61))).resolves.toBe(1);
    await expect(store.loginFailures({ email: "", address: "old" })).resolves.toBeUndefined();
    await expect(store.loginFailures({ email: "", address: "recent" })).resolves.toBeDefined();
  });

  test("the migration is idempotent: reopening keeps the accounts", async () => {
    await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    const again = await env.reopen();
    try {
      await expect(again.list()).resolves.toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});

test("SQLite: the editors live in the lead store's file beside the leads, each with its own migrations", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-"));
  const file = path.join(dir, "leads.sqlite");
  try {
    const leads = createSqliteStore(file);
    const editors = createSqliteEditorStore(file);
    await editors.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
    await expect(leads.count()).resolves.toBe(0);
    await editors.close();
    await leads.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.prepare("SELECT COUNT(*) FROM editors").pluck().get()).toBe(1);
    db.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("SQLite: an in-memory store works (tests, CLI dry runs)", async () => {
  const store = createSqliteEditorStore(":memory:");
  await store.addEditor({ email: "anna@videumlab.ru", name: "Анна", passwordHash: "h" }, T0);
  await expect(store.list()).resolves.toHaveLength(1);
  await store.close();
});

describe("the migration from the per-e-mail lockout (issue #35)", () => {
  /** A database at the editors' first migration, as servers before issue #35 left it, with a lock in it. */
  const LOCKED = `INSERT INTO login_failures (key, failures, first_failure_at, locked_until)
                  VALUES ('email:anna@videumlab.ru', 5, '2026-11-26T10:00:00.000Z', '2026-11-26T10:15:00.000Z')`;

  test("SQLite: the old counts and locks go with their table; accounts stay", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editors-"));
    const file = path.join(dir, "leads.sqlite");
    try {
      const old = new Database(file);
      migrateSqlite(old, { table: "editor_schema_migrations", migrations: EDITOR_MIGRATIONS.slice(0, 1) });
      old.exec("INSERT INTO editors (id, email, name, password_hash, created_at, updated_at) VALUES ('1', 'anna@videumlab.ru', 'Анна', 'h', 'x', 'x')");
      old.exec(LOCKED);
      old.close();
      const store = createSqliteEditorStore(file);
      await expect(store.list()).resolves.toHaveLength(1);
      await expect(store.loginFailures({ email: "anna@videumlab.ru", address: "" })).resolves.toBeUndefined();
      await store.close();
      const db = new Database(file, { readonly: true });
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'login_failures'").get()).toBeUndefined();
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("PostgreSQL: the same", async () => {
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    // pool.end() resolves before its connection has closed; the drop (WITH FORCE) may then terminate it.
    pool.on("error", () => undefined);
    try {
      await migratePostgres(pool, { table: "editor_schema_migrations", migrations: EDITOR_MIGRATIONS.slice(0, 1) }, 7_414_002);
      await pool.query("INSERT INTO editors (id, email, name, password_hash, created_at, updated_at) VALUES ('1', 'anna@videumlab.ru', 'Анна', 'h', 'x', 'x')");
      await pool.query(LOCKED);
      const store = await createPostgresEditorStore(database.url);
      await expect(store.list()).resolves.toHaveLength(1);
      await store.close();
      const { rows } = await pool.query("SELECT to_regclass('login_failures') AS old, to_regclass('login_throttle') AS new");
      expect(rows[0]).toEqual({ old: null, new: "login_throttle" });
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
