import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { DeviceList } from '../schemas/accounts.js';
import { Done } from '../schemas/auth.js';

/** spec 1 §7 Devices: the only calls a restricted session may make besides signing out. */
export const devicesEndpoints = {
  'devices.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/devices',
    summary: 'The account’s devices and its device limit',
    tag: 'devices',
    access: 'account',
    allowRestricted: true,
    response: DeviceList,
  }),
  'devices.delete': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/devices/:uid',
    summary: 'Remove a device: its session ends',
    tag: 'devices',
    access: 'account',
    allowRestricted: true,
    params: z.strictObject({ uid: z.uuid() }),
    response: Done,
  }),
} as const;
