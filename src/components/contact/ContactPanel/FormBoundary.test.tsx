import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { allStaticData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { RequestButton } from "../RequestButton";
import { ContactPanel } from ".";

// The form's chunk cannot be fetched (connection lost, or a deploy replaced it).
jest.mock("../../forms/ContactForm/index", () => {
  throw new Error("Loading chunk 812 failed.");
});

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

test("if the form's code cannot load, the panel says so and leads to the request page and the contacts", async () => {
  renderOnSite(
    <>
      <RequestButton />
      <ContactPanel />
    </>,
  );
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Форма не загрузилась");
  expect(screen.getByRole("link", { name: "страницу заявки" })).toHaveAttribute("href", "/contact#request");
  expect(screen.getByRole("link", { name: /hello@videumlab\.ru/ })).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Оставить заявку" })).toBeVisible();
});
