import { screen, within } from '@testing-library/react';
import { renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import { itHasOneFocusableH1AndMeta, itKeepsHeadingsInOrderWithoutAxeViolations } from '../testing/page-checks';
import OverviewPage from './OverviewPage';

const render = () => renderPage(<OverviewPage />, { pages: en, route: '/our-causes/overview' });

describe('Our causes overview', () => {
  itHasOneFocusableH1AndMeta(render, {
    h1: 'Four causes. One club family.',
    title: 'Our Causes | Stallions Club',
    description: en.ourCauses.overview.metaDescription,
  });

  it('opens with an 85vh hero', async () => {
    const { container } = await render();
    expect(container.querySelector('[data-hero-height]')).toHaveAttribute('data-hero-height', '85');
  });

  it('presents the four causes, each with its picture, text and what we do', async () => {
    const { container } = await render();
    const list = screen.getByRole('list', { name: 'The causes we champion' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(4);
    const titles = items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(['Ending HPV', 'Child first support', 'Equal access & disability inclusion', 'Paw justice']);
    for (const item of items) {
      expect(item.querySelector('img')).toHaveAttribute('alt', '');
      expect(within(item).getAllByRole('listitem')).toHaveLength(3);
    }
    expect(container.querySelectorAll('[data-cause] img')).toHaveLength(4);
  });

  it('links its donate buttons to /get-involved/donate', async () => {
    await render();
    const donateLinks = screen.getAllByRole('link', { name: /donat/i });
    expect(donateLinks.map((link) => link.textContent)).toEqual(['Donate to our causes', 'Make a donation']);
    donateLinks.forEach((link) => expect(link).toHaveAttribute('href', '/get-involved/donate'));
    expect(screen.getByRole('link', { name: 'See how we serve' })).toHaveAttribute('href', '/our-causes/ways-we-serve');
  });

  itKeepsHeadingsInOrderWithoutAxeViolations(render);
});
