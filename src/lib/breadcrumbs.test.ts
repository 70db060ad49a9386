import { breadcrumbJsonLd, buildBreadcrumbs } from "./breadcrumbs";

const titles = new Map([
  ["/services", "Услуги"],
  ["/services/computer-vision", "Компьютерное зрение"],
  ["/services/computer-vision/retail", "Ритейл"],
]);

test("no breadcrumbs on the home page", () => {
  expect(buildBreadcrumbs("/", titles)).toEqual([]);
});

test("'Главная' then one crumb per path part, titled from the table", () => {
  expect(buildBreadcrumbs("/services/computer-vision/retail", titles).map((c) => c.title)).toEqual([
    "Главная",
    "Услуги",
    "Компьютерное зрение",
    "Ритейл",
  ]);
});

test("a part with no entry in the table shows its raw segment", () => {
  expect(buildBreadcrumbs("/blogs/kak-vnedrit-cv", new Map()).map((c) => [c.path, c.title])).toEqual([
    ["/", "Главная"],
    ["/blogs", "blogs"],
    ["/blogs/kak-vnedrit-cv", "kak-vnedrit-cv"],
  ]);
});

test("a trailing slash or query does not add a crumb; the page's own title may be given", () => {
  expect(buildBreadcrumbs("/services/?utm=1", titles, "Все услуги")).toEqual([
    { path: "/", title: "Главная" },
    { path: "/services", title: "Все услуги" },
  ]);
});

test("the JSON-LD lists every crumb with absolute URLs in order", () => {
  const ld = breadcrumbJsonLd(buildBreadcrumbs("/services/computer-vision", titles), "https://videumlab.ru/");
  expect(ld.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Главная", item: "https://videumlab.ru/" },
    { "@type": "ListItem", position: 2, name: "Услуги", item: "https://videumlab.ru/services" },
    { "@type": "ListItem", position: 3, name: "Компьютерное зрение", item: "https://videumlab.ru/services/computer-vision" },
  ]);
});
