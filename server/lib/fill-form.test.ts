import { fillForm } from "./fill-form";

// The shape React renders for src/components/forms/NativeForms (defaultValue → value="", hidden → hidden="").
const page = [
  `<p role="alert" data-form-message="" hidden=""></p>`,
  `<form method="post" action="/api/form">`,
  `<input id="native-name" type="text" name="name" aria-invalid="false" aria-describedby="native-name-error" value=""/>`,
  `<p id="native-name-error" data-error-for="name" hidden=""></p>`,
  `<input id="native-phone" type="tel" name="phone" aria-invalid="false" value=""/>`,
  `<p id="native-phone-error" data-error-for="phone" hidden=""></p>`,
  `<textarea id="native-message" name="message" aria-invalid="false"></textarea>`,
  `<p data-error-for="message" hidden=""></p>`,
  `<input type="checkbox" name="consent" value="true"/>`,
  `<p data-error-for="consent" hidden=""></p>`,
  `<input type="hidden" name="page" value=""/>`,
  `</form>`,
].join("\n");

test("what was typed goes back into the form, escaped, with each message under its field", () => {
  const html = fillForm(page, {
    values: { name: `Анна "<b>"`, phone: "+7 916", message: "Строка 1\n</textarea><script>alert(1)</script>", consent: true, page: "Контакты" },
    errors: { phone: "Введите действительный номер телефона" },
  });
  expect(html).toContain(`name="name" aria-invalid="false" aria-describedby="native-name-error" value="Анна &quot;&lt;b&gt;&quot;"/>`);
  expect(html).toContain(`<textarea id="native-message" name="message" aria-invalid="false">Строка 1\n&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>`);
  expect(html).not.toContain("<script>");
  expect(html).toMatch(/<input checked="" type="checkbox" name="consent"/);
  expect(html).toContain(`name="phone" aria-invalid="true" value="+7 916"/>`);
  expect(html).toContain(`<p id="native-phone-error" data-error-for="phone">Введите действительный номер телефона</p>`);
  expect(html).toContain(`<p id="native-name-error" data-error-for="name" hidden=""></p>`);
  expect(html).toContain(`name="page" value="Контакты"/>`);
});

test("a message for the whole form is shown on top; unknown keys in a draft are ignored", () => {
  const html = fillForm(page, {
    values: { ["onload" as "name"]: "x" },
    errors: { website: "x" },
    message: "Слишком много заявок подряд. Попробуйте через 60 с или позвоните нам.",
  });
  expect(html).toContain(`<p role="alert" data-form-message="">Слишком много заявок подряд. Попробуйте через 60 с или позвоните нам.</p>`);
  expect(html.replace(/<p role="alert"[^\n]*\n/, "")).toBe(page.replace(/<p role="alert"[^\n]*\n/, ""));
});
