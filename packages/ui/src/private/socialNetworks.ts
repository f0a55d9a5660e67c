import type { ComponentType } from 'react'
import { FacebookIcon } from '../icons/facebook/FacebookIcon.js'
import { InstagramIcon } from '../icons/instagram/InstagramIcon.js'
import { LinkedInIcon } from '../icons/linkedin/LinkedInIcon.js'
import { TikTokIcon } from '../icons/tiktok/TikTokIcon.js'
import { YouTubeIcon } from '../icons/youtube/YouTubeIcon.js'
import type { IconProps } from './SvgIcon.js'

/**
 * The site config's social urls (§3: facebook, instagram, tiktok, youtube) and a location's own
 * (§3 contact_detail: youtube_url, linkedin_url), with their names and icons.
 */
export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube' | 'linkedin'

export const SOCIAL_NETWORKS: Record<SocialNetwork, { label: string; Icon: ComponentType<IconProps> }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  tiktok: { label: 'TikTok', Icon: TikTokIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedInIcon },
}
