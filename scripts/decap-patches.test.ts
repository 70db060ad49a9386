import fs from "node:fs";
import { DECAP_PATCHES, patchDecap } from "./decap-patches";

const bundle = fs.readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");

test("each patch finds its code exactly once in the installed Decap, and the patched bundle has the fix in its place", () => {
  const patched = patchDecap(bundle);
  for (const { find, replace } of DECAP_PATCHES) {
    expect(patched.split(replace)).toHaveLength(2);
    expect(patched).not.toContain(find);
  }
  expect(patched.length).toBe(bundle.length + DECAP_PATCHES.reduce((sum, p) => sum + p.replace.length - p.find.length, 0));
});

test("a Decap whose code has changed stops the build, naming the patch", () => {
  const [first] = DECAP_PATCHES;
  expect(() => patchDecap(bundle.replace(first.find, "heading:`${count}`"))).toThrow(`Decap patch «${first.why}»: its code is in the Decap bundle 0 times, not once`);
  expect(() => patchDecap(`${first.find};${bundle}`)).toThrow(/2 times, not once/);
});
