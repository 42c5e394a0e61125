import Link from 'next/link';
import type { Breadcrumb } from '@/lib/domain/breadcrumbs';

export function Breadcrumbs({ items, label }: { items: Breadcrumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.url && index < items.length - 1 ? (
              <Link href={item.url}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
