import { DEMO_CLIPS } from '../../../media/index.js';

/** The demo clips items play (stream_id): the media module's clip ids, spread over the items round-robin. */
export const DEMO_CLIP_IDS = DEMO_CLIPS.map((clip) => clip.id);
