export * from './catalog-blocks.js';
export * from './catalog-images.js';
export * from './catalog-karaoke.js';
export * from './catalog-media.js';
export * from './catalog-offers.js';
export * from './catalog-reference.js';
export * from './catalog-search.js';
export * from './catalog-tv.js';
