import { z } from 'zod';
import { Genre } from './catalog.js';
import { RowId } from './ids.js';

/** spec 2 §5, §9: the next step needs at least this many films chosen. */
export const COLD_START_MIN_FOR_CHOOSING = 5;
/** spec 2 §9: the result step shows up to 20 posters, 5 at a time, moving on every second. */
export const COLD_START_POSTERS_MAX = 20;
export const COLD_START_POSTERS_VISIBLE = 5;
export const COLD_START_POSTER_STEP_MS = 1000;
/** How long the result step's loading screen lasts (seconds), as the save answers it. */
export const COLD_START_LOADING_S = 5;
/** Films offered to choose from on the movies step. */
export const COLD_START_MOVIES_MAX = 60;
/** What one save may carry: every genre and far more films than anyone picks. */
export const COLD_START_GENRES_MAX = 50;
export const COLD_START_CONTENT_MAX = 100;
/** The anchor of the home page's recom_cold_start block, where the result leads (spec 2 §2). */
export const COLD_START_ANCHOR = 'cold_start';

const GenreAlias = z.string().regex(/^[a-z0-9_-]{1,50}$/);

export const ColdStartGenres = z.object({ genres: z.array(Genre), min_for_choosing: z.number().int() });
export type ColdStartGenres = z.infer<typeof ColdStartGenres>;

/** spec 2 §7 cold-start movies: genre aliases, comma separated. */
export const ColdStartMoviesQuery = z.strictObject({
  genre_aliases: z.string().regex(/^[a-z0-9_-]{1,50}(,[a-z0-9_-]{1,50}){0,49}$/),
});

/** spec 2 §3 Cold start movies[id, name, image]: `image` is the poster. */
export const ColdStartMovie = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type ColdStartMovie = z.infer<typeof ColdStartMovie>;
export const ColdStartMovies = z.object({ movies: z.array(ColdStartMovie) });
export type ColdStartMovies = z.infer<typeof ColdStartMovies>;

/** spec 2 §7 cold-start result save. The server checks the minimum and that every film exists and is visible. */
export const ColdStartResultBody = z.strictObject({
  genre_aliases: z.array(GenreAlias).min(1).max(COLD_START_GENRES_MAX),
  content_ids: z.array(RowId).min(COLD_START_MIN_FOR_CHOOSING).max(COLD_START_CONTENT_MAX),
});
export type ColdStartResultBody = z.infer<typeof ColdStartResultBody>;

export const ColdStartResult = z.object({
  loading_screen: z.object({ duration: z.number().int() }),
  media_view_alias: z.string(),
});
export type ColdStartResult = z.infer<typeof ColdStartResult>;

/**
 * spec 2 §4 Recommendations modal, §7 media view by alias with media_item_id: the view the modal shows, and the tag of
 * its block the server fills with what to watch after the item.
 */
export const ITEM_RECOMMENDATIONS_VIEW = 'item-recommendations';
export const ITEM_RECOMMENDATIONS_TAG = 'item_recommendations';
/** How many titles that block holds. */
export const ITEM_RECOMMENDATIONS_MAX = 20;
