import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { renderExample, renderWithTheme } from '../test-utils';
import { Illustration } from './Illustration';
import { artwork } from './index';
import { illustrationExamples, logoExamples } from './Illustration.examples';

const dir = __dirname;
const svgs = readdirSync(dir).filter((file) => file.endsWith('.svg'));

describe('artwork files', () => {
  it('has every illustration the site needs', () => {
    const expected = [
      ...['home', 'about', 'get-involved', 'causes', 'business'].map((n) => `hero-${n}.svg`),
      ...['hpv', 'child', 'access', 'paw'].map((n) => `cause-${n}.svg`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `gallery-${n}.svg`),
      ...[1, 2, 3].map((n) => `avatar-${n}.svg`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `companion-${n}.svg`),
      'logo.svg',
      'press-intro.svg',
      'club-stallions.svg',
      'club-foals.svg',
    ];
    expect(svgs.sort()).toEqual(expected.sort());
  });

  it.each(svgs)('%s is small, sized, text-free and self-contained', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    expect(statSync(join(dir, file)).size).toBeLessThan(3 * 1024);
    expect(source).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
    );
    expect(source).not.toMatch(/<text|<script|<image|href=|url\(http/);
  });

  it('declares the intrinsic size of each image as in the file', () => {
    const check = (image: { width: number; height: number }, file: string) => {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source).toContain(`width="${image.width}" height="${image.height}"`);
    };
    check(artwork.heroHome, 'hero-home.svg');
    check(artwork.causes.paw, 'cause-paw.svg');
    check(artwork.gallery[5], 'gallery-6.svg');
    check(artwork.avatars[0], 'avatar-1.svg');
    check(artwork.companions[3], 'companion-4.svg');
    check(artwork.logo, 'logo.svg');
    check(artwork.clubFoals, 'club-foals.svg');
    check(artwork.pressIntro, 'press-intro.svg');
  });
});

describe('Illustration and Logo', () => {
  it('lazy-loads normal images with their intrinsic size', () => {
    renderExample(illustrationExamples, 'lazy');
    const img = screen.getByRole('img', { name: 'A shield with a ribbon' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads inline artwork (a data: URI) with the page: lazy would only hold its paint', () => {
    const inline = {
      src: 'data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27/%3E',
      width: 640,
      height: 480,
    };
    renderWithTheme(<Illustration image={inline} alt="A card's picture" />);
    const img = screen.getByRole('img', { name: "A card's picture" });
    expect(img).not.toHaveAttribute('loading');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads priority images eagerly with high fetch priority', () => {
    renderExample(illustrationExamples, 'priority');
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('Logo renders the mark with its alt text', () => {
    renderExample(logoExamples, 'small');
    const img = screen.getByRole('img', { name: 'Stallions Club' });
    expect(img).toHaveAttribute('src', 'test-file-stub');
    expect(img).toHaveAttribute('width', '40');
  });
});
