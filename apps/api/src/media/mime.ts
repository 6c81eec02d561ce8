/** Content types for the files a package holds (DASH-IF and RFC 8216 names). */
export const MEDIA_MIME_TYPES: Readonly<Record<string, string>> = {
  '.mpd': 'application/dash+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
};

export function mediaMimeType(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 && MEDIA_MIME_TYPES[fileName.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
