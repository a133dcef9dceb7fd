import { screen, within } from '@testing-library/react';
import { renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import { itHasOneFocusableH1AndMeta, itKeepsHeadingsInOrderWithoutAxeViolations } from '../testing/page-checks';
import WaysWeServePage from './WaysWeServePage';

const render = () => renderPage(<WaysWeServePage />, { pages: en, route: '/our-causes/ways-we-serve' });

const expectedPairs = [
  ['Community health awareness', 'HPV awareness'],
  ['Child development and education', "Children's education"],
  ['Disability rights and accessibility', 'Accessibility and inclusion'],
  ['Animal welfare and protection', 'Animal shelter'],
];

describe('Ways we serve', () => {
  itHasOneFocusableH1AndMeta(render, {
    h1: 'Ways we serve',
    title: 'Ways We Serve | Stallions Club',
    description: en.ourCauses.waysWeServe.metaDescription,
  });

  it('draws the diagram as a named list pairing each global cause with its special initiative', async () => {
    await render();
    const heading = screen.getByRole('heading', { level: 2, name: 'Four global causes, four special initiatives' });
    const list = screen.getByRole('list', { name: heading.textContent! });
    const pairs = within(list).getAllByRole('listitem');
    expect(pairs).toHaveLength(4);
    pairs.forEach((pair, i) => {
      const [cause, initiative] = expectedPairs[i]!;
      // The global cause (h3) and, inside the same list item, its special initiative (h4).
      expect(within(pair).getByRole('heading', { level: 3 })).toHaveTextContent(cause!);
      expect(within(pair).getByRole('heading', { level: 4 })).toHaveTextContent(initiative!);
      expect(within(pair).getByText('Global cause')).toBeInTheDocument();
      expect(within(pair).getByText('Special initiative')).toBeInTheDocument();
    });
  });

  it('puts the club at the hub and hides the connectors from assistive technology', async () => {
    const { container } = await render();
    const hub = container.querySelector('[data-diagram-hub]');
    expect(hub).toHaveTextContent('Stallions Club');
    expect(hub).not.toHaveAttribute('aria-hidden');
    const connectors = container.querySelectorAll('[data-connector]');
    expect(connectors).toHaveLength(4);
    connectors.forEach((connector) => expect(connector).toHaveAttribute('aria-hidden', 'true'));
    container
      .querySelectorAll('[data-diagram] svg')
      .forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });

  it('shows how members serve and links to get involved and donate', async () => {
    await render();
    const list = screen.getByRole('list', { name: 'How our members serve' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Get involved' })).toHaveAttribute('href', '/get-involved/overview');
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/get-involved/donate');
  });

  itKeepsHeadingsInOrderWithoutAxeViolations(render);
});
