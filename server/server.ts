import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { loadConfig } from "./config";

/**
 * The only file that listens. On SIGTERM/SIGINT the server stops accepting connections, lets requests
 * in flight finish (up to SHUTDOWN_GRACE_SECONDS) and exits 0.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.LOG_LEVEL }, watchReleases: true });

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_SECONDS * 1000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "closing after an error");
    else app.log.info({ signal }, "shutting down: finishing requests in flight");
    await app.close();
    app.log.info("server closed");
  });

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
