/** `${package version}-${build id}`, defined by vite.config.ts; sent as the revision header. */
declare const __APP_VERSION__: string;
