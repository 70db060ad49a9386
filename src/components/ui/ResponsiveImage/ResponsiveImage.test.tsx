import React from "react";
import { screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { renderOnSite } from "../../../../jest/render";
import { ResponsiveImage, imageSrc } from ".";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 760,
  height: 475,
  backgroundColor: "#1b2a4a",
  images: {
    fallback: {
      src: "/static/a/760/hero.jpg",
      srcSet: "/static/a/320/hero.jpg 320w,\n/static/a/640/hero.jpg 640w,\n/static/a/760/hero.jpg 760w",
      sizes: "(max-width: 1023px) 100vw, 600px",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/a/320/hero.webp 320w,\n/static/a/640/hero.webp 640w,\n/static/a/760/hero.webp 760w",
        sizes: "(max-width: 1023px) 100vw, 600px",
      },
    ],
  },
};

test("renders WebP and a JPEG fallback with sizes, width and height reserved, loaded lazily by default", () => {
  renderOnSite(<ResponsiveImage image={image} alt="Камера над въездом на склад" />);
  const img = screen.getByRole("img", { name: "Камера над въездом на склад" });
  expect(img).toHaveAttribute("width", "760");
  expect(img).toHaveAttribute("height", "475");
  expect(img).toHaveAttribute("src", "/static/a/760/hero.jpg");
  expect(img.getAttribute("srcset")).toContain("/static/a/320/hero.jpg 320w");
  expect(img).toHaveAttribute("sizes", "(max-width: 1023px) 100vw, 600px");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img).not.toHaveAttribute("fetchpriority");
  expect(img).not.toHaveAttribute("elementtiming");
  // The dominant colour fills the box while the file loads.
  expect(img).toHaveStyle({ backgroundColor: "#1b2a4a" });
  const source = img.parentElement?.querySelector("source");
  expect(img.parentElement?.tagName).toBe("PICTURE");
  expect(source).toHaveAttribute("type", "image/webp");
  expect(source?.getAttribute("srcset")).toContain("/static/a/640/hero.webp 640w");
});

test("the page's main picture is asked for at once and first", () => {
  renderOnSite(<ResponsiveImage image={image} alt="Схема платформы" priority />);
  const img = screen.getByRole("img", { name: "Схема платформы" });
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");
  expect(img).toHaveAttribute("elementtiming", "first-screen-picture");
});

test("imageSrc gives the fallback file for social cards, and nothing without an image", () => {
  expect(imageSrc(image)).toBe("/static/a/760/hero.jpg");
  expect(imageSrc(null)).toBeUndefined();
});
