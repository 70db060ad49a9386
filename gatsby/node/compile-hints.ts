import type { Chunk, Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints): a file that starts with
 * it has all its functions compiled while the browser streams it, on a background thread. Without it V8
 * compiles each function on the main thread the first time it is called, and for the app, React and a
 * template that is inside the long tasks of the first load: Lighthouse counted 25–45 % less script time
 * for app and framework with it (issue #34). Browsers without the feature read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks every page runs as it starts: the entry's (webpack's runtime, React, the app) and those of
 * the page templates (Gatsby names their groups `component---…`). Parts loaded later, when near or on
 * demand (the footer, analytics, search, the demo), keep lazy compilation: most of their functions may
 * never run.
 */
export function runsAtStartup(chunk: Pick<Chunk, "groupsIterable">): boolean {
  for (const group of chunk.groupsIterable) {
    if (group.isInitial() || group.name?.startsWith("component---")) return true;
  }
  return false;
}

/**
 * Puts the hint at the top of the startup chunks' files. After Terser, which drops comments, and before
 * the source maps, so they count the extra line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!runsAtStartup(chunk)) continue;
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
