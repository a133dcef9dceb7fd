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
