import { screen, within } from '@testing-library/react';
import { arrowLinkExamples } from '../actions/ArrowLink.examples';
import { exampleElement } from '../examples';
import { contentSectionExamples } from '../layout/ContentSection.examples';
import { renderExample, renderWithTheme } from '../test-utils';
import { bulletListExamples } from './BulletList.examples';
import { callToActionExamples } from './CallToAction.examples';
import { featureItems } from './FeatureList';
import { featureListExamples } from './FeatureList.examples';
import { pageIntroExamples } from './PageIntro.examples';
import { tileExamples } from './Tile.examples';

/** The CSS styled-components injected for an element's classes. */
function cssOf(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...element.classList]
    .flatMap((name) => css.split('}').filter((rule) => rule.includes(`.${name}`)))
    .join('}\n');
}

describe('PageIntro', () => {
  it('opens the page with an eyebrow, a focusable h1, the lead, actions and an image', () => {
    const { container } = renderExample(pageIntroExamples, 'full');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Press center' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Media').compareDocumentPosition(h1)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Facts and pictures for journalists.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('img')).toHaveAttribute('src', '/press.svg');
  });

  it('renders only the title and lead when nothing else is given', () => {
    const { container } = renderExample(pageIntroExamples, 'titleAndLead');
    expect(screen.getByRole('heading', { level: 1, name: 'Social media' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('ContentSection', () => {
  it('is a region named by its h2, with eyebrow, intro, content and the given tone', () => {
    renderExample(contentSectionExamples, 'full', { id: 'causes' });
    const region = screen.getByRole('region', { name: 'Four causes' });
    // Other props go to the section.
    expect(region).toHaveAttribute('id', 'causes');
    expect(region).toHaveAttribute('data-tone', 'alt');
    const h2 = within(region).getByRole('heading', { level: 2, name: 'Four causes' });
    expect(region).toHaveAttribute('aria-labelledby', h2.id);
    expect(within(region).getByText('Our cause').compareDocumentPosition(h2)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(region).getByText('Where we give.').tagName).toBe('P');
    expect(within(region).getByRole('listitem')).toHaveTextContent('HPV');
  });

  it('keeps a given heading id (a link target) and gives two sections different ids otherwise', () => {
    const { container } = renderWithTheme(
      <>
        {exampleElement(contentSectionExamples, 'linkTarget')}
        {exampleElement(contentSectionExamples, 'titleOnly')}
        {exampleElement(contentSectionExamples, 'titleOnly', { title: 'Two' })}
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
  it('is a dark region named by its h2 with the sentence and every action', () => {
    renderExample(callToActionExamples, 'twoActions');
    const region = screen.getByRole('region', { name: 'Join us' });
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'home-get-involved');
    expect(within(region).getByText('Membership opens doors.')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/get-involved/join', '/get-involved/donate']);
  });

  it('aligns with the text by default and can be centred', () => {
    renderWithTheme(
      <>
        {exampleElement(callToActionExamples, 'alignedWithText')}
        {exampleElement(callToActionExamples, 'centred')}
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
  it('lists each feature as an item with a decorative icon and an h3', () => {
    const { container } = renderExample(featureListExamples, 'benefits');
    const list = screen.getByRole('list', { name: 'Benefits' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Network' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('ImpactFund projects.');
    expect(container.querySelector('[data-icon="network"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("takes its items from the icons' order and each id's texts in a translation group (featureItems)", () => {
    const texts = {
      title: 'Benefits',
      impact: { title: 'Impact', text: 'Fund projects.' },
      network: { title: 'Network', text: 'Meet peers.' },
    };
    const icons = [
      { id: 'network', icon: <span data-icon="network" /> },
      { id: 'impact', icon: <span data-icon="impact" /> },
    ] as const;
    expect(featureItems(icons, texts)).toEqual([
      { id: 'network', icon: icons[0].icon, title: 'Network', text: 'Meet peers.' },
      { id: 'impact', icon: icons[1].icon, title: 'Impact', text: 'Fund projects.' },
    ]);
  });
});

describe('BulletList', () => {
  it('lists the points in order with a dot marker by default', () => {
    renderExample(bulletListExamples, 'dots');
    const list = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Screening', 'Vaccination']);
    expect(list).toHaveAttribute('data-marker', 'dot');
    expect(cssOf(list)).toContain('border-radius:50%');
    expect(cssOf(list)).toContain('inset-inline-start');
  });

  it('draws a check mark that tilts the other way in right-to-left pages', () => {
    renderExample(bulletListExamples, 'checks');
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('data-marker', 'check');
    const css = cssOf(list);
    expect(css).toContain('rotate(45deg)');
    expect(css).toMatch(/\[dir='rtl'\][^{]*li::before\{transform:rotate\(-45deg\)/);
    expect(css).not.toContain('border-radius:50%');
  });
});

describe('Tile and ArrowLink', () => {
  it('lists panels under their headings, with the gold edge at the start or the top', () => {
    renderWithTheme(
      <>
        {exampleElement(tileExamples, 'startEdge')}
        {exampleElement(tileExamples, 'topEdge')}
      </>,
    );
    const [start, top] = screen.getAllByRole('listitem');
    expect(start).toHaveAttribute('id', 'club');
    expect(within(start!).getByRole('heading', { level: 3, name: 'Stallions Club' })).toBeInTheDocument();
    expect(cssOf(start!)).toContain('border-inline-start:4px solid');
    expect(cssOf(top!)).toContain('border-block-start:4px solid');
  });

  it('ends a link with an arrow that only forwards turns right-to-left, hidden from assistive technology', () => {
    renderWithTheme(
      <>
        {exampleElement(arrowLinkExamples, 'forward')}
        {exampleElement(arrowLinkExamples, 'downTheSamePage')}
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
