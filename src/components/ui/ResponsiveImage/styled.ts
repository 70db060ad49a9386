import styled from "styled-components";

/** Fills its container's width; the height follows from the width/height attributes' ratio. */
export const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
`;
