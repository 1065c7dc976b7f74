/** The one error type services throw; the error plugin turns it into `{ message, fieldErrors?, requestId }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError(404, `${what} not found`);

/** A service's get-or-404: the row a repo lookup found, or "<what> not found" when there is none. */
export function orNotFound<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
export const forbidden = () =>
  new AppError(403, 'You do not have permission to perform this action');
export const unauthorized = () => new AppError(401, 'Authentication required - please sign in');
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, message, fieldErrors);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, fieldErrors);

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505')
      return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}
