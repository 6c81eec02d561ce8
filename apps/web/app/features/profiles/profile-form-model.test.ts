import type { Profile } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { draftOf, draftProblem, editBodyOf, isViewPinToggleDisabled } from './profile-form-model';

const kids: Profile = {
  id: 'p1',
  name: 'Дети',
  type: 'additional',
  icon: { id: 6, image: '', image_2x: '' },
  default_age_limit_id: 2,
  max_age_limit_id: 2,
  is_erotic_allowed: false,
  is_notifications_allowed: true,
  purchase_limits: { is_pin_required: true },
  view_limits: { allowed_from: '08:00', allowed_to: '21:00', max_view_time: 3600 },
  is_kids: true,
};
const ages = [1, 2, 3, 4, 5].map((id) => ({ id, name: `${id}`, age_value: id * 3 }));

describe('the profile form (spec 1 §5)', () => {
  it('needs a name of at most 20 characters and a default age limit', () => {
    expect(draftProblem({ ...draftOf(kids), name: '  ' })).toBe('name_required');
    expect(draftProblem({ ...draftOf(kids), name: 'x'.repeat(21) })).toBe('name_too_long');
    expect(draftProblem({ ...draftOf(kids), defaultAgeLimitId: null })).toBe('default_age_required');
    expect(draftProblem(draftOf(kids))).toBeNull();
  });

  it('sends the name only when it changed; parental settings only from the master profile', () => {
    expect(editBodyOf(draftOf(kids), kids, false)).toEqual({});
    expect(editBodyOf({ ...draftOf(kids), name: 'Малыши ' }, kids, false)).toEqual({ name: 'Малыши' });
    expect(editBodyOf({ ...draftOf(kids), maxViewMinutes: '30' }, kids, true)).toMatchObject({
      max_age_limit_id: 2,
      view_limits: { allowed_from: '08:00', allowed_to: '21:00', max_view_time: 1800 },
    });
  });

  it('disables the view-PIN toggle when the default age limit is the maximum', () => {
    expect(isViewPinToggleDisabled(draftOf(kids), ages)).toBe(false);
    expect(isViewPinToggleDisabled({ ...draftOf(kids), defaultAgeLimitId: 5 }, ages)).toBe(true);
  });
});
