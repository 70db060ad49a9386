import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const UNIT = path.join(__dirname, "systemd", "videum-site@.service");

test("the systemd unit passes systemd-analyze verify, with no unknown key", () => {
  // An instance name: a template itself is not verifiable.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "units-"));
  const instance = path.join(dir, "videum-site@9000.service");
  fs.copyFileSync(UNIT, instance);
  const result = spawnSync("systemd-analyze", ["verify", instance], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.error).toBeUndefined();
  expect(`${result.stdout}${result.stderr}`).toBe("");
  expect(result.status).toBe(0);
});

test("the unit starts the server npm start starts, from the project folder", () => {
  const unit = fs.readFileSync(UNIT, "utf8");
  const start = fs.readFileSync(path.join(__dirname, "..", "scripts", "start.sh"), "utf8");
  const entry = /^exec node (\S+)$/m.exec(start)?.[1];
  expect(entry).toBe("build/server/server/server.js");
  expect(unit).toContain(`ExecStart=/usr/bin/env node ${entry}`);
  expect(unit).toMatch(/^Environment=PORT=%i /m);
  expect(unit).toMatch(/^KillMode=control-group$/m);
});
