import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, formatProblem } from "../../content-model/check";
import { contentDirOf } from "../config/env";

/** Stops the build before anything is sourced when a content file is broken, naming file and field. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const root = program.directory;
  const problems = checkContent(contentDirOf(root), path.join(root, "static"));
  if (problems.length > 0) {
    reporter.panic(`Ошибки в контенте (${problems.length}):\n${problems.map(formatProblem).join("\n")}`);
  }
};
