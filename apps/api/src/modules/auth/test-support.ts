import { ApiError } from '@efir/contract';
import { expect } from 'vitest';
import type { browser } from '../../../test/helpers.js';

export type Visitor = ReturnType<typeof browser>;

/** Awaits a call that must fail and checks its status and error code; returns the error body for further checks. */
export async function expectProblem(promise: Promise<unknown>, status: number, code: number): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${status} ${code}`).toBeInstanceOf(ApiError);
  expect({ status: (error as ApiError).status, code: (error as ApiError).body?.error_code }).toEqual({ status, code });
  return (error as ApiError).body as unknown as Record<string, unknown>;
}

/** The newest code the dev outbox holds for a phone or e-mail, as the e2e journeys read it. */
export async function lastCode(viewer: Visitor, to: string): Promise<string> {
  const [message] = await viewer.call('dev.outbox', { query: { to } });
  expect(message?.code).toBeTruthy();
  return message!.code!;
}

/** A phone in the demo range no test has used: +7 999 then seven digits. */
let nextPhone = 1_000_000;
export function freshPhone(): string {
  nextPhone += 1;
  return `7999${nextPhone}`;
}
