import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { renderWithTheme } from '../test-utils';
import { FormActions, SubmitButton } from './FormActions';

describe('SubmitButton', () => {
  it('is an enabled submit button without a spinner when idle', () => {
    renderWithTheme(
      <SubmitButton submitting={false} submittingLabel="Submitting…">
        Submit
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is disabled and shows an announced spinner while submitting', async () => {
    const { container } = renderWithTheme(
      <FormActions>
        <SubmitButton submitting submittingLabel="Submitting…">
          Submit
        </SubmitButton>
      </FormActions>,
    );
    const button = screen.getByRole('button', { name: /Submit/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Submitting…');
    expect(button).toContainElement(status);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is enabled in the server’s HTML: a form works before its code (and without it)', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <SubmitButton submitting={false} submittingLabel="Submitting…">
          Submit
        </SubmitButton>
      </ThemeProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = container.querySelector('button')!;
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
