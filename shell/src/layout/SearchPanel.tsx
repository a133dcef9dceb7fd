// The header's search: a toggle button and the popover it opens, a labelled text box and a Search button
// (a plain GET form to /search). The box has autofocus, so the browser moves focus into it as the panel opens.
import { useTranslation } from '@stallions/shared-i18n';
import { FaMagnifyingGlass, FaXmark } from 'react-icons/fa6';
import styled from 'styled-components';
import { Container } from '@stallions/shared-ui';
import { SearchForm } from '../search/SearchForm';
import { openStateIcons, popoverReset } from './popover-styles';

const searchPanelId = 'site-search';

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

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }

  & > svg {
    inline-size: 1.15rem;
    block-size: 1.15rem;
  }
`;

const SearchButton = styled(IconButton)`
  ${openStateIcons(searchPanelId)}

  body:has(#${searchPanelId}:popover-open) & {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Panel = styled.div`
  ${popoverReset}
  position: fixed;
  inset: ${({ theme }) => theme.headerHeight} 0 auto;
  inline-size: auto;
  max-inline-size: none;
  padding-block: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export function SearchToggle() {
  const { t } = useTranslation('header');
  return (
    <SearchButton
      type="button"
      popovertarget={searchPanelId}
      aria-label={t('search.toggle')}
      data-testid="search-toggle"
    >
      <FaMagnifyingGlass aria-hidden="true" focusable="false" data-when-closed="" />
      <FaXmark aria-hidden="true" focusable="false" data-when-open="" />
    </SearchButton>
  );
}

export function SearchPanel() {
  const { t } = useTranslation('header');
  return (
    <Panel id={searchPanelId} popover="auto">
      <Container>
        <SearchForm
          text={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }}
          centered
          focusOnShow
        />
      </Container>
    </Panel>
  );
}
