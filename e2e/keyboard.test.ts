/**
 * Issue #8, point 4: the site works from the keyboard alone, on the home page and a module page — skip
 * link, visible focus, menu and submenus, the contact panel (focus trapped), FAQ accordions, and form
 * errors that land the focus on the field in error.
 */
import type { Page } from "playwright-core";
import { setupSite } from "./harness";

const site = setupSite();

async function open(route: string, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors };
}

interface Focused {
  tag: string;
  name: string;
  /** The element has a box on screen (not a hidden link of a closed menu). */
  shown: boolean;
  /** An outline or a ring of box-shadow marks it. */
  marked: boolean;
  inMain: boolean;
  inDialog: boolean;
}

/** What has the focus now, and whether a sighted keyboard user can see where it is. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const outlined = (node: Element) => {
      const own = getComputedStyle(node);
      return own.outlineStyle !== "none" && parseFloat(own.outlineWidth) > 0;
    };
    // A card that is one big link marks the whole card (its :focus-within), not the title link.
    let outline = false;
    for (let node: Element | null = el, up = 0; node && up < 4 && !outline; node = node.parentElement, up += 1) outline = outlined(node);
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim(),
      shown: box.width > 0 && box.height > 0 && style.visibility !== "hidden",
      marked: outline || style.boxShadow !== "none",
      inMain: Boolean(el.closest("main")),
      inDialog: Boolean(el.closest('[role="dialog"]')),
    };
  });
}

/** Presses Tab until the focus is on an element named `name` (at most `limit` presses). */
async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<Focused> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (typeof name === "string" ? now.name === name : name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached «${name}» in ${limit} presses`);
}

test.each(["/", "/modules/faces"])("%s: the first Tab shows the skip link, and it takes the focus to the main content", async (route) => {
  const { page, errors } = await open(route);
  await page.keyboard.press("Tab");
  const skip = await focused(page);
  expect(skip).toMatchObject({ tag: "a", name: "Перейти к содержанию", shown: true, marked: true });
  const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
  expect(box).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
  await page.keyboard.press("Tab");
  await expect(focused(page)).resolves.toMatchObject({ inMain: true, shown: true, marked: true });
  expect(errors).toEqual([]);
  await page.close();
});

test.each(["/", "/modules/faces"])("%s: every one of the first 40 Tab stops is on screen and visibly marked", async (route) => {
  const { page } = await open(route);
  const unmarked: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now.tag === "body") break;
    if (!now.shown || !now.marked) unmarked.push(`${i + 1}: <${now.tag}> «${now.name}» shown=${now.shown} marked=${now.marked}`);
  }
  expect(unmarked).toEqual([]);
  await page.close();
});

test("the menu's submenus open with Enter, their links take the focus, Escape closes them and gives the focus back", async () => {
  const { page, errors } = await open("/modules/faces");
  await tabTo(page, "Модули: показать разделы");
  const disclosure = page.getByRole("button", { name: "Модули: показать разделы" });
  await page.keyboard.press("Enter");
  await expect(disclosure.getAttribute("aria-expanded")).resolves.toBe("true");
  await page.keyboard.press("Tab");
  const link = await focused(page);
  expect(link).toMatchObject({ tag: "a", shown: true, marked: true });
  await expect(page.evaluate(() => Boolean(document.activeElement?.closest("#submenu-modules")))).resolves.toBe(true);
  await page.keyboard.press("Escape");
  await expect(disclosure.getAttribute("aria-expanded")).resolves.toBe("false");
  await expect(disclosure.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test("at 375 px the burger opens the menu from the keyboard and Tab moves through its items", async () => {
  const { page, errors } = await open("/", 375);
  await tabTo(page, "Открыть меню");
  await page.keyboard.press("Enter");
  await expect(page.locator("#mobile-menu").isVisible()).resolves.toBe(true);
  await page.keyboard.press("Tab");
  const first = await focused(page);
  expect(first).toMatchObject({ shown: true, marked: true });
  await expect(page.evaluate(() => Boolean(document.activeElement?.closest("#mobile-menu")))).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test.each(["/", "/modules/faces"])(
  "%s: the contact panel opens from the keyboard, keeps the focus inside, announces form errors and gives the focus back",
  async (route) => {
    const { page, errors } = await open(route);
    await tabTo(page, "Оставить заявку");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
    await dialog.getByRole("button", { name: "Отправить заявку" }).waitFor();
    await expect(focused(page)).resolves.toMatchObject({ inDialog: true });
    // Round the dialog twice in each direction: the focus never leaves it.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 24; i += 1) {
        await page.keyboard.press(key);
        const now = await focused(page);
        if (!now.inDialog || !now.shown) throw new Error(`${key} #${i + 1} left the panel for <${now.tag}> «${now.name}»`);
      }
    }
    // An empty request: the focus lands on the first field, whose description is its error.
    await dialog.getByRole("button", { name: "Отправить заявку" }).focus();
    await page.keyboard.press("Enter");
    const name = dialog.getByRole("textbox", { name: /Имя/ });
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    const description = await name.evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" "),
    );
    expect(description).toBe("Заполните поле");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(focused(page)).resolves.toMatchObject({ name: "Оставить заявку", shown: true });
    expect(errors).toEqual([]);
    await page.close();
  },
);

test("FAQ answers open with Enter and close with Space", async () => {
  const { page, errors } = await open("/modules/faces");
  const question = page.locator("details > summary").first();
  const details = page.locator("details").first();
  // Reached by Tab from the element just before it, as a keyboard user would.
  await question.evaluate((el) => {
    const all = [...document.querySelectorAll<HTMLElement>("a[href], button, summary, input, textarea, [tabindex='0']")];
    all[all.indexOf(el as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press("Tab");
  await expect(question.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await expect(focused(page)).resolves.toMatchObject({ shown: true, marked: true });
  await page.keyboard.press("Enter");
  await expect(details.getAttribute("open")).resolves.toBe("");
  await page.keyboard.press("Space");
  await expect(details.getAttribute("open")).resolves.toBeNull();
  expect(errors).toEqual([]);
  await page.close();
});
