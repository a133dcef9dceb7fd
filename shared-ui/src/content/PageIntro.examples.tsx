import { ButtonLink } from '../actions/ButtonLink';
import { componentExamples } from '../examples';
import { PageIntro } from './PageIntro';

export const pageIntroExamples = componentExamples('PageIntro', PageIntro, {
  full: {
    props: {
      eyebrow: 'Media',
      title: 'Press center',
      actions: <ButtonLink to="/contact">Contact us</ButtonLink>,
      media: <img src="/press.svg" alt="" width={800} height={600} />,
      children: <p>Facts and pictures for journalists.</p>,
    },
    context: (intro) => <main>{intro}</main>,
  },
  titleAndLead: { props: { title: 'Social media', children: <p>Follow us.</p> } },
});
