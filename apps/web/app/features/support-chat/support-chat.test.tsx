// @vitest-environment jsdom
import { ApiError, type SupportChatAnswer } from '@efir/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/client';
import { ClientError } from '../../api/client';
import { createQueryClient, endpointQuery } from '../../api/queries';
import { MAIN_BRAND } from '../../brand/brands';
import { i18nFor } from '../../i18n/i18n';
import { shellQuery } from '../../session/session';
import SupportChat from './support-chat';

const call = vi.fn();
vi.mock('../../api/browser', () => ({ browserApi: () => ({ call }) }));

const SETTINGS = { title: 'Efir+ support', greeting: 'Hello! Tell us what happened.', hours: 'Daily 9:00–21:00' };
const at = '2026-11-27T10:00:00.000Z';
const ANSWER: SupportChatAnswer = {
  conversation: {
    id: 5,
    status: 'open',
    unread: 2,
    messages: [
      { id: 11, author: 'viewer', text: 'The channel does not load', created_at: at },
      { id: 12, author: 'operator', text: 'Which channel?', created_at: at },
      { id: 13, author: 'operator', text: 'And which device?', created_at: at },
    ],
  },
};

afterEach(() => {
  cleanup();
  call.mockReset();
});

function chat(answer: SupportChatAnswer = ANSWER) {
  const client = createQueryClient({ call } as unknown as Api);
  client.setQueryData(endpointQuery('sessions.current').queryKey, { is_auth: false } as never);
  client.setQueryData(endpointQuery('supportChat.conversation').queryKey, answer);
  client.setQueryData(shellQuery(MAIN_BRAND.id).queryKey, { support_chat: SETTINGS } as never);
  const router = createMemoryRouter([{ path: '*', element: <SupportChat /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor('eng')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
}
const launcher = () => screen.getByRole('button', { name: /Support chat/ });
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message to support' });

describe('the support chat widget (spec 1 §1, §7)', () => {
  it('shows the operator’s unread replies on its button', async () => {
    chat();
    await screen.findByRole('button', { name: /Support chat/ });
    expect(launcher().getAttribute('aria-label')).toBe('Support chat, new replies: 2');
    expect(launcher().textContent).toContain('2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog with the greeting, the hours and the conversation, puts the focus in the field and marks the replies read', async () => {
    call.mockResolvedValue({ success: true });
    const client = chat();
    fireEvent.click(await screen.findByRole('button', { name: /Support chat/ }));
    const dialog = screen.getByRole('dialog', { name: 'Efir+ support' });
    expect(dialog.textContent).toContain('Daily 9:00–21:00');
    expect(dialog.textContent).toContain('Hello! Tell us what happened.');
    expect(screen.getByRole('log').textContent).toContain('And which device?');
    expect(document.activeElement).toBe(field());
    await waitFor(() => expect(call).toHaveBeenCalledWith('supportChat.markRead', { body: { last_message_id: 13 } }));
    await waitFor(() =>
      expect(client.getQueryData<SupportChatAnswer>(endpointQuery('supportChat.conversation').queryKey)?.conversation?.unread).toBe(0),
    );
  });

  it('sends on Enter, trimmed, and writes a new line on Shift+Enter', async () => {
    const sent: SupportChatAnswer = {
      conversation: {
        ...ANSWER.conversation!,
        unread: 0,
        messages: [...ANSWER.conversation!.messages, { id: 14, author: 'viewer', text: 'Efir 1, a laptop', created_at: at }],
      },
    };
    call.mockImplementation(async (name: string) => (name === 'supportChat.send' ? sent : { success: true }));
    chat({ conversation: { ...ANSWER.conversation!, unread: 0 } });
    fireEvent.click(await screen.findByRole('button', { name: /Support chat/ }));
    fireEvent.change(field(), { target: { value: '  Efir 1, a laptop ' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(call).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field().value).toBe(''));
    expect(call).toHaveBeenCalledWith('supportChat.send', { body: { text: 'Efir 1, a laptop' } });
    expect(screen.getByRole('log').textContent).toContain('Efir 1, a laptop');
  });

  it('says why a message was not sent and keeps its text', async () => {
    const refused = new ApiError(429, { error_code: 1000029, description: 'Too many messages; wait a little' });
    call.mockImplementation(async (name: string) => {
      if (name === 'supportChat.send') throw new ClientError(refused, 'POST');
      return { success: true };
    });
    chat({ conversation: null });
    fireEvent.click(await screen.findByRole('button', { name: /Support chat/ }));
    fireEvent.change(field(), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again a little later.');
    expect(field().value).toBe('Hello?');
  });

  it('refuses to send nothing: the button waits for text', async () => {
    chat({ conversation: null });
    fireEvent.click(await screen.findByRole('button', { name: /Support chat/ }));
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    fireEvent.change(field(), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(call).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    chat({ conversation: null });
    fireEvent.click(await screen.findByRole('button', { name: /Support chat/ }));
    act(() => {
      fireEvent.keyDown(field(), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });
});
