import type { ProfileIcon, ProfileType } from '@efir/contract';

/** Icons a profile of each type may take: the master gets the plain ones, an additional profile the kids' ones too. */
export const PROFILE_ICON_IDS: Record<ProfileType, readonly number[]> = {
  master: [1, 2, 3, 4, 5],
  additional: [6, 7, 8, 9, 10, 1, 2, 3, 4, 5],
};
export const DEFAULT_ICON_ID: Record<ProfileType, number> = { master: 1, additional: 6 };

/** spec 1 §3 Profile icon: 90x90, and 180x180 for 2x (static SVGs under apps/api/static/profile-icons). */
export const profileIcon = (id: number): ProfileIcon => ({
  id,
  image: `/static/profile-icons/${id}-90.svg`,
  image_2x: `/static/profile-icons/${id}-180.svg`,
});
