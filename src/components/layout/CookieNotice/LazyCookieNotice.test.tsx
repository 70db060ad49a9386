import React from "react";
import { act, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { clearAnalyticsPage, setCounterIds } from "../../../../jest/analytics-page";
import { LazyCookieNotice } from "./lazy";

const mockNoticeCodeLoaded = jest.fn();
jest.mock("./index", () => {
  mockNoticeCodeLoaded();
  return jest.requireActual("./index");
});

afterEach(clearAnalyticsPage);

// In this order: the module registry keeps the notice's code once it has been loaded.
test("on a build without counter ids nothing shows and the notice's code is never fetched", async () => {
  setCounterIds({});
  render(<LazyCookieNotice />);
  await act(async () => {});
  expect(screen.queryByRole("region", { name: /Файлы cookie/ })).toBeNull();
  expect(mockNoticeCodeLoaded).not.toHaveBeenCalled();
});

test("on a build with counter ids the notice comes, its code fetched for it", async () => {
  setCounterIds({ metrika: "98765432" });
  render(
    <ThemeProvider theme={theme}>
      <LazyCookieNotice />
    </ThemeProvider>,
  );
  expect(await screen.findByRole("region", { name: /Файлы cookie/ })).toBeInTheDocument();
  expect(mockNoticeCodeLoaded).toHaveBeenCalledTimes(1);
});
