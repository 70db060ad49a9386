import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Img } from "./styled";
import { FIRST_SCREEN_PICTURE } from "../../../lib/app-scripts";

export interface ResponsiveImageProps {
  /** `gatsbyImageData` from gatsby-transformer-sharp: the widths and formats sharp made at build. */
  image: IGatsbyImageData;
  alt: string;
  /** The page's largest picture above the fold: loaded at once, first, instead of lazily. */
  priority?: boolean;
}

/**
 * A picture from the build's responsive set as plain `<picture>` markup: WebP with a JPEG fallback,
 * `sizes` from the query, width and height on the `<img>` so the box is reserved before it loads.
 *
 * It replaces gatsby-plugin-image's `GatsbyImage`, which on the first mount imports a 21 KB (gzip)
 * chunk with react-dom/server to swap placeholders, keeps the picture at opacity 0 until a script
 * decodes it (later LCP) and repeats every srcset in a `<noscript>` copy. Native lazy loading and
 * the dominant colour as background give the same result with no JavaScript at all.
 */
export function ResponsiveImage({ image, alt, priority = false }: ResponsiveImageProps) {
  const { images, width, height, backgroundColor } = image;
  const fallback = images.fallback;
  // React 18 does not know the `fetchPriority` prop yet; the lowercase attribute passes through as is.
  // `elementtiming`: the browser reports when the picture is painted (src/lib/app-scripts waits for it).
  const priorityAttributes = priority ? ({ fetchpriority: "high", elementtiming: FIRST_SCREEN_PICTURE } as Record<string, string>) : {};
  return (
    <picture>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <Img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        style={backgroundColor ? { backgroundColor } : undefined}
        {...priorityAttributes}
      />
    </picture>
  );
}

/** The URL of the image's fallback file (for Open Graph cards and JSON-LD). */
export function imageSrc(image: IGatsbyImageData | null | undefined): string | undefined {
  return image?.images.fallback?.src;
}
