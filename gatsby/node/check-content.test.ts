import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPreBootstrap } from "./check-content";

/** The build itself stops on a broken file: the hook Gatsby calls first panics with file and field. */
test("a broken content file stops the build with the file and field named", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  fs.cpSync(path.resolve(__dirname, "../../content"), path.join(root, "content"), { recursive: true });
  const file = path.join(root, "content/modules/faces.json");
  const faces = JSON.parse(fs.readFileSync(file, "utf8")) as { seo: Record<string, unknown> };
  delete faces.seo.title;
  fs.writeFileSync(file, JSON.stringify(faces));

  const panic = jest.fn();
  const args = { reporter: { panic }, store: { getState: () => ({ program: { directory: root } }) } };
  (onPreBootstrap as unknown as (a: typeof args) => void)(args);

  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toMatch(/content\/modules\/faces\.json:\d+: поле «seo\.title»: обязательное поле отсутствует/);
  fs.rmSync(root, { recursive: true, force: true });
});

test("the content of this repository passes the check", () => {
  const panic = jest.fn();
  const args = { reporter: { panic }, store: { getState: () => ({ program: { directory: path.resolve(__dirname, "../..") } }) } };
  (onPreBootstrap as unknown as (a: typeof args) => void)(args);
  expect(panic).not.toHaveBeenCalled();
});
