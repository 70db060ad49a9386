import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { normalisePhone } from "../../../../rules/phone-mask";
import { toE164 } from "../../../../rules/validation";
import userEvent from "@testing-library/user-event";
import { renderOnSite } from "../../../../jest/render";
import { reachLeadGoal } from "../../../lib/analytics";
import { ContactForm } from ".";

jest.mock("../../../lib/analytics", () => ({ reachLeadGoal: jest.fn() }));

type Resolve = (value: Response) => void;
let resolveFetch: Resolve;
let rejectFetch: (error: Error) => void;
const fetchMock = jest.fn(
  () =>
    new Promise<Response>((resolve, reject) => {
      resolveFetch = resolve;
      rejectFetch = reject;
    }),
);

beforeEach(() => {
  fetchMock.mockClear();
  jest.mocked(reachLeadGoal).mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.title = "Распознавание номеров | AI лаборатория Видеум";
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

const form = () => screen.getByRole("form", { name: "Заявка" });
const name = () => screen.getByRole("textbox", { name: /Имя/ });
const phone = () => screen.getByRole("textbox", { name: /Телефон/ });
const message = () => screen.getByRole("textbox", { name: /Сообщение/ });
const consent = () => screen.getByRole("checkbox", { name: /согласие на обработку персональных данных/ });
const submit = () => screen.getByRole("button", { name: "Отправить заявку" });
const fieldOf = (input: HTMLElement) => input.closest("div") as HTMLElement;

function respond(status: number, body: object) {
  return act(async () => {
    // jsdom has no Response: the client reads only ok, status and json().
    resolveFetch({ ok: status < 400, status, json: async () => body } as Response);
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), "Анна Ёлкина");
  await user.type(phone(), "79161234567");
  await user.type(message(), "Нужен подсчёт посетителей в 12 магазинах");
  await user.click(consent());
}

test("every field is labelled and marked required with *", () => {
  renderOnSite(<ContactForm />);
  for (const label of ["Имя", "Телефон", "Сообщение"]) {
    const input = screen.getByRole("textbox", { name: new RegExp(label) });
    expect(input).toBeRequired();
    expect(screen.getByText(label, { exact: false, selector: "label" })).toHaveTextContent(`${label} *`);
  }
});

test("an empty submit shows 'Заполните поле' on each field, asks for consent, and sends nothing", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(submit());
  for (const input of [name(), phone(), message()]) {
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Заполните поле");
  }
  expect(consent()).toHaveAccessibleDescription("Подтвердите согласие на обработку персональных данных");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a refused submit puts the focus on the first field in error, so its error is read out", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(submit());
  expect(name()).toHaveFocus();
  // With the first two fields right, the focus lands on the message.
  await user.type(name(), "Анна");
  await user.type(phone(), "79161234567");
  await user.click(submit());
  expect(message()).toHaveFocus();
  expect(message()).toHaveAccessibleDescription("Заполните поле");
});

test("the name takes Cyrillic (ё too) and Latin letters with spaces; anything else is refused as it is typed", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(name(), "Пётр Smith");
  expect(name()).toHaveAttribute("aria-invalid", "false");
  await user.type(name(), "1");
  expect(name()).toHaveAccessibleDescription("Допустимы только буквы и пробелы");
  await user.clear(name());
  // A field shows only its first error: empty is 'Заполните поле', not the letters rule.
  expect(name()).toHaveAccessibleDescription("Заполните поле");
});

test.each([
  ["79161234567", "+7 916 123-45-67"],
  ["375291234567", "+37 529 123-45-67"],
  ["9715012345678", "+971 501 234-56-78"],
  ["12125550123456", "+1 212 555 012-34-56"],
  ["861012345678901", "+86 101 234 567-89-01"],
])("typing %s lays it into the mask that fits: %s", async (digits, shown) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), digits);
  expect(phone()).toHaveValue(shown);
  expect(phone()).toHaveAttribute("aria-invalid", "false");
});

test.each([
  ["8", "+7"],
  ["8999", "+7 999"],
  ["89991234567", "+7 999 123-45-67"],
])("a Russian number typed in its local form as %s shows +7 while it is typed: «%s»", async (digits, shown) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), digits);
  expect(phone()).toHaveValue(shown);
  await user.tab();
  expect(phone()).toHaveValue(normalisePhone(shown));
});

test("'+7' shows from the typed 8 on, and a second digit no Russian area code begins with gives the 8 back", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), "8");
  expect(phone()).toHaveValue("+7");
  await user.type(phone(), "6");
  expect(phone()).toHaveValue("+8 6");
});

test("a foreign number begun with its own '+' keeps its code: +81 stays Japan", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), "+8");
  expect(phone()).toHaveValue("+8 ");
  await user.type(phone(), "1312345678");
  expect(phone()).toHaveValue("+8 131 234-56-78");
  await user.tab();
  expect(phone()).toHaveValue("+8 131 234-56-78");
});

test.each([
  ["+89991234567", "+8 999 123-45-67", "+7 999 123-45-67"],
  ["9991234567", "+7 999 123-45-67", "+7 999 123-45-67"],
  ["81312345678", "+8 131 234-56-78", "+8 131 234-56-78"],
])("a number typed as %s shows as %s while typed and as %s once the field is left", async (digits, typed, shown) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), digits);
  expect(phone()).toHaveValue(typed);
  await user.tab();
  expect(phone()).toHaveValue(shown);
  expect(phone()).toHaveAttribute("aria-invalid", "false");
});

const FULL = "+7 999 123-45-67";
/** What the phone shows after each key of a number begun from its operator code. */
const FROM_CODE = ["+7 9", "+7 99", "+7 999", "+7 999 1", "+7 999 12", "+7 999 123", "+7 999 123-4", "+7 999 123-45", "+7 999 123-45-6", FULL];
/** The same after each key of a number typed with its country code 7 (the mask adds the separator after a digit). */
const FROM_SEVEN = ["+7 ", "+7 9", "+7 99", "+7 999 ", "+7 999 1", "+7 999 12", "+7 999 123-", "+7 999 123-4", "+7 999 123-45-", "+7 999 123-45-6", FULL];
const STARTS: [string, string[]][] = [
  ["9991234567", FROM_CODE],
  ["+9991234567", ["+", ...FROM_CODE]],
  ["89991234567", ["+7", ...FROM_CODE]],
  ["79991234567", FROM_SEVEN],
  ["+79991234567", ["+", ...FROM_SEVEN]],
];

/** Presses the keys one by one where the caret is, as a visitor types; what the phone shows after each, and where its caret is. */
async function pressKeys(user: ReturnType<typeof userEvent.setup>, keys: string[]) {
  const shown: string[] = [];
  const caretFromEnd: number[] = [];
  for (const key of keys) {
    await user.keyboard(key);
    const input = phone() as HTMLInputElement;
    shown.push(input.value);
    caretFromEnd.push(input.value.length - (input.selectionStart ?? 0));
  }
  return { shown, caretFromEnd };
}

test.each(STARTS)("typed key by key as %s, the phone reads +7 999 123-45-67 as it grows, the caret at its end", async (typed, steps) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(phone());
  const { shown, caretFromEnd } = await pressKeys(user, Array.from(typed));
  expect(shown).toEqual(steps);
  expect(caretFromEnd).toEqual(steps.map(() => 0));
  expect(phone()).toHaveAttribute("aria-invalid", "false");
  await user.tab();
  expect(phone()).toHaveValue(FULL);
});

test.each(STARTS)("typed as %s and deleted with Backspace, the phone steps back through what it showed and ends empty", async (typed, steps) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(phone());
  await pressKeys(user, Array.from(typed));
  const { shown } = await pressKeys(user, Array.from(typed, () => "{Backspace}"));
  // Back through the steps that held a digit, without the separator the mask adds after one.
  const back = steps.filter((step) => /\d/.test(step)).map((step) => step.replace(/[ -]+$/, ""));
  const expected = [...back.slice(0, -1).reverse(), ""];
  expect(shown.slice(0, expected.length)).toEqual(expected);
  expect(phone()).toHaveValue("");
  expect(phone()).toHaveAccessibleDescription("Заполните поле");
  // Typed again from the empty field, the number starts over.
  await user.keyboard("9");
  expect(phone()).toHaveValue("+7 9");
});

test("a Russian number typed from its area code reads +7 while it is typed: 495 → «+7 495»", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(phone());
  const { shown } = await pressKeys(user, Array.from("4951201754"));
  expect([shown[0], shown[2], shown.at(-1)]).toEqual(["+7 4", "+7 495", "+7 495 120-17-54"]);
});

test("a number pasted over one begun from its operator code replaces it whole, the caret at its end", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(phone());
  await user.keyboard("99");
  expect(phone()).toHaveValue("+7 99");
  await user.keyboard("{Control>}a{/Control}");
  await user.paste("8 (999) 123-45-67");
  expect(phone()).toHaveValue(FULL);
  const input = phone() as HTMLInputElement;
  expect(input.selectionStart).toBe(FULL.length);
  await user.keyboard("{Backspace}");
  expect(phone()).toHaveValue("+7 999 123-45-6");
});

test("a number typed from its operator code is sent as +7 999 123-45-67, stored as +79991234567", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(name(), "Анна Ёлкина");
  await user.click(phone());
  await pressKeys(user, Array.from("9991234567"));
  // Before the field is left, not only once it is.
  expect(phone()).toHaveValue(FULL);
  await user.type(message(), "Нужен подсчёт посетителей");
  await user.click(consent());
  await user.click(submit());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  const sent = JSON.parse(init.body as string).phone;
  expect(sent).toBe(FULL);
  // What the server keeps as the lead's phone_e164.
  expect(toE164(normalisePhone(sent))).toBe("+79991234567");
  await respond(201, { id: "42", status: "accepted" });
});

test("letters typed into the phone are ignored, and an unfinished number is refused", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.type(phone(), "7abc916");
  expect(phone()).toHaveValue("+7 916 ");
  await user.tab();
  expect(phone()).toHaveAccessibleDescription("Введите действительный номер телефона");
});

test.each([
  ["+7 (916) 123-45-67", "+7 916 123-45-67"],
  ["8 (916) 123-45-67", "+7 916 123-45-67"],
  ["+375 29 123 45 67", "+37 529 123-45-67"],
  ["8 (999) 123-45-67", "+7 999 123-45-67"],
  ["+7 (999) 123-45-67", "+7 999 123-45-67"],
  ["9991234567", "+7 999 123-45-67"],
  ["(495) 120-17-54", "+7 495 120-17-54"],
])("a pasted %s becomes %s, the caret at its end", async (pasted, shown) => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await user.click(phone());
  await user.paste(pasted);
  expect(phone()).toHaveValue(shown);
  expect((phone() as HTMLInputElement).selectionStart).toBe(shown.length);
});

test("without the consent ticked the request is refused with a clear message", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await fillValid(user);
  await user.click(consent());
  await user.click(submit());
  expect(consent()).toHaveAccessibleDescription("Подтвердите согласие на обработку персональных данных");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a valid request posts name, phone, message, the page title and the visit; the button waits with a loader", async () => {
  sessionStorage.setItem("videum:visit", JSON.stringify({ utm: { utm_source: "yandex", utm_medium: "cpc" }, referrer: "https://ya.ru/" }));
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await fillValid(user);
  await user.click(submit());

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/form");
  const body = JSON.parse(init.body as string);
  expect(body).toMatchObject({
    name: "Анна Ёлкина",
    phone: "+7 916 123-45-67",
    message: "Нужен подсчёт посетителей в 12 магазинах",
    page: "Распознавание номеров | AI лаборатория Видеум",
    pageUrl: window.location.href,
    consent: true,
    website: "",
    utm: { utm_source: "yandex", utm_medium: "cpc" },
    referrer: "https://ya.ru/",
  });
  expect(typeof body.startedAt).toBe("number");
  expect(submit()).toBeDisabled();
  expect(submit()).toHaveAttribute("aria-busy", "true");
  sessionStorage.clear();
  await respond(201, { id: "42", status: "accepted" });
});

test("on success the visitor sees 'Сообщение успешно отправлено!', the form is emptied and the lead goal fires", async () => {
  const onSent = jest.fn();
  const user = userEvent.setup();
  renderOnSite(<ContactForm onSent={onSent} />);
  await fillValid(user);
  await user.click(submit());
  expect(reachLeadGoal).not.toHaveBeenCalled();
  await respond(201, { id: "42", status: "accepted" });

  expect(screen.getByRole("status")).toHaveTextContent("Сообщение успешно отправлено!");
  expect(onSent).toHaveBeenCalledTimes(1);
  expect(reachLeadGoal).toHaveBeenCalledTimes(1);
  expect(name()).toHaveValue("");
  expect(phone()).toHaveValue("");
  expect(consent()).not.toBeChecked();
  expect(submit()).toBeEnabled();
});

test("when the server fails the visitor reads a Russian message and everything typed is still there", async () => {
  const onSent = jest.fn();
  const user = userEvent.setup();
  renderOnSite(<ContactForm onSent={onSent} />);
  await fillValid(user);
  await user.click(submit());
  await respond(500, { error: "Internal Server Error", message: "SQLITE_BUSY", statusCode: 500 });

  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Не удалось отправить заявку. Попробуйте ещё раз или напишите нам на почту.");
  expect(alert).not.toHaveTextContent("SQLITE");
  expect(onSent).not.toHaveBeenCalled();
  expect(reachLeadGoal).not.toHaveBeenCalled();
  expect(name()).toHaveValue("Анна Ёлкина");
  expect(phone()).toHaveValue("+7 916 123-45-67");
  expect(message()).toHaveValue("Нужен подсчёт посетителей в 12 магазинах");
  expect(consent()).toBeChecked();
  expect(submit()).toBeEnabled();
  expect(console.error).toHaveBeenCalled();
});

test("without a connection the visitor is told to check it, and nothing typed is lost", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await fillValid(user);
  await user.click(submit());
  await act(async () => rejectFetch(new TypeError("Failed to fetch")));
  expect(screen.getByRole("alert")).toHaveTextContent("проверьте подключение к интернету");
  expect(message()).toHaveValue("Нужен подсчёт посетителей в 12 магазинах");
});

test("a field the server refuses shows the server's message under that field", async () => {
  const user = userEvent.setup();
  renderOnSite(<ContactForm />);
  await fillValid(user);
  await user.click(submit());
  await respond(422, {
    error: "Unprocessable Entity",
    message: "Проверьте поля формы",
    fields: { phone: "Введите действительный номер телефона" },
  });
  expect(phone()).toHaveAccessibleDescription("Введите действительный номер телефона");
  expect(phone()).toHaveFocus();
  expect(within(form()).getByText("Введите действительный номер телефона")).toBeVisible();
  // Correcting the field removes the server's message.
  fireEvent.change(phone(), { target: { value: "+7 916 123-45-68" } });
  expect(fieldOf(phone())).not.toHaveTextContent("Введите действительный номер телефона");
});

test("without JavaScript the same markup posts to the form endpoint with the fields the server reads", () => {
  renderOnSite(<ContactForm />);
  expect(form()).toHaveAttribute("method", "post");
  expect(form()).toHaveAttribute("action", "/api/form");
  expect(name()).toHaveAttribute("name", "name");
  expect(phone()).toHaveAttribute("name", "phone");
  expect(message()).toHaveAttribute("name", "message");
  expect(consent()).toHaveAttribute("name", "consent");
});
