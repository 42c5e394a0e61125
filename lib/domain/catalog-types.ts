/**
 * The catalogue documents as stored (products.doc, categories.doc, attributes.doc) and served by the API,
 * in the vue-storefront-api shape. Price fields computed per store view are added at read time (product-price.ts).
 */
/** Store code → field → text: a document's texts in other store views (ADR 0016, lib/domain/store-labels.ts). */
export type Translations = Partial<Record<string, Record<string, string>>>;

export type ProductType = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

export interface StockInfo {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  min_sale_qty?: number;
  max_sale_qty?: number;
}

export interface MediaGalleryEntry {
  image: string;
  pos: number;
  typ: 'image' | 'video';
  lab: string;
  vid?: { url: string; title: string } | null;
}

export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug: string;
  path: string;
}

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  value: number;
}

/** The stored price fields of a product or a child, from which the answered prices are computed (decorateProduct). */
export interface PricedDocument {
  price: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  tax_class_id: number;
}

export interface ConfigurableChild extends PricedDocument {
  id: number;
  sku: string;
  name: string;
  status: number;
  visibility: number;
  /** Stored by older seeds and imports; never answered (see decorateProduct). */
  type_id?: 'simple';
  image: string;
  small_image: string;
  thumbnail: string;
  url_key?: string;
  color: number;
  size: number;
  stock?: StockInfo;
  [attribute: string]: unknown;
}

export interface ConfigurableOption {
  id: number;
  attribute_id: string;
  attribute_code: string;
  label: string;
  position: number;
  product_id: number;
  values: { value_index: number; label: string }[];
}

export interface BundleProductLink {
  id: number;
  sku: string;
  qty: number;
  can_change_quantity: 0 | 1;
  is_default: boolean;
  position: number;
  price?: number | null;
}

export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  position: number;
  sku: string;
  product_links: BundleProductLink[];
}

export interface ProductLink {
  sku: string;
  link_type: 'associated' | 'related' | 'upsell' | 'crosssell';
  linked_product_sku: string;
  linked_product_type: ProductType;
  position: number;
  qty?: number;
  is_default?: boolean;
}

type CustomOptionType = 'field' | 'area' | 'radio' | 'select' | 'drop_down' | 'checkbox';

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: 'fixed' | 'percent';
  sort_order: number;
}

export interface CustomOption {
  option_id: number;
  title: string;
  type: CustomOptionType;
  is_require: boolean;
  sort_order: number;
  price?: number;
  price_type?: 'fixed' | 'percent';
  max_characters?: number;
  values?: CustomOptionValue[];
}

export interface ProductDocument extends PricedDocument {
  id: number;
  sku: string;
  name: string;
  type_id: ProductType;
  status: number;
  visibility: number;
  url_key: string;
  url_path: string;
  slug: string;
  description: string;
  short_description?: string;
  image: string;
  small_image: string;
  thumbnail: string;
  media_gallery: MediaGalleryEntry[];
  category: ProductCategoryRef[];
  category_ids: number[];
  tier_prices: TierPrice[];
  stock: StockInfo;
  weight?: number;
  created_at: string;
  updated_at: string;
  new: 0 | 1;
  sale: 0 | 1;
  /** Option ids of filterable attributes: color, size, material, erin_recommends, eco_collection, … */
  color?: number;
  size?: number;
  color_options?: number[];
  size_options?: number[];
  configurable_children?: ConfigurableChild[];
  configurable_options?: ConfigurableOption[];
  bundle_options?: BundleOption[];
  product_links?: ProductLink[];
  custom_options?: CustomOption[];
  downloadable_links?: { id: number; title: string; price: number; sample_url?: string }[];
  /**
   * Per store view, what differs there: the name (searched in that store's language, ADR 0045) and the url key, url
   * path and slug (lib/domain/store-urls.ts, ADR 0048), e.g. `{ de: { name: 'Gwyn Regenjacke', url_key: … } }`.
   */
  translations?: Translations;
  [attribute: string]: unknown;
}

export interface CategoryDocument {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  children_count: number;
  url_key: string;
  url_path: string;
  slug: string;
  path: string;
  include_in_menu: 0 | 1;
  image?: string | null;
  children_data: CategoryDocument[];
  translations?: Translations;
}

export interface AttributeOption {
  label: string;
  value: string;
  /** Swatch colour (#rrggbb) for colour options. */
  swatch?: string;
  translations?: Translations;
}

export interface AttributeDocument {
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  frontend_input: 'select' | 'multiselect' | 'boolean' | 'text' | 'price';
  is_user_defined: boolean;
  is_visible: boolean;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  position: number;
  options: AttributeOption[];
  translations?: Translations;
}
