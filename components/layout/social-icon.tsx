import { Icon } from '@/components/ui/icon';

const icons = { Facebook: 'facebook', Instagram: 'instagram', Pinterest: 'pinterest', YouTube: 'youtube' } as const;

export type SocialNetwork = keyof typeof icons;
export const socialNetworks = Object.keys(icons) as SocialNetwork[];

/** A social network's logo (Simple Icons, CC0, in the icon sprite), drawn in the text colour. */
export function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: number }) {
  return <Icon name={icons[network]} size={size} />;
}
