import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import * as locale from './locale';
import { LocaleMemoryRouter, useLocale } from './LocaleRouter';

jest.mock('./locale', () => {
  const actual = jest.requireActual<typeof import('./locale')>('./locale');
  return { ...actual, splitLocale: jest.fn(actual.splitLocale) };
});

function Where() {
  const { pathname } = useLocation();
  const { lng } = useLocale();
  return (
    <p>
      {lng} {pathname}
    </p>
  );
}

function Search() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/search?q=x')}>search</button>;
}

function Site({ at, language }: { at: string; language?: 'en' | 'fr' | 'ar' }) {
  return (
    <LocaleMemoryRouter initialEntries={[at]} language={language}>
      <Where />
      <Search />
      <Routes>
        <Route path="/" element={<Link to="/about/overview">about</Link>} />
        <Route path="/about" element={<Navigate to="/about/overview" replace />} />
        <Route path="/about/*" element={<Link to="/">home</Link>} />
        <Route path="*" element={<p>not found</p>} />
      </Routes>
    </LocaleMemoryRouter>
  );
}

describe('LocaleRouter', () => {
  it('routes a prefixed address as the unprefixed page, in its language', () => {
    render(<Site at="/fr/about/overview" />);
    expect(screen.getByText('fr /about/overview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/fr');
  });

  it('keeps the language in links and redirects written without it', async () => {
    render(<Site at="/ar" />);
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/ar/about/overview');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByText('ar /search')).toBeInTheDocument();
  });

  it('redirects an index route within the language', () => {
    render(<Site at="/fr/about" />);
    expect(screen.getByText('fr /about/overview')).toBeInTheDocument();
  });

  it('is English at unprefixed addresses, and an unknown prefix is a page of its own', () => {
    render(<Site at="/about/overview" />);
    expect(screen.getByText('en /about/overview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/');
  });

  it('takes the first address’s language from the caller, unread, and reads the addresses navigated to', async () => {
    jest.mocked(locale.splitLocale).mockClear();
    render(<Site at="/fr" language="fr" />);
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/fr/about/overview');
    expect(locale.splitLocale).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByText('fr /search')).toBeInTheDocument();
    expect(locale.splitLocale).toHaveBeenCalled();
  });
});
