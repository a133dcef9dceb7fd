import { componentExamples } from '../examples';
import { Container } from './Container';
import { Grid } from './Grid';
import { Prose } from './Prose';
import { Section } from './Section';
import { Eyebrow, SectionHeading } from './SectionHeading';
import { Stack } from './Stack';

export const sectionExamples = componentExamples('Section', Section, {
  // A band as pages compose it: named by its heading, laid out by the other layout components.
  darkBandWithLayout: {
    props: {
      tone: 'dark',
      'aria-labelledby': 'causes-title',
      id: 'causes',
      children: (
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
      ),
    },
    context: (section) => <main>{section}</main>,
  },
  alt: { props: { tone: 'alt', children: <p>On the alternate background.</p> } },
});
