import { mediaUrl } from './media';
import { newsOrigin } from './test-setup';

describe('mediaUrl', () => {
  it("resolves against the remote's own origin (its manifest's), on the server and in the browser alike", () => {
    expect(mediaUrl('brandGuidelines')).toBe(`${newsOrigin}/media/brand-guidelines.html`);
    expect(mediaUrl('logos')).toBe(`${newsOrigin}/media/logos.html`);
    expect(mediaUrl('ourStory')).toBe(`${newsOrigin}/media/our-story.html`);
  });
});
