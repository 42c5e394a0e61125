import { siFacebook, siInstagram, siPinterest, siYoutube } from 'simple-icons';

const icons = { Facebook: siFacebook, Instagram: siInstagram, Pinterest: siPinterest, YouTube: siYoutube };

export type SocialNetwork = keyof typeof icons;
export const socialNetworks = Object.keys(icons) as SocialNetwork[];

/** A social network's logo (Simple Icons, CC0), drawn in the text colour. */
export function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={icons[network].path} />
    </svg>
  );
}
