import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../test-utils';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { ExternalLink } from './ExternalLink';

describe('Button', () => {
  it('defaults to type="button" and forwards ref and handlers', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <Button ref={ref} variant="secondary" size="lg" onClick={onClick}>
        Donate
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Donate' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    // Style props are transient: they never reach the DOM.
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ButtonLink', () => {
  it('is a router link styled as a button', () => {
    renderWithTheme(
      <ButtonLink to="/get-involved/join" variant="primary">
        Join
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('href', '/get-involved/join');
    expect(link).not.toHaveAttribute('variant');
  });
});

describe('ExternalLink', () => {
  it('opens a new tab safely and says so to screen readers', async () => {
    const { container } = renderWithTheme(
      <ExternalLink href="https://example.org/brand" newTabLabel="(opens in a new tab)" showIcon>
        Brand guidelines
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Brand guidelines (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });
});
