// @vitest-environment jsdom
import type { NotificationDisplay } from '@efir/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { renderWith } from '../blocks/test-support';
import { openFrame } from './frame-modal';

const reportStatus = vi.fn();
vi.mock('./statuses', () => ({ reportStatus: (...args: unknown[]) => reportStatus(...args) }));

beforeEach(() => reportStatus.mockClear());
afterEach(() => {
  act(() => closeModal());
  cleanup();
});

const MESSAGE_ID = 'a7f0c6f2-0000-4000-8000-000000000002';
const display: NotificationDisplay = { display_type: 'popup', message: 'Tell us', is_cancellable: false, force_display: false };

async function framed(shown: NotificationDisplay | null = display) {
  renderWith(<ModalHost />);
  act(() => openFrame({ src: 'https://forms.example/survey?id=1', title: 'Viewer survey', display: shown, messageId: MESSAGE_ID }));
  return screen.findByRole('dialog');
}

describe('an iframe message’s modal (spec 2 §3 src, title)', () => {
  it('frames the page sandboxed, without our origin, under its title, and counts as shown', async () => {
    const dialog = await framed();
    const frame = within(dialog).getByTitle('Viewer survey');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://forms.example/survey?id=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(within(dialog).getByRole('heading', { name: 'Viewer survey' })).toBeTruthy();
    expect(within(dialog).getByText('Tell us')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(reportStatus.mock.calls).toEqual([[MESSAGE_ID, 'shown']]);
  });

  it('takes the wide modal, cancellable as its display says', async () => {
    let dialog = await framed();
    expect(dialog.getAttribute('data-width')).toBe('wide');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => closeModal());
    cleanup();
    dialog = await framed(null);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
