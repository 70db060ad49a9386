import React, { useRef } from "react";
import { flushSync } from "react-dom";
import MaskedInput from "react-text-mask";
import {
  formatPhone,
  normalisePastedPhone,
  normalisePhone,
  NOTHING_TYPED,
  phoneMask,
  russianPrefixWhileTyping,
  type TypedPhone,
} from "../../../../rules/phone-mask";
import { Input } from "../FormParts";

export interface PhoneInputProps {
  id: string;
  name: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => void;
  onFocus: (event: React.FocusEvent<HTMLInputElement>) => void;
}

/**
 * The phone typed through the SPEC §5 masks (react-text-mask picks the mask by the number of digits).
 * A pasted number with spaces, brackets or dashes is laid into the mask whole. A Russian number begun
 * in its local form ("8 999…") or from its operator code ("999…", "+9…") shows +7 from its first digit;
 * any other begun with "+" keeps its digits. Leaving the field lays a whole local number (typed with
 * "+8", autofilled) into +7 too.
 */
export function PhoneInput({ id, name, value, invalid, describedBy, onChange, onBlur, onFocus }: PhoneInputProps) {
  const typed = useRef<TypedPhone>(NOTHING_TYPED);
  const rewritten = useRef(false);
  const pipe = (conformedValue: string, config: { rawValue: string }) => {
    const shown = russianPrefixWhileTyping(conformedValue, config.rawValue, typed.current);
    typed.current = shown;
    rewritten.current = shown.value !== conformedValue;
    return shown.value;
  };
  /**
   * react-text-mask places the caret by finding the typed characters in what it shows; the 8 it no
   * longer finds leaves the caret before the 7, where the next digit would go; a 7 put before the digits
   * typed, or taken away again at an 11th digit, shifts them the same way. It belongs at the end,
   * now and after text-mask's own deferred placement on Android.
   */
  const caretToEnd = (input: HTMLInputElement) => {
    const end = input.value.length;
    input.setSelectionRange(end, end);
    setTimeout(() => document.activeElement === input && input.setSelectionRange(input.value.length, input.value.length), 0);
  };
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!/\d/.test(pasted)) return;
    event.preventDefault();
    // A pasted number is read whole, whatever was typed before it.
    typed.current = NOTHING_TYPED;
    // text-mask lays the new value in as React renders it, leaving the caret where the paste began.
    flushSync(() => onChange(formatPhone(normalisePastedPhone(pasted))));
    caretToEnd(event.currentTarget);
  };
  return (
    <MaskedInput
      mask={phoneMask}
      pipe={pipe}
      guide={false}
      id={id}
      name={name}
      value={value}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 999 123-45-67"
      required
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        if (rewritten.current) caretToEnd(event.target);
        onChange(event.target.value);
      }}
      onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
        const normal = normalisePhone(event.target.value);
        if (normal !== event.target.value) onChange(normal);
        onBlur(event);
      }}
      onFocus={onFocus}
      onPaste={onPaste}
      render={(ref, props) => <Input ref={ref as React.Ref<HTMLInputElement>} {...props} />}
    />
  );
}
