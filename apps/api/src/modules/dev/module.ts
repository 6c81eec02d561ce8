import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { ShiftedClock } from '../../lib/clock.js';
import type { Outbox } from '../../providers/outbox.js';
import type { DomainModule } from '../module.js';
import { devRoutes } from './routes.js';

/**
 * Developer helpers (the dev outbox, running due jobs now, moving the clock); never registered when EFIR_DEV_TOOLS is
 * off, as in production. The clock is absent when a test brought its own.
 */
export function devModule(deps: {
  devTools: Config['devTools'];
  outbox: Outbox;
  runDueJobs: () => Promise<number>;
  clock: ShiftedClock | null;
}) {
  return {
    routes(app: FastifyInstance) {
      if (deps.devTools !== 'off') devRoutes(app, deps.outbox, deps.runDueJobs, deps.clock);
    },
  } satisfies DomainModule;
}
