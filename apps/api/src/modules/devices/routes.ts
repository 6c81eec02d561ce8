import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { DevicesService } from './service.js';

export function devicesRoutes(app: FastifyInstance, devices: DevicesService): void {
  // access: 'account', so the session is a signed-in one here.
  route(app, 'devices.list', async ({ request }) => devices.list(request.session!.account_id!, request.session!.id));

  route(app, 'devices.delete', async ({ request, params }) => {
    await devices.remove(request.session!.account_id!, params.uid);
    return { success: true as const };
  });
}
