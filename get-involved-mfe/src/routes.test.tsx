import { screen } from '@testing-library/react';
import { renderRoutes } from '@stallions/shared-ui/testing';
import en from './locales/en/pages.json';
import SectionRoutes from './routes';

// Typing into many fields and running axe take a while on a busy two-core machine.
jest.setTimeout(30_000);

const renderAt = (route: string) => renderRoutes(<SectionRoutes />, { pages: en, route, path: '/get-involved/*' });

describe('the section routes', () => {
  it.each([
    ['/get-involved', en.getInvolved.overview.hero.title],
    ['/get-involved/overview', en.getInvolved.overview.hero.title],
    ['/get-involved/join', en.getInvolved.join.hero.title],
    ['/get-involved/project', en.getInvolved.project.hero.title],
    ['/get-involved/donate', en.getInvolved.donate.hero.title],
    ['/get-involved/donate/payment', en.getInvolved.payment.title],
    ['/get-involved/ways-to-give', en.getInvolved.waysToGive.hero.title],
  ])('%s shows its page', async (route, title) => {
    await renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('answers an unknown path with the not-found view', async () => {
    await renderAt('/get-involved/nothing-here');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
