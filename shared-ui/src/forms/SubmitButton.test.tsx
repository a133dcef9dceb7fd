import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { exampleElement } from '../examples';
import { theme } from '../theme/theme';
import { renderExample, renderWithTheme } from '../test-utils';
import { formActionsExamples, submitButtonExamples } from './FormActions.examples';

describe('SubmitButton', () => {
  it('is an enabled submit button without a spinner when idle', () => {
    renderExample(submitButtonExamples, 'idle');
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is disabled and shows an announced spinner while submitting', () => {
    renderWithTheme(
      exampleElement(formActionsExamples, 'submit', { children: exampleElement(submitButtonExamples, 'submitting') }),
    );
    const button = screen.getByRole('button', { name: /Submit/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Submitting…');
    expect(button).toContainElement(status);
  });

  it('is enabled in the server’s HTML: a form works before its code (and without it)', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>{exampleElement(submitButtonExamples, 'idle')}</ThemeProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = container.querySelector('button')!;
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
