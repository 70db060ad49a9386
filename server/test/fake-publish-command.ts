/**
 * Stands in for `npm run publish` in the publisher's tests: the real publish run (lock, journal,
 * release, switch) with a fake content check and build. The "content" is one file, FAKE_CONTENT: its
 * text becomes the page title, and the word BROKEN makes the check refuse it. The build takes
 * FAKE_BUILD_MS, so a test can trigger or kill during it; each run appends "start: <reason>" to
 * FAKE_RUNS when it begins and "end: <reason>" when its build is done. With FAKE_SITE, the build is a
 * copy of that folder with the title on its home page. With FAKE_DEAF_TO_SIGTERM, the run ignores SIGTERM, as
 * a hung build may, noting "SIGTERM ignored" in FAKE_RUNS. With FAKE_SCHEDULING_GROUP, it writes its Linux
 * scheduling group there ("/autogroup-123 nice 5"); with FAKE_PRINTED, it writes the title there once it
 * has printed «building …».
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PublishBusyError } from "../releases/lock";
import { openReleaseStore } from "../releases/store";
import { PUBLISH_BUSY_EXIT_CODE } from "../publish/publisher";
import { publish } from "../publish/run";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main() {
  const { values } = parseArgs({ options: { reason: { type: "string" } } });
  const buildDir = env("FAKE_BUILD_DIR");
  if (process.env.FAKE_DEAF_TO_SIGTERM) process.on("SIGTERM", () => fs.appendFileSync(env("FAKE_RUNS"), "SIGTERM ignored\n"));
  fs.appendFileSync(env("FAKE_RUNS"), `start: ${values.reason}\n`);
  if (process.env.FAKE_SCHEDULING_GROUP) fs.writeFileSync(process.env.FAKE_SCHEDULING_GROUP, fs.readFileSync("/proc/self/autogroup", "utf8").trim());
  await publish({
    store: openReleaseStore(env("RELEASES_DIR")),
    buildDir,
    keep: 5,
    reason: values.reason,
    out: (line) => console.log(line),
    steps: {
      checkContent: () =>
        fs.readFileSync(env("FAKE_CONTENT"), "utf8").includes("BROKEN")
          ? [{ file: "content/modules/faces.json", field: "title", message: "обязательное поле отсутствует" }]
          : [],
      build: async () => {
        const title = fs.readFileSync(env("FAKE_CONTENT"), "utf8").trim();
        console.log(`building «${title}»`);
        // Pipes are written synchronously on Linux: once this file says so, the line is the parent's to read.
        if (process.env.FAKE_PRINTED) fs.writeFileSync(process.env.FAKE_PRINTED, title);
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.FAKE_BUILD_MS ?? 0)));
        fs.rmSync(buildDir, { recursive: true, force: true });
        if (process.env.FAKE_SITE) fs.cpSync(process.env.FAKE_SITE, buildDir, { recursive: true });
        fs.mkdirSync(buildDir, { recursive: true });
        fs.writeFileSync(path.join(buildDir, "index.html"), `<title>${title}</title>`);
        fs.appendFileSync(env("FAKE_RUNS"), `end: ${values.reason}\n`);
      },
      verify: () => [],
      buildClean: async () => {
        throw new Error("the fake build is never stale");
      },
      buildIsWhole: () => undefined,
      released: () => undefined,
      contentCommit: () => null,
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof PublishBusyError ? PUBLISH_BUSY_EXIT_CODE : 1);
});
