/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { theme } from "../../../styles/theme";
import { Reveal } from ".";

test("the server's HTML (what a visitor without scripts gets) shows the block as it is", () => {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Reveal as="section" aria-labelledby="cta-title">
            <h2 id="cta-title">Обсудим вашу задачу</h2>
          </Reveal>
        </ThemeProvider>,
      ),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="cta-title"/);
    expect(html).toContain("Обсудим вашу задачу");
    // The hiding rule exists, but only for a block the browser's script marks as waiting.
    expect(html).not.toContain("data-reveal");
    const hidingRules = sheet.getStyleTags().match(/[^{}]*\{[^{}]*opacity:\s*0[;}]/g) ?? [];
    expect(hidingRules.length).toBeGreaterThan(0);
    for (const rule of hidingRules) expect(rule).toContain('[data-reveal="waiting"]');
  } finally {
    sheet.seal();
  }
});
