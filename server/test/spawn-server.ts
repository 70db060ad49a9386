import path from "node:path";
import os from "node:os";
import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";

export interface RunningServer {
  origin: string;
  port: number;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything the process printed so far (pino JSON lines). */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts the production server as its own process on a free port and waits for it to listen.
 * `args` is how to run it: the compiled build or the TypeScript source through tsx.
 */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv, { cwd }: { cwd?: string } = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    // A release published into the developer's data/releases must not replace the site under test.
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", RELEASES_DIR: path.join(os.tmpdir(), "videum-no-releases"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start in 20 s:\n${output}`));
    }, 20_000);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        origin: match[1],
        port: Number(match[2]),
        child,
        output: () => output,
        stop: () => {
          child.kill("SIGTERM");
          return exited;
        },
      });
    });
  });
}
