/** Checks content/ as the build does and prints every problem; exits 1 when there is any. */
import path from "node:path";
import { checkContent, formatProblem } from "../content-model/check";
import { contentDirOf } from "../gatsby/config/env";

const root = path.resolve(__dirname, "..");
const problems = checkContent(contentDirOf(root), path.join(root, "static"));
for (const p of problems) console.error(formatProblem(p));
if (problems.length > 0) {
  console.error(`\nОшибок в контенте: ${problems.length}`);
  process.exit(1);
}
console.log("Контент в порядке.");
