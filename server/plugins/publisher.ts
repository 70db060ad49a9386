import fs from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import { postgresBuildLock } from "../publish/build-lock";
import { Publisher } from "../publish/publisher";
import type { PublishStatusView } from "../../content-model/contract/publish-status";
import { publishStatus, publishStatusRoute } from "../publish/status-route";
import { describeChange, watchContent, type ContentWatch } from "../publish/watch";
import { openReleaseStore } from "../releases/store";

declare module "fastify" {
  interface FastifyInstance {
    publisher: Publisher;
    /** What is live, building and failed, for the status API and the editor's start page. */
    publishStatus: () => PublishStatusView;
  }
}

/**
 * `npm run publish` without npm: package.json's script run by the shell as npm runs it, its arguments
 * appended ("$@": the reason is never parsed by the shell), with node_modules/.bin and this Node on PATH.
 * npm's own start added a third of a second to every publish.
 */
export function npmRunPublish(root: string, env: NodeJS.ProcessEnv = process.env): { command: string[]; env: NodeJS.ProcessEnv } {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const script = manifest.scripts?.publish;
  if (!script) throw new Error(`${path.join(root, "package.json")}: no "publish" script to run publishes with`);
  const PATH = [path.join(root, "node_modules", ".bin"), path.dirname(process.execPath), env.PATH].filter(Boolean).join(path.delimiter);
  return { command: ["/bin/sh", "-c", `${script} "$@"`, "publish"], env: { PATH } };
}

/** npmRunPublish, or npm itself where package.json has no publish script (npm then says so in the run's log). */
function runPublishOf(root: string): { command: string[]; env?: NodeJS.ProcessEnv } {
  try {
    return npmRunPublish(root);
  } catch {
    return { command: ["npm", "run", "--silent", "publish", "--"] };
  }
}

export interface PublisherPluginOptions {
  config: ServerConfig;
  /** The project folder, where `npm run publish` runs. */
  root: string;
  /** What PUBLISH_WATCH watches (CONTENT_DIR). */
  contentDir: string;
  /** The running server resumes pending publishes and, under PUBLISH_WATCH=1, watches content/. */
  live: boolean;
}

/**
 * The publisher, the content watch (PUBLISH_WATCH=1) and the status API (for PUBLISH_TOKEN or an editor's
 * session: register the admin first). The git hosts' webhook is registered beside it in app.ts.
 */
export const publisherPlugin = fp<PublisherPluginOptions>(
  async (app, { config, root, contentDir, live }) => {
    const publisher = new Publisher({
      ...runPublishOf(root),
      cwd: root,
      releasesDir: config.RELEASES_DIR,
      log: app.log.child({ part: "publish" }),
      timeoutMs: config.PUBLISH_TIMEOUT_MINUTES * 60_000,
      // Several instances share the releases (and the database): one of them builds at a time.
      buildLock: config.DATABASE_URL ? postgresBuildLock(config.DATABASE_URL, app.log.child({ part: "publish" })) : undefined,
    });
    app.decorate("publisher", publisher);
    // A server that publishes by itself must be able to write its releases: refuse to start, naming
    // RELEASES_DIR, rather than fail at the first edit after a build of several minutes.
    if (config.PUBLISH_WATCH || config.PUBLISH_WEBHOOK_SECRET) openReleaseStore(config.RELEASES_DIR).checkWritable();
    const releases = openReleaseStore(config.RELEASES_DIR);
    const status = () => publishStatus(publisher, releases);
    app.decorate("publishStatus", status);
    await app.register(publishStatusRoute, { token: config.PUBLISH_TOKEN, status });
    let watch: ContentWatch | undefined;
    if (live) {
      app.addHook("onReady", async () => {
        publisher.resume();
        if (config.PUBLISH_WATCH) {
          watch = watchContent(contentDir, (files) => publisher.triggerSettled(describeChange(files)));
          await watch.ready;
          app.log.info("publishing on content changes (PUBLISH_WATCH=1)");
        }
      });
    }
    app.addHook("onClose", async () => {
      await watch?.close();
      await publisher.close();
    });
  },
  { name: "publisher" },
);
