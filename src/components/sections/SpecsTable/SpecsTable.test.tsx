import React from "react";
import { screen } from "@testing-library/react";
import { renderOnSite } from "../../../../jest/render";
import { SpecsTable } from ".";

test("each property is a term with its value, in the order given", () => {
  renderOnSite(
    <SpecsTable
      rows={[
        { label: "Источники данных", value: "IP-камеры по RTSP/ONVIF" },
        { label: "Развёртывание", value: "Только on-premise" },
      ]}
    />,
  );
  expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(["Источники данных", "Развёртывание"]);
  expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["IP-камеры по RTSP/ONVIF", "Только on-premise"]);
});
