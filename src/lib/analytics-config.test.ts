/**
 * @jest-environment jsdom
 */
const counted: string[] = [];
jest.mock("./analytics", () => ({ trackPageView: (location: Location) => counted.push(location.pathname) }));
jest.mock("../root-wrapper", () => ({}));
jest.mock("./scroll-restoration", () => ({ learnBlockHeights: jest.fn() }));

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
  counted.length = 0;
  jest.resetModules();
});

const shown = async (...paths: string[]) => {
  const { onRouteUpdate } = (await import("../../gatsby-browser")) as unknown as { onRouteUpdate: (args: { location: Pick<Location, "pathname"> }) => void };
  for (const pathname of paths) onRouteUpdate({ location: { pathname } });
  // The analytics code comes as a chunk of its own: let its loading settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

test("on a build with a counter id, every page shown is counted, in the order shown", async () => {
  process.env.GATSBY_YANDEX_METRIKA_ID = "98765432";
  await shown("/", "/modules/faces", "/contact");
  expect(counted).toEqual(["/", "/modules/faces", "/contact"]);
});

test("on a build without counter ids (or with a malformed one), the analytics code is never loaded", async () => {
  process.env.GATSBY_TOPMAILRU_ID = "not-a-number";
  let loaded = false;
  jest.doMock("./analytics", () => {
    loaded = true;
    return { trackPageView: () => counted.push("?") };
  });
  await shown("/", "/contact");
  expect(loaded).toBe(false);
  expect(counted).toEqual([]);
});
