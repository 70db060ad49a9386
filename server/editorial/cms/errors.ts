/** A refusal the editor reads: HTTP status and a Russian message. */
export class CmsError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const CONFLICT_MESSAGE = "Содержимое изменилось на сервере: обновите страницу";
export const TOO_LARGE_MESSAGE = "Файл больше 10 МБ";
