import { stableRendererDefinitions } from "./webpack";

test("the renderer's definitions do not depend on which variables the build's environment has", () => {
  const gatsbyDefines = (env: NodeJS.ProcessEnv) => ({
    "process.env": "({})",
    ...Object.fromEntries(Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
    "process.env.NODE_ENV": '"production"',
    "process.env.PUBLIC_DIR": '"/site/public"',
    __PATH_PREFIX__: '""',
  });
  const byHand = { PATH: "/usr/bin", SITE_URL: "https://videumlab.ru", GATSBY_TELEMETRY_DISABLED: "1" };
  const byServer = { ...byHand, RELEASES_DIR: "/var/lib/videum/releases", INVOCATION_ID: "4f1c", npm_lifecycle_event: "publish", GATSBY_CPU_COUNT: "1" };
  const a = stableRendererDefinitions(gatsbyDefines(byHand), byHand);
  const b = stableRendererDefinitions(gatsbyDefines(byServer), byServer);
  expect(b).toEqual(a);
  expect(a).toEqual({
    "process.env.GATSBY_TELEMETRY_DISABLED": '"1"',
    "process.env.NODE_ENV": '"production"',
    "process.env.PUBLIC_DIR": '"/site/public"',
    __PATH_PREFIX__: '""',
  });
});

test("a variable only an .env file gives stays defined: the renderer's process would not have it", () => {
  const definitions = { "process.env": "({})", "process.env.API_HOST": '"https://api.example"' };
  expect(stableRendererDefinitions(definitions, {})).toEqual({ "process.env.API_HOST": '"https://api.example"' });
});
