// Per-page head: title, meta description, canonical URL, hreflang alternates and Open Graph tags. Every
// page (shell or remote) calls it once, so a client-side navigation updates the head like a page load.
import { useEffect } from 'react';
import { useLocation } from '@stallions/shared-router';
import { useTranslation } from '@stallions/shared-i18n';

const siteName = 'Stallions Club';
const languages = ['en', 'fr', 'ar'];

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

export function usePageMeta({ title, description }: { title: string; description: string }): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
    document.title = fullTitle;
    const url = `${window.location.origin}${pathname}`;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', siteName);
    setMeta('property', 'og:locale', i18n.resolvedLanguage ?? 'en');
    setLink('canonical', url);
    for (const lng of languages) setLink('alternate', `${url}?lng=${lng}`, lng);
    setLink('alternate', url, 'x-default');
  }, [title, description, pathname, i18n.resolvedLanguage]);
}
