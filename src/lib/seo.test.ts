import { canonicalUrl, pageTitle, telHref } from "./seo";

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
