import { defineEndpoint } from '../endpoint.js';
import { TV_IMPORT_MEDIA_TYPES, TvImportReport } from '../schemas/tv-import.js';

export const tvImportEndpoints = {
  'operator.tvImport': defineEndpoint({
    method: 'POST',
    path: '/api/operator/tv/import',
    summary:
      'Loads an XMLTV guide or an M3U channel list sent as the body (gzip or not), as `npm run tv:import` does: all or nothing, ' +
      'channels by tvg_id and programmes by channel and original_id; a bad file answers 422 (1000701) with every problem and its line',
    tag: 'operator',
    access: 'operator',
    upload: { mediaTypes: TV_IMPORT_MEDIA_TYPES },
    response: TvImportReport,
  }),
} as const;
