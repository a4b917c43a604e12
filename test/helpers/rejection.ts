/** The SunsetError a promise rejects with (the test fails when it resolves or rejects with anything else). */
import { expect } from 'vitest';
import { SunsetError } from '../../src/errors.js';

export async function rejection(promise: Promise<unknown>): Promise<SunsetError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected a rejection').toBeInstanceOf(SunsetError);
  return error as SunsetError;
}
