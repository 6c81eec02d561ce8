import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.js';
import { afterCommit } from './after-commit.js';

const database = await openTestDatabase();
afterAll(() => database.close());
const { db } = database;

describe('hooks after a commit', () => {
  it('run once the transaction commits, not before', async () => {
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('outer'));
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('savepoint'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'savepoint']);
  });

  it('never run for a transaction rolled back', async () => {
    const ran: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ran).toEqual([]);
  });

  it('run at once outside a transaction', () => {
    const ran: string[] = [];
    afterCommit(db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
  });
});
