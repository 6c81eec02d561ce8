import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
const invalidate = vi.fn();
const track = vi.fn();
vi.mock('../../api/browser', () => ({ browserApi: () => ({ call }) }));
vi.mock('../../api/queries', () => ({ invalidateEndpoint: (...names: string[]) => invalidate(...names) }));
vi.mock('../analytics/track', () => ({ track: (...args: unknown[]) => track(...args) }));

const { reportStatus } = await import('./statuses');
const ID = 'a7f0c6f2-0000-4000-8000-000000000001';

beforeEach(() => {
  call.mockReset().mockResolvedValue({ success: true });
  invalidate.mockReset();
  track.mockReset();
});

describe('message statuses (spec 1 §7)', () => {
  it('a click is recorded, counted in analytics, and the unread count is asked again', async () => {
    await reportStatus(ID, 'clicked');
    expect(call).toHaveBeenCalledWith('notifications.messageStatus', { body: { message_id: ID, status: 'clicked' } });
    expect(track).toHaveBeenCalledWith('message_clicked', { message_id: ID });
    expect(invalidate).toHaveBeenCalledWith('accounts.user', 'notifications.messages');
  });

  it('shown goes to analytics too; delivered only to the server', async () => {
    await reportStatus(ID, 'shown');
    await reportStatus(ID, 'delivered');
    expect(track.mock.calls).toEqual([['message_shown', { message_id: ID }]]);
    expect(call).toHaveBeenCalledTimes(2);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('a status that does not arrive changes nothing on the page', async () => {
    call.mockRejectedValue(new Error('offline'));
    await expect(reportStatus(ID, 'clicked')).resolves.toBeUndefined();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
