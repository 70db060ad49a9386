import React from "react";
import { render } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Seo } from "./Seo";
import { siteSettingsData as settings } from "../../../jest/site-data";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(settings);
});

function head(props: Partial<React.ComponentProps<typeof Seo>> = {}) {
  const { container } = render(
    <Seo title="Распознавание лиц" description="Модуль распознавания лиц для СКУД и поиска по базе." path="/modules/faces" {...props} />,
  );
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    title: container.querySelector("title")?.textContent,
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    description: meta('meta[name="description"]'),
    keywords: meta('meta[name="keywords"]'),
    ogImage: meta('meta[property="og:image"]'),
    twitterImage: meta('meta[name="twitter:image"]'),
    robots: meta('meta[name="robots"]'),
  };
}

test("the title carries the product's name in SPEC §2's suffix", () => {
  expect(head().title).toBe("Распознавание лиц | AI лаборатория Видеум");
});

test("the suffix is not doubled when a title already has it", () => {
  expect(head({ title: "Кейсы | AI лаборатория Видеум" }).title).toBe("Кейсы | AI лаборатория Видеум");
});

test("the canonical URL is absolute on the configured origin, lower case, without a trailing slash", () => {
  expect(head().canonical).toBe("https://videumlab.ru/modules/faces");
  expect(head({ path: "/ai-projects/ORD-ERIR-automation/" }).canonical).toBe("https://videumlab.ru/ai-projects/ord-erir-automation");
});

test("the social image becomes an absolute URL for Open Graph and Twitter", () => {
  const tags = head({ image: "/static/abc/1200x630/faces.jpg" });
  expect(tags.ogImage).toBe("https://videumlab.ru/static/abc/1200x630/faces.jpg");
  expect(tags.twitterImage).toBe("https://videumlab.ru/static/abc/1200x630/faces.jpg");
});

test("without an image of its own a page shares the site's default card", () => {
  expect(head({ image: null }).ogImage).toBe("https://videumlab.ru/og-default.jpg");
});

test("keywords are listed comma-separated", () => {
  expect(head({ keywords: ["распознавание лиц", "СКУД"] }).keywords).toBe("распознавание лиц, СКУД");
});

test("an error page is kept out of the index and has no canonical", () => {
  const tags = head({ noindex: true });
  expect(tags.robots).toBe("noindex");
  expect(tags.canonical).toBeNull();
});
