import React from "react";

/** JSON for a <script> element: "<" escaped so no value can close the element early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Structured data for search engines. Written as raw script content: as a text child React would
 * HTML-escape the quotes, which inside <script> stay literal and break both the JSON and hydration.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
