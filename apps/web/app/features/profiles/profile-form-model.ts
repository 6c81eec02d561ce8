import { type AgeLimit, PROFILE_NAME_MAX_LENGTH, type Profile, type ProfileEditBody } from '@efir/contract';

/** What the profile form holds; max_view_time in minutes, as the viewer types it. */
export interface ProfileDraft {
  name: string;
  iconId: number;
  defaultAgeLimitId: number | null;
  maxAgeLimitId: number;
  eroticAllowed: boolean;
  purchasePin: boolean;
  allowedFrom: string;
  allowedTo: string;
  maxViewMinutes: string;
}

export const draftOf = (profile: Profile): ProfileDraft => ({
  name: profile.name,
  iconId: profile.icon.id,
  defaultAgeLimitId: profile.default_age_limit_id,
  maxAgeLimitId: profile.max_age_limit_id,
  eroticAllowed: profile.is_erotic_allowed,
  purchasePin: profile.purchase_limits.is_pin_required,
  allowedFrom: profile.view_limits.allowed_from ?? '',
  allowedTo: profile.view_limits.allowed_to ?? '',
  maxViewMinutes: profile.view_limits.max_view_time === null ? '' : String(Math.round(profile.view_limits.max_view_time / 60)),
});

export type DraftProblem = 'name_required' | 'name_too_long' | 'default_age_required';

/** spec 1 §5: the name is required and at most 20 characters; base settings need a default age limit. */
export function draftProblem(draft: ProfileDraft): DraftProblem | null {
  const name = draft.name.trim();
  if (name === '') return 'name_required';
  if (name.length > PROFILE_NAME_MAX_LENGTH) return 'name_too_long';
  if (draft.defaultAgeLimitId === null) return 'default_age_required';
  return null;
}

/** spec 1 §5: the view-PIN toggle is disabled when the default age limit is the maximum. */
export const isViewPinToggleDisabled = (draft: ProfileDraft, ages: readonly AgeLimit[]): boolean =>
  draft.defaultAgeLimitId === ages.at(-1)?.id;

/** The edit call: the name only when it changed (spec 1 §5), parental settings only for the master profile. */
export function editBodyOf(draft: ProfileDraft, original: Profile, parental: boolean): ProfileEditBody {
  const name = draft.name.trim();
  const minutes = draft.maxViewMinutes.trim();
  return {
    ...(name !== original.name ? { name } : {}),
    ...(draft.iconId !== original.icon.id ? { icon: { id: draft.iconId } } : {}),
    ...(parental
      ? {
          default_age_limit_id: draft.defaultAgeLimitId ?? original.default_age_limit_id,
          max_age_limit_id: draft.maxAgeLimitId,
          is_erotic_allowed: draft.eroticAllowed,
          purchase_limits: { is_pin_required: draft.purchasePin },
          view_limits: {
            allowed_from: draft.allowedFrom && draft.allowedTo ? draft.allowedFrom : null,
            allowed_to: draft.allowedFrom && draft.allowedTo ? draft.allowedTo : null,
            max_view_time: minutes === '' || Number(minutes) <= 0 ? null : Math.min(Number(minutes), 1440) * 60,
          },
        }
      : {}),
  };
}
