/**
 * What the site's components import from "gatsby", for the admin bundle (scripts/build-admin.ts
 * aliases "gatsby" here): the preview pane has no Gatsby runtime. A link is a plain link; a query
 * fragment is nothing; a component that needs the site's data from a static query cannot be previewed.
 */
import React from "react";

export const graphql = (..._parts: unknown[]): string => "";

export const Link = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }>(
  function Link({ to, activeClassName: _active, partiallyActive: _partially, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  },
);

export function navigate(to: string): void {
  window.open(to, "_blank", "noopener");
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in the CMS preview");
}
