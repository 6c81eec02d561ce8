import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Acquirer } from './acquirer.js';
import { httpAcquirer } from './http-acquirer.js';
import { startSandboxAcquirer } from './sandbox/server.js';

export type { Acquirer } from './acquirer.js';
export { AcquirerUnavailable } from './acquirer.js';

/** Where the acquirer's callbacks reach us (the API's route `acquirer.callback`). */
export const CALLBACK_PATH = '/api/v1/acquirer/callbacks';

/** The acquirer's browser-facing origin when config names it (an instance that runs only the web app). */
export function configuredAcquirerOrigin(config: Config): string | undefined {
  const settings = config.acquirer;
  if (settings.kind === 'off' || !settings.publicUrl) return undefined;
  return new URL(settings.publicUrl).origin;
}

/**
 * The acquirer config asks for: none, one reached over its merchant API, or the built-in sandbox started on its own
 * port (closed by `close`), which calls back this instance's own address.
 */
export async function acquirerFrom(
  config: Config,
  clock: Clock,
  warn: (message: string) => void,
): Promise<{ acquirer: Acquirer | undefined; close: () => Promise<void> }> {
  const settings = config.acquirer;
  if (settings.kind === 'off') return { acquirer: undefined, close: async () => {} };
  if (settings.kind === 'remote') return { acquirer: httpAcquirer(settings), close: async () => {} };
  const ownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const sandbox = await startSandboxAcquirer({
    host: config.host,
    port: settings.port,
    publicUrl: settings.publicUrl,
    merchantKey: settings.merchantKey,
    callbackSecret: settings.callbackSecret,
    callbackUrl: `http://${ownHost}:${config.port}${CALLBACK_PATH}`,
    merchantOrigins: settings.merchantOrigins,
    clock,
    stateFile: settings.stateFile,
    delivery: 'timers',
    warn,
  });
  return {
    acquirer: httpAcquirer({ ...settings, apiUrl: sandbox.apiUrl, publicUrl: sandbox.publicUrl }),
    close: sandbox.close,
  };
}
