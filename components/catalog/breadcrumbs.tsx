import { IntentLink } from '@/components/ui/intent-link';
import type { Breadcrumb } from '@/lib/domain/breadcrumbs';

export function Breadcrumbs({ items, label }: { items: Breadcrumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.url && index < items.length - 1 ? (
              <IntentLink href={item.url}>{item.name}</IntentLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
