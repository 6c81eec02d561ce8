/** The operator API's token of the server the journeys run against (playwright.config.ts passes it to the server). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

/**
 * The page the iframe message journey frames (selling-screen.spec.ts serves it on this port, beside the app's): its
 * origin is the one the server's EFIR_MESSAGE_FRAME_ORIGINS allows.
 */
export const E2E_FRAME_PORT = Number(process.env.E2E_PORT ?? 3310) + 1000;
export const E2E_FRAME_ORIGIN = `http://127.0.0.1:${E2E_FRAME_PORT}`;
