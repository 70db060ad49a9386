import { behind, lagOf, table } from "./deps-check";

test("how far the latest release is ahead: major, minor, patch or none", () => {
  expect(lagOf("18.3.1", "19.2.0")).toBe("major");
  expect(lagOf("3.6.4", "3.16.3")).toBe("minor");
  expect(lagOf("11.0.2", "11.0.5")).toBe("patch");
  expect(lagOf("2.0.0", "2.0.0")).toBe("none");
  // A newer one installed than the registry's latest (a pre-release) is not behind.
  expect(lagOf("5.1.0", "5.0.9")).toBe("none");
});

test("only a minor or more is listed; the ones held on purpose say why and come last", () => {
  const rows = behind({
    "@fastify/static": { current: "10.1.3", wanted: "10.1.3", latest: "10.1.11" },
    react: { current: "18.3.1", wanted: "18.3.1", latest: "19.2.0" },
    minisearch: { current: "7.1.0", wanted: "7.1.0", latest: "7.2.0" },
    "decap-cms-app": { current: "3.6.4", wanted: "3.6.4", latest: "3.16.3" },
  });
  expect(rows.map((r) => [r.name, r.lag, r.held !== null])).toEqual([
    ["minisearch", "minor", false],
    ["decap-cms-app", "minor", true],
    ["react", "major", true],
  ]);
  expect(table(rows)).toMatch(/minisearch\s+7\.1\.0\s+7\.2\.0\s+minor\s+— обновить/);
  expect(table(rows)).toMatch(/react\s+18\.3\.1\s+19\.2\.0\s+major\s+React 18: Gatsby 5 работает только с React 18/);
  expect(table([])).toBe("Все зависимости не отстают больше чем на патч-версию.");
});
