import { ContentSection, Prose, type ContentSectionProps } from '@stallions/shared-ui';

export interface ProseSectionProps extends Omit<ContentSectionProps, 'children'> {
  /** Its text, a paragraph each. */
  paragraphs: readonly string[];
}

/** A section of running text: its title, then its paragraphs. Other props go to the ContentSection. */
export function ProseSection({ paragraphs, ...section }: ProseSectionProps) {
  return (
    <ContentSection {...section}>
      <Prose>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
    </ContentSection>
  );
}
