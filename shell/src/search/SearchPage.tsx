// /search?q=…: the pages whose title or text match, in the page's language, as the render server found them
// (search-results.tsx). The query comes from the URL and is untrusted: it is normalised (length-capped) and only
// ever rendered as text.
import { pageHref, type RemoteName } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import { Link, useSearchParams } from '@stallions/shared-router';
import styled from 'styled-components';
import { Container, PageTitle, touchTarget, usePageMeta } from '@stallions/shared-ui';
import { normaliseQuery } from './query';
import { SearchForm } from './SearchForm';
import { useSearchResults } from './search-results';
import type { SnippetPart } from './site-index';

/** The pages offered when a search finds nothing, in order: each one's label is search.suggestions.<id>. */
const suggestions: readonly { id: string; remote: RemoteName; page: string }[] = [
  { id: 'membership', remote: 'about', page: 'membership' },
  { id: 'join', remote: 'getInvolved', page: 'join' },
  { id: 'donate', remote: 'getInvolved', page: 'donate' },
  { id: 'causes', remote: 'causes', page: 'overview' },
];

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

const Status = styled.div`
  margin-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:empty {
    margin: 0;
  }
`;

const Hint = styled.p`
  margin-block-start: ${({ theme }) => theme.space[4]};
  max-inline-size: ${({ theme }) => theme.readableWidth};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p`
  margin-block-end: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  max-inline-size: ${({ theme }) => theme.readableWidth};
`;

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  max-inline-size: 52rem;
`;

const Result = styled.li`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space[2]};
  }

  & mark {
    background: #fbecc0;
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-radius: 2px;
  }
`;

const Path = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const SuggestionsTitle = styled.h2`
  margin-block-start: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;

  & a {
    ${touchTarget}
    padding-inline: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
  }
`;

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const query = normaliseQuery(params.get('q'));
  // Results belong to the address they were found for (a page the browser changed in place has none).
  const found = useSearchResults();
  const results = query && found?.query === query ? found : undefined;
  usePageMeta({ title: t('search.meta.title'), description: t('search.meta.description') });

  let status = '';
  if (results)
    status =
      results.hits.length > 0
        ? t('search.resultCount', { count: results.hits.length, query })
        : t('search.noResults', { query });

  return (
    <Page>
      <PageTitle>{t('search.title')}</PageTitle>
      <SearchForm
        key={query}
        text={{
          label: t('search.form.label'),
          placeholder: t('search.form.placeholder'),
          submit: t('search.form.submit'),
        }}
        defaultValue={query}
      />

      {!results && <Hint>{t('search.prompt')}</Hint>}

      <Status role="status" data-testid="search-status">
        {status}
      </Status>

      {results && results.unavailable.length > 0 && <Notice>{t('search.unavailable')}</Notice>}

      {results && results.hits.length > 0 && (
        <Results aria-label={t('search.resultsLabel')}>
          {results.hits.map((hit) => (
            <Result key={hit.path}>
              <h2>
                <Link to={hit.path}>{hit.title}</Link>
              </h2>
              <Path>
                <bdi dir="ltr">{hit.path}</bdi>
              </Path>
              {hit.snippet.length > 0 && <Snippet parts={hit.snippet} />}
            </Result>
          ))}
        </Results>
      )}

      {results && results.hits.length === 0 && (
        <>
          <Hint>{t('search.noResultsHint')}</Hint>
          <SuggestionsTitle>{t('search.suggestionsTitle')}</SuggestionsTitle>
          <Suggestions>
            {suggestions.map(({ id, remote, page }) => (
              <li key={id}>
                <Link to={pageHref(remote, page)}>{t(`search.suggestions.${id}`)}</Link>
              </li>
            ))}
          </Suggestions>
        </>
      )}
    </Page>
  );
}
