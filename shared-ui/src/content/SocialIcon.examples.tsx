import { componentExamples, type ComponentExample } from '../examples';
import { SocialIcon, socialPlatforms, type SocialIconProps, type SocialPlatform } from './SocialIcon';

// One example per platform the site links to.
const examples = Object.fromEntries(socialPlatforms.map((platform) => [platform, { props: { platform } }])) as Record<
  SocialPlatform,
  ComponentExample<SocialIconProps>
>;

export const socialIconExamples = componentExamples('SocialIcon', SocialIcon, examples);
