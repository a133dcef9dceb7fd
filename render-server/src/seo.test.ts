import { localeHeadLinks, robotsTxt, sitemapXml } from './seo';

describe('sitemap.xml', () => {
  const pages = ['/', '/about/overview', '/get-involved/donate/payment', '/privacy-policy'];
  const xml = sitemapXml('https://club.example', pages);

  it('lists every page at its address in every language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(pages.length * 3);
    for (const url of ['/', '/fr', '/ar', '/about/overview', '/fr/about/overview', '/ar/get-involved/donate/payment'])
      expect(locs).toContain(`https://club.example${url === '/' ? '/' : url}`);
  });

  it('gives each URL the whole hreflang cluster, itself and x-default included', () => {
    const entry = /<url>\s*<loc>https:\/\/club\.example\/ar\/about\/overview<\/loc>([\s\S]*?)<\/url>/.exec(xml)![1]!;
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en', 'https://club.example/about/overview'],
      ['fr', 'https://club.example/fr/about/overview'],
      ['ar', 'https://club.example/ar/about/overview'],
      ['x-default', 'https://club.example/about/overview'],
    ]);
  });

  it('is named by robots.txt', () => {
    expect(robotsTxt('https://club.example')).toContain('Sitemap: https://club.example/sitemap.xml');
  });
});

describe('localeHeadLinks', () => {
  it('makes the page canonical for itself, without a trailing slash', () => {
    expect(localeHeadLinks('https://club.example', '/ar/about/overview/')).toContain(
      '<link rel="canonical" href="https://club.example/ar/about/overview">',
    );
    expect(localeHeadLinks('https://club.example', '/')).toContain(
      '<link rel="canonical" href="https://club.example/">',
    );
  });

  it('never puts two slashes after the origin, whatever path it is given', () => {
    const links = localeHeadLinks('https://club.example', '//evil.com/about/overview');
    const urls = [...links.matchAll(/(?:href|content)="([^"]+)"/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(6);
    for (const url of urls) expect(url).toMatch(/^https:\/\/club\.example\/(?!\/)/);
  });

  it('adds the page’s own query to the canonical and every alternate', () => {
    const links = localeHeadLinks('https://club.example', '/fr/search', '?q=a+b&q=c');
    expect(links).toContain('<link rel="canonical" href="https://club.example/fr/search?q=a+b&amp;q=c">');
    expect(links).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://club.example/search?q=a+b&amp;q=c">',
    );
    expect(links).toContain('<link rel="alternate" hreflang="ar" href="https://club.example/ar/search?q=a+b&amp;q=c">');
  });
});
