import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { NativeContactForm, NativeNewsletterForm } from ".";

/** What the browser would post with JavaScript off: the form's own fields, as the endpoint reads them. */
function posted(form: HTMLElement): Record<string, string> {
  return Object.fromEntries(new FormData(form as HTMLFormElement) as unknown as Iterable<[string, string]>);
}

test("the contact form posts name, phone, message and the ticked consent to the form endpoint", () => {
  renderOnSite(<NativeContactForm />);
  const form = screen.getByRole("form", { name: "Заявка" });
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/api/form");
  fireEvent.change(screen.getByRole("textbox", { name: /Имя/ }), { target: { value: "Анна Петрова" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Телефон/ }), { target: { value: "+7 916 555-12-34" } });
  fireEvent.change(screen.getByRole("textbox", { name: /Сообщение/ }), { target: { value: "Пилот" } });
  expect(posted(form)).not.toHaveProperty("consent");
  fireEvent.click(screen.getByRole("checkbox", { name: /согласие на обработку персональных данных/ }));
  expect(posted(form)).toEqual({
    name: "Анна Петрова",
    phone: "+7 916 555-12-34",
    message: "Пилот",
    page: "",
    pageUrl: "",
    website: "",
    consent: "true",
  });
  expect(screen.getByRole("button", { name: "Отправить заявку" })).toHaveAttribute("type", "submit");
});

test("the subscription posts SPEC §7's fixed fields with the e-mail in phone", () => {
  renderOnSite(<NativeNewsletterForm />);
  const form = screen.getByRole("form", { name: "Подписка на рассылку" });
  fireEvent.change(screen.getByRole("textbox", { name: /E-mail/ }), { target: { value: "ivan@company.ru" } });
  expect(posted(form)).toMatchObject({ name: "Footer-form", message: "Footer-form - подписка в рассылку", phone: "ivan@company.ru" });
  expect(screen.getByRole("checkbox", { name: /и получение рассылки/ })).not.toBeChecked();
});

test("error places are there for the server to fill, hidden until it does", () => {
  const { container } = renderOnSite(<NativeContactForm />);
  for (const field of ["name", "phone", "message", "consent"]) {
    expect(container.querySelector(`[data-error-for="${field}"]`)).not.toBeVisible();
  }
  expect(screen.queryByRole("alert")).toBeNull();
});
