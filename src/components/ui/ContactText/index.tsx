import React from "react";
import { contactParts } from "../../../lib/contact-links";

/**
 * Running text with its phone numbers and e-mail addresses as links a visitor taps to call or write.
 * Neither a number nor an address ever breaks across lines (the global rule for tel: and mailto: links):
 * «hello@ / videumlab.ru» on two lines read as two things.
 */
export function ContactText({ text }: { text: string }) {
  return (
    <>
      {contactParts(text).map((part, i) => {
        if (typeof part === "string") return <React.Fragment key={i}>{part}</React.Fragment>;
        return (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

/** Whether the text holds a phone number or an e-mail address (a card that must give it room). */
export const hasContact = (text: string): boolean => contactParts(text).some((part) => typeof part !== "string");
