import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { renderWithTheme } from '../test-utils';
import { CheckboxField } from './CheckboxField';
import { Conditional } from './Conditional';
import { RadioGroup } from './RadioGroup';
import { TextField } from './TextField';

function Referral() {
  return (
    <Conditional
      when='input[name="referred"][value="yes"]'
      control={
        <RadioGroup
          name="referred"
          legend="Has a member referred you?"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          register={{ defaultValue: 'no' }}
        />
      }
    >
      <TextField id="reference" name="reference" label="Reference number" />
    </Conditional>
  );
}

describe('Conditional', () => {
  it('always renders what it reveals, in the server’s HTML too', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Referral />
      </ThemeProvider>,
    );
    expect(html).toContain('name="reference"');
    expect(html).toContain('data-revealed');
  });

  it('shows the revealed question only while its control is checked, by CSS, keeping its value', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Referral />);
    const reference = screen.getByRole('textbox', { name: 'Reference number', hidden: true });
    expect(reference).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(reference).toBeVisible();
    await user.type(reference, 'SC-10482');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(reference).not.toBeVisible();
    expect(reference).toHaveValue('SC-10482');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works with a checkbox', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Conditional when='input[name="notify"]' control={<CheckboxField id="notify" name="notify" label="Notify" />}>
        <TextField id="to" name="to" label="Recipient" />
      </Conditional>,
    );
    const recipient = screen.getByRole('textbox', { name: 'Recipient', hidden: true });
    expect(recipient).not.toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Notify' }));
    // jsdom keeps computed styles until the DOM changes, and a checkbox's checkedness is no change to it.
    document.body.toggleAttribute('data-restyle');
    expect(recipient).toBeVisible();
  });
});
