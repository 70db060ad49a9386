import React from "react";
import styled from "styled-components";
import { iconButton } from "../../../styles/mixins";

const Round = styled.button`
  ${iconButton}
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

/** The round "×" of a dialog; its name says what it closes. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Round type="button" onClick={onClick} aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Round>
  );
}
