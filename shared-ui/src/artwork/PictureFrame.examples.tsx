import { componentExamples } from '../examples';
import { artwork } from './index';
import { Illustration } from './Illustration';
import { PictureFrame } from './PictureFrame';

export const pictureFrameExamples = componentExamples('PictureFrame', PictureFrame, {
  // Beside a heading that says what it shows: decorative.
  decorative: { props: { children: <Illustration image={artwork.causes.hpv} alt="" /> } },
  described: {
    props: { children: <Illustration image={artwork.causes.child} alt="Children reading together" /> },
  },
});
