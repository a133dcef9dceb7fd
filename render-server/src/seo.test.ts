import { robotsTxt, sitemapXml } from './seo';

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
