import { ShopThumbnail } from '@/components/ui/shop-thumbnail';

/** What a result tile shows, from a live answer or from the products seen (offline, ADR 0052). */
export interface ResultTile {
  sku: string;
  name: string;
  href: string;
  image: string | null | undefined;
  price: string;
}

/** The product tiles of the search panel and of the offline search results. */
export function ResultTiles({ items, className = 'product-grid' }: { items: readonly ResultTile[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.sku} className="product-tile">
          <a href={item.href}>
            <span className="product-tile__frame">
              <ShopThumbnail path={item.image} preset="tile" width={300} />
            </span>
            <span className="product-tile__name">{item.name}</span>
          </a>
          <p className="product-tile__price">{item.price}</p>
        </li>
      ))}
    </ul>
  );
}
