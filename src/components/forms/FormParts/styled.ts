import styled, { keyframes } from "styled-components";
import { focusRing, visuallyHidden } from "../../../styles/mixins";

/** A form's fields one under another. */
export const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  text-align: left;
`;

/** A form standing on its own on a page: a card. */
export const Form = styled(Fields)`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const FormMessage = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
  &[hidden] { display: none; }
`;

export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

const control = `
  width: 100%;
  padding: 0.625rem 0.875rem;
  border-radius: 8px;
  font: inherit;
`;

export const Input = styled.input`
  ${control}
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; }
  ${focusRing}
`;

/** SPEC §5: textarea at least 100 px high. */
export const TextArea = styled.textarea`
  ${control}
  min-height: 100px;
  resize: vertical;
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
  ${focusRing}
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  &[hidden] { display: none; }
`;

export const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  input { margin-top: 0.2em; flex: none; width: 1rem; height: 1rem; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Trap = styled.div`
  ${visuallyHidden}
`;

export const Submit = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 1.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  &:disabled { cursor: progress; opacity: 0.8; }
  ${focusRing}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The loader of a submit button (SPEC §9: one turn in 0.8 s). */
export const Spinner = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;
