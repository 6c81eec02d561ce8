// The browser's only (`.client`): the server never evaluates shaka-player.
import '@efir/player/shaka-with-page';
