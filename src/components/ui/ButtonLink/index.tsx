import React from "react";
import { Link } from "gatsby";
import { StyledButton } from "./styled";

export interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: "primary" | "secondary" | "onDark";
}

/** A link styled as a button: site routes go through Gatsby's Link, anything else is a plain anchor. */
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  if (to.startsWith("/") && !/\.\w+$/.test(to)) {
    return (
      <StyledButton as={Link} to={to} $variant={variant}>
        {children}
      </StyledButton>
    );
  }
  return (
    <StyledButton href={to} $variant={variant}>
      {children}
    </StyledButton>
  );
}
