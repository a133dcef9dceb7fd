// A question that reveals another (GOV.UK's conditional reveal) by CSS alone: the revealed part is always in
// the HTML and shows only while its controlling radio or checkbox is checked (`:has()`), so it works the same
// before the form's code has loaded, without script, and after. No state decides whether it exists: a hidden
// field keeps its value (the server neither checks nor stores it). A browser without `:has()` drops the rule
// and shows every question, as GOV.UK does without script.
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Marks the revealed part inside a <Conditional>. */
export const revealedAttribute = 'data-revealed';

const Root = styled.div<{ $when: string }>`
  &:not(:has(${({ $when }) => $when}:checked)) > [${revealedAttribute}] {
    display: none;
  }
`;

/** The revealed question, set in under the one that reveals it. */
const Revealed = styled.div`
  margin-block: 0 ${({ theme }) => theme.space[5]};
  padding-inline-start: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};

  & > :last-child {
    margin-block-end: 0;
  }
`;

export interface ConditionalProps {
  /**
   * A selector of the control whose checked state reveals the part, e.g. `input[name="hasReference"][value="yes"]`
   * or `input[name="notifyRecipient"]` (a plain attribute selector: it goes into the CSS as written).
   */
  when: string;
  /** The question that reveals (its radios or checkbox). */
  control: ReactNode;
  /** What it reveals. */
  children: ReactNode;
  /** Id of the revealed part. */
  revealedId?: string;
}

export function Conditional({ when, control, children, revealedId }: ConditionalProps) {
  return (
    <Root $when={when} data-conditional="">
      {control}
      <Revealed id={revealedId} {...{ [revealedAttribute]: '' }}>
        {children}
      </Revealed>
    </Root>
  );
}
