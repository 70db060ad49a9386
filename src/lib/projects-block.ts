import { pluralRu } from "./russian";
import { COLLECTIONS, normalizePath } from "../../rules/routes";

const projects = COLLECTIONS.find((c) => c.dir === "projects");
if (!projects) throw new Error("The route table has no projects collection");

/** The cases listing: the Projects block is fully expanded there and its button links to it. */
export const PROJECTS_LISTING_PATH = projects.basePath;

export interface ProjectsBlockView<T> {
  /** The projects to show: all of them but the one whose page this is. */
  projects: T[];
  /** Fully expanded with no button: the visitor is on the listing itself. */
  expanded: boolean;
}

const clean = (path: string) => normalizePath(path.split(/[?#]/)[0].toLowerCase());

/**
 * What the Projects block shows on the page at `currentPath` (SPEC §2 "Projects block"). A project's
 * `link` is its case page; one without a page is never the current one.
 * SPEC §2's empty placeholder cards are left out: they were only ever seen once the block was expanded,
 * as a row of blank cards under the real ones, which every visitor read as a page that failed to load.
 */
export function projectsBlockView<T extends { link: string | null }>(all: readonly T[], currentPath: string): ProjectsBlockView<T> {
  const current = clean(currentPath);
  return {
    projects: all.filter((project) => project.link === null || clean(project.link) !== current),
    expanded: current === clean(PROJECTS_LISTING_PATH),
  };
}

/** "54 AI-проекта", "21 AI-проект", "15 AI-проектов": the noun agreeing with the count. */
export function projectsNoun(count: number): string {
  // Not Intl.PluralRules: its first use loads locale data in a long task while the page starts.
  return pluralRu(count, ["AI-проект", "AI-проекта", "AI-проектов"]);
}
