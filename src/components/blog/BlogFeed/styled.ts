import styled from "styled-components";
import { StyledButton } from "../../ui/ButtonLink/styled";

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const LoadMore = styled(StyledButton)`
  &[aria-busy="true"] { opacity: 0.7; cursor: progress; }
`;

export const Failure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

export const Retry = styled.button`
  min-height: ${({ theme }) => theme.layout.buttonHeightSmall}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
