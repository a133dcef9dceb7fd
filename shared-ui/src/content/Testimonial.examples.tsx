import { componentExamples } from '../examples';
import { Testimonial } from './Testimonial';

export const testimonialExamples = componentExamples('Testimonial', Testimonial, {
  member: {
    props: {
      name: 'Layla Haddad',
      age: 34,
      profession: 'Architect',
      text: 'The club opened doors I did not know existed.',
      image: { src: '/a.svg', alt: 'Portrait of Layla Haddad' },
      formatAge: (age) => `${age} years`,
    },
  },
});
