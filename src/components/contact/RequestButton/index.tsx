import React from "react";
import { useContactPanel } from "../context";
import { StyledButton } from "../../ui/ButtonLink/styled";

export interface RequestButtonProps {
  variant?: "primary" | "secondary" | "onDark";
  children?: React.ReactNode;
}

/**
 * 'Оставить заявку': opens the side contact panel. It is a link to /contact underneath, so without
 * JavaScript (or with a modifier key) the visitor still reaches the contacts.
 */
export function RequestButton({ variant = "primary", children = "Оставить заявку" }: RequestButtonProps) {
  const { open } = useContactPanel();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
  return (
    <StyledButton href="/contact" onClick={onClick} aria-haspopup="dialog" $variant={variant}>
      {children}
    </StyledButton>
  );
}
