import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { exampleElement } from '../examples';
import { theme } from '../theme/theme';
import { renderExample, renderWithTheme } from '../test-utils';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { errorSummaryExamples } from './ErrorSummary.examples';

const { errors } = errorSummaryExamples.examples.twoErrors.props;

/** The example's form, its summary listing `list`. */
const Form = ({ list }: { list: readonly ErrorSummaryItem[] }) =>
  exampleElement(errorSummaryExamples, 'twoErrors', { errors: [...list] });

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = renderWithTheme(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert that takes focus and lists links to the fields', () => {
    renderExample(errorSummaryExamples, 'twoErrors');
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(summary).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Enter an email address' });
    expect(link).toHaveAttribute('href', '#email');
  });

  it('moves focus to the field when a link is activated, without changing the URL', () => {
    renderWithTheme(<Form list={errors} />);
    const before = window.location.href;
    const link = screen.getByRole('link', { name: 'Enter an email address' });
    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });

  it('takes focus again when the errors change, not on every render', () => {
    const { rerender } = renderWithTheme(<Form list={errors} />);
    const summary = screen.getByRole('alert');
    screen.getByRole('textbox', { name: 'Email' }).focus();

    rerender(<Form list={[...errors]} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    rerender(<Form list={[errors[1]!]} />);
    expect(summary).toHaveFocus();
  });

  it('after a post the server answered: focused by the browser as the page loads, not by its hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <ErrorSummary title="There is a problem" errors={errors} focusOnLoad />
      </ThemeProvider>,
    );
    const served = container.querySelector('[role="alert"]')!;
    expect(served).toHaveAttribute('autofocus');
    expect(served).toHaveAttribute('tabindex', '-1');

    // The island hydrates when the visitor reaches for a field: the focus stays in that field.
    renderWithTheme(<Form list={errors} />);
    screen.getByRole('textbox', { name: 'Email' }).focus();
    renderWithTheme(<ErrorSummary title="Server" errors={errors} focusOnLoad />);
    expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveFocus();
  });
});
