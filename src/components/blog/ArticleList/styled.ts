import styled from "styled-components";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  ul { margin: 0; padding: 0; list-style: none; }
  li { display: flex; }
  li > * { flex: 1; }
`;
