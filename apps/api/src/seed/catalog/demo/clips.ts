/**
 * The demo clips items play (stream_id). These are the media service's clip ids; the demo spreads its
 * items over them round-robin.
 */
export const DEMO_CLIP_IDS = ['aurora', 'harbour', 'meadow', 'neon', 'tundra', 'cascade'] as const;
