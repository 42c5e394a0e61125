import type { IconNode } from 'lucide';

/**
 * A Lucide icon (import its node from 'lucide', e.g. `import { ShoppingBag } from 'lucide'`) as a plain SVG: no client
 * code, so an icon in a server component costs no JavaScript (lucide-react's icons are client components). Decorative:
 * the control around it carries the accessible name.
 */
export function Icon({ icon, size = 20, className, strokeWidth = 2 }: { icon: IconNode; size?: number; className?: string; strokeWidth?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([Tag, attributes], index) => {
        const Element = Tag as 'path';
        return <Element key={index} {...(attributes as Record<string, string>)} />;
      })}
    </svg>
  );
}
