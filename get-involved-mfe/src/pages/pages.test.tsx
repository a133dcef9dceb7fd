import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { FormPostProvider } from '@stallions/shared-ui';
import { expectHeadingsInOrder, renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import DonatePage from './DonatePage';
import JoinPage from './JoinPage';
import OverviewPage from './OverviewPage';
import PaymentPage from './PaymentPage';
import ProjectPage from './ProjectPage';
import WaysToGivePage from './WaysToGivePage';

// Typing into many fields and running axe take a while on a busy two-core machine.
jest.setTimeout(30_000);

const text = en.getInvolved;

const pages: Array<[string, () => ReactElement, string, { title: string; metaDescription: string }]> = [
  ['overview', () => <OverviewPage />, '/get-involved/overview', text.overview],
  ['join', () => <JoinPage />, '/get-involved/join', text.join],
  ['project', () => <ProjectPage />, '/get-involved/project', text.project],
  ['donate', () => <DonatePage />, '/get-involved/donate', text.donate],
  ['ways to give', () => <WaysToGivePage />, '/get-involved/ways-to-give', text.waysToGive],
  ['payment', () => <PaymentPage />, '/get-involved/donate/payment', text.payment],
];

describe.each(pages)('the %s page', (_name, element, route, meta) => {
  it('has one focusable h1, ordered headings, its title and description, and no axe violations', async () => {
    const { container } = await renderPage(element(), { pages: en, route });
    const h1s = container.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAttribute('tabindex', '-1');
    expectHeadingsInOrder(container);
    expect(document.title).toBe(`${meta.title} | Stallions Club`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.metaDescription);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('overview', () => {
  it('links the four projects to the projects page and offers to donate', async () => {
    await renderPage(<OverviewPage />, { pages: en, route: '/get-involved/overview' });
    const cards = within(screen.getByTestId('project-cards'));
    for (const project of Object.values(text.shared.projects)) {
      expect(cards.getByRole('heading', { level: 3, name: project.name })).toBeInTheDocument();
    }
    const projectLinks = cards.getAllByRole('link', { name: text.overview.projects.linkLabel });
    expect(projectLinks).toHaveLength(4);
    projectLinks.forEach((link) => expect(link).toHaveAttribute('href', '/get-involved/project'));
    expect(screen.getByRole('link', { name: text.overview.donate.button })).toHaveAttribute(
      'href',
      '/get-involved/donate',
    );
    expect(screen.getByRole('link', { name: text.overview.hero.join })).toHaveAttribute('href', '/get-involved/join');
  });

  it('shows three member testimonials with name, age, profession, text and portrait', async () => {
    await renderPage(<OverviewPage />, { pages: en, route: '/get-involved/overview' });
    const list = screen.getByTestId('testimonials');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    text.overview.testimonials.items.forEach((item, index) => {
      const card = within(items[index]!);
      expect(card.getByText(item.name)).toBeInTheDocument();
      expect(card.getByText(`${item.age} years old · ${item.profession}`)).toBeInTheDocument();
      expect(card.getByText(item.text)).toBeInTheDocument();
      expect(card.getByRole('img', { name: `Portrait of ${item.name}` })).toBeInTheDocument();
    });
  });
});

describe('join', () => {
  it('has a 40vh hero, the application form and the five membership steps in order', async () => {
    const { container } = await renderPage(<JoinPage />, { pages: en, route: '/get-involved/join' });
    expect(container.querySelector('[data-hero-height]')).toHaveAttribute('data-hero-height', '40');
    expect(screen.getByRole('form', { name: text.join.form.title })).toBeInTheDocument();
    const process = within(screen.getByTestId('join-process'));
    expect(process.getByRole('heading', { level: 2, name: text.join.process.title })).toBeInTheDocument();
    const steps = process.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(
      text.join.process.steps.map((step, index) => `${index + 1}${step.title}${step.text}`),
    );
    expect(steps.map((step) => step.closest('ol'))).toEqual(steps.map(() => process.getByRole('list')));
  });
});

/** The props the page wrote for its form's island (JSON beside it, read by the browser). */
const islandProps = (container: HTMLElement, name: string) =>
  (JSON.parse(container.querySelector(`script#island-getInvolved-${name}`)!.textContent!) as { props: unknown }).props;

describe.each([
  ['join', () => <JoinPage />, 'joinForm', '/get-involved/join', text.join, 'phone'],
  ['donate', () => <DonatePage />, 'donationForm', '/get-involved/donate', text.donate, 'personalInfo.phone'],
] as const)('the %s form', (_name, element, island, path, meta, phone) => {
  it('posts to its page, in the page’s language, and is sendable before its code runs', async () => {
    const { container } = await renderPage(element(), { pages: en, route: `/fr${path}` });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/fr${path}`);
    expect(islandProps(container, island)).toEqual({ titleId: expect.any(String), action: `/fr${path}` });
  });

  it('after a failed post: hands the outcome to its island, and the title starts with "Error: "', async () => {
    const post: FormPostResult = {
      kind: 'failed',
      problems: [{ name: phone, message: 'validation.phone' }],
      values: { [phone]: '12' },
    };
    const { container } = await renderPage(<FormPostProvider value={post}>{element()}</FormPostProvider>, {
      pages: en,
      route: path,
    });
    expect(document.title).toBe(`${text.form.errorTitlePrefix}${meta.title} | Stallions Club`);
    expect(islandProps(container, island)).toEqual({ titleId: expect.any(String), action: path, post });
    expect(screen.getByTestId('error-summary')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('at its confirmation address: the success banner with the reference, the title as usual', async () => {
    const post: FormPostResult = { kind: 'sent', reference: 'SC-7K4M-2QXD' };
    const { container } = await renderPage(<FormPostProvider value={post}>{element()}</FormPostProvider>, {
      pages: en,
      route: path,
    });
    expect(document.title).toBe(`${meta.title} | Stallions Club`);
    expect(screen.getByTestId('submission-reference')).toHaveTextContent('SC-7K4M-2QXD');
    expect(islandProps(container, island)).toEqual({ titleId: expect.any(String), action: path, post });
  });
});

describe('project', () => {
  it('has an 85vh hero and four project blocks with image and text', async () => {
    const { container } = await renderPage(<ProjectPage />, { pages: en, route: '/get-involved/project' });
    expect(container.querySelector('[data-hero-height]')).toHaveAttribute('data-hero-height', '85');
    (['hpv', 'nest', 'barriers', 'paw'] as const).forEach((id) => {
      const block = within(screen.getByTestId(`project-${id}`));
      expect(block.getByRole('heading', { level: 2, name: text.shared.projects[id].name })).toBeInTheDocument();
      expect(block.getByRole('img', { name: text.project.items[id].imageAlt })).toHaveAttribute('loading', 'lazy');
      expect(block.getAllByRole('listitem')).toHaveLength(text.project.items[id].highlights.length);
    });
  });
});

describe('donate', () => {
  it('has an 85vh hero, four cause cards and the donation form', async () => {
    const { container } = await renderPage(<DonatePage />, { pages: en, route: '/get-involved/donate' });
    expect(container.querySelector('[data-hero-height]')).toHaveAttribute('data-hero-height', '85');
    const cards = within(screen.getByTestId('cause-cards'));
    for (const cause of Object.values(text.shared.causes)) {
      expect(cards.getByRole('heading', { level: 3, name: cause.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: text.donate.form.title })).toBeInTheDocument();
  });
});

describe('ways to give', () => {
  it('has an 85vh hero with a donate button and its five sections', async () => {
    const { container } = await renderPage(<WaysToGivePage />, { pages: en, route: '/get-involved/ways-to-give' });
    expect(container.querySelector('[data-hero-height]')).toHaveAttribute('data-hero-height', '85');
    expect(screen.getByRole('link', { name: text.waysToGive.hero.button })).toHaveAttribute(
      'href',
      '/get-involved/donate',
    );
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      text.waysToGive.why.title,
      text.waysToGive.funds.title,
      text.waysToGive.difference.title,
      text.waysToGive.options.title,
      text.waysToGive.fight.title,
    ]);
    const fight = within(screen.getByTestId('fight-cards'));
    expect(fight.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    fight
      .getAllByRole('link', { name: text.waysToGive.fight.linkLabel })
      .forEach((link) => expect(link).toHaveAttribute('href', '/get-involved/project'));
  });
});

describe('payment', () => {
  it('shows only its heading', async () => {
    const { container } = await renderPage(<PaymentPage />, { pages: en, route: '/get-involved/donate/payment' });
    expect(screen.getByRole('heading', { level: 1, name: text.payment.title })).toBeInTheDocument();
    expect(container.querySelectorAll('h2, form, a')).toHaveLength(0);
  });
});
