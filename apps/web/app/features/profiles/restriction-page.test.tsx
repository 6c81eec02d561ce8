// @vitest-environment jsdom
import { ErrorCode } from '@efir/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { RestrictionPage } from './restriction-page';

const openProfiles = vi.fn();
vi.mock('./open-profiles', () => ({ openProfiles: () => openProfiles() }));
const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: () => openLogin() }));

afterEach(() => {
  cleanup();
  openProfiles.mockClear();
  openLogin.mockClear();
});

const kids: Prefill[] = [[endpointQuery('accounts.user'), { profile: { name: 'Дети' } }]];

describe('a profile’s limit told in words (issue 13), not as a missing page', () => {
  it('an item above the profile’s age: which profile, and a way to switch', () => {
    renderWith(<RestrictionPage code={ErrorCode.AGE_LIMIT} />, kids);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not available in the “Дети” profile');
    expect(screen.queryByText(/Page not found|3410006/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Switch profile' }));
    expect(openProfiles).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('outside the profile’s hours: when watching opens again', () => {
    renderWith(<RestrictionPage code={ErrorCode.VIEW_TIME_WINDOW} window={{ allowed_from: '08:00', allowed_to: '21:00' }} />, kids);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You can watch from 08:00');
    expect(screen.getByText(/from 08:00 to 21:00/)).toBeTruthy();
  });

  it('the day’s viewing time used up', () => {
    renderWith(<RestrictionPage code={ErrorCode.VIEW_TIME_SPENT} />, kids);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Today’s viewing time is up');
  });

  it('a visitor is asked to sign in', () => {
    renderWith(<RestrictionPage code={ErrorCode.AGE_LIMIT} />, [[endpointQuery('accounts.user'), { profile: null }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openLogin).toHaveBeenCalledOnce();
  });
});
