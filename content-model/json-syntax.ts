/**
 * What is wrong with a JSON file that does not parse, in an editor's words and where: «не хватает
 * запятой», line 3, position 22. JSON.parse's own message is the engine's English ("Expected ',' or '}'
 * after property value in JSON at position 22"); jsonc-parser's error codes are read here instead.
 */
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";

/** jsonc-parser's error codes by name (its enum is a const enum, which isolated modules cannot read). */
type Code = ReturnType<typeof printParseErrorCode>;

export interface JsonSyntaxError {
  /** 1-based. */
  line: number;
  /** 1-based, in characters of that line. */
  column: number;
  /** «не хватает запятой» — lower case, to follow «файл не читается: ». */
  message: string;
}

const WORDS: Partial<Record<Code, string>> = {
  InvalidNumberFormat: "неверно записано число",
  UnexpectedEndOfNumber: "неверно записано число",
  PropertyNameExpected: "ожидается имя поля в двойных кавычках",
  ValueExpected: "ожидается значение",
  ColonExpected: "после имени поля не хватает двоеточия",
  CommaExpected: "не хватает запятой",
  CloseBraceExpected: "не хватает закрывающей скобки «}»",
  CloseBracketExpected: "не закрыт список: не хватает скобки «]»",
  EndOfFileExpected: "после конца данных лишний текст",
  InvalidCommentToken: "комментарии в JSON не допускаются",
  UnexpectedEndOfComment: "комментарии в JSON не допускаются",
  UnexpectedEndOfString: "текст не закрыт кавычкой «\"»",
  InvalidUnicode: "неверно записан символ \\u…",
  InvalidEscapeCharacter: "после «\\» в тексте недопустимый символ",
  InvalidCharacter: "в тексте перевод строки или табуляция: их записывают как \\n и \\t",
};

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: Math.min(offset, text.length) - start + 1 };
}

/** The last character before `offset` that is not white space. */
function before(text: string, offset: number): string {
  for (let i = offset - 1; i >= 0; i--) if (!/\s/.test(text[i])) return text[i];
  return "";
}

/** The first problem's words, with what an editor most likely did where the code alone would mislead. */
function words(text: string, { error: code, offset }: ParseError): string {
  const error = printParseErrorCode(code);
  const at = text[offset] ?? "";
  if (text.trim() === "") return "файл пуст";
  // {"a": 1,} — the parser expects another field after the comma.
  if ((error === "PropertyNameExpected" || error === "ValueExpected") && (at === "}" || at === "]") && before(text, offset) === ",") {
    return `лишняя запятая перед «${at}»`;
  }
  // "Лаборатория "Видеум"": the text ends at the second quote and a word follows it at once.
  if ((error === "InvalidSymbol" || error === "CommaExpected") && text[offset - 1] === '"' && /[\p{L}\d]/u.test(at)) {
    return "внутри текста прямые кавычки «\"»: замените их на «ёлочки»";
  }
  if (error === "InvalidSymbol") {
    if (at === "'") return "текст и имена полей берут в двойные кавычки «\"», а не в одинарные";
    if (/[\p{L}_]/u.test(at) && (before(text, offset) === "{" || before(text, offset) === ",")) return "имя поля должно стоять в двойных кавычках";
    return at ? `лишний или недопустимый символ «${at}»` : "лишний или недопустимый символ";
  }
  if (error === "CommaExpected" && at === '"') return "не хватает запятой перед этим полем";
  if (error === "ValueExpected" && offset >= text.trimEnd().length) return "файл обрывается: данные не закончены";
  return WORDS[error] ?? "файл не читается как JSON";
}

/** The first syntax error of a JSON text, or undefined when it parses. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length === 0) {
    // What jsonc-parser lets pass and JSON.parse does not (none known): said plainly, without a place.
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return { line: 1, column: 1, message: "файл не читается как JSON" };
    }
  }
  const first = errors[0];
  return { ...position(text, first.offset), message: words(text, first) };
}
