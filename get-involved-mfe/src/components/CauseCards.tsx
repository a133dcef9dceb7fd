import { Card, Grid } from '@stallions/shared-ui';
import { causeArtwork, causeIds, type CauseId } from '../content';

export interface CauseCardsProps {
  /** Translated title and text of each cause. */
  causes: Record<CauseId, { title: string; text: string }>;
  /** Each card links here, with this visible label, when given. */
  to?: string;
  linkLabel?: string;
  testId?: string;
}

/** The four causes as cards with their illustrations (h3 titles, under the section's h2). */
export function CauseCards({ causes, to, linkLabel, testId = 'cause-cards' }: CauseCardsProps) {
  return (
    <Grid as="ul" min="15rem" data-testid={testId}>
      {causeIds.map((id) => (
        <li key={id}>
          <Card title={causes[id].title} image={{ ...causeArtwork(id), alt: '' }} to={to} linkLabel={linkLabel}>
            <p>{causes[id].text}</p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
