import React from "react";
import { Link } from "gatsby";
import { CONSENT_PATH, PRIVACY_PATH } from "../../../../rules/consent";
import * as S from "./styled";

export * from "./styled";

/** The bot trap: out of sight and out of the tab order for people; bots fill it in. */
export const Honeypot = React.forwardRef<HTMLInputElement>(function Honeypot(_props, ref) {
  return (
    <S.Trap aria-hidden="true">
      <label>
        Сайт компании
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </S.Trap>
  );
});

/** The 152-ФЗ consent sentence with the consent document and the privacy policy linked. */
export function ConsentText({ newsletter = false }: { newsletter?: boolean }) {
  return (
    <span>
      Я даю <Link to={CONSENT_PATH}>согласие на обработку персональных данных</Link>
      {newsletter ? " и получение рассылки" : ""}, с <a href={PRIVACY_PATH}>политикой конфиденциальности</a>{" "}
      ознакомлен
    </span>
  );
}
