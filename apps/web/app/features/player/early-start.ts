import { createPreferenceStorage, EARLY_PLAYBACK_SHOWN, loadShaka, startPageEarlyPlayback } from '@efir/player';

// The player page's own script (routes/player.tsx names it to the server-rendered EarlyMedia): it starts the stream in
// the page's video before the app's scripts, which start once its first frame is on screen. Imported by the app as well,
// where it only fetches shaka.
loadShaka().then(
  (shaka) =>
    startPageEarlyPlayback(shaka, document, {
      userAgent: navigator.userAgent,
      preferences: createPreferenceStorage(window.localStorage),
    }),
  // Without its stream library the page still has its app, which shows the player's error.
  () => window.dispatchEvent(new Event(EARLY_PLAYBACK_SHOWN)),
);
