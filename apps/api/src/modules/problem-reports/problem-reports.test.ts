import { type AnalyticsEvent, ErrorCode, type ProblemReport, type ProblemReportRecord } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { expectProblem } from '../auth/test-support.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const { visitor, database } = await createTestApp({ env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const withoutOperatorApi = await createTestApp();
const operator = (query = '', token = OPERATOR_TOKEN) =>
  visitor().raw(`/api/operator/problem_reports${query}`, { headers: { authorization: `Bearer ${token}` } });

const report: ProblemReport = {
  reasons: ['no_sound', 'poor_quality'],
  content_id: 42,
  content_type: 'vod',
  position: 125,
  playback_session_id: 'c6f1d9f4-1111-4222-8333-944455556666',
  url: '/media/t/vod/clip/cenc/manifest.mpd?profile=web',
};

describe('problem reports', () => {
  it('are stored for the operator with the session and browser they came from', async () => {
    const viewer = visitor();
    expect(await viewer.call('problemReports.create', { body: report })).toEqual({ success: true });
    const [row] = await database.db.query.problemReports.findMany();
    expect(row).toMatchObject({ reasons: ['no_sound', 'poor_quality'], content_id: 42, position: 125, url: report.url });
    expect(row?.session_id).toBeTruthy();
  });

  it('need at least one known reason (spec 2 §5), storing nothing otherwise', async () => {
    const viewer = visitor();
    const before = (await database.db.query.problemReports.findMany()).length;
    await expectProblem(viewer.call('problemReports.create', { body: { ...report, reasons: [] } }), 400, ErrorCode.VALIDATION_FAILED);
    const unknown = { ...report, reasons: ['too_loud' as 'no_sound'] };
    await expectProblem(viewer.call('problemReports.create', { body: unknown }), 400, ErrorCode.VALIDATION_FAILED);
    expect((await database.db.query.problemReports.findMany()).length).toBe(before);
  });
});

describe('the operator’s list of problem reports', () => {
  it('gives the reports newest first, a page at a time, without the session they came from', async () => {
    const viewer = visitor();
    for (const position of [1, 2, 3]) await viewer.call('problemReports.create', { body: { ...report, position } });
    const first = (await (await operator('?limit=2')).json()) as { items: ProblemReportRecord[] };
    expect(first.items.map((item) => item.position)).toEqual([3, 2]);
    expect(first.items[0]).toMatchObject({ reasons: report.reasons, url: report.url, account_id: null });
    expect(Date.parse(first.items[0]!.created_at)).not.toBeNaN();
    expect(first.items[0]).not.toHaveProperty('session_id');
    const next = (await (await operator(`?limit=2&before_id=${first.items[1]!.id}`)).json()) as { items: ProblemReportRecord[] };
    expect(next.items[0]?.position).toBe(1);
    expect((await operator('?limit=101')).status).toBe(400);
  });

  it('answer only the operator’s token, and no browser session is made for it', async () => {
    for (const response of [await operator('', 'not-the-token'), await visitor().raw('/api/operator/problem_reports')]) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error_code: number }).error_code).toBe(ErrorCode.OPERATOR_TOKEN_INVALID);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('is off unless the operator set a token', async () => {
    const response = await withoutOperatorApi
      .visitor()
      .raw('/api/operator/problem_reports', { headers: { authorization: 'Bearer anything' } });
    expect(response.status).toBe(403);
  });
});

describe('player analytics in the event sink', () => {
  it('accepts the player’s events of spec 2 §7 next to the shell’s', async () => {
    const time = '2026-11-22T12:00:00.000Z';
    const events: AnalyticsEvent[] = [
      { name: 'player_init', time, params: { content_id: 42, playback_session_id: report.playback_session_id } },
      { name: 'player_qos', time, params: { playback_state: 'playing', buffering_count: 1 } },
    ];
    expect(await visitor().call('analytics.events', { body: { events } })).toEqual({ success: true });
  });
});
