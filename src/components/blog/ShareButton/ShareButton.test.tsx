import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { ShareButton } from ".";

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
});

test("on a computer the address goes to the clipboard and 'Скопировано' shows for 2200 ms", async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderOnSite(<ShareButton title="Сколько стоит внедрение" />);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Поделиться" })));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(screen.getByRole("status")).toHaveTextContent("Скопировано");
  act(() => jest.advanceTimersByTime(2100));
  expect(screen.queryByText("Скопировано")).not.toBeNull();
  act(() => jest.advanceTimersByTime(200));
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText("Скопировано")).toBeNull();
});

test("when the clipboard is refused, the address is shown ready to copy by hand", async () => {
  Object.defineProperty(navigator, "clipboard", { value: { writeText: jest.fn().mockRejectedValue(new Error("denied")) }, configurable: true });
  renderOnSite(<ShareButton title="Сколько стоит внедрение" />);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Поделиться" })));
  const field = screen.getByRole("textbox", { name: "Ссылка на статью" });
  expect(field).toHaveValue(window.location.href);
  expect(field).toHaveAttribute("readonly");
});
