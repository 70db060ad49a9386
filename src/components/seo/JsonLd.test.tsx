/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { JsonLd, serializeJsonLd } from "./JsonLd";

test("the server-rendered script holds plain JSON a crawler can parse", () => {
  const html = renderToString(<JsonLd data={{ "@type": "Organization", name: "ООО «Видеум Лаб»" }} />);
  const json = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? "";
  expect(JSON.parse(json)).toEqual({ "@type": "Organization", name: "ООО «Видеум Лаб»" });
});

test("a value cannot close the script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
});
