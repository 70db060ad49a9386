/** @jest-environment jsdom */
import { utmFrom } from "../../rules/utm";
import { currentVisit, rememberVisit } from "./visit";

const site = "https://videumlab.ru";

beforeEach(() => sessionStorage.clear());

test("only the five utm_* tags are taken from the landing address, trimmed and capped", () => {
  expect(utmFrom("?utm_source=yandex&utm_medium=cpc&utm_campaign=%D0%BE%D1%81%D0%B5%D0%BD%D1%8C&gclid=1&utm_term=")).toEqual({
    utm_source: "yandex",
    utm_medium: "cpc",
    utm_campaign: "осень",
  });
  expect(utmFrom(`?utm_content=${"x".repeat(500)}`).utm_content).toHaveLength(200);
});

test("the tags and the referring site of the landing page are kept for the whole visit", () => {
  rememberVisit({ search: "?utm_source=vk&utm_campaign=retail", origin: site }, "https://vk.com/videumlab");
  rememberVisit({ search: "", origin: site }, `${site}/modules`);
  expect(currentVisit()).toEqual({ utm: { utm_source: "vk", utm_campaign: "retail" }, referrer: "https://vk.com/videumlab" });
});

test("a new campaign click within the visit replaces the tags; the site's own pages are no referrer", () => {
  rememberVisit({ search: "", origin: site }, `${site}/about`);
  expect(currentVisit()).toEqual({ utm: {}, referrer: undefined });
  rememberVisit({ search: "?utm_source=telegram", origin: site }, "");
  expect(currentVisit().utm).toEqual({ utm_source: "telegram" });
});

test("without sessionStorage nothing is remembered and nothing breaks", () => {
  expect(() => rememberVisit({ search: "?utm_source=vk", origin: site }, "", null)).not.toThrow();
  expect(currentVisit(null)).toEqual({ utm: {} });
  const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } } as unknown as Storage;
  expect(() => rememberVisit({ search: "?utm_source=vk", origin: site }, "", full)).not.toThrow();
});
