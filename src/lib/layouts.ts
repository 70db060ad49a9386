import { normalizePath } from "../../rules/routes";

/**
 * Whether a route uses the extended-bottom layout (SPEC §2), from the routes listed in
 * content/site/layout.json: exact routes, or "/prefix/*" for every page below a prefix.
 */
export function usesExtendedBottom(path: string, routes: readonly string[]): boolean {
  const clean = normalizePath(path.split(/[?#]/)[0].toLowerCase());
  return routes.some((route) => (route.endsWith("/*") ? clean.startsWith(route.slice(0, -1)) : clean === route));
}
