/** Test projects (see docs/engineering/testing.md): unit, component, server run in `npm run test:unit`; e2e needs a build. */
const transform = { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest/babel.config.js" }] };
const common = {
  transform,
  // ESM-only packages among the dependencies must go through Babel for Jest's CommonJS runtime.
  transformIgnorePatterns: [
    "/node_modules/(?!(?:.*/node_modules/)?(?:gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|cookie|decap-cms-locales)/)",
  ],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(svg|png|jpg|jpeg|webp|pdf)$": "<rootDir>/jest/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/build/"],
};

module.exports = {
  projects: [
    { ...common, displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/{rules,content-model,gatsby,src/lib,src/cms,src/components,scripts,deploy}/**/*.test.ts"] },
    {
      ...common,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/{components,hooks,templates,pages}/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/jest/setup-dom.ts"],
      moduleNameMapper: { ...common.moduleNameMapper, "^gatsby$": "<rootDir>/jest/__mocks__/gatsby.tsx" },
      globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
    },
    {
      ...common,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/server/**/*.test.ts"],
      // A throwaway PostgreSQL for the lead-store tests (TEST_DATABASE_URL), like Chromium for e2e.
      globalSetup: "<rootDir>/jest/postgres-setup.ts",
      globalTeardown: "<rootDir>/jest/postgres-teardown.ts",
    },
    {
      ...common,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/e2e/**/*.test.ts"],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, "/e2e/publishing/"],
      setupFilesAfterEnv: ["<rootDir>/jest/e2e-setup.ts"],
    },
    {
      // Real publishes rebuild public/ under the others' feet: run on their own, after them (scripts/test.sh).
      ...common,
      displayName: "publishing",
      testEnvironment: "node",
      testMatch: ["<rootDir>/e2e/publishing/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/jest/e2e-setup.ts"],
    },
  ],
};
