// @vitest-environment jsdom
import type { ProfileChannel } from '@efir/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queries';
import { i18nFor } from '../../i18n/i18n';
import { choiceOf, hiddenIdsOf, isChanged, markAll, matching, toggle } from './channel-choice';
import { ChannelChecklist } from './profile-channels-page';

const call = vi.fn();
vi.mock('../../api/browser', () => ({ browserApi: () => ({ call }) }));

const channel = (id: number, name: string, is_visible = true): ProfileChannel => ({ id, number: id, name, logo: '', is_visible });
const ITEMS = [channel(1, 'Эфир 1'), channel(2, 'Эфир 24', false), channel(3, 'Кино Хит'), channel(4, 'Детский мир')];

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('the channel choice', () => {
  it('starts from what the server holds and sends the hidden channels in line-up order', () => {
    const choice = choiceOf(ITEMS);
    expect(hiddenIdsOf(choice, ITEMS)).toEqual([2]);
    expect(isChanged(choice, ITEMS)).toBe(false);
    const changed = toggle(toggle(choice, 4), 2);
    expect(hiddenIdsOf(changed, ITEMS)).toEqual([4]);
    expect(isChanged(changed, ITEMS)).toBe(true);
    expect(isChanged(toggle(changed, 4), ITEMS)).toBe(true);
    expect(isChanged(toggle(toggle(changed, 4), 2), ITEMS)).toBe(false);
  });

  it('searches by a part of the name in any case, or by the number', () => {
    expect(matching(ITEMS, ' эфир ').map((c) => c.id)).toEqual([1, 2]);
    expect(matching(ITEMS, '3').map((c) => c.id)).toEqual([3]);
    expect(matching(ITEMS, '').map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('select all and none act on the channels the search matches only', () => {
    const searched = { ...choiceOf(ITEMS), search: 'эфир' };
    expect(hiddenIdsOf(markAll(searched, ITEMS, true), ITEMS)).toEqual([]);
    expect(hiddenIdsOf(markAll(searched, ITEMS, false), ITEMS)).toEqual([1, 2]);
    expect(hiddenIdsOf(markAll({ ...searched, search: '' }, ITEMS, false), ITEMS)).toEqual([1, 2, 3, 4]);
  });
});

function checklist(editable: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18nFor('eng')}>
        <ChannelChecklist profileId="p-1" items={ITEMS} editable={editable} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(name) });

describe('the checklist of /my/profiles/{id}/channels', () => {
  it('ticks the visible channels; a search narrows the list; saving sends the hidden ones', async () => {
    call.mockResolvedValue({ profile_id: 'p-1', items: ITEMS });
    checklist(true);
    expect(screen.getAllByRole('checkbox').map((input) => (input as HTMLInputElement).checked)).toEqual([true, false, true, true]);
    expect(screen.getByText('Channels visible: 3 of 4')).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'кино' } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Select none' }));
    expect(box('Кино Хит').checked).toBe(false);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: '' } });
    fireEvent.click(box('Эфир 24'));
    expect(screen.getByText('Channels visible: 3 of 4')).toBeTruthy();

    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(call).toHaveBeenCalledWith('profiles.setChannels', { params: { id: 'p-1' }, body: { hidden_channel_ids: [3] } });
  });

  it('is read-only for a profile that is not the main one', () => {
    checklist(false);
    expect(screen.getAllByRole('checkbox').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select all' })).toBeNull();
    expect(screen.getByText('The main profile chooses this profile’s channels.')).toBeTruthy();
  });
});
