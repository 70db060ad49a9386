/**
 * The admin leaves for the login page once per page: «Выйти» and the publishing bar's poll (which
 * meets a 401 as soon as the session ends) both send the editor there, and a second
 * `location.assign` to the same address cancels the first navigation midway (Chromium reports it
 * aborted, and the page may sit on Decap's own screen until the second one lands).
 */
let leftFor: string | null = null;

export function leaveFor(url: string, assign: (url: string) => void = (to) => window.location.assign(to)): void {
  if (leftFor !== null) return;
  leftFor = url;
  assign(url);
}

/** Tests only: a new page life. */
export function forgetLeaving(): void {
  leftFor = null;
}
