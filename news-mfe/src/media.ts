// The media kit's files ship with this remote (public/media → dist/media, see webpack.config.js), so they
// are served from the remote's own origin whoever hosts the page: resolve them against webpack's public path.
export const mediaFiles = {
  brandGuidelines: 'brand-guidelines.html',
  logos: 'logos.html',
  ourStory: 'our-story.html',
} as const;

export type MediaFile = keyof typeof mediaFiles;

/** Absolute URL of a media-kit file. Under jest (no webpack) the site root is the base. */
export function mediaUrl(file: MediaFile): string {
  const publicPath =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  const base = new URL(publicPath, window.location.href);
  return new URL(`media/${mediaFiles[file]}`, base).href;
}
