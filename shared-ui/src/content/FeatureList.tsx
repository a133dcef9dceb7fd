import type { ReactNode } from 'react';
import { Grid, type GridProps } from '../layout/Grid';
import { IconText } from './IconText';

export interface FeatureItem {
  id: string;
  /** Decorative icon. */
  icon: ReactNode;
  title: string;
  text: string;
}

export interface FeatureListProps extends Omit<GridProps, 'as' | 'children'> {
  items: FeatureItem[];
}

/**
 * A FeatureList's items from its features' icons, each under its id, in the order shown, and their texts by id:
 * a band's translation group (`t('<page>.<band>', { returnObjects: true })`) holds each feature's title and text.
 */
export function featureItems<Id extends string>(
  icons: readonly { id: Id; icon: ReactNode }[],
  texts: Record<NoInfer<Id>, { title: string; text: string }>,
): FeatureItem[] {
  return icons.map(({ id, icon }) => ({ id, icon, title: texts[id].title, text: texts[id].text }));
}

/** A list of features or benefits, each an icon, an h3 and a sentence, in an auto-fit grid. */
export function FeatureList({ items, min = '18rem', gap = 6, ...rest }: FeatureListProps) {
  return (
    <Grid as="ul" min={min} gap={gap} {...rest}>
      {items.map((item) => (
        <li key={item.id}>
          <IconText icon={item.icon} title={item.title} text={item.text} />
        </li>
      ))}
    </Grid>
  );
}
