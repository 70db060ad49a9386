import React from "react";
import { render, screen } from "@testing-library/react";
import { ErrorBoundary } from ".";

function Broken(): React.ReactElement {
  throw new Error("boom");
}

test("a page that fails to render shows SPEC §2's fallback with a link home", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole("heading", { name: "An error occurred while showing the error page" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go back to home" })).toHaveAttribute("href", "/");
});

test("a page that renders is shown as it is", () => {
  render(
    <ErrorBoundary>
      <h1>Модули</h1>
    </ErrorBoundary>,
  );
  expect(screen.getByRole("heading", { name: "Модули" })).toBeInTheDocument();
});
