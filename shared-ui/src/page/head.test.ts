import { splitLocale } from '@stallions/shared-router/locale';
import { applyHeadTags, fullTitle, headTagsHtml, pageHeadTags } from './head';

const html = (pathname: string, query?: string, indexable?: boolean) =>
  headTagsHtml(
    pageHeadTags({
      siteUrl: 'https://club.example',
      language: splitLocale(pathname).lng,
      path: splitLocale(pathname).path,
      query,
      title: fullTitle('About <us>'),
      description: 'Who "we" are',
      indexable,
    }),
  );

describe('a page’s head', () => {
  it('names the page, escaped, with its Open Graph tags in its language', () => {
    const head = html('/fr/about/overview');
    expect(head).toContain('<title>About &lt;us&gt; | Stallions Club</title>');
    expect(head).toContain('<meta name="description" content="Who &quot;we&quot; are">');
    expect(head).toContain('<meta property="og:locale" content="fr">');
    expect(head).toContain('<meta property="og:url" content="https://club.example/fr/about/overview">');
    expect(fullTitle('Stallions Club')).toBe('Stallions Club');
  });

  it('makes the page canonical for itself, without a trailing slash', () => {
    expect(html('/ar/about/overview/')).toContain(
      '<link rel="canonical" href="https://club.example/ar/about/overview">',
    );
    expect(html('/')).toContain('<link rel="canonical" href="https://club.example/">');
  });

  it('never puts two slashes after the origin, whatever path it is given', () => {
    const urls = [...html('//evil.com/about/overview').matchAll(/(?:href|content)="(https?:[^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(urls).toHaveLength(6); // og:url, canonical, four alternates
    for (const url of urls) expect(url).toMatch(/^https:\/\/club\.example\/(?!\/)/);
  });

  it('adds the page’s own query to the canonical and every alternate', () => {
    const head = html('/fr/search', '?q=a+b&q=c');
    expect(head).toContain('<link rel="canonical" href="https://club.example/fr/search?q=a+b&amp;q=c">');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://club.example/search?q=a+b&amp;q=c">',
    );
    expect(head).toContain('<link rel="alternate" hreflang="ar" href="https://club.example/ar/search?q=a+b&amp;q=c">');
  });

  it('gives a page no route owns no canonical or alternates, and keeps it out of indexes', () => {
    const head = html('/no-such-page', '', false);
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('rel="alternate"');
    expect(head).not.toContain('og:url');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });

  it('updates a live document in place: one element per tag however often it is applied', () => {
    const tags = (title: string) =>
      pageHeadTags({
        siteUrl: 'https://club.example',
        language: 'en',
        path: '/about/overview',
        title,
        description: 'd',
      });
    applyHeadTags(tags('First'));
    applyHeadTags(tags('Second'));
    expect(document.title).toBe('Second');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Second');
    expect(document.head.querySelector('link[hreflang="fr"]')).toHaveAttribute(
      'href',
      'https://club.example/fr/about/overview',
    );
  });
});
