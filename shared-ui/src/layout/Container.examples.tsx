import { componentExamples } from '../examples';
import { Container } from './Container';

export const containerExamples = componentExamples('Container', Container, {
  column: { props: { children: <p>The club&apos;s page text, in a centred column.</p> } },
});
