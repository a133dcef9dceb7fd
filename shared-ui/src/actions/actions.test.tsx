import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderExample } from '../test-utils';
import { actionLinksExamples } from './ActionLinks.examples';
import { buttonExamples } from './Button.examples';
import { buttonLinkExamples } from './ButtonLink.examples';
import { externalLinkExamples } from './ExternalLink.examples';

describe('Button', () => {
  it('defaults to type="button" and forwards ref and handlers', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    renderExample(buttonExamples, 'secondaryLarge', { ref, onClick });
    const button = screen.getByRole('button', { name: 'Donate' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    // Style props are transient: they never reach the DOM.
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a router link styled as a button', () => {
    renderExample(buttonLinkExamples, 'primary');
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('href', '/get-involved/join');
    expect(link).not.toHaveAttribute('variant');
  });
});

describe('ExternalLink', () => {
  it('opens a new tab safely and says so to screen readers', () => {
    renderExample(externalLinkExamples, 'withIcon');
    const link = screen.getByRole('link', { name: 'Brand guidelines (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ActionLinks', () => {
  it('draws the first link as the secondary button and the others light', () => {
    renderExample(actionLinksExamples, 'mainAndOther');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/get-involved/donate',
      '/get-involved/join',
    ]);
  });
});
