import React from "react";
import { loadContactForm } from "../../forms/ContactForm/lazy";
import { loadContactPanel } from "../ContactPanel/lazy";
import { useContactPanel } from "../context";
import { StyledButton } from "../../ui/ButtonLink/styled";

export interface RequestButtonProps {
  variant?: "primary" | "secondary" | "onDark";
  children?: React.ReactNode;
}

/**
 * 'Оставить заявку': opens the side contact panel. It is a link to the form on /contact underneath, so
 * without JavaScript (or with a modifier key) the visitor still reaches it.
 */
export function RequestButton({ variant = "primary", children = "Оставить заявку" }: RequestButtonProps) {
  const { open } = useContactPanel();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open();
  };
  // Fetch the panel's and the form's code as the pointer or focus arrives, so the panel opens with the
  // form in place.
  const preload = () => void Promise.all([loadContactPanel(), loadContactForm()]).catch(() => undefined);
  return (
    <StyledButton
      href="/contact#request"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="dialog"
      $variant={variant}
    >
      {children}
    </StyledButton>
  );
}
