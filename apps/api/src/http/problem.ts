import { ErrorCode } from '@efir/contract';

/** A refusal the client should see as `{error_code, description}` with this HTTP status. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    description: string,
    /** Extra fields of the error body, e.g. seconds to wait. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = 'Problem';
  }
}

export const notFound = (what = 'Not found') => new Problem(404, ErrorCode.NOT_FOUND, what);
export const forbidden = (what = 'Forbidden') => new Problem(403, ErrorCode.FORBIDDEN, what);
export const badRequest = (what: string) => new Problem(400, ErrorCode.VALIDATION_FAILED, what);

/** A limit was hit: the body says how long to wait (`retry_after_seconds`, in seconds). */
export const tooMany = (errorCode: number, description: string, retryAfterSeconds: number) =>
  new Problem(429, errorCode, description, { retry_after_seconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
