/** @jest-environment ./jest.env.jsdom.js */
import { recentlyViewedSlotProps } from '@/components/recently-viewed/page-slots';
import { productsOnPage } from './page-products';

function pageOf(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const tile = (sku: string, name: string, prices: string[], image?: string) => `
  <li class="product-tile" data-item-id="${sku}"${image ? ` data-item-image="${image}"` : ''}>
    <a href="/p/${sku}/slug"><span class="product-tile__frame"><img src="/img/x.jpg" alt=""></span><span class="product-tile__name"> ${name} </span></a>
    <button type="button" aria-label="Add to wishlist"></button>
    <p class="product-tile__price">${prices.length > 1 ? `<span class="visually-hidden">Regular price: </span><del>${prices[0]}</del> <span class="visually-hidden">Special price: </span>` : ''}<span>${prices.at(-1)}</span></p>
  </li>`;

describe('the products a page shows', () => {
  it('reads the tiles of a listing: name, link, photo and the price paid', () => {
    const root = pageOf(`<ul>${tile('WJ12', 'Olivia Jacket', ['$77.00', '$61.60'], '/w/j/wj12.jpg')}${tile('MJ01', 'Beaumont Kit', ['$42.00'])}</ul>`);
    expect(productsOnPage(root, 'default', 5)).toEqual([
      { sku: 'WJ12', storeCode: 'default', name: 'Olivia Jacket', url: '/p/WJ12/slug', image: '/w/j/wj12.jpg', price: '$61.60', seenAt: 5 },
      { sku: 'MJ01', storeCode: 'default', name: 'Beaumont Kit', url: '/p/MJ01/slug', image: null, price: '$42.00', seenAt: 5 },
    ]);
  });

  it('reads the product of a product page from its recently viewed slot, and skips broken entries', () => {
    const slot = recentlyViewedSlotProps({ sku: 'MJ03', name: 'Montana Wind Jacket', url: '/de/p/MJ03/montana', image: null, price: '49,00 €' });
    const root = pageOf('<div></div><div data-recently-viewed="{oops"></div><li class="product-tile" data-item-id="X"></li>');
    root.firstElementChild!.setAttribute('data-recently-viewed', slot['data-recently-viewed']);
    expect(productsOnPage(root, 'de', 1)).toEqual([
      { sku: 'MJ03', storeCode: 'de', name: 'Montana Wind Jacket', url: '/de/p/MJ03/montana', image: null, price: '49,00 €', seenAt: 1 },
    ]);
  });
});
