import { pageHref } from '@stallions/shared-config';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { artwork, ContentSection, Grid, Hero, Testimonial, usePageMeta } from '@stallions/shared-ui';
import type { ContentSectionText, HeroText } from '@stallions/shared-ui';
import { ClosingSection } from '../components/ClosingSection';
import { ProjectCards } from '../components/ProjectCards';
import { ProseSection } from '../components/ProseSection';

interface TestimonialItem {
  name: string;
  age: number;
  profession: string;
  text: string;
}

export default function OverviewPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  usePageMeta({ title: t('getInvolved.overview.title'), description: t('getInvolved.overview.metaDescription') });
  const paragraphs = t('getInvolved.overview.intro.paragraphs', { returnObjects: true }) as string[];
  const testimonials = t('getInvolved.overview.testimonials.items', { returnObjects: true }) as TestimonialItem[];
  const hero = t('getInvolved.overview.hero', { returnObjects: true }) as HeroText & { join: string; donate: string };
  const heroActions = [
    { to: pageHref('getInvolved', 'join'), label: hero.join },
    { to: pageHref('getInvolved', 'donate'), label: hero.donate },
  ];
  const projects = t('getInvolved.overview.projects', { returnObjects: true }) as ContentSectionText;

  return (
    <>
      <Hero height={85} {...hero} image={{ ...artwork.heroGetInvolved, alt: '' }} actions={heroActions} />

      <ProseSection
        title={t('getInvolved.overview.intro.title')}
        paragraphs={paragraphs}
        data-testid="overview-intro"
      />

      <ContentSection tone="alt" eyebrow={projects.eyebrow} title={projects.title} intro={projects.intro}>
        <ProjectCards />
      </ContentSection>

      <ClosingSection
        title={t('getInvolved.overview.donate.title')}
        text={t('getInvolved.overview.donate.text')}
        actions={[
          { to: pageHref('getInvolved', 'donate'), label: t('getInvolved.overview.donate.button') },
          { to: pageHref('getInvolved', 'ways-to-give'), label: t('getInvolved.overview.donate.waysToGive') },
        ]}
      />

      <ContentSection
        eyebrow={t('getInvolved.overview.testimonials.eyebrow')}
        title={t('getInvolved.overview.testimonials.title')}
      >
        <Grid as="ul" min="18rem" data-testid="testimonials">
          {testimonials.map((item, index) => (
            <li key={item.name}>
              <Testimonial
                name={item.name}
                age={item.age}
                profession={item.profession}
                text={item.text}
                formatAge={(age) => t('getInvolved.overview.testimonials.age', { age: number(Number(age)) })}
                image={{
                  src: artwork.avatars[index % artwork.avatars.length]!.src,
                  alt: t('getInvolved.overview.testimonials.imageAlt', { name: item.name }),
                }}
              />
            </li>
          ))}
        </Grid>
      </ContentSection>
    </>
  );
}
