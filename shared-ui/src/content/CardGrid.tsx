import type { ArtworkImage } from '../artwork/index';
import { Grid } from '../layout/Grid';
import { Card } from './Card';

export interface CardGridCard {
  id: string;
  title: string;
  /** Decorative: the card's title says what it shows. */
  image: ArtworkImage;
  /** Router path of the card's one link. */
  to: string;
  /** One paragraph under the title. */
  text: string;
  /** The link's visible label (named as in a page's translations: title, text, link). */
  link: string;
}

export interface CardGridProps {
  cards: readonly CardGridCard[];
  /** Minimum column width, default '18rem'. */
  min?: string;
}

/** A list of linked cards (a picture, a title, a paragraph and a link), as many to a row as fit. */
export function CardGrid({ cards, min = '18rem' }: CardGridProps) {
  return (
    <Grid as="ul" min={min}>
      {cards.map(({ id, title, image, to, text, link }) => (
        <li key={id}>
          <Card title={title} image={{ ...image, alt: '' }} to={to} linkLabel={link}>
            <p>{text}</p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
