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
