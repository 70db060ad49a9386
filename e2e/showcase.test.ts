import { setupSite } from "./harness";

/** SPEC §2 systems showcase: three a row wide, two under 1200 px, one under 767 px; some cards drop out. */
const site = setupSite();

test.each([
  [1440, 3, 6],
  [1024, 2, 5],
  [375, 1, 3],
])("at %i px the showcase shows %i per row and %i cards", async (width, columns, cards) => {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${site.server.origin}/about`, { waitUntil: "networkidle" });
  const showcase = page.getByRole("region", { name: "Системы, которые мы строим" });
  await showcase.scrollIntoViewIfNeeded();
  const links = showcase.getByRole("link").filter({ visible: true });
  await expect(links.count()).resolves.toBe(cards);
  const lefts = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(columns);
  await page.close();
}, 30_000);
