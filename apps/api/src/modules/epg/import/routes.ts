import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode, type TvImportReport } from '@efir/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/contract-routes.js';
import { Problem } from '../../../http/problem.js';
import { GuideFileError } from './problems.js';

/** The largest guide file the operator API takes (gzip as it arrives): a week of 1,000 channels is about 44 MB. */
export const TV_IMPORT_MAX_BYTES = 512 * 1024 * 1024;

type ImportGuide = (input: AsyncIterable<Uint8Array>) => Promise<TvImportReport>;

/**
 * POST /api/operator/tv/import: the file is first written to a temporary file as it arrives (so a slow upload keeps no
 * database transaction open), then imported as `npm run tv:import` imports it. A bad file answers 422 with the report.
 */
export function tvImportRoutes(app: FastifyInstance, importGuide: ImportGuide): void {
  route(app, 'operator.tvImport', async ({ body }) => {
    if (!body) throw new Problem(400, ErrorCode.VALIDATION_FAILED, 'Send the XMLTV or M3U file as the request body');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'efir-tv-import-'));
    try {
      const file = path.join(dir, 'upload');
      await spool(body, file);
      return await importGuide(createReadStream(file));
    } catch (error) {
      if (!(error instanceof GuideFileError)) throw error;
      throw new Problem(422, ErrorCode.GUIDE_FILE_INVALID, error.message, { problems: error.problems, more_problems: error.more });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

async function spool(body: Readable, file: string): Promise<void> {
  const handle = await open(file, 'w');
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > TV_IMPORT_MAX_BYTES) {
        body.destroy();
        throw new Problem(413, ErrorCode.BODY_TOO_LARGE, `A guide file may be ${TV_IMPORT_MAX_BYTES / 1024 / 1024} MiB at most`);
      }
      await handle.write(chunk as Buffer);
    }
  } finally {
    await handle.close();
  }
}
