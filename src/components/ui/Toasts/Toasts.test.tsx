import React from "react";
import { act, screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { notify } from ".";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
// A dismissed toast fades out for one more second before it leaves the page.
const FADE_MS = 1000;

test.each([
  ["info", "status", 4500, () => notify.info("Сообщение успешно отправлено!"), "Сообщение успешно отправлено!"],
  ["error", "alert", 4500, () => notify.error("Не удалось отправить заявку."), "Не удалось отправить заявку."],
  ["copy-link", "status", 2200, () => notify.copied(), "Скопировано"],
])("the %s toast is announced with role %s and stays %i ms", async (_kind, role, duration, show, text) => {
  renderOnSite(<div />);
  // The toast library loads with the first toast (a dynamic import), the stack mounts, then the toast shows.
  void show();
  expect(await screen.findByRole(role)).toHaveTextContent(text);
  advance(duration - 1);
  expect(screen.getByText(text)).toBeInTheDocument();
  advance(1);
  advance(FADE_MS);
  expect(screen.queryByText(text)).toBeNull();
});

test("several toasts stack: a second one does not replace the first", async () => {
  renderOnSite(<div />);
  void notify.error("Не удалось отправить заявку.");
  void notify.info("Готово: вы подписаны на рассылку.");
  expect(await screen.findByRole("alert")).toHaveTextContent("Не удалось отправить заявку.");
  await screen.findByRole("status");
  expect(screen.getByRole("status")).toHaveTextContent("Готово: вы подписаны на рассылку.");
});
