import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadTypografMemo } from "../typograf";
import { onPreBootstrap as checkContentFirst } from "./check-content";

/** Where the texts typeset by the last build wait for the next one (gatsby/typograf.ts). */
export function typografMemoFile(siteDir: string): string {
  return path.join(siteDir, ".cache", "typograf-memo.json");
}

// Two parameters: Gatsby waits for a callback when a hook declares a third.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args, options) => {
  const { program } = args.store.getState() as { program: { directory: string } };
  const texts = loadTypografMemo(typografMemoFile(program.directory));
  if (texts > 0) args.reporter.info(`Typography: ${texts} texts typeset by the last build reused`);
  await checkContentFirst?.(args, options, () => undefined);
};
