import { ButtonLink } from './ButtonLink';

/** A band's links, by their address and words. */
export type ActionLink = { to: string; label: string };

/** The links of a hero or a closing band: the main one first, as the secondary button, the others light. */
export function ActionLinks({ links }: { links: readonly ActionLink[] }) {
  return links.map(({ to, label }, index) => (
    <ButtonLink key={to} to={to} variant={index === 0 ? 'secondary' : 'light'} size="lg">
      {label}
    </ButtonLink>
  ));
}
