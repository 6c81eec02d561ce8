import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { EpgProgram } from '../schemas/catalog.js';
import { ChannelList, ChannelPrograms, ChannelProgramsQuery, EpgGuide, EpgGuideQuery, NowNext, NowNextQuery } from '../schemas/epg.js';

export const epgEndpoints = {
  'channels.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/channels',
    summary: 'Every channel in number order with its programme on air and the next, within the active profile’s limits',
    tag: 'epg',
    access: 'public',
    response: ChannelList,
  }),
  'epg.channelPrograms': defineEndpoint({
    method: 'GET',
    path: '/api/v1/channels/:id/programs',
    summary: 'A channel’s (id or slug) programmes overlapping `from`–`to` (Unix seconds, at most 3 days), within the profile’s limits',
    tag: 'epg',
    access: 'public',
    params: z.strictObject({ id: z.string().min(1).max(200) }),
    query: ChannelProgramsQuery,
    response: ChannelPrograms,
  }),
  'epg.program': defineEndpoint({
    method: 'GET',
    path: '/api/v1/channels/:id/programs/:original_id',
    summary: 'One programme of a channel (id or slug) by its original_id or its id (the programme page), within the profile’s limits',
    tag: 'epg',
    access: 'public',
    params: z.strictObject({ id: z.string().min(1).max(200), original_id: z.string().min(1).max(200) }),
    response: EpgProgram,
  }),
  'epg.nowNext': defineEndpoint({
    method: 'GET',
    path: '/api/v1/epg/now_next',
    summary: 'The programme on air and the next one for each of up to 100 channels, within the profile’s limits',
    tag: 'epg',
    access: 'public',
    query: NowNextQuery,
    response: NowNext,
  }),
  'epg.guide': defineEndpoint({
    method: 'GET',
    path: '/api/v1/epg/guide',
    summary:
      'A programme-guide window: `limit` channels from `offset` (number order, the profile’s limits and channel list, its favourites with `favorites=1`, one category’s with `category`) × programmes overlapping `from`–`to` (Unix seconds, at most 6 hours), each with its cell state for this viewer; with the categories the viewer’s channels carry and their counts',
    tag: 'epg',
    access: 'public',
    query: EpgGuideQuery,
    response: EpgGuide,
  }),
} as const;
