import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ArrowLink } from '../actions/ArrowLink';
import { ButtonLink } from '../actions/ButtonLink';
import { ContentSection } from '../layout/ContentSection';
import { renderWithTheme } from '../test-utils';
import { BulletList } from './BulletList';
import { CallToAction } from './CallToAction';
import { FeatureList } from './FeatureList';
import { PageIntro } from './PageIntro';
import { Tile } from './Tile';

/** The CSS styled-components injected for an element's classes. */
function cssOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList]
    .flatMap((name) => css.split('}').filter((rule) => rule.includes(`.${name}`)))
    .join('}\n');
}

describe('PageIntro', () => {
  it('opens the page with an eyebrow, a focusable h1, the lead, actions and an image', async () => {
    const { container } = renderWithTheme(
      <main>
        <PageIntro
          eyebrow="Media"
          title="Press center"
          actions={<ButtonLink to="/contact">Contact us</ButtonLink>}
          media={<img src="/press.svg" alt="" width={800} height={600} />}
        >
          <p>Facts and pictures for journalists.</p>
        </PageIntro>
      </main>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Press center' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Media').compareDocumentPosition(h1)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Facts and pictures for journalists.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('img')).toHaveAttribute('src', '/press.svg');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders only the title and lead when nothing else is given', () => {
    const { container } = renderWithTheme(
      <PageIntro title="Social media">
        <p>Follow us.</p>
      </PageIntro>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Social media' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('ContentSection', () => {
  it('is a region named by its h2, with eyebrow, intro, content and the given tone', async () => {
    const { container } = renderWithTheme(
      <main>
        <ContentSection tone="alt" eyebrow="Our cause" title="Four causes" intro="Where we give." data-testid="causes">
          <ul>
            <li>HPV</li>
          </ul>
        </ContentSection>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Four causes' });
    expect(region).toBe(screen.getByTestId('causes'));
    expect(region).toHaveAttribute('data-tone', 'alt');
    const h2 = within(region).getByRole('heading', { level: 2, name: 'Four causes' });
    expect(region).toHaveAttribute('aria-labelledby', h2.id);
    expect(within(region).getByText('Our cause').compareDocumentPosition(h2)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(region).getByText('Where we give.').tagName).toBe('P');
    expect(within(region).getByRole('listitem')).toHaveTextContent('HPV');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a given heading id (a link target) and gives two sections different ids otherwise', () => {
    const { container } = renderWithTheme(
      <>
        <ContentSection title="Summary" headingId="privacy-summary" />
        <ContentSection title="One" />
        <ContentSection title="Two" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveAttribute('id', 'privacy-summary');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('data-tone', 'default');
    const [one, two] = ['One', 'Two'].map((name) => screen.getByRole('heading', { name }).id);
    expect(one).toBeTruthy();
    expect(one).not.toBe(two);
    // No eyebrow or intro given: no empty paragraphs either.
    expect(container.querySelector('p')).toBeNull();
  });
});

describe('CallToAction', () => {
  it('is a dark region named by its h2 with the sentence and every action', async () => {
    const { container } = renderWithTheme(
      <main>
        <CallToAction
          title="Join us"
          text="Membership opens doors."
          headingId="home-get-involved"
          actions={[
            { to: '/get-involved/join', label: 'Apply' },
            { to: '/get-involved/donate', label: 'Donate' },
          ]}
        />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Join us' });
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'home-get-involved');
    expect(within(region).getByText('Membership opens doors.')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/get-involved/join', '/get-involved/donate']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('aligns with the text by default and can be centred', () => {
    renderWithTheme(
      <>
        <CallToAction title="Start" text="Aligned." actions={[{ to: '/a', label: 'A' }]} />
        <CallToAction align="center" title="Centre" text="Centred." actions={[{ to: '/b', label: 'B' }]} />
      </>,
    );
    const bodyOf = (name: string) => screen.getByRole('heading', { name }).parentElement!;
    expect(bodyOf('Start')).toHaveAttribute('data-align', 'start');
    expect(cssOf(bodyOf('Start'))).not.toContain('text-align:center');
    expect(bodyOf('Centre')).toHaveAttribute('data-align', 'center');
    expect(cssOf(bodyOf('Centre'))).toContain('text-align:center');
  });
});

describe('FeatureList', () => {
  it('lists each feature as an item with a decorative icon and an h3', async () => {
    const { container } = renderWithTheme(
      <FeatureList
        aria-label="Benefits"
        items={[
          { id: 'network', icon: <svg data-icon="network" />, title: 'Network', text: 'Meet peers.' },
          { id: 'impact', icon: <svg data-icon="impact" />, title: 'Impact', text: 'Fund projects.' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Benefits' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Network' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('ImpactFund projects.');
    expect(container.querySelector('[data-icon="network"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('BulletList', () => {
  it('lists the points in order with a dot marker by default', async () => {
    const { container } = renderWithTheme(<BulletList items={['Screening', 'Vaccination']} aria-label="Highlights" />);
    const list = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Screening', 'Vaccination']);
    expect(list).toHaveAttribute('data-marker', 'dot');
    expect(cssOf(list)).toContain('border-radius:50%');
    expect(cssOf(list)).toContain('inset-inline-start');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws a check mark that tilts the other way in right-to-left pages', () => {
    renderWithTheme(<BulletList items={['Clinics']} marker="check" />);
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-marker', 'check');
    const css = cssOf(list);
    expect(css).toContain('rotate(45deg)');
    expect(css).toMatch(/\[dir='rtl'\][^{]*li::before\{transform:rotate\(-45deg\)/);
    expect(css).not.toContain('border-radius:50%');
  });
});

describe('Tile and ArrowLink', () => {
  it('lists panels under their headings, with the gold edge at the start or the top', async () => {
    const { container } = renderWithTheme(
      <ul>
        <Tile title="Stallions Club" id="club">
          <p>For established leaders.</p>
        </Tile>
        <Tile title="Foals club" edge="top">
          <p>For ages 18–24.</p>
        </Tile>
      </ul>,
    );
    const [start, top] = screen.getAllByRole('listitem');
    expect(start).toHaveAttribute('id', 'club');
    expect(within(start!).getByRole('heading', { level: 3, name: 'Stallions Club' })).toBeInTheDocument();
    expect(cssOf(start!)).toContain('border-inline-start:4px solid');
    expect(cssOf(top!)).toContain('border-block-start:4px solid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ends a link with an arrow that only forwards turns right-to-left, hidden from assistive technology', () => {
    renderWithTheme(
      <>
        <ArrowLink to="/about/our-structure">Our structure</ArrowLink>
        <ArrowLink to="#full-policy" arrow="down">
          Full policy
        </ArrowLink>
      </>,
    );
    const forward = screen.getByRole('link', { name: 'Our structure' });
    expect(forward).toHaveAttribute('href', '/about/our-structure');
    expect(forward.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(forward.querySelector('svg')).toHaveAttribute('data-arrow', 'forward');
    expect(screen.getByRole('link', { name: 'Full policy' }).querySelector('svg')).toHaveAttribute(
      'data-arrow',
      'down',
    );
    expect(cssOf(forward)).toMatch(/\[dir='rtl'\] \.[\w-]+>svg\[data-arrow='forward'\]\{transform:scaleX\(-1\)/);
  });
});
