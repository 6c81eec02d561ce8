/** The operator API's token of the server the journeys run against (playwright.config.ts passes it to the server). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';
