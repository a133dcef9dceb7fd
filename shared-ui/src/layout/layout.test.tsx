import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SkipLink } from '../a11y/SkipLink';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { renderWithTheme } from '../test-utils';
import { Container } from './Container';
import { Grid } from './Grid';
import { Prose } from './Prose';
import { Section } from './Section';
import { Eyebrow, SectionHeading } from './SectionHeading';
import { Stack } from './Stack';

describe('layout', () => {
  it('composes a labelled section with heading, grid and stack', async () => {
    const { container } = renderWithTheme(
      <main>
        <Section tone="dark" aria-labelledby="causes-title" id="causes">
          <Container>
            <Eyebrow>Our cause</Eyebrow>
            <SectionHeading id="causes-title">Four causes</SectionHeading>
            <Grid as="ul" min="12rem">
              <li>HPV</li>
              <li>Children</li>
            </Grid>
            <Stack gap={6}>
              <Prose>
                <p>Text</p>
              </Prose>
            </Stack>
          </Container>
        </Section>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Four causes' });
    expect(region).toHaveAttribute('id', 'causes');
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Four causes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('VisuallyHidden keeps text in the accessibility tree', () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('SkipLink', () => {
  it('moves focus to the main content', async () => {
    const { container } = renderWithTheme(
      <>
        <SkipLink href="#main-content">Skip to main content</SkipLink>
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#main-content');
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
