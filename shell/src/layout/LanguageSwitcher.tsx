// The language switcher: each language in its own name, with its own lang attribute, as a link to the same
// page at that language's address (a document navigation: a form's typed values come back from the tab's
// draft). A popover list behind a globe button in the desktop header, the links shown at once in the mobile
// menu. header-script.ts remembers the choice (cookie and local storage), so unprefixed addresses keep it.
import { useId } from 'react';
import { FaCheck } from 'react-icons/fa6';
import styled, { css } from 'styled-components';
import { isRtl, type Language, languageNames, supportedLanguages, useTranslation } from '@stallions/shared-i18n';
import { localizePath, useLocale, useLocation } from '@stallions/shared-router';
import { VisuallyHidden } from '@stallions/shared-ui';
import { GlobeIcon } from './GlobeIcon';
import { anchoredBelow } from './popover-styles';
import { InlineList, pill, pillOn } from './shared-blocks';

const languageMenuId = 'language-menu';
/** Marks a switcher link; its value is the language it goes to (read by header-script.ts). */
const languageLinkAttribute = 'data-switch-language';

/* A round globe button like the search toggle; its name says which language is on. */
const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  anchor-name: --${languageMenuId};

  &:hover,
  body:has(#${languageMenuId}:popover-open) & {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }

  & > svg {
    inline-size: 1.15rem;
    block-size: 1.15rem;
  }
`;

const Popup = styled.ul`
  ${anchoredBelow(`--${languageMenuId}`, 'end')}
  min-inline-size: 11rem;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const choice = css`
  display: flex;
  align-items: center;
  min-block-size: 44px;
  text-decoration: none;
`;

const Choice = styled.a`
  ${choice}
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }

  & > svg {
    flex: none;
  }
`;

const InlineGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const InlineLabel = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const InlineChoice = styled.a`
  ${choice}
  padding-inline: ${({ theme }) => theme.space[4]};
  ${pill}

  &[aria-current='true'] {
    ${pillOn}
  }
`;

/** lang and dir of a language's own name, so it is read and shaped in that language. */
const languageProps = (lng: Language) => ({ lang: lng, dir: isRtl(lng) ? 'rtl' : 'ltr' });

/**
 * The same page in each language, the current one marked. Its query is the page's own (the search page's words):
 * the location is the address the route table resolved, which keeps only the parameters its entry declares.
 */
function useLanguageLinks() {
  const { lng: current } = useLocale();
  const { pathname, search: query } = useLocation();
  return supportedLanguages.map((lng) => ({
    lng,
    current: lng === current,
    props: {
      ...languageProps(lng),
      href: localizePath(lng, pathname) + query,
      hrefLang: lng,
      [languageLinkAttribute]: lng,
      'aria-current': lng === current ? ('true' as const) : undefined,
    },
  }));
}

export interface LanguageSwitcherProps {
  /** "menu": a button that opens the list (header); "inline": the links shown at once (mobile menu). */
  variant?: 'menu' | 'inline';
}

export function LanguageSwitcher({ variant = 'menu' }: LanguageSwitcherProps) {
  const { t } = useTranslation('header');
  const { lng: current } = useLocale();
  const labelId = useId();
  const links = useLanguageLinks();

  if (variant === 'inline') {
    return (
      <InlineGroup role="group" aria-labelledby={labelId}>
        <InlineLabel id={labelId}>
          <GlobeIcon />
          {t('language.label')}
        </InlineLabel>
        <InlineList>
          {links.map(({ lng, props }) => (
            <li key={lng}>
              <InlineChoice {...props}>{languageNames[lng]}</InlineChoice>
            </li>
          ))}
        </InlineList>
      </InlineGroup>
    );
  }

  return (
    <div data-testid="language-switcher">
      <Toggle type="button" popovertarget={languageMenuId}>
        <GlobeIcon />
        <VisuallyHidden>
          {t('language.label')}: <span {...languageProps(current)}>{languageNames[current]}</span>
        </VisuallyHidden>
      </Toggle>
      <Popup id={languageMenuId} popover="auto" aria-label={t('language.label')}>
        {links.map(({ lng, current: isCurrent, props }) => (
          <li key={lng}>
            <Choice {...props}>
              {languageNames[lng]}
              {isCurrent && <FaCheck aria-hidden="true" focusable="false" />}
            </Choice>
          </li>
        ))}
      </Popup>
    </div>
  );
}
