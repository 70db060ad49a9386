import React from "react";
import { act, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { Layout } from ".";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(siteData);
});

test("a route listed in the layout table gets the extended bottom: info card, systems, messenger section", async () => {
  renderOnSite(
    <Layout path="/ai-projects/grz-recognition">
      <h1>Распознавание ГРЗ</h1>
    </Layout>,
  );
  // Its code loads apart from the page's (it is below the fold): jsdom has no IntersectionObserver, so at once.
  // Each part is a chunk of its own; a loaded machine may take longer than findBy's default second (within jest's 5 s for the test).
  const loaded = { timeout: 4000 };
  expect(await screen.findByRole("heading", { name: "Готовые проекты" }, loaded)).toBeInTheDocument();
  expect(await screen.findByText("54", {}, loaded)).toBeInTheDocument();
  expect(await screen.findByRole("heading", { name: "Системы, которые мы строим" }, loaded)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Распознавание лиц" })).toHaveAttribute("href", "/modules/faces");
  const write = await screen.findByRole("link", { name: "Написать в телеграм" }, loaded);
  expect(write).toHaveAttribute("href", "https://t.me/videumlab");
  expect(write).toHaveAttribute("target", "_blank");
  expect(screen.queryByRole("heading", { name: "Обсудим вашу задачу" })).toBeNull();
  // With no closing request block, the messenger section is where the page offers the request form.
  const messenger = screen.getByRole("region", { name: "Обсудим задачу в Telegram" });
  expect(within(messenger).getByRole("link", { name: "Оставить заявку" })).toHaveAttribute("href", "/contact#request");
});

test("any other route keeps the default layout with its closing request block", () => {
  renderOnSite(
    <Layout path="/modules/faces">
      <h1>Распознавание лиц</h1>
    </Layout>,
  );
  expect(screen.getByRole("heading", { name: "Обсудим вашу задачу" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Готовые проекты" })).toBeNull();
  expect(screen.getByRole("main")).toHaveAttribute("data-layout", "default");
});

test("the frame has the skip link, header, breadcrumbs, main content and footer", async () => {
  renderOnSite(
    <Layout path="/services/computer-vision">
      <h1>Компьютерное зрение</h1>
    </Layout>,
  );
  expect(screen.getByRole("link", { name: "Перейти к содержанию" })).toHaveAttribute("href", "#main");
  expect(screen.getByRole("banner")).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Хлебные крошки" })).toBeInTheDocument();
  expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Компьютерное зрение", level: 1 }));
  expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
});

describe("the messaging-channel banner after 20 s without activity", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  // The banner's code is a dynamic import made when it is due: the async act lets it arrive.
  const idle = () =>
    act(async () => {
      jest.advanceTimersByTime(20_000);
    });
  const banner = () => screen.queryByRole("dialog", { name: /Telegram/ });

  test("shows on a default-layout route", async () => {
    renderOnSite(
      <Layout path="/modules/faces">
        <h1>Распознавание лиц</h1>
      </Layout>,
    );
    expect(banner()).toBeNull();
    await idle();
    expect(banner()).toBeInTheDocument();
  });

  test("never shows on an extended-bottom route", async () => {
    renderOnSite(
      <Layout path="/ai-projects/grz-recognition">
        <h1>Распознавание ГРЗ</h1>
      </Layout>,
    );
    await idle();
    expect(banner()).toBeNull();
    expect(localStorage.getItem("openedBanner")).toBeNull();
  });
});
