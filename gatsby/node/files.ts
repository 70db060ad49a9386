import fs from "node:fs";
import path from "node:path";

/** Every file under `dir` whose name ends with one of `extensions`. */
export async function filesIn(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) return filesIn(abs, extensions);
      return Promise.resolve(extensions.some((ext) => e.name.endsWith(ext)) ? [abs] : []);
    }),
  );
  return nested.flat();
}
