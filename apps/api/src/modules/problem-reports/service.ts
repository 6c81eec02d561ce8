import type { ProblemReport, ProblemReportRecord } from '@efir/contract';
import type { ProblemReportsRepo } from './repo.js';

/** How much of the browser's user agent is kept: enough to tell the device, not an unbounded header. */
const USER_AGENT_MAX = 512;

export interface Reporter {
  userAgent: string;
  accountId: string | null;
  sessionId: string | null;
}

/** Spec 2 §5 problem reports: stored with who sent them and from which browser; the operator's tools read them. */
export function problemReportsService(repo: ProblemReportsRepo) {
  return {
    async create(report: ProblemReport, from: Reporter): Promise<void> {
      await repo.insert({
        ...report,
        reasons: [...new Set(report.reasons)],
        user_agent: from.userAgent.slice(0, USER_AGENT_MAX),
        account_id: from.accountId,
        session_id: from.sessionId,
      });
    },

    /** Newest first, `limit` of those older than `beforeId`. */
    async page(limit: number, beforeId?: number): Promise<ProblemReportRecord[]> {
      const rows = await repo.page(limit, beforeId);
      return rows.map(({ session_id: _session, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString() }));
    },
  };
}

export type ProblemReportsService = ReturnType<typeof problemReportsService>;
