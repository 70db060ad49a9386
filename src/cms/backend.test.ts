import { BACKEND_NAME, DRAFTS_PREFETCH_MS, picturesNamed, registerSessionBackend } from "./backend";

type Made = { logout(): unknown; entries(): string };

function decapWithProxy() {
  const registered = new Map<string, new (...args: unknown[]) => object>();
  const proxyArgs: unknown[][] = [];
  const cms = {
    getBackend: (name: string) =>
      name === "proxy"
        ? {
            init: (...args: unknown[]) => {
              proxyArgs.push(args);
              return { logout: () => null, entries: () => "entries from /api/cms" };
            },
          }
        : undefined,
    registerBackend: (name: string, backend: new (...args: unknown[]) => object) => void registered.set(name, backend),
  };
  return { cms, registered, proxyArgs };
}

describe("the admin's backend: Decap's proxy backend whose «Выйти» ends the server session", () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function made(go: (url: string) => void, tell: (message: string) => void = jest.fn()) {
    const { cms, registered, proxyArgs } = decapWithProxy();
    registerSessionBackend(cms, { logoutUrl: "/api/admin/logout", loginUrl: "/admin/login", go, tell });
    const Backend = registered.get(BACKEND_NAME)!;
    const backend = new Backend({ backend: { name: BACKEND_NAME } }, { useWorkflow: true }) as Made;
    return { backend, proxyArgs };
  }

  it("is the proxy backend, made with Decap's arguments, under its own name", () => {
    const { backend, proxyArgs } = made(jest.fn());
    expect(backend.entries()).toBe("entries from /api/cms");
    expect(proxyArgs).toEqual([[{ backend: { name: BACKEND_NAME } }, { useWorkflow: true }]]);
  });

  /** Resolves when `promise` settles, or to "pending" once the microtasks and timers queued now have run. */
  const settled = (promise: unknown) =>
    Promise.race([Promise.resolve(promise).then(() => "settled", () => "settled"), new Promise((resolve) => setTimeout(() => resolve("pending"), 20))]);

  it("signing out posts to the server and then opens the login page, leaving the admin as it is meanwhile", async () => {
    const go = jest.fn();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const out = made(go).backend.logout();
    // Settling would let Decap draw its own login screen, whose button lets anyone in without a password.
    expect(await settled(out)).toBe("pending");
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/logout", expect.objectContaining({ method: "POST" }));
    expect(go).toHaveBeenCalledWith("/admin/login");
  });

  it("a session that had already ended (401) still lands on the login page", async () => {
    const go = jest.fn();
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    expect(await settled(made(go).backend.logout())).toBe("pending");
    expect(go).toHaveBeenCalledWith("/admin/login");
  });

  it.each([
    ["the server answers 503", () => fetchMock.mockResolvedValue(new Response(null, { status: 503 })), "HTTP 503"],
    ["no connection", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch")), "нет связи с сервером"],
  ])("a failed sign-out (%s) is not passed off as done: the editor is told the session lives on", async (_, fail, why) => {
    const go = jest.fn();
    const tell = jest.fn();
    fail();
    await expect(made(go, tell).backend.logout()).rejects.toThrow(why);
    expect(go).not.toHaveBeenCalled();
    expect(tell).toHaveBeenCalledWith(expect.stringContaining("Не удалось выйти"));
  });

  it("refuses to start without Decap's proxy backend", () => {
    expect(() => registerSessionBackend({ getBackend: () => undefined, registerBackend: jest.fn() }, { logoutUrl: "/x", loginUrl: "/y" })).toThrow("proxy backend");
  });
});

describe("a save the server refuses: its whole answer reaches the form, Decap's toast gets no «API_ERROR»", () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function proxyBackend(onRefused: jest.Mock) {
    const sent: unknown[] = [];
    const cms = {
      getBackend: () => ({
        init: () => ({
          logout: () => null,
          proxyUrl: "/api/cms",
          branch: "main",
          request: async (payload: unknown) => (sent.push(payload), "Decap's own request"),
        }),
      }),
      registerBackend: (_name: string, backend: new (...args: unknown[]) => object) => void (cms.made = backend),
      made: undefined as undefined | (new (...args: unknown[]) => object),
    };
    registerSessionBackend(cms, { logoutUrl: "/api/admin/logout", loginUrl: "/admin/login", onRefused });
    const Backend = cms.made as new (...args: unknown[]) => { request(payload: unknown): Promise<unknown> };
    return { backend: new Backend(), sent };
  }
  const save = { action: "persistEntry", params: { branch: "main", dataFiles: [{ path: "content/modules/x.json", raw: '{"title":"Икс"}' }], options: { collectionName: "modules" } } };

  it("a 422: onRefused gets the entry saved and the body with its problems; the error Decap shows has no name and points to the panel", async () => {
    const body = { error: "content/modules/x.json:3: поле «seo.title»: …", message: "…", statusCode: 422, problems: [{ file: "content/modules/x.json", field: "seo.title", message: "…" }] };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 422 }));
    const onRefused = jest.fn();
    const { backend } = proxyBackend(onRefused);
    const error = await backend.request(save).catch((e: Error) => e);
    expect(onRefused).toHaveBeenCalledWith({ collection: "modules", path: "content/modules/x.json", raw: '{"title":"Икс"}', isNew: false }, 422, body);
    expect(String(error)).toBe("что исправить — в сообщении над формой");
    expect(fetchMock).toHaveBeenCalledWith("/api/cms", expect.objectContaining({ method: "POST", body: JSON.stringify({ branch: "main", ...save }) }));
  });

  it("a save that goes through answers as Decap's request would; every other call is Decap's own", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: "entry persisted" }), { status: 200 }));
    const onRefused = jest.fn();
    const { backend, sent } = proxyBackend(onRefused);
    await expect(backend.request(save)).resolves.toEqual({ message: "entry persisted" });
    await expect(backend.request({ action: "getEntry", params: {} })).resolves.toBe("Decap's own request");
    expect(sent).toEqual([{ action: "getEntry", params: {} }]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("no answer at all is a refusal too (status 0)", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const onRefused = jest.fn();
    const { backend } = proxyBackend(onRefused);
    await expect(backend.request(save)).rejects.toThrow("что исправить");
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ path: "content/modules/x.json" }), 0, null);
  });
});

describe("opening an entry: no 404 for «no draft», and the relation fields' listings asked once", () => {
  const FOLDER = { folder: "content/modules", extension: "json", depth: 1 };
  const listing = (name: string) => [{ data: `{"slug":"${name}"}`, file: { path: `content/modules/${name}.json`, id: "x" } }];

  function proxyBackend({ relationFolders = [] as { folder: string; extension: string; depth: number }[], answer = (_payload: { action: string; params: Record<string, unknown> }): unknown => listing("faces") } = {}) {
    const sent: { action: string; params: Record<string, unknown> }[] = [];
    const idle: (() => void)[] = [];
    const cms = {
      getBackend: () => ({
        init: () => ({
          logout: () => null,
          branch: "main",
          request: async (payload: { action: string; params: Record<string, unknown> }) => (sent.push(payload), answer(payload)),
        }),
      }),
      registerBackend: (_name: string, backend: new (...args: unknown[]) => object) => void (cms.made = backend),
      made: undefined as undefined | (new (...args: unknown[]) => object),
    };
    registerSessionBackend(cms, { logoutUrl: "/x", loginUrl: "/y", relationFolders, whenIdle: (run) => void idle.push(run) });
    type Made = { request(payload: unknown): Promise<unknown>; allEntriesByFolder(folder: string, extension: string, depth: number, pathRegex?: RegExp): Promise<unknown> };
    const Backend = cms.made as new (...args: unknown[]) => Made;
    return { backend: new Backend(), sent, idle };
  }

  it("asks for the draft with ifExists; «none» (null) becomes the error Decap takes for «open the entry itself»", async () => {
    const { backend, sent } = proxyBackend({ answer: () => null });
    const error = (await backend.request({ action: "unpublishedEntry", params: { branch: "main", collection: "modules", slug: "faces" } }).catch((e: unknown) => e)) as Error & { notUnderEditorialWorkflow?: boolean };
    expect([error.name, error.notUnderEditorialWorkflow]).toEqual(["EDITORIAL_WORKFLOW_ERROR", true]);
    expect(sent).toEqual([{ action: "unpublishedEntry", params: { branch: "main", collection: "modules", slug: "faces", ifExists: true } }]);
  });

  it("a draft that exists is returned as it came; a draft asked for by id goes as Decap sends it", async () => {
    const { backend, sent } = proxyBackend({ answer: () => ({ slug: "faces" }) });
    await expect(backend.request({ action: "unpublishedEntry", params: { branch: "main", collection: "modules", slug: "faces" } })).resolves.toEqual({ slug: "faces" });
    await backend.request({ action: "unpublishedEntry", params: { branch: "main", id: "modules/faces" } });
    expect(sent[1]).toEqual({ action: "unpublishedEntry", params: { branch: "main", id: "modules/faces" } });
  });

  it("the collection's list always asks the server; the relation fields then use that listing, and each other folder is listed once, when idle", async () => {
    const projects = { folder: "content/projects", extension: "json", depth: 1 };
    const { backend, sent, idle } = proxyBackend({ relationFolders: [FOLDER, projects] });
    await backend.request({ action: "entriesByFolder", params: { branch: "main", ...FOLDER } });
    await backend.request({ action: "entriesByFolder", params: { branch: "main", ...FOLDER } });
    expect(sent).toHaveLength(2);
    idle.forEach((run) => run());
    await backend.allEntriesByFolder("content/modules", "json", 1);
    await backend.allEntriesByFolder("content/projects", "json", 1);
    await backend.allEntriesByFolder("content/projects", "json", 1);
    expect(sent.map((p) => p.params.folder)).toEqual(["content/modules", "content/modules", "content/projects"]);
    await expect(backend.allEntriesByFolder("content/modules", "json", 1, /nothing/)).resolves.toEqual([]);
  });

  it("a save forgets the listings; a failed listing is asked again", async () => {
    let fail = true;
    const { backend, sent } = proxyBackend({
      answer: (payload) => {
        if (payload.action === "entriesByFolder" && fail) throw new Error("503");
        return listing("faces");
      },
    });
    await expect(backend.allEntriesByFolder("content/modules", "json", 1)).rejects.toThrow("503");
    fail = false;
    await backend.allEntriesByFolder("content/modules", "json", 1);
    await backend.allEntriesByFolder("content/modules", "json", 1);
    await backend.request({ action: "deleteFiles", params: { branch: "main", paths: ["content/modules/cars.json"] } });
    await backend.allEntriesByFolder("content/modules", "json", 1);
    expect(sent.map((p) => p.action)).toEqual(["entriesByFolder", "entriesByFolder", "deleteFiles", "entriesByFolder"]);
  });

  it("the drafts' list is fetched when idle after the first list; Decap's first asking gets it, later ones ask the server", async () => {
    const { backend, sent, idle } = proxyBackend({ answer: (payload) => (payload.action === "unpublishedEntries" ? { entries: ["modules/cars"] } : listing("faces")) });
    await backend.request({ action: "entriesByFolder", params: { branch: "main", ...FOLDER } });
    idle.forEach((run) => run());
    expect(sent.map((p) => p.action)).toEqual(["entriesByFolder", "unpublishedEntries"]);
    await expect(backend.request({ action: "unpublishedEntries", params: { branch: "main" } })).resolves.toEqual({ entries: ["modules/cars"] });
    expect(sent).toHaveLength(2);
    await backend.request({ action: "unpublishedEntries", params: { branch: "main" } });
    expect(sent).toHaveLength(3);
  });

  it("a prefetched drafts' list is not used once a minute old, nor after a save", async () => {
    jest.useFakeTimers();
    try {
      const first = proxyBackend({ answer: () => listing("faces") });
      await first.backend.request({ action: "entriesByFolder", params: { branch: "main", ...FOLDER } });
      first.idle.forEach((run) => run());
      jest.advanceTimersByTime(DRAFTS_PREFETCH_MS);
      await first.backend.request({ action: "unpublishedEntries", params: { branch: "main" } });
      expect(first.sent.map((p) => p.action)).toEqual(["entriesByFolder", "unpublishedEntries", "unpublishedEntries"]);

      const second = proxyBackend({ answer: () => listing("faces") });
      await second.backend.request({ action: "entriesByFolder", params: { branch: "main", ...FOLDER } });
      second.idle.forEach((run) => run());
      await second.backend.request({ action: "persistEntry", params: { branch: "main", dataFiles: [{ path: "content/modules/faces.json", raw: "{}" }] } });
      await second.backend.request({ action: "unpublishedEntries", params: { branch: "main" } });
      expect(second.sent.map((p) => p.action)).toEqual(["entriesByFolder", "unpublishedEntries", "persistEntry", "unpublishedEntries"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("an entry being opened gets only the pictures it names from its media folder; the media library later lists the whole folder", async () => {
    jest.useFakeTimers();
    try {
      const raw = JSON.stringify({ slug: "faces", image: "../images/modules/faces.jpg", samples: [{ image: "../images/modules/faces-2.webp" }] });
      const { backend, sent } = proxyBackend({ answer: (payload) => (payload.action === "getEntry" ? { data: raw, file: { path: "content/modules/faces.json" } } : []) });
      await backend.request({ action: "getEntry", params: { branch: "main", path: "content/modules/faces.json" } });
      // Decap's processEntry, in the same task.
      await backend.request({ action: "getMedia", params: { branch: "main", mediaFolder: "content/images/modules" } });
      jest.advanceTimersByTime(0);
      // The media library, opened later.
      await backend.request({ action: "getMedia", params: { branch: "main", mediaFolder: "content/images/modules" } });
      expect(sent.slice(1).map((p) => p.params.names)).toEqual([["faces.jpg", "faces-2.webp"], undefined]);
    } finally {
      jest.useRealTimers();
    }
  });
});

test("the pictures an entry names, by base name, from JSON and from Markdown", () => {
  expect(picturesNamed('{"image":"../images/modules/faces.jpg","imageAlt":"Лицо на проходной"}')).toEqual(["faces.jpg"]);
  expect(picturesNamed("---\ncover: cover.JPG\n---\n![Схема](./diagram.png \"подпись\")\n")).toEqual(["cover.JPG", "diagram.png"]);
  expect(picturesNamed('{"title":"Без картинок"}')).toEqual([]);
});
