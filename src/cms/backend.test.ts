import { BACKEND_NAME, registerSessionBackend } from "./backend";

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

  it("signing out posts to the server and then opens the login page", async () => {
    const go = jest.fn();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await made(go).backend.logout();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/logout", expect.objectContaining({ method: "POST" }));
    expect(go).toHaveBeenCalledWith("/admin/login");
  });

  it("a session that had already ended (401) still lands on the login page", async () => {
    const go = jest.fn();
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await made(go).backend.logout();
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
    expect(onRefused).toHaveBeenCalledWith({ collection: "modules", path: "content/modules/x.json", raw: '{"title":"Икс"}' }, 422, body);
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
