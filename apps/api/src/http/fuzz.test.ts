import { type Endpoint, type EndpointName, endpoints } from '@efir/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browser, createTestApp } from '../../test/helpers.js';
import { registerByPhone } from '../modules/profiles/test-support.js';

/**
 * The contract fuzzed (issue 14): every operation gets at least 200 bad inputs built from its own zod schemas — wrong
 * types, NUL bytes, lone surrogates, huge and negative numbers, ids past 32 and 64 bits, huge strings, nested junk,
 * wrong methods, missing bodies, wrong content types. Each must answer a 4xx with an error code and write nothing.
 */
const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const { app, database } = await createTestApp({ env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const CASES_PER_OPERATION = 200;

const viewer = browser(app);
await registerByPhone(viewer);
// The account's main profile is made on its first read; made now, a later count sees only what bad input wrote.
await viewer.call('profiles.list');
const cookie = [...viewer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const junkString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '', ' ', '-1', '2147483648', '18446744073709551616', 'NaN', '1e400'),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('x'.repeat(70_000), '😀'.repeat(3000)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const junkNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, 2 ** 53, 2 ** 64, -1, -2_147_483_649, 0, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('junk'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('junk'), { maxKeys: 4 }),
  ),
}));

/** The property names an object schema declares (zod 4's JSON Schema), so junk lands on real fields too. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

/** An object over the schema's fields (and maybe strangers) holding junk, or junk instead of an object. */
const junkObject = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, junk])), { requiredKeys: [] }),
    fc
      .tuple(
        fc.record(Object.fromEntries(fields.map((field) => [field, junk])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 6 }), junk, { maxKeys: 3 }),
      )
      .map(([known, extra]) => ({ ...extra, ...known })),
    junk,
  );

/** A value as it travels in a URL: objects as JSON, the rest as their string. */
const text = (value: unknown) => String(typeof value === 'object' ? JSON.stringify(value) : value);

/** Percent-encodes anything, lone surrogates included (as the invalid UTF-8 a client could send). */
const encode = (value: unknown): string =>
  [...text(value)]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

interface Case {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
  /** The one status this case must get (a wrong method's 405). */
  expect?: number;
}

/** The methods the contract takes at a concrete path (another operation's pattern may match it too). */
const methodsAt = (url: string) =>
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((endpoint) => new RegExp(`^${endpoint.path.replace(/:[a-z_]+/g, '[^/]+')}$`).test(url))
    .map((endpoint) => endpoint.method as string);

/** Whether the operation's schema refuses the value (a body-less call's null stands for no body, as the routes read it). */
const invalid = (schema: z.ZodType | undefined, value: unknown) =>
  !schema || (!schema.safeParse(value).success && !(value === null && schema.safeParse(undefined).success));
const withValues = (path: string, params: Record<string, unknown>) =>
  path.replace(/:([a-z_]+)/g, (_, name: string) => (name in params ? encode(params[name]) : '1'));
const queryString = (query: unknown) =>
  query && typeof query === 'object' && !Array.isArray(query)
    ? `?${Object.entries(query)
        .map(([key, value]) => `${encode(key)}=${encode(value)}`)
        .join('&')}`
    : `?${encode(query)}`;
const JSON_TYPE = { 'content-type': 'application/json' };
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The bad requests for one operation, each refused by the operation's own schema or by HTTP itself. */
function casesFor(endpoint: Endpoint): Case[] {
  const auth: Record<string, string> = endpoint.access === 'operator' ? { authorization: `Bearer ${OPERATOR_TOKEN}` } : { cookie };
  const parts = (['params', 'query', 'body'] as const).filter((part) => endpoint[part]);
  const cases: Case[] = [];
  const sample = <T>(arbitrary: fc.Arbitrary<T>, n: number) => fc.sample(arbitrary, { numRuns: n, seed: 42 });
  const plainPath = withValues(endpoint.path, {});
  const sameMethodOk = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  for (const part of parts) {
    const schema = endpoint[part]!;
    for (const value of sample(junkObject(fieldsOf(schema)), CASES_PER_OPERATION * 2)) {
      if (cases.length >= (CASES_PER_OPERATION * (parts.indexOf(part) + 1)) / parts.length) break;
      if (part === 'params') {
        // Only the path's own parameters reach the server; the others keep a plain value.
        const given = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
        const names = [...endpoint.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
        const params = Object.fromEntries(names.filter((name) => name in given).map((name) => [name, given[name]]));
        const sent = Object.fromEntries(names.map((name) => [name, name in params ? text(params[name]) : '1']));
        if (Object.keys(params).length === 0 || !invalid(schema, sent)) continue;
        cases.push({ method: endpoint.method, url: withValues(endpoint.path, params), headers: { ...auth, ...JSON_TYPE }, payload: '{}' });
      } else if (part === 'query') {
        if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
        if (!invalid(schema, Object.fromEntries(Object.entries(value).map(([key, v]) => [key, text(v)])))) continue;
        cases.push({ method: endpoint.method, url: `${plainPath}${queryString(value)}`, headers: auth });
      } else {
        if (!invalid(schema, value)) continue;
        cases.push({
          method: endpoint.method,
          url: plainPath,
          headers: { ...auth, ...JSON_TYPE },
          payload: JSON.stringify(value) ?? 'null',
        });
      }
    }
  }
  // HTTP mistakes: another method, a body that is not JSON or none at all, a content type nobody accepts.
  const httpCases: Case[] = [
    ...OTHER_METHODS.filter((method) => !methodsAt(plainPath).includes(method)).map((method) => ({
      method,
      url: plainPath,
      headers: auth,
      expect: 405,
    })),
    { method: 'TRACE', url: plainPath, headers: auth, expect: 405 },
    ...(sameMethodOk && (endpoint.body || endpoint.upload)
      ? [
          { method: endpoint.method, url: plainPath, headers: { ...auth, ...JSON_TYPE }, payload: '{"unterminated' },
          { method: endpoint.method, url: plainPath, headers: { ...auth, ...JSON_TYPE }, payload: '\u0000' },
          { method: endpoint.method, url: plainPath, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'junk' },
          { method: endpoint.method, url: plainPath, headers: { ...auth, 'content-type': 'application/xml' }, payload: '<a/>' },
          ...(endpoint.upload || (invalid(endpoint.body, undefined) && invalid(endpoint.body, null))
            ? [{ method: endpoint.method, url: plainPath, headers: auth }]
            : []),
        ]
      : []),
  ];
  while (cases.length + httpCases.length < CASES_PER_OPERATION) {
    const [value] = sample(junkString, 1 + cases.length);
    cases.push({ method: 'PATCH', url: `${plainPath}/${encode(value)}`, headers: auth });
  }
  return [...cases, ...httpCases];
}

async function rowCounts(): Promise<Record<string, number>> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const counts: Record<string, number> = {};
  for (const { tablename } of await rows(sql`select tablename from pg_tables where schemaname = 'public'`)) {
    const [row] = await rows(sql.raw(`select count(*)::int as n from "${String(tablename)}"`));
    counts[String(tablename)] = Number(row?.n);
  }
  return counts;
}

const before = await rowCounts();
let total = 0;
const serverErrors: string[] = [];
const isErrorBody = (body: string) => {
  try {
    return typeof JSON.parse(body).error_code === 'number';
  } catch {
    return false;
  }
};

describe('the contract fuzzed (every operation, its own schemas)', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    it(`${name}: ${CASES_PER_OPERATION}+ bad inputs, each a 4xx with a code`, { timeout: 60_000 }, async () => {
      const cases = casesFor(endpoint);
      expect(cases.length).toBeGreaterThanOrEqual(CASES_PER_OPERATION);
      const errors: string[] = [];
      const shapes: string[] = [];
      for (const request of cases) {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        total += 1;
        const what = `${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 80)} → ${response.statusCode}`;
        if (response.statusCode >= 500) errors.push(`${what} ${response.body.slice(0, 200)}`);
        else if (response.statusCode < 400 || !isErrorBody(response.body)) shapes.push(`${what} ${response.body.slice(0, 100)}`);
        else if (request.expect && response.statusCode !== request.expect) shapes.push(`${what}, expected ${request.expect}`);
        else if (response.statusCode === 405 && !response.headers.allow) shapes.push(`${what} without Allow`);
      }
      serverErrors.push(...errors);
      expect(errors).toEqual([]);
      expect(shapes).toEqual([]);
    });
  }

  it('wrote nothing', async () => {
    expect(await rowCounts()).toEqual(before);
    console.log(`${total} bad inputs, ${serverErrors.length} 5xx, 0 writes`);
    expect(serverErrors).toEqual([]);
  });
});
