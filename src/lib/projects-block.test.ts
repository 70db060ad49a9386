import { PROJECTS_LISTING_PATH, projectsBlockView, projectsNoun } from "./projects-block";

const all = ["age-detection", "grz-recognition", "ORD-ERIR-automation"].map((slug) => ({ link: `/ai-projects/${slug}` }));

test("on a page that is not a case every project is shown, collapsed", () => {
  expect(projectsBlockView(all, "/")).toEqual({ projects: all, expanded: false });
  expect(projectsBlockView(all, "/about").projects).toEqual(all);
});

test("on a case page that case is left out", () => {
  const view = projectsBlockView(all, "/ai-projects/age-detection");
  expect(view.projects.map((p) => p.link)).toEqual(["/ai-projects/grz-recognition", "/ai-projects/ORD-ERIR-automation"]);
  expect(view.expanded).toBe(false);
});

test("case, a trailing slash, a query or a hash do not change which case is current", () => {
  expect(projectsBlockView(all, "/ai-projects/ord-erir-automation/").projects).toHaveLength(2);
  expect(projectsBlockView(all, "/ai-projects/age-detection?utm_source=vk#result").projects).toHaveLength(2);
});

test("a project without a case page is shown everywhere", () => {
  const withoutPage = [...all, { link: null }];
  expect(projectsBlockView(withoutPage, "/ai-projects/age-detection").projects).toContainEqual({ link: null });
  expect(projectsBlockView(withoutPage, "/").projects).toHaveLength(4);
});

test("the listing shows everything expanded", () => {
  expect(PROJECTS_LISTING_PATH).toBe("/ai-projects");
  expect(projectsBlockView(all, "/ai-projects/")).toEqual({ projects: all, expanded: true });
});

test("the noun agrees with the count", () => {
  expect(projectsNoun(54)).toBe("AI-проекта");
  expect(projectsNoun(21)).toBe("AI-проект");
  expect(projectsNoun(15)).toBe("AI-проектов");
  expect(projectsNoun(112)).toBe("AI-проектов");
});
