// Live channels from packaged clips: each clip loops forever on a timeline that starts at the Unix epoch.
export { type LoopClip, type LoopStream, loadLoopClip } from './clip.js';
export { archiveMpd, LIVE_PRESENTATION_DELAY_S, LIVE_SEGMENT_FILE, liveMpd, liveSegmentName } from './dash.js';
export { archiveMediaPlaylist, liveMaster, liveMediaPlaylist } from './hls.js';
export { rewriteLiveSegment } from './segment.js';
export { type LiveSegment, segmentByNumber, segmentsBetween } from './timeline.js';
