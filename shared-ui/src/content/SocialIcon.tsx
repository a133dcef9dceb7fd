import { FaInstagram, FaLinkedin, FaTiktok, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import type { IconType } from 'react-icons';

/** The five platforms, in the order the site shows them. */
export const socialPlatforms = ['instagram', 'tiktok', 'twitter', 'youtube', 'linkedin'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

const icons: Record<SocialPlatform, IconType> = {
  instagram: FaInstagram,
  tiktok: FaTiktok,
  twitter: FaXTwitter,
  youtube: FaYoutube,
  linkedin: FaLinkedin,
};

export interface SocialIconProps {
  platform: SocialPlatform;
  /** CSS length, default 1.25em. */
  size?: string;
}

/** Decorative platform icon: the surrounding link carries the accessible name. */
export function SocialIcon({ platform, size = '1.25em' }: SocialIconProps) {
  const Icon = icons[platform];
  return <Icon aria-hidden="true" focusable="false" size={size} data-platform={platform} />;
}
