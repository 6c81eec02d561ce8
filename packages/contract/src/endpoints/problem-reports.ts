import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { ProblemReport, ProblemReportList, ProblemReportsQuery } from '../schemas/problem-reports.js';

export const problemReportsEndpoints = {
  'problemReports.create': defineEndpoint({
    method: 'POST',
    path: '/api/v1/problem_reports',
    summary: 'A viewer’s problem report from the player settings (spec 2 §5), stored for the operator',
    tag: 'problem_reports',
    access: 'session',
    body: ProblemReport,
    response: Done,
    status: 201,
  }),
  'problemReports.list': defineEndpoint({
    method: 'GET',
    path: '/api/operator/problem_reports',
    summary: 'The viewers’ problem reports, newest first, for the operator’s support team',
    tag: 'operator',
    access: 'operator',
    query: ProblemReportsQuery,
    response: ProblemReportList,
  }),
} as const;
