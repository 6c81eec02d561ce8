/** spec 2 §9: the favourite notification stays 10 seconds. */
export const FAVORITE_NOTIFICATION_MS = 10_000;

/**
 * spec 2 §4 Favourites: the shown state flips at once (optimistic); `saving` holds the state to go back to
 * until the server answers.
 */
export type FavoriteState = { isFavorite: boolean; saving: null | { previous: boolean } };

export type FavoriteEvent = { type: 'press'; isAuth: boolean } | { type: 'saved' } | { type: 'failed'; description?: string };

/** What the component carries out after a transition. */
export type FavoriteEffect =
  | { type: 'openLogin' }
  | { type: 'add' }
  | { type: 'delete' }
  | { type: 'notify'; added: boolean }
  | { type: 'notifyError'; description?: string }
  | null;

export const initialFavorite = (isFavorite: boolean): FavoriteState => ({ isFavorite, saving: null });

export function next(state: FavoriteState, event: FavoriteEvent): { state: FavoriteState; effect: FavoriteEffect } {
  switch (event.type) {
    case 'press':
      // spec 2 §6: a visitor pressing a favourite action gets the login modal.
      if (!event.isAuth) return { state, effect: { type: 'openLogin' } };
      // One request at a time: a press while saving would race the answer it waits for.
      if (state.saving) return { state, effect: null };
      return {
        state: { isFavorite: !state.isFavorite, saving: { previous: state.isFavorite } },
        effect: { type: state.isFavorite ? 'delete' : 'add' },
      };
    case 'saved':
      if (!state.saving) return { state, effect: null };
      return { state: { isFavorite: state.isFavorite, saving: null }, effect: { type: 'notify', added: state.isFavorite } };
    case 'failed':
      if (!state.saving) return { state, effect: null };
      return {
        state: { isFavorite: state.saving.previous, saving: null },
        effect: { type: 'notifyError', description: event.description },
      };
  }
}
