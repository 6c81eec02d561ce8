import { describe, expect, it } from 'vitest';
import { parseThumbnailsPlaylist, thumbnailAt } from './thumbnails';

const playlist = {
  images: [
    { url: '/thumbs/0.jpg', thumb_size: { width: 160, height: 90 } },
    { url: '/thumbs/1.jpg', thumb_size: { width: 160, height: 90 } },
  ],
  thumbs: [
    { timestamp: 11, image: 0, top: 90 },
    { timestamp: 1, image: 0, top: 0 },
    { timestamp: 21, image: 1, top: 0 },
  ],
};

describe('thumbnails', () => {
  it('give each second the last frame at or before it', () => {
    const parsed = parseThumbnailsPlaylist(playlist)!;
    expect(thumbnailAt(parsed, 10.9)).toEqual({ url: '/thumbs/0.jpg', thumb_size: { width: 160, height: 90 }, top: 0 });
    expect(thumbnailAt(parsed, 11)).toEqual({ url: '/thumbs/0.jpg', thumb_size: { width: 160, height: 90 }, top: 90 });
    expect(thumbnailAt(parsed, 5000)).toMatchObject({ url: '/thumbs/1.jpg', top: 0 });
  });

  it('start at second 1: second 0 shows the first frame', () => {
    expect(thumbnailAt(parseThumbnailsPlaylist(playlist)!, 0)).toMatchObject({ top: 0, url: '/thumbs/0.jpg' });
  });

  it('a playlist that fails to parse means no thumbnails', () => {
    expect(parseThumbnailsPlaylist(null)).toBeNull();
    expect(parseThumbnailsPlaylist('nope')).toBeNull();
    expect(parseThumbnailsPlaylist({ images: [], thumbs: [] })).toBeNull();
    expect(parseThumbnailsPlaylist({ ...playlist, thumbs: [{ timestamp: 1, image: 5, top: 0 }] })).toBeNull();
    expect(parseThumbnailsPlaylist({ ...playlist, images: [{ url: 1 }] })).toBeNull();
    expect(parseThumbnailsPlaylist({ ...playlist, thumbs: [{ timestamp: '1', image: 0, top: 0 }] })).toBeNull();
  });
});
