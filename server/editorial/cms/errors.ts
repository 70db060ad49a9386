import type { ContentProblem } from "../../../content-model/problems";

/**
 * A refusal the editor reads: HTTP status and a Russian message; for content the check refuses, the
 * problems too (file, line, field path, message, the other entry of a clash), so the admin can name
 * each field by its label in the form.
 */
export class CmsError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly problems?: ContentProblem[],
  ) {
    super(message);
  }
}

export const CONFLICT_MESSAGE = "Содержимое изменилось на сервере: обновите страницу";
export const TOO_LARGE_MESSAGE = "Файл больше 10 МБ";
