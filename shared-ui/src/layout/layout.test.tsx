import { fireEvent, screen } from '@testing-library/react';
import { skipLinkExamples } from '../a11y/SkipLink.examples';
import { visuallyHiddenExamples } from '../a11y/VisuallyHidden.examples';
import { renderExample } from '../test-utils';
import { gridExamples } from './Grid.examples';
import { sectionExamples } from './Section.examples';
import { splitExamples } from './Split.examples';

describe('layout', () => {
  it('composes a labelled section with heading, grid and stack', () => {
    renderExample(sectionExamples, 'darkBandWithLayout');
    const region = screen.getByRole('region', { name: 'Four causes' });
    expect(region).toHaveAttribute('id', 'causes');
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Four causes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('Grid renders as the list it is given', () => {
    renderExample(gridExamples, 'list');
    expect(screen.getByRole('list').tagName).toBe('UL');
  });

  it('Split renders as the list item it is given', () => {
    renderExample(splitExamples, 'zigZagItem');
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('heading', { level: 3, name: 'HPV' }));
  });

  it('VisuallyHidden keeps text in the accessibility tree', () => {
    renderExample(visuallyHiddenExamples, 'nameOfAnIconButton');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('SkipLink', () => {
  it('moves focus to the main content', () => {
    renderExample(skipLinkExamples, 'toMainContent');
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#main-content');
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
