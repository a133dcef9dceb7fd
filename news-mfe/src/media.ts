// The media kit's files ship with this remote (public/media → dist/media, see webpack.config.js), so they
// are served from the remote's own origin whoever hosts the page (or renders it on a server): resolved
// against the remote's manifest URL in the runtime config, the same on the server and in the browser.
import { getRuntimeConfig } from '@stallions/shared-config';
export const mediaFiles = {
  brandGuidelines: 'brand-guidelines.html',
  logos: 'logos.html',
  ourStory: 'our-story.html',
} as const;

export type MediaFile = keyof typeof mediaFiles;

/** Absolute URL of a media-kit file. */
export function mediaUrl(file: MediaFile): string {
  return new URL(`media/${mediaFiles[file]}`, getRuntimeConfig().remotes.news!.manifest).href;
}
