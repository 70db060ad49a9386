import crypto from "node:crypto";
import fastify, { type FastifyInstance } from "fastify";
import { MAX_REMEMBERED_DELIVERIES, REPLAY_WINDOW_MS, WEBHOOK_BODY_LIMIT, publishWebhook, type PublishWebhookOptions } from "./webhook";
import { MISSING_SIGNATURE, WRONG_SIGNATURE, WRONG_TOKEN } from "./webhook-signature";

const SECRET = "webhook-secret-for-tests";
const AFTER = "0123456789abcdef0123456789abcdef01234567";

type Pull = PublishWebhookOptions["pull"];

interface Harness {
  app: FastifyInstance;
  pull: jest.Mock<ReturnType<Pull>, Parameters<Pull>>;
  onPush: jest.Mock<void, [string]>;
  clock: { now: number };
}

async function setup(overrides: Partial<PublishWebhookOptions> = {}): Promise<Harness> {
  const app = fastify({ bodyLimit: 16 * 1024 });
  const pull = jest.fn<ReturnType<Pull>, Parameters<Pull>>(async () => ({ changed: true, after: AFTER }));
  const onPush = jest.fn<void, [string]>();
  const clock = { now: Date.UTC(2026, 10, 26, 12) };
  await app.register(publishWebhook, { secret: SECRET, contentDir: "/srv/content", branch: "main", pull, onPush, now: () => clock.now, ...overrides });
  // A route outside the plugin: the app's own parsers and 16 KB limit must still apply to it.
  app.post<{ Body: { text?: string } }>("/api/other", async (request) => ({ length: request.body.text?.length ?? 0 }));
  await app.ready();
  return { app, pull, onPush, clock };
}

const hmac = (content: string) => crypto.createHmac("sha256", SECRET).update(content).digest("hex");
const pushJson = (ref = "refs/heads/main", extra: object = {}) => JSON.stringify({ ref, before: "f".repeat(40), after: AFTER, ...extra });

function github(body: string, { event = "push", delivery = "gh-delivery-1", signature = `sha256=${hmac(body)}` } = {}) {
  return {
    method: "POST" as const,
    url: "/api/publish",
    headers: { "content-type": "application/json", "x-github-event": event, "x-github-delivery": delivery, "x-hub-signature-256": signature },
    payload: body,
  };
}

function gitea(body: string, { delivery = "gitea-delivery-1" } = {}) {
  return {
    method: "POST" as const,
    url: "/api/publish",
    headers: { "content-type": "application/json", "x-gitea-event": "push", "x-gitea-delivery": delivery, "x-gitea-signature": hmac(body) },
    payload: body,
  };
}

function gitlab(body: string, { token = SECRET, event = "Push Hook", uuid = "gitlab-event-1" } = {}) {
  return {
    method: "POST" as const,
    url: "/api/publish",
    headers: { "content-type": "application/json", "x-gitlab-event": event, "x-gitlab-event-uuid": uuid, "x-gitlab-token": token },
    payload: body,
  };
}

let h: Harness;
beforeEach(async () => {
  h = await setup();
});
afterEach(() => h.app.close());

describe("POST /api/publish: a valid push to the content branch", () => {
  it.each([
    ["GitHub", "github", () => github(pushJson())],
    ["Gitea", "gitea", () => gitea(pushJson())],
    ["GitLab", "gitlab", () => gitlab(JSON.stringify({ object_kind: "push", ref: "refs/heads/main", after: AFTER }))],
  ])("%s: pulls, starts one publish and answers 202", async (name, host, request) => {
    const response = await h.app.inject(request());
    expect(response.statusCode).toBe(202);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ ok: true, message: "Публикация запущена", commit: AFTER });
    expect(h.pull).toHaveBeenCalledTimes(1);
    expect(h.pull).toHaveBeenCalledWith("/srv/content");
    expect(h.onPush).toHaveBeenCalledTimes(1);
    expect(h.onPush).toHaveBeenCalledWith(`пуш из ${name}, коммит 0123456`);
  });

  it("accepts GitHub's form-encoded payload (payload=<json>), signed as sent", async () => {
    const form = new URLSearchParams({ payload: pushJson() }).toString();
    const response = await h.app.inject({
      ...github(form),
      headers: { ...github(form).headers, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(202);
    expect(h.onPush).toHaveBeenCalledTimes(1);
  });

  it("accepts a push far over the app's 16 KB limit", async () => {
    const body = pushJson("refs/heads/main", { commits: [{ message: "x".repeat(1024 * 1024) }] });
    expect((await h.app.inject(github(body))).statusCode).toBe(202);
  });

  it("pulls one push at a time", async () => {
    let running = 0;
    let most = 0;
    h.pull.mockImplementation(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return { changed: true, after: AFTER };
    });
    const answers = await Promise.all([h.app.inject(github(pushJson(), { delivery: "a" })), h.app.inject(github(pushJson(), { delivery: "b" }))]);
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(most).toBe(1);
    expect(h.onPush).toHaveBeenCalledTimes(2);
  });
});

describe("POST /api/publish: refused before anything is parsed", () => {
  it("401 for a wrong signature; nothing pulled", async () => {
    const body = pushJson();
    const response = await h.app.inject(github(body, { signature: `sha256=${crypto.createHmac("sha256", "other").update(body).digest("hex")}` }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Unauthorized", message: WRONG_SIGNATURE, statusCode: 401 });
    expect(h.pull).not.toHaveBeenCalled();
    expect(h.onPush).not.toHaveBeenCalled();
  });

  it("401 for a body changed after signing", async () => {
    const request = github(pushJson());
    const response = await h.app.inject({ ...request, payload: pushJson("refs/heads/main", { forced: true }) });
    expect(response.statusCode).toBe(401);
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("401 without any signature, naming the headers expected", async () => {
    const response = await h.app.inject({ method: "POST", url: "/api/publish", headers: { "content-type": "application/json", "x-github-event": "push" }, payload: pushJson() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Unauthorized", message: MISSING_SIGNATURE, statusCode: 401 });
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("401 for a wrong GitLab token", async () => {
    const response = await h.app.inject(gitlab(pushJson(), { token: "not-the-secret" }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(WRONG_TOKEN);
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("401, not 400, for malformed JSON without a valid signature", async () => {
    const response = await h.app.inject(github("{not json", { signature: "sha256=00" }));
    expect(response.statusCode).toBe(401);
  });

  it("415 for a content type the hosts do not send", async () => {
    const response = await h.app.inject({ ...github("ref=x"), headers: { ...github("ref=x").headers, "content-type": "text/plain" } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: "Unsupported Media Type",
      message: "Неподдерживаемый Content-Type: отправляйте application/json или application/x-www-form-urlencoded",
      statusCode: 415,
    });
  });

  it("413 over 5 MB", async () => {
    const body = pushJson("refs/heads/main", { padding: "x".repeat(WEBHOOK_BODY_LIMIT) });
    const response = await h.app.inject(github(body));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "Payload Too Large", message: "Запрос больше 5 МБ", statusCode: 413 });
  });
});

describe("POST /api/publish: signed, but not a push to publish", () => {
  it("400 for malformed JSON", async () => {
    const response = await h.app.inject(github("{not json"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Bad Request", message: "Тело запроса — не корректный JSON", statusCode: 400 });
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("400 for a form without the payload field", async () => {
    const form = "something=else";
    const response = await h.app.inject({ ...github(form), headers: { ...github(form).headers, "content-type": "application/x-www-form-urlencoded" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/«payload»/);
  });

  it("400 naming «ref» for a push without it", async () => {
    const response = await h.app.inject(github(JSON.stringify({ after: AFTER })));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/«ref»/);
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("200 for GitHub's ping", async () => {
    const response = await h.app.inject(github(JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 1 }), { event: "ping" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: "Вебхук GitHub подключён: подпись верна" });
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("202 ignored for other events", async () => {
    const response = await h.app.inject(gitlab(JSON.stringify({ object_kind: "merge_request" }), { event: "Merge Request Hook" }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ ok: true, ignored: true });
    expect(h.pull).not.toHaveBeenCalled();
  });

  it("202 ignored for a push to another branch", async () => {
    const response = await h.app.inject(github(pushJson("refs/heads/draft")));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true, ignored: true, message: "Пуш в refs/heads/draft пропущен: публикуется ветка main" });
    expect(h.pull).not.toHaveBeenCalled();
    expect(h.onPush).not.toHaveBeenCalled();
  });

  it("202 ignored for a tag and for the branch's deletion", async () => {
    expect((await h.app.inject(github(pushJson("refs/tags/main"), { delivery: "tag" }))).statusCode).toBe(202);
    const deleted = await h.app.inject(github(pushJson("refs/heads/main", { after: "0".repeat(40), deleted: true }), { delivery: "del" }));
    expect(deleted.statusCode).toBe(202);
    expect(deleted.json().message).toMatch(/удалена/);
    expect(h.pull).not.toHaveBeenCalled();
  });
});

describe("POST /api/publish: replays", () => {
  it("the same delivery again builds nothing", async () => {
    expect((await h.app.inject(github(pushJson()))).statusCode).toBe(202);
    const again = await h.app.inject(github(pushJson()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: true, message: "Доставка gh-delivery-1 уже обработана" });
    expect(h.pull).toHaveBeenCalledTimes(1);
    expect(h.onPush).toHaveBeenCalledTimes(1);
  });

  it("is remembered for a day", async () => {
    await h.app.inject(gitlab(pushJson()));
    h.clock.now += REPLAY_WINDOW_MS - 1000;
    expect((await h.app.inject(gitlab(pushJson()))).statusCode).toBe(200);
    h.clock.now += 2000;
    expect((await h.app.inject(gitlab(pushJson()))).statusCode).toBe(202);
    expect(h.onPush).toHaveBeenCalledTimes(2);
  });

  it("keeps at most the last ~1000 ids", async () => {
    for (let i = 0; i <= MAX_REMEMBERED_DELIVERIES; i++) {
      await h.app.inject(gitea(pushJson(), { delivery: `d-${i}` }));
    }
    expect(h.onPush).toHaveBeenCalledTimes(MAX_REMEMBERED_DELIVERIES + 1);
    // The oldest was forgotten, the newest is still known.
    expect((await h.app.inject(gitea(pushJson(), { delivery: `d-${MAX_REMEMBERED_DELIVERIES}` }))).statusCode).toBe(200);
    expect((await h.app.inject(gitea(pushJson(), { delivery: "d-0" }))).statusCode).toBe(202);
  });
});

describe("POST /api/publish: the pull fails", () => {
  const REASON = "Ветка контента разошлась с origin/main: быстрая перемотка невозможна, нужна ручная правка";

  it("409 with the reason; nothing published; a redelivery after the fix publishes", async () => {
    h.pull.mockRejectedValueOnce(new Error(REASON));
    const response = await h.app.inject(github(pushJson()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Conflict", message: REASON, statusCode: 409 });
    expect(h.onPush).not.toHaveBeenCalled();

    expect((await h.app.inject(github(pushJson()))).statusCode).toBe(202);
    expect(h.onPush).toHaveBeenCalledTimes(1);
  });

  it("409 when the branch is taken from a folder that is no git checkout", async () => {
    await h.app.close();
    h = await setup({ branch: undefined, contentDir: "/nonexistent/content-checkout" });
    const response = await h.app.inject(github(pushJson()));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/не git-репозиторий/);
    expect(h.pull).not.toHaveBeenCalled();
  });
});

describe("the rest of the app", () => {
  it("gets the errors the plugin does not answer itself, for its error handler", async () => {
    await h.app.close();
    const app = fastify();
    app.setErrorHandler((error, _request, reply) => reply.code(500).send({ error: "Internal Server Error", message: "Внутренняя ошибка сервера", statusCode: 500 }));
    const onPush = () => {
      throw new Error("publisher is gone");
    };
    await app.register(publishWebhook, { secret: SECRET, contentDir: "/srv/content", branch: "main", pull: async () => ({ changed: true, after: AFTER }), onPush });
    const response = await app.inject(github(pushJson()));
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe("Внутренняя ошибка сервера");
    h = { ...h, app };
  });

  it("keeps its own JSON parser and 16 KB limit", async () => {
    const small = await h.app.inject({ method: "POST", url: "/api/other", payload: { text: "abc" } });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({ length: 3 });
    const big = await h.app.inject({ method: "POST", url: "/api/other", payload: { text: "x".repeat(17 * 1024) } });
    expect(big.statusCode).toBe(413);
  });

  it("answers 404 for /api/publish when the plugin is not registered", async () => {
    const app = fastify();
    await app.ready();
    const body = pushJson();
    expect((await app.inject(github(body))).statusCode).toBe(404);
    await app.close();
  });
});
