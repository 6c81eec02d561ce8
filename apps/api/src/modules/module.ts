import type { FastifyInstance } from 'fastify';

/**
 * The one shape of a domain (README "Adding a domain"): `modules/<domain>/module.ts` takes the domain's dependencies,
 * builds its repo and service, and answers them with its routes; `app.ts` builds the modules in dependency order and
 * registers their routes. Nothing else wires a service.
 */
export interface DomainModule<Service> {
  service: Service;
  /** Registers the domain's HTTP routes and request hooks; a domain only other modules call has none. */
  routes?(app: FastifyInstance): void | Promise<void>;
  /** Adds the demo operator's data of this domain, once (`EFIR_SEED=demo`). */
  seedDemo?(): Promise<void>;
}
