// Per-page head: title, meta description, canonical URL, hreflang alternates and Open Graph tags. Every
// page (shell or remote) calls it once, so a client-side navigation updates the head like a page load.
import { useEffect } from 'react';
import { localeAlternates, localizePath, useLocale, useLocation } from '@stallions/shared-router';
import { usePageRecord } from './server-page';

const siteName = 'Stallions Club';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

export const fullTitle = (title: string) => (title === siteName ? title : `${title} | ${siteName}`);

export function usePageMeta({ title, description }: { title: string; description: string }): void {
  // The path without its language prefix (the router's basename is the language).
  const { pathname } = useLocation();
  const { lng } = useLocale();
  // On the server: the head is written from this record (the page's last word wins, as in the browser).
  const record = usePageRecord();
  if (record) Object.assign(record, { title: fullTitle(title), description });
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    const origin = window.location.origin;
    // Each language's page is canonical for itself; the cluster names every language and x-default.
    const url = `${origin}${localizePath(lng, pathname)}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:locale', lng);
    setLink('canonical', url);
    for (const { hreflang, path } of localeAlternates(pathname)) setLink('alternate', `${origin}${path}`, hreflang);
  }, [title, description, pathname, lng]);
}
