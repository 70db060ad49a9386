import React from "react";

/** Gatsby in component tests: Link is an anchor, queries are answered by each test's mock. */
const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const Link = jest.fn(
  ({ to, activeClassName: _a, partiallyActive: _p, ...rest }: { to: string; activeClassName?: string; partiallyActive?: boolean } & React.AnchorHTMLAttributes<HTMLAnchorElement>) =>
    React.createElement("a", { ...rest, href: to }),
);
export const withPrefix = gatsby.withPrefix;
