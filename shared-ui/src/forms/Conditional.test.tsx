import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { exampleElement } from '../examples';
import { theme } from '../theme/theme';
import { renderExample } from '../test-utils';
import { conditionalExamples } from './Conditional.examples';

/** Renders an example with a user, and finds its revealed textbox (out of the accessibility tree while hidden). */
function renderConditional(example: keyof typeof conditionalExamples.examples, revealedName: string) {
  const user = userEvent.setup();
  renderExample(conditionalExamples, example);
  return { user, revealed: screen.getByRole('textbox', { name: revealedName, hidden: true }) };
}
describe('Conditional', () => {
  it('always renders what it reveals, in the server’s HTML too', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>{exampleElement(conditionalExamples, 'revealedByARadio')}</ThemeProvider>,
    );
    expect(html).toContain('name="reference"');
    expect(html).toContain('data-revealed');
  });

  it('shows the revealed question only while its control is checked, by CSS, keeping its value', async () => {
    const { user, revealed: reference } = renderConditional('revealedByARadio', 'Reference number');
    expect(reference).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(reference).toBeVisible();
    await user.type(reference, 'SC-10482');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(reference).not.toBeVisible();
    expect(reference).toHaveValue('SC-10482');
  });

  it('works with a checkbox', async () => {
    const { user, revealed: recipient } = renderConditional('revealedByACheckbox', 'Recipient');
    expect(recipient).not.toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Notify' }));
    // jsdom keeps computed styles until the DOM changes, and a checkbox's checkedness is no change to it.
    document.body.toggleAttribute('data-restyle');
    expect(recipient).toBeVisible();
  });
});
