import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { i18n } from '@stallions/shared-i18n';
import { renderPage } from '../testing';
import { Island } from './Island';
import { islandTranslations, merge, type IslandData } from './island-data';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const dataOf = (container: HTMLElement): IslandData =>
  JSON.parse(container.querySelector('script[type="application/json"]')!.textContent!) as IslandData;

describe('Island', () => {
  it('renders its component in place, marked, with its data beside it and a hidden notice', async () => {
    const { container } = await renderPage(
      <Island remote="news" name="greeting" component={Greeting} props={{ name: 'Salma <b>' }} translations={['x']} />,
      { pages: { x: { title: 'X' }, y: 'not this' } },
    );
    const root = container.querySelector('[data-island]')!;
    expect(root).toHaveAttribute('data-island', 'island-news-greeting');
    expect(root).toHaveTextContent('Hello Salma <b>');
    expect(root).toHaveAttribute('data-island-load', 'interaction'); // its code waits for a visitor's touch
    expect(root).not.toHaveAttribute('data-island-resume');
    const script = container.querySelector('script[type="application/json"]')!;
    expect(script).toHaveAttribute('id', 'island-news-greeting');
    // Data, not markup: the < of a prop cannot end the script element.
    expect(script.innerHTML).not.toContain('<b>');
    expect(dataOf(container)).toMatchObject({
      remote: 'news',
      name: 'greeting',
      props: { name: 'Salma <b>' },
      lng: 'en',
      resources: { pages: { x: { title: 'X' } } },
    });
    expect(dataOf(container).resources.common).toHaveProperty('retry', 'Retry');
    const notice = container.querySelector('[data-island-unavailable="island-news-greeting"]')!;
    expect(notice).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry', hidden: true })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('says when its code loads: near the viewport, or with the page when a draft is kept', async () => {
    const { container } = await renderPage(
      <>
        <Island remote="news" name="a" component={Greeting} props={{ name: 'A' }} translations={[]} load="visible" />
        <Island remote="news" name="b" component={Greeting} props={{ name: 'B' }} translations={[]} resumeKey="k" />
      </>,
    );
    const [a, b] = container.querySelectorAll('[data-island]');
    expect(a).toHaveAttribute('data-island-load', 'visible');
    expect(b).toHaveAttribute('data-island-resume', 'k');
  });

  it('renders a form’s early summary hidden beside it, outside what hydrates, named by the island’s data id', async () => {
    const { container } = await renderPage(
      <Island
        remote="getInvolved"
        name="joinForm"
        component={Greeting}
        props={{ name: 'A' }}
        translations={[]}
        earlySummary={<p>There is a problem</p>}
      />,
    );
    const early = container.querySelector('[data-early-summary="island-getInvolved-joinForm"]')!;
    expect(early).toHaveTextContent('There is a problem');
    expect(early).not.toBeVisible();
    expect(container.querySelector('[data-island]')!.contains(early)).toBe(false);
    expect(early.nextElementSibling).toBe(container.querySelector('[data-island]'));
  });
});

describe('island translations', () => {
  it('are the page language’s strings under the keys asked for, English where it has none', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'fr',
      resources: {
        en: { pages: { form: { name: 'Name', email: 'E-mail' }, other: 'Other' }, common: { retry: 'Retry' } },
        fr: { pages: { form: { name: 'Nom' } }, common: {} },
      },
    });
    expect(islandTranslations(instance, ['form', 'missing'])).toEqual({
      lng: 'fr',
      resources: { common: { retry: 'Retry' }, pages: { form: { name: 'Nom', email: 'E-mail' } } },
    });
  });

  it('merge objects key by key; arrays and strings replace', () => {
    expect(merge({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3] }, d: 'y' })).toEqual({
      a: { b: 1, c: [3] },
      d: 'y',
    });
  });
});
