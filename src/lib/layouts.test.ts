import { usesExtendedBottom } from "./layouts";

const routes = ["/", "/about", "/ai-projects/*"];

test("an exact route matches itself only", () => {
  expect(usesExtendedBottom("/about", routes)).toBe(true);
  expect(usesExtendedBottom("/about/team", routes)).toBe(false);
  expect(usesExtendedBottom("/", routes)).toBe(true);
  expect(usesExtendedBottom("/modules", routes)).toBe(false);
});

test("a /prefix/* route matches every page below the prefix but not the prefix itself", () => {
  expect(usesExtendedBottom("/ai-projects/grz-recognition", routes)).toBe(true);
  expect(usesExtendedBottom("/ai-projects", routes)).toBe(false);
});

test("case and trailing slash do not change the answer", () => {
  expect(usesExtendedBottom("/ai-projects/ORD-ERIR-automation/", routes)).toBe(true);
  expect(usesExtendedBottom("/about/?utm_source=vk", routes)).toBe(true);
});
