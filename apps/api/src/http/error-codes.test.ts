import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';

const doc = await readFile(path.join(REPO_ROOT, 'docs/error-codes.md'), 'utf8');
/** `| code | HTTP | NAME | when |` rows of the table. */
const documented = [...doc.matchAll(/^\| (\d{7}) \| \d{3} \| ([A-Z0-9_]+) \|/gm)].map(([, code, name]) => [name, Number(code)]);

/** Every `ErrorCode.NAME` the API's source throws or checks. */
async function namesInSource(): Promise<Set<string>> {
  const dir = path.join(REPO_ROOT, 'apps/api/src');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const names = new Set<string>();
  for (const file of files) {
    for (const [, name] of (await readFile(path.join(dir, file), 'utf8')).matchAll(/ErrorCode\.([A-Z0-9_]+)/g)) names.add(name!);
  }
  return names;
}

describe('docs/error-codes.md', () => {
  it('lists every code of the contract, under its name, and no other', () => {
    expect(Object.fromEntries(documented)).toEqual({ ...ErrorCode });
    expect(documented.length).toBe(Object.keys(ErrorCode).length);
  });

  it('the contract holds exactly the codes the API uses', async () => {
    expect([...(await namesInSource())].sort()).toEqual(Object.keys(ErrorCode).sort());
  });
});
