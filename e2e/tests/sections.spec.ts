// Every page of the About, Our Causes and News & Features remotes renders inside the shell with the
// section's content. Texts come from the remotes' English bundles, so the checks follow the copy, not a paraphrase.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import aboutEn from '../../about-mfe/src/locales/en/pages.json';
import causesEn from '../../causes-mfe/src/locales/en/pages.json';
import newsEn from '../../news-mfe/src/locales/en/pages.json';
import { origin } from './support/env';
import { mainHeading, watchConsole } from './support/site';

// e2e shares a small machine with builds: a remote page arrives over several requests, so allow it time.
const expect = baseExpect.configure({ timeout: 20_000 });

const about = aboutEn.about;
const causes = causesEn.ourCauses;
const news = newsEn.newsFeatures;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Exact accessible name (getByRole's `exact` still trims; this also rules out longer names). */
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

async function expectLink(scope: Locator, name: string | RegExp, href: string, count = 1) {
  const links = scope.getByRole('link', { name: typeof name === 'string' ? exactly(name) : name });
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

async function expectHeadings(scope: Locator, level: number, names: string[]) {
  for (const name of names) await expect(scope.getByRole('heading', { level, name: exactly(name) })).toBeVisible();
}

interface SectionPage {
  path: string;
  section: 'about' | 'causes' | 'news';
  h1: string;
  check: (main: Locator, page: Page) => Promise<void>;
}

const pages: SectionPage[] = [
  {
    path: '/about/overview',
    section: 'about',
    h1: about.overview.hero.title,
    check: async (main) => {
      await expectHeadings(main, 2, [
        about.overview.mission.title,
        about.overview.vision.title,
        about.overview.causes.title,
      ]);
      const causeTitles = [
        about.overview.causes.hpv,
        about.overview.causes.child,
        about.overview.causes.access,
        about.overview.causes.paw,
      ];
      await expectHeadings(
        main,
        3,
        causeTitles.map((cause) => cause.title),
      );
      await expectLink(main, about.overview.causes.linkLabel, '/get-involved/project', 4);
      await expectLink(main, about.overview.hero.join, '/get-involved/join');
      await expectLink(main, about.overview.join.button, '/get-involved/join');
    },
  },
  {
    path: '/about/our-structure',
    section: 'about',
    h1: about.ourStructure.title,
    check: async (main) => {
      await expectHeadings(main, 3, [about.ourStructure.clubs.stallions.title, about.ourStructure.clubs.foals.title]);
      await expectLink(main, about.ourStructure.clubs.stallions.link, '/about/stallions-club');
      await expectLink(main, about.ourStructure.clubs.foals.link, '/about/foals-club');
      await expectLink(main, about.ourStructure.family.link, '/about/membership');
      await expectLink(main, about.ourStructure.join.button, '/get-involved/join');
    },
  },
  {
    path: '/about/stallions-club',
    section: 'about',
    h1: about.stallionsClub.title,
    check: async (main) => {
      await expectHeadings(main, 2, [about.stallionsClub.who.title, about.stallionsClub.benefits.title]);
      const gallery = main.getByRole('list', { name: about.stallionsClub.who.galleryLabel });
      await expect(gallery.getByRole('img')).toHaveCount(6);
      const benefits = about.stallionsClub.benefits;
      await expectHeadings(
        main,
        3,
        [
          benefits.network,
          benefits.events,
          benefits.impact,
          benefits.business,
          benefits.mentoring,
          benefits.family,
        ].map((b) => b.title),
      );
      await expectLink(main, about.stallionsClub.cta.button, '/about/membership');
    },
  },
  {
    path: '/about/foals-club',
    section: 'about',
    h1: about.foalsClub.title,
    check: async (main) => {
      await expect(main.getByText(/aged 18 to 24/).first()).toBeVisible();
      await expectLink(main, about.foalsClub.intro.join, '/get-involved/join');
      const gallery = main.getByRole('list', { name: about.foalsClub.gallery.label });
      await expect(gallery.getByRole('img')).toHaveCount(6);
    },
  },
  {
    path: '/about/membership',
    section: 'about',
    h1: about.membership.hero.title,
    check: async (main) => {
      const m = about.membership;
      await expectHeadings(main, 2, [m.who.title, m.how.title, m.options.title, m.benefits.title]);
      const steps = main
        .getByRole('heading', { level: 3, name: m.how.stepsTitle })
        .locator('xpath=following-sibling::ol[1]')
        .getByRole('listitem');
      const stepNames = [
        m.how.steps.application,
        m.how.steps.preEvaluation,
        m.how.steps.interview,
        m.how.steps.approval,
        m.how.steps.welcome,
      ];
      await expect(steps).toHaveText(stepNames.map((step) => new RegExp(`${escape(step)}$`)));
      await expectHeadings(main, 3, [m.options.stallions.title, m.options.family.title, m.options.foals.title]);
      // The join label is shown, as text: the page has no link at all (spec).
      await expect(main.getByText(exactly(m.how.label))).toBeVisible();
      await expect(main.getByRole('link')).toHaveCount(0);
    },
  },
  {
    path: '/our-causes/overview',
    section: 'causes',
    h1: causes.overview.hero.title,
    check: async (main) => {
      const c = causes.overview.causes;
      await expectHeadings(main, 3, [c.hpv.title, c.child.title, c.access.title, c.paw.title]);
      await expectLink(main, causes.overview.hero.donate, '/get-involved/donate');
      await expectLink(main, causes.overview.cta.donate, '/get-involved/donate');
      await expectLink(main, causes.overview.hero.waysWeServe, '/our-causes/ways-we-serve');
    },
  },
  {
    path: '/our-causes/ways-we-serve',
    section: 'causes',
    h1: causes.waysWeServe.header.title,
    check: async (main, page) => {
      const d = causes.waysWeServe.diagram;
      // The diagram is real, named HTML: a list of four cause (h3) → initiative (h4) pairs, not an image.
      const diagram = main.getByRole('list', { name: d.title });
      const pairs = diagram.getByRole('listitem');
      await expect(pairs).toHaveCount(4);
      const expected = [d.health, d.child, d.access, d.animal];
      for (const [i, pair] of expected.entries()) {
        await expect(pairs.nth(i).getByRole('heading', { level: 3 })).toHaveText(pair.cause);
        await expect(pairs.nth(i).getByRole('heading', { level: 4 })).toHaveText(pair.initiative);
      }
      await expect(main.getByText(exactly(d.hubName))).toBeVisible();
      // Responsive: a 2 × 2 grid around the hub on a wide screen, one column on a phone, never overflowing.
      const box = async (i: number) => (await pairs.nth(i).boundingBox())!;
      expect(Math.abs((await box(0)).y - (await box(1)).y)).toBeLessThan(2);
      expect((await box(1)).x).toBeGreaterThan((await box(0)).x + (await box(0)).width);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(async () => (await box(1)).y).toBeGreaterThan((await box(0)).y + (await box(0)).height - 1);
      expect(Math.abs((await box(1)).x - (await box(0)).x)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectLink(main, causes.waysWeServe.cta.getInvolved, '/get-involved/overview');
      await expectLink(main, causes.waysWeServe.cta.donate, '/get-involved/donate');
    },
  },
  {
    path: '/our-causes/corporate-social-responsibility',
    section: 'causes',
    h1: causes.csr.hero.title,
    check: async (main, page) => {
      const csr = causes.csr;
      // Hero: 65vh minus the header, the background image under a dark overlay at 0.4.
      const hero = main.locator('[data-hero-height]');
      await expect(hero).toHaveAttribute('data-hero-height', '65');
      const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
      const minHeight = await hero.evaluate((el) => parseFloat(getComputedStyle(el).minHeight));
      const viewport = page.viewportSize()!;
      expect(Math.abs(minHeight - (viewport.height * 0.65 - headerHeight))).toBeLessThan(1.5);
      expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(minHeight - 1);
      const overlay = hero.locator('[data-overlay-opacity]');
      expect(await overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.4');
      await expect(hero.locator('img')).toBeVisible();
      await expect(hero.getByText(csr.hero.description)).toBeVisible();

      const community = main.getByRole('list', { name: csr.community.title });
      await expect(community.getByRole('heading', { level: 3 })).toHaveText([
        csr.community.transformation.title,
        csr.community.sustainable.title,
        csr.community.solidarity.title,
      ]);
      const together = main.getByRole('list', { name: csr.together.title });
      const t = csr.together;
      await expect(together.getByRole('heading', { level: 3 })).toHaveText(
        [t.sustainableProjects, t.awareness, t.nextGeneration, t.volunteering, t.workplaceGiving, t.equalAccess].map(
          (a) => a.title,
        ),
      );
      await expect(together.locator('li svg')).toHaveCount(6);

      const carousel = main.getByRole('region', { name: csr.companions.carouselLabel });
      await expect(carousel.getByRole('img')).toHaveCount(6);
      for (let n = 1; n <= 6; n++)
        await expect(carousel.getByRole('img', { name: `Companion ${n}`, exact: true })).toBeAttached();
      await expect(carousel.getByRole('button', { name: csr.companions.previous })).toBeVisible();
      await expect(carousel.getByRole('button', { name: csr.companions.next })).toBeVisible();
      await expectLink(main, csr.cta.getInvolved, '/get-involved/overview');
    },
  },
  {
    path: '/news-features/press-center',
    section: 'news',
    h1: news.pressCenter.title,
    check: async (main) => {
      const p = news.pressCenter;
      await expect(main.getByRole('img', { name: p.intro.imageAlt })).toBeVisible();
      await expect(main.getByText(p.intro.text)).toBeVisible();
      const kit = main.getByRole('region', { name: p.mediaKit.title });
      const files: [string, string][] = [
        [p.mediaKit.brandGuidelines.title, 'brand-guidelines.html'],
        [p.mediaKit.logos.title, 'logos.html'],
        [p.mediaKit.ourStory.title, 'our-story.html'],
      ];
      await expect(kit.getByRole('link')).toHaveCount(3);
      for (const [title, file] of files) {
        const link = kit.getByRole('link', { name: `${title} ${news.newTab}`, exact: true });
        // Served by the news remote's own origin, next to its code.
        await expect(link).toHaveAttribute('href', `${origin(4)}/media/${file}`);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expectLink(main, p.contact.email, `mailto:${p.contact.email}`);
    },
  },
  {
    path: '/news-features/social-media',
    section: 'news',
    h1: news.socialMedia.title,
    check: async (main) => {
      const s = news.socialMedia;
      await expect(main.getByText(s.description)).toBeVisible();
      const links = main.getByRole('link');
      await expect(links).toHaveCount(5);
      const platforms = [s.links.instagram, s.links.tiktok, s.links.twitter, s.links.youtube, s.links.linkedin];
      for (const [i, platform] of platforms.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAccessibleName(`${platform.label} ${news.newTab}`);
        await expect(link).toHaveAttribute('href', platform.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        // A round icon: as wide as it is tall, fully rounded.
        const round = link.locator('span').first();
        const box = (await round.boundingBox())!;
        expect(Math.abs(box.width - box.height)).toBeLessThan(1);
        expect(
          await round.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius)),
        ).toBeGreaterThanOrEqual(box.width / 2 - 1);
        await expect(round.locator('svg')).toBeVisible();
      }
    },
  },
];

test.describe('section pages inside the shell', () => {
  for (const spec of pages) {
    test(`${spec.path} shows its spec content`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(spec.path);
      await expect(await mainHeading(page)).toHaveText(spec.h1);
      await expect(page.locator('main h1')).toHaveCount(1);
      // Inside the shell: its header and footer around the remote's section.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator(`main [data-section="${spec.section}"]`)).toBeAttached();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      const main = page.getByRole('main');
      await spec.check(main, page);
      console.expectClean();
    });
  }

  for (const spec of pages) {
    test(`${spec.path} has no axe violations in its main content`, async ({ page }) => {
      await page.goto(spec.path);
      await mainHeading(page);
      // Lazily loaded images and the carousel settle before the scan.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the section pages lead to one another, across remotes, each a document of its own', async ({ page }) => {
    await page.goto('/about/our-structure');
    await mainHeading(page);
    await page.getByRole('main').getByRole('link', { name: about.ourStructure.clubs.foals.link }).click();
    await expect(page).toHaveURL('/about/foals-club');
    await expect(page.locator('main h1')).toHaveText(about.foalsClub.title);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press Center', exact: true }).click();
    await expect(page).toHaveURL('/news-features/press-center');
    await expect(page.locator('main h1')).toHaveText(news.pressCenter.title);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Social Media', exact: true }).click();
    await expect(page.locator('main h1')).toHaveText(news.socialMedia.title);
    // Each page's whole document came from the server, and ran only the page script.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toMatch(/social-media$/);
    expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  });
});
