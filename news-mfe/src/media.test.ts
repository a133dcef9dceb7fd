import { mediaUrl } from './media';

describe('mediaUrl', () => {
  afterEach(() => {
    delete (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__;
  });

  it('falls back to the site root when there is no webpack public path (jest)', () => {
    expect(mediaUrl('brandGuidelines')).toBe('http://localhost/media/brand-guidelines.html');
  });

  it("resolves against the remote's own origin when hosted by the shell", () => {
    (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'https://news.stallionsclub.org/';
    expect(mediaUrl('logos')).toBe('https://news.stallionsclub.org/media/logos.html');
    expect(mediaUrl('ourStory')).toBe('https://news.stallionsclub.org/media/our-story.html');
  });
});
