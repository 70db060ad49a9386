import styled from "styled-components";
import { Submit as FormSubmit } from "../FormParts/styled";
import { visuallyHidden } from "../../../styles/mixins";

export const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  max-width: 26rem;
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Subtitle = styled.p`
  margin: 0.25rem 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Field = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Label = styled.label`
  ${visuallyHidden}
`;

export const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  padding: 0 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceDarkRaised};
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.textMutedOnDark}; }
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled { opacity: 0.7; }
`;

/** The form's submit button, squarer to sit flush with the address field. */
export const Submit = styled(FormSubmit)`
  justify-self: auto;
  padding: 0 1.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  input { margin-top: 0.15rem; width: 1rem; height: 1rem; flex: none; }
  a { text-decoration: underline; }
`;

export const Error = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.errorOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
