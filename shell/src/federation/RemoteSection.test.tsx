import { screen } from '@testing-library/react';
import { renderShell } from '../components/test-helpers';
import { RemoteSection, SectionOutcomesProvider, type SectionOutcome } from './RemoteSection';

const renderSection = (outcome: SectionOutcome | undefined, route = '/news-features/press-center?x=1') =>
  renderShell(
    <SectionOutcomesProvider value={outcome ? { news: outcome } : {}}>
      <RemoteSection name="news" />
    </SectionOutcomesProvider>,
    { route },
  );

it('renders the section’s routes the renderer loaded', async () => {
  await renderSection({ Routes: () => <h1>news section</h1> });
  expect(screen.getByRole('heading', { name: 'news section' })).toBeInTheDocument();
  expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
});

it('renders the translated fallback for a section that failed, with Retry: the same page again', async () => {
  await renderSection('failed');
  const fallback = screen.getByTestId('remote-unavailable');
  expect(fallback).toHaveTextContent('This section is not available right now');
  expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/news-features/press-center?x=1');
});

it('renders the fallback for a section the renderer did not load', async () => {
  await renderSection(undefined, '/fr/news-features/press-center');
  expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/fr/news-features/press-center');
});
