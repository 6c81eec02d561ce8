import type { FastifyInstance } from 'fastify';

/**
 * The one shape of a domain (README "Adding a domain"): `modules/<domain>/module.ts` takes the domain's dependencies,
 * builds its repo and service, and answers them with its routes; `app.ts` builds the modules in dependency order and
 * registers their routes. Nothing else wires a service.
 */
export interface DomainModule<Service = never> {
  /** What other modules call; a domain only reached over HTTP (health, the dev tools) has none. */
  service?: Service;
  /** Registers the domain's HTTP routes, its request hooks and timers; a domain only other modules call has none. */
  routes?(app: FastifyInstance): void | Promise<void>;
  /** Adds the demo operator's data of this domain, once (`EFIR_SEED=demo`). */
  seedDemo?(): Promise<void>;
}
