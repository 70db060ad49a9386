import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { SITE_URL, contentDirOf } from "./env";
import { jsonTypeName } from "../json-type-name";
import { sitemapOptions } from "../sitemap";
import { offlineOptions } from "../offline";
import { feedOptions } from "../feed";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: SITE_URL },
  // SPEC §2 writes every route without a trailing slash (/about, /modules/faces).
  trailingSlash: "never",
  // The types are for the engineer's editor and typecheck; a publish (SKIP_GRAPHQL_TYPEGEN=1) does not
  // need them and saves the second it takes to write them.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: process.env.SKIP_GRAPHQL_TYPEGEN !== "1" },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // No component names in class names and code ("styled__Band-sc-…" → "sc-…"): 6–7 % less HTML to
      // parse on every page and ~2 KB (gzip) less JavaScript. Component ids stay, so SSR styles rehydrate.
      options: { displayName: false },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "dominantColor",
          quality: 78,
          breakpoints: [320, 640, 768, 1024, 1280, 1536],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // An article's diagram.json is the source its diagram picture is drawn from, not site data; the
      // privacy policy is typeset into /privacy.pdf by a script, not rendered as a page.
      options: { name: "content", path: contentDirOf(path.resolve(__dirname, "../..")), ignore: ["**/blog/**/*.json", "**/legal/**"] },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            // Pictures in articles: responsive, at the SPEC §9 widths, WebP with a fallback, lazy.
            resolve: "gatsby-remark-images",
            options: {
              maxWidth: 760,
              srcSetBreakpoints: [320, 640, 768, 1024, 1280, 1536],
              withWebp: true,
              quality: 80,
              // A tap on a diagram opens it full size: on a phone its labels are small.
              linkImagesToOriginal: true,
              disableBgImage: true,
              loading: "lazy",
              decoding: "async",
            },
          },
        ],
      },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Видеум Лаб — компьютерное зрение и AI для бизнеса",
        short_name: "Видеум",
        lang: "ru",
        start_url: "/",
        background_color: "#0b1530",
        theme_color: "#3b5bfd",
        display: "minimal-ui",
        icon: "src/images/icon.png",
        cache_busting_mode: "none",
      },
    },
    // Must come after the manifest plugin so the manifest is cached for offline use.
    { resolve: "gatsby-plugin-offline", options: offlineOptions },
  ],
};

export default config;
