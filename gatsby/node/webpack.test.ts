import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import config from "../config";
import { IDLE_BROWSER_PARTS, LATER_SERVICE_WORKER_REGISTRATION, NO_BROWSER_PART, SERVICE_WORKER_REGISTRATION, stableRendererDefinitions } from "./webpack";

const ROOT = path.resolve(__dirname, "../..");

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

test("the plugins' browser parts left out of the bundle still do nothing here: no off-main-thread script, no localised manifest", () => {
  const sources = execFileSync("git", ["ls-files", "src", "gatsby-browser.ts", "gatsby-ssr.tsx"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter((file) => /\.(tsx?|jsx?)$/.test(file));
  expect(sources.length).toBeGreaterThan(50);
  const offMainThread = sources.filter((file) => /off-main-thread|ScriptStrategy\.offMainThread|from "gatsby-script"/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(offMainThread).toEqual([]);
  const manifest = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest") as { options: Record<string, unknown> } | undefined;
  expect(manifest?.options.name).toBe("Видеум Лаб — компьютерное зрение и AI для бизнеса");
  expect(manifest?.options).not.toHaveProperty("localize");

  const left = ["gatsby/dist/internal-plugins/partytown/gatsby-browser.js", "gatsby-plugin-manifest/gatsby-browser.js"].map((part) => require.resolve(part));
  expect(left.map((file) => IDLE_BROWSER_PARTS.test(file))).toEqual([true, true]);
  expect(IDLE_BROWSER_PARTS.test(require.resolve("gatsby-plugin-offline/gatsby-browser.js"))).toBe(false);
  expect(fs.existsSync(NO_BROWSER_PART)).toBe(true);
});

test("Gatsby's app still asks for its service-worker registration by the request the browser bundle replaces, and only there", () => {
  const app = fs.readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8");
  const requests = [...app.matchAll(/require\(`([^`]+)`\)/g)].map((m) => m[1]).filter((request) => SERVICE_WORKER_REGISTRATION.test(request));
  expect(requests).toEqual(["./register-service-worker"]);
  // The stand-in registers with Gatsby's own module, by a request the replacement leaves alone.
  const standIn = fs.readFileSync(LATER_SERVICE_WORKER_REGISTRATION, "utf8");
  const original = /require\("([^"]+\.cache\/register-service-worker)"\)/.exec(standIn)?.[1];
  expect(original).toBe("../../.cache/register-service-worker");
  expect(SERVICE_WORKER_REGISTRATION.test(original!)).toBe(false);
  expect(fs.existsSync(require.resolve("gatsby/cache-dir/register-service-worker.js"))).toBe(true);
});
