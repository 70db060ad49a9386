/** A wrong call of an operator's command: exit code 2, as for arguments parseArgs refuses; any other failure is 1. */
export class UsageError extends Error {}

export function exitCodeOf(error: unknown): number {
  return error instanceof UsageError || (error as { code?: string } | null)?.code?.startsWith("ERR_PARSE_ARGS") ? 2 : 1;
}
