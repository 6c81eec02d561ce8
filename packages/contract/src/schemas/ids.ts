import { z } from 'zod';

/** Ids are PostgreSQL integers: anything above is no id at all, refused before any query. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const RowId = z.number().int().positive().max(MAX_ID);
/** A row id in a path or query string. */
export const RowIdParam = z.coerce.number().int().positive().max(MAX_ID);
