import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { focusField } from './focus-field';

const Root = styled.div`
  margin-block-end: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  padding-inline-start: 1.25em;

  & a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

export interface ErrorSummaryItem {
  /** Id of the field to focus (for a radio group, its first radio). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: ErrorSummaryItem[];
  /**
   * The summary of a page the server rendered after a post (the GOV.UK pattern without script): the browser
   * focuses it as the page loads (the `autofocus` attribute), and its script does not focus it again when it
   * hydrates (the visitor may already be in a field).
   */
  focusOnLoad?: boolean;
  /** Its test id: a page may hold two (a form's early summary beside the form's own). */
  testId?: string;
}

/** List of a form's errors at its top. Takes focus when errors appear or change; each link focuses its field. */
export function ErrorSummary({ title, errors, focusOnLoad = false, testId = 'error-summary' }: ErrorSummaryProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A stable key: re-focus only when the set of errors really changes, not on every render.
  const errorKey = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');

  useEffect(() => {
    if (errorKey && !focusOnLoad) rootRef.current?.focus();
  }, [errorKey, focusOnLoad]);

  if (errors.length === 0) return null;

  return (
    <Root
      ref={rootRef}
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK: the summary of a failed post takes focus on load.
      autoFocus={focusOnLoad || undefined}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Title id={titleId}>{title}</Title>
      <List>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => focusField(document.getElementById(error.fieldId), event)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </List>
    </Root>
  );
}
