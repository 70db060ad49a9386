import styled from "styled-components";

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Item = styled.span``;

/** As wide as a typical count; the text is CSS content, so it is not part of the page's text. */
export const Placeholder = styled.span`
  visibility: hidden;
  &::before { content: "1\\00a0 000 просмотров"; } /* "\\00a0 " + space: a no-break space */
`;
