import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-routes.js';
import type { AccountsRepo } from '../accounts/repo.js';
import type { DevicesService } from './service.js';

export function devicesRoutes(app: FastifyInstance, devices: DevicesService, accounts: AccountsRepo): void {
  const accountOf = async (accountId: string | null) => (await accounts.byId(accountId!))!;

  route(app, 'devices.list', async ({ request }) => devices.list(await accountOf(request.session!.account_id), request.session!.id));

  route(app, 'devices.delete', async ({ request, params }) => {
    await devices.remove(request.session!.account_id!, params.uid);
    return { success: true as const };
  });
}
