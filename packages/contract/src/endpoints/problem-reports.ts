import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { ProblemReport } from '../schemas/problem-reports.js';

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
} as const;
