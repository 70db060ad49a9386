import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { npmRunPublish } from "./publisher";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "npm-run-publish-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("runs package.json's publish script as npm would: the reason passed as one argument, never read by the shell", () => {
  // The script prints its arguments one per line; `node` is found only through the PATH it is given.
  fs.writeFileSync(path.join(root, "print-args.js"), "console.log(process.argv.slice(2).join('\\n'));");
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ scripts: { publish: `node "${path.join(root, "print-args.js")}"` } }));
  const { command, env } = npmRunPublish(root, { PATH: "/nonexistent" });
  const reason = `изменён content/modules/"faces".json; $(touch ${path.join(root, "pwned")}) \`id\` 'и ещё'`;
  const run = spawnSync(command[0], [...command.slice(1), "--reason", reason], { env, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.stdout.trimEnd().split("\n")).toEqual(["--reason", reason]);
  expect(fs.existsSync(path.join(root, "pwned"))).toBe(false);
  expect(env.PATH?.split(path.delimiter)).toEqual([path.join(root, "node_modules", ".bin"), path.dirname(process.execPath), "/nonexistent"]);
});

test("a project without a publish script is refused at start, naming the file", () => {
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ scripts: {} }));
  expect(() => npmRunPublish(root)).toThrow(`${path.join(root, "package.json")}: no "publish" script`);
});
