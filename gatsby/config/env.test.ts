import path from "node:path";
import { contentDirOf } from "./env";

test("the site is built from the project's content/ unless CONTENT_DIR names another folder", () => {
  expect(contentDirOf("/srv/videum", {})).toBe(path.join("/srv/videum", "content"));
  expect(contentDirOf("/srv/videum", { CONTENT_DIR: "/srv/content-repo/content" })).toBe("/srv/content-repo/content");
  // Relative to the project folder, as the server resolves it, whatever the working directory.
  expect(contentDirOf("/srv/videum", { CONTENT_DIR: "../content-repo" })).toBe("/srv/content-repo");
});
