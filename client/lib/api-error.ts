/** What a form needs out of an apiRequest error ('{status}: {body}', the body being JSON when the API answered). */
export interface ApiErrorDetails {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string[]>;
}

export function readApiError(error: unknown): ApiErrorDetails {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: text, fieldErrors: {} };
  const status = Number(match[1]);
  const rest = match[2] ?? '';
  try {
    const body = JSON.parse(rest) as { message?: unknown; fieldErrors?: unknown };
    return {
      status,
      message: typeof body.message === 'string' ? body.message : rest,
      fieldErrors: isFieldErrors(body.fieldErrors) ? body.fieldErrors : {},
    };
  } catch {
    return { status, message: rest, fieldErrors: {} };
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
