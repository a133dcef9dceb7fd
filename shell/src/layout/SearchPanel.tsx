// The header's search: a toggle button and the panel it opens (a labelled text box and a Search button).
// Submitting goes to /search?q=…; the query is only ever passed on as a URL parameter, never as markup.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import { useNavigate } from '@stallions/shared-router';
import { FaMagnifyingGlass, FaXmark } from 'react-icons/fa6';
import styled from 'styled-components';
import { Container } from '@stallions/shared-ui';
import { SearchForm } from '../search/SearchForm';
import type { Disclosure } from './useDisclosure';

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  flex: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }

  & > svg {
    inline-size: 1.15rem;
    block-size: 1.15rem;
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  padding-block: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`;

export function SearchToggle({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation('header');
  return (
    <IconButton
      {...disclosure.buttonProps}
      {...disclosure.containerProps}
      aria-label={t('search.toggle')}
      data-testid="search-toggle"
    >
      {disclosure.open ? (
        <FaXmark aria-hidden="true" focusable="false" />
      ) : (
        <FaMagnifyingGlass aria-hidden="true" focusable="false" />
      )}
    </IconButton>
  );
}

export function SearchPanel({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  // Focus moves into the box as the panel opens.
  useEffect(() => {
    if (disclosure.open) inputRef.current?.focus();
  }, [disclosure.open]);

  const onSearch = (query: string) => {
    navigate(query ? `/search?${new URLSearchParams({ q: query }).toString()}` : '/search');
    setText('');
  };

  return (
    <Panel
      id={disclosure.panelId}
      ref={(element) => {
        disclosure.panelRef.current = element;
      }}
      hidden={!disclosure.open}
      {...disclosure.containerProps}
    >
      <Container>
        <SearchForm
          ref={inputRef}
          text={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }}
          value={text}
          onChange={setText}
          onSearch={onSearch}
          centered
        />
      </Container>
    </Panel>
  );
}
