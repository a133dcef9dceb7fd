// The language switcher: each language in its own name, with its own lang attribute. A disclosure list in
// the desktop header, an inline group of buttons in the mobile menu. Changing language is a button press,
// never an arrow key in a <select>, so the page does not change while the visitor is still choosing. A choice
// goes to the same page at the other language's address (a client-side navigation: nothing typed is lost) and
// is remembered (cookie and local storage), so the unprefixed addresses keep it, English included.
import { useId } from 'react';
import { FaCheck, FaGlobe } from 'react-icons/fa6';
import styled from 'styled-components';
import {
  isRtl,
  type Language,
  languageNames,
  rememberLanguage,
  supportedLanguages,
  useTranslation,
} from '@stallions/shared-i18n';
import { useLocale } from '@stallions/shared-router';
import { VisuallyHidden } from '@stallions/shared-ui';
import { useDisclosure } from './useDisclosure';

const Wrapper = styled.div`
  position: relative;
`;

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

const Popup = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: 1;
  min-inline-size: 11rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

const Choice = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;

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

const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const InlineChoice = styled.button`
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** lang and dir of a language's own name, so it is read and shaped in that language. */
const languageProps = (lng: Language) => ({ lang: lng, dir: isRtl(lng) ? 'rtl' : 'ltr' });

export interface LanguageSwitcherProps {
  /** "menu": a button that opens the list (header); "inline": the buttons shown at once (mobile menu). */
  variant?: 'menu' | 'inline';
}

export function LanguageSwitcher({ variant = 'menu' }: LanguageSwitcherProps) {
  const { t } = useTranslation('header');
  const labelId = useId();
  const disclosure = useDisclosure({ closeOnFocusOut: true });
  const { lng: current, switchLocale } = useLocale();

  const choose = (lng: Language) => {
    rememberLanguage(lng);
    if (lng !== current) switchLocale(lng);
    if (variant === 'menu') disclosure.close(true);
  };

  if (variant === 'inline') {
    return (
      <InlineGroup role="group" aria-labelledby={labelId}>
        <InlineLabel id={labelId}>
          <FaGlobe aria-hidden="true" focusable="false" />
          {t('language.label')}
        </InlineLabel>
        <InlineList>
          {supportedLanguages.map((lng) => (
            <li key={lng}>
              <InlineChoice
                type="button"
                {...languageProps(lng)}
                aria-current={lng === current ? 'true' : undefined}
                onClick={() => choose(lng)}
              >
                {languageNames[lng]}
              </InlineChoice>
            </li>
          ))}
        </InlineList>
      </InlineGroup>
    );
  }

  return (
    <Wrapper {...disclosure.containerProps} data-testid="language-switcher">
      <Toggle {...disclosure.buttonProps}>
        <FaGlobe aria-hidden="true" focusable="false" />
        <VisuallyHidden>
          {t('language.label')}: <span {...languageProps(current)}>{languageNames[current]}</span>
        </VisuallyHidden>
      </Toggle>
      <Popup
        id={disclosure.panelId}
        ref={(element) => {
          disclosure.panelRef.current = element;
        }}
        hidden={!disclosure.open}
        aria-label={t('language.label')}
      >
        {supportedLanguages.map((lng) => (
          <li key={lng}>
            <Choice
              type="button"
              {...languageProps(lng)}
              aria-current={lng === current ? 'true' : undefined}
              onClick={() => choose(lng)}
            >
              {languageNames[lng]}
              {lng === current && <FaCheck aria-hidden="true" focusable="false" />}
            </Choice>
          </li>
        ))}
      </Popup>
    </Wrapper>
  );
}
