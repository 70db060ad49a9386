import React from "react";
import MaskedInput from "react-text-mask";
import { formatPhone, normalisePastedPhone, normalisePhone, phoneMask } from "../../../lib/phone-mask";
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
 * A pasted number with spaces, brackets or dashes is laid into the mask whole. A number typed in a
 * Russian local form ("8 999…", "999…") becomes +7 when the visitor leaves the field; not while typing,
 * where the same first digits may still grow into a longer foreign number.
 */
export function PhoneInput({ id, name, value, invalid, describedBy, onChange, onBlur, onFocus }: PhoneInputProps) {
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!/\d/.test(pasted)) return;
    event.preventDefault();
    onChange(formatPhone(normalisePastedPhone(pasted)));
  };
  return (
    <MaskedInput
      mask={phoneMask}
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
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
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
