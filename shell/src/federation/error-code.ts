// Module Federation's runtime errors carry a code (@module-federation/error-codes: "… #RUNTIME-008", a remote
// entry that failed to load); the field measurement reports the code, never the message.

const codePattern = /\b((?:RUNTIME|TYPE|BUILD)-\d{3})\b/;

/** The federation error code in an error, its cause or its aggregated errors (the first found); undefined if none. */
export function federationErrorCode(error: unknown, depth = 0): string | undefined {
  if (error === null || error === undefined || depth > 5) return undefined;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const code = codePattern.exec(message)?.[1];
  if (code) return code;
  const inner = error instanceof AggregateError ? error.errors : [];
  for (const each of [...inner, (error as { cause?: unknown }).cause]) {
    const found = federationErrorCode(each, depth + 1);
    if (found) return found;
  }
  return undefined;
}
