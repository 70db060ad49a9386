import { canonicalUrl, faqJsonLd, pageTitle, telHref, websiteJsonLd } from "./seo";

test("pageTitle appends the product suffix once", () => {
  expect(pageTitle("О нас", "Видеум")).toBe("О нас | AI лаборатория Видеум");
  expect(pageTitle("О нас | AI лаборатория Видеум", "Видеум")).toBe("О нас | AI лаборатория Видеум");
});

test("canonicalUrl drops query, hash and trailing slash, keeps the home page's slash", () => {
  expect(canonicalUrl("https://videumlab.ru/", "/about/?utm_source=vk#team")).toBe("https://videumlab.ru/about");
  expect(canonicalUrl("https://videumlab.ru", "/")).toBe("https://videumlab.ru/");
});

test("telHref keeps only the digits of a formatted phone", () => {
  expect(telHref("+7 495 120-17-54")).toBe("tel:+74951201754");
});

test("faqJsonLd turns every answered FAQ question of a page into a schema.org Question", () => {
  const ld = faqJsonLd([
    { kind: "text", items: null },
    { kind: "faq", items: [{ title: "Нужно ли согласие?", text: "Да, письменное." }, { title: "Без ответа", text: null }] },
    { kind: "faq", items: [{ title: "Сколько длится пилот?", text: "4–6 недель." }] },
  ]);
  expect(ld).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [
      { "@type": "Question", name: "Нужно ли согласие?", acceptedAnswer: { "@type": "Answer", text: "Да, письменное." } },
      { "@type": "Question", name: "Сколько длится пилот?", acceptedAnswer: { "@type": "Answer", text: "4–6 недель." } },
    ],
  });
});

test("faqJsonLd gives nothing for a page without questions", () => {
  expect(faqJsonLd([{ kind: "features", items: [{ title: "Закрытый контур", text: "…" }] }])).toBeNull();
});

test("websiteJsonLd names the site's search with the query placeholder search engines fill in", () => {
  expect(websiteJsonLd("https://videumlab.ru", "Видеум Лаб")).toEqual({
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "Видеум Лаб",
    url: "https://videumlab.ru/",
    inLanguage: "ru",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://videumlab.ru/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    },
  });
});
