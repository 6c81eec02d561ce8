import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, markConnectionError } from './availability.js';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code, syscall: 'connect' });
const serverError = (code: string) => Object.assign(new pg.DatabaseError('server says no', 0, 'error'), { code });

describe('telling the database going away from other failures', () => {
  it('names the reason of a refused, lost or shutting-down connection, wrapped by Drizzle or not, without the address', () => {
    const refused = socketError('ECONNREFUSED');
    markConnectionError(refused);
    expect(databaseUnavailable(refused)).toBe('ECONNREFUSED: connection refused');
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], socketError('ECONNRESET')))).toBe('ECONNRESET: connection reset');
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], serverError('57P01')))).toBe('57P01: the server is shutting down');
    expect(databaseUnavailable(serverError('08006'))).toBe('08006: connection failure');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('connection lost');
    expect(databaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe('connection lost');
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('connection timed out');
  });

  it('leaves every other failure alone: a query the server refused, a bug, another service unreachable', () => {
    expect(databaseUnavailable(new DrizzleQueryError('insert', [], serverError('23505')))).toBeUndefined();
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBeUndefined();
    // The SMS gateway or the acquirer refusing a connection is not the database.
    expect(databaseUnavailable(new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }))).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
  });
});
