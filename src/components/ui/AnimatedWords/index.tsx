import React from "react";
import { splitWords, wordDelayMs } from "../../../lib/motion";
import { Word } from "./styled";

export interface AnimatedWordsProps {
  text: string;
}

/**
 * A headline whose words fade in one after another (SPEC §2). The spaces stay plain text between the
 * words, so the heading reads and wraps as the sentence it is; words joined by a non-breaking space
 * move together.
 */
export function AnimatedWords({ text }: AnimatedWordsProps) {
  const words = splitWords(text);
  return (
    <>
      {words.map((word, i) => (
        <React.Fragment key={i}>
          {i > 0 && " "}
          <Word $delay={wordDelayMs(i, words.length)}>{word}</Word>
        </React.Fragment>
      ))}
    </>
  );
}
