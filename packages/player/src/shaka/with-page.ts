// For a host page that always plays: importing this module puts shaka-player among the page's own scripts, so the
// bundler fetches it with them (React Router preloads it from the head) and `loadShaka()` finds it already loaded.
import 'shaka-player/dist/shaka-player.compiled-es2021.js';
