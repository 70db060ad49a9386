import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { NewsletterForm } from ".";

type Resolve = (value: Response) => void;
let resolveFetch: Resolve;
const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.title = "Анализ аудитории | AI лаборатория Видеум";
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

const email = () => screen.getByRole("textbox", { name: "E-mail" });
const submit = () => screen.getByRole("button", { name: "Подписаться" });
const consent = () => screen.getByRole("checkbox", { name: /согласие на обработку персональных данных/ });

function respond(status: number, body: object) {
  return act(async () => {
    // jsdom has no Response: the client reads only ok, status and json().
    resolveFetch({ ok: status < 400, status, json: async () => body } as Response);
  });
}

test("an address that is no e-mail gets 'Введите корректный email', nothing is sent, and typing clears it", () => {
  renderOnSite(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "ivan @company.ru" } });
  fireEvent.click(consent());
  fireEvent.click(submit());
  expect(screen.getByRole("alert")).toHaveTextContent("Введите корректный email");
  expect(email()).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(email(), { target: { value: "ivan@company.ru" } });
  expect(screen.queryByRole("alert")).toBeNull();
});

test("without the consent box ticked nothing is sent", () => {
  renderOnSite(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "ivan@company.ru" } });
  fireEvent.click(submit());
  expect(screen.getByRole("alert")).toHaveTextContent("Подтвердите согласие на обработку персональных данных");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("while sending the field and button are disabled; on success the field is cleared and the visitor told", async () => {
  renderOnSite(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "ivan@company.ru" } });
  fireEvent.click(consent());
  fireEvent.click(submit());
  expect(email()).toBeDisabled();
  expect(submit()).toBeDisabled();

  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toMatchObject({
    name: "Footer-form",
    phone: "ivan@company.ru",
    message: "Footer-form - подписка в рассылку",
    page: "Анализ аудитории | AI лаборатория Видеум",
    consent: true,
    website: "",
  });
  expect(typeof JSON.parse(init.body as string).startedAt).toBe("number");

  await respond(201, { id: "1", status: "accepted" });
  expect(email()).toHaveValue("");
  expect(email()).toBeEnabled();
  expect(screen.getByRole("status")).toHaveTextContent("вы подписаны на рассылку");
  expect(consent()).not.toBeChecked();
});

test("the subscription carries the campaign tags and referrer the visit landed with", async () => {
  sessionStorage.setItem("videum:visit", JSON.stringify({ utm: { utm_source: "vk", utm_campaign: "retail" }, referrer: "https://vk.com/" }));
  renderOnSite(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "ivan@company.ru" } });
  fireEvent.click(consent());
  fireEvent.click(submit());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toMatchObject({
    utm: { utm_source: "vk", utm_campaign: "retail" },
    referrer: "https://vk.com/",
  });
  sessionStorage.clear();
  await respond(201, { id: "1", status: "accepted" });
});

test("on failure the visitor reads why, and the typed address is still there", async () => {
  renderOnSite(<NewsletterForm />);
  fireEvent.change(email(), { target: { value: "ivan@company.ru" } });
  fireEvent.click(consent());
  fireEvent.click(submit());
  await respond(500, { error: "Internal Server Error", message: "Внутренняя ошибка сервера", statusCode: 500 });
  expect(screen.getByRole("alert")).toHaveTextContent("Не удалось отправить заявку");
  expect(email()).toHaveValue("ivan@company.ru");
  expect(submit()).toBeEnabled();
});
