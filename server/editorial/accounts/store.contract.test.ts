import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPostgresEditorStore } from "./postgres-store";
import { createSqliteEditorStore } from "./sqlite-store";
import { createSqliteStore } from "../../leads/sqlite-store";
import { EditorExistsError, type EditorSession, type EditorStore } from "./types";
import { createTestDatabase } from "../../test/postgres";

/** One contract, both engines: accounts, sessions and lockouts behave the same on SQLite and PostgreSQL. */
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

  test("failures are counted in a window; the one reaching the limit locks; a new window starts over", async () => {
    const policy = { windowMs: 15 * 60_000, maxFailures: 3, lockMs: 15 * 60_000 };
    await expect(store.recordLoginFailure("email:a", at(0), policy)).resolves.toEqual({
      key: "email:a",
      failures: 1,
      firstFailureAt: at(0).toISOString(),
      lockedUntil: null,
    });
    await store.recordLoginFailure("email:a", at(1), policy);
    await expect(store.recordLoginFailure("email:a", at(2), policy)).resolves.toMatchObject({ failures: 3, lockedUntil: at(17).toISOString() });
    await expect(store.loginFailures("email:a")).resolves.toMatchObject({ failures: 3, lockedUntil: at(17).toISOString() });
    await expect(store.loginFailures("email:b")).resolves.toBeUndefined();
    // After the window: counted from 1 again, the old lock is left to run out.
    await expect(store.recordLoginFailure("email:a", at(20), policy)).resolves.toMatchObject({
      failures: 1,
      firstFailureAt: at(20).toISOString(),
      lockedUntil: at(17).toISOString(),
    });
    await store.clearLoginFailures("email:a");
    await expect(store.loginFailures("email:a")).resolves.toBeUndefined();
  });

  test("failures of many concurrent attempts are all counted", async () => {
    const policy = { windowMs: 15 * 60_000, maxFailures: 20, lockMs: 15 * 60_000 };
    await Promise.all(Array.from({ length: 25 }, () => store.recordLoginFailure("ip:1.2.3.4", at(1), policy)));
    await expect(store.loginFailures("ip:1.2.3.4")).resolves.toMatchObject({ failures: 25, lockedUntil: at(16).toISOString() });
  });

  test("stale failure counts are purged, counts still locking or counting are kept", async () => {
    const policy = { windowMs: 15 * 60_000, maxFailures: 1, lockMs: 60 * 60_000 };
    await store.recordLoginFailure("locked", at(0), policy);
    await store.recordLoginFailure("stale", at(0), { ...policy, maxFailures: 5 });
    await store.recordLoginFailure("fresh", at(30), { ...policy, maxFailures: 5 });
    await expect(store.purgeLoginFailures(at(15))).resolves.toBe(1);
    await expect(store.loginFailures("locked")).resolves.toBeDefined();
    await expect(store.loginFailures("fresh")).resolves.toBeDefined();
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
