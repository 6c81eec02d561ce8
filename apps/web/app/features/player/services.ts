import type { PlayerServices } from '@efir/player/ui';
import { type Api, createApi } from '../../api/client';
import { browserCampaignMark, withCampaignMark } from '../analytics/campaign-marks';
import { toSinkEvent } from './analytics-sink';

/**
 * Calls that must outlive the page: the last position, viewed time and analytics are sent as the viewer
 * leaves, so they go with `keepalive` (the browser finishes them after the page is gone).
 */
function keepaliveApi(): Api {
  return createApi({ baseUrl: '', fetch: (input, init) => window.fetch(input, { ...init, keepalive: true }) });
}

const ignore = () => undefined;

/**
 * The player's API calls. Failures are dropped on purpose: a lost position save or viewed-time report must
 * never interrupt playback, and the next one (every 10 s / 30 s) carries the newer value anyway.
 */
export function playerServices(options: { savePositions: boolean }): PlayerServices {
  const api = keepaliveApi();
  return {
    sendAnalytics: async (batch) => {
      const mark = browserCampaignMark();
      await api.call('analytics.events', { body: { events: batch.map((event) => withCampaignMark(toSinkEvent(event), mark)) } });
    },
    ...(options.savePositions
      ? {
          savePosition: (contentId, position) =>
            void api.call('positions.save', { params: { media_item_id: Number(contentId) }, body: position }).catch(ignore),
        }
      : {}),
    setViewedTime: (seconds) => void api.call('viewedTime.report', { body: { seconds } }).catch(ignore),
    sendReport: (report) =>
      void api
        .call('problemReports.create', {
          body: { ...report, reasons: [...report.reasons], content_id: Number(report.content_id) },
        })
        .catch(ignore),
  };
}
