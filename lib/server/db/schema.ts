import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Money is stored as numeric(12,4) and read as a string; arithmetic happens in integer cents (lib/domain/money). */
const money = (name: string) => numeric(name, { precision: 12, scale: 4 });

export type JsonObject = Record<string, unknown>;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    typeId: text('type_id').notNull(),
    status: integer('status').notNull().default(1),
    visibility: integer('visibility').notNull().default(4),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    specialFromDate: timestamp('special_from_date', { withTimezone: true }),
    specialToDate: timestamp('special_to_date', { withTimezone: true }),
    taxClassId: integer('tax_class_id').notNull().default(2),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryNames: text('category_names').notNull().default(''),
    /** Filterable attribute values, each a list of option ids: {"color":[49,50],"size":[167]}. */
    attrs: jsonb('attrs').$type<Record<string, number[]>>().notNull().default({}),
    /** The whole product document as the storefront reads it (without computed prices). */
    doc: jsonb('doc').$type<JsonObject>().notNull(),
    isNew: boolean('is_new').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || setweight(to_tsvector('english', coalesce(category_names, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_parent_sku_idx').on(t.parentSku),
    uniqueIndex('products_url_path_idx').on(t.urlPath),
    index('products_listing_idx').on(t.status, t.visibility),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_attrs_idx').using('gin', sql`${t.attrs} jsonb_path_ops`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_created_at_idx').on(t.createdAt),
    index('products_updated_at_idx').on(t.updatedAt),
    index('products_price_idx').on(t.price),
  ],
);

/** Words of product names and category names, for typo-tolerant query expansion (edit distance ≤ 2). */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    productCount: integer('product_count').notNull().default(0),
    doc: jsonb('doc').$type<JsonObject>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_url_path_idx').on(t.urlPath),
    index('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

export const attributes = pgTable(
  'attributes',
  {
    attributeId: integer('attribute_id').primaryKey(),
    attributeCode: text('attribute_code').notNull(),
    doc: jsonb('doc').$type<JsonObject>().notNull(),
  },
  (t) => [uniqueIndex('attributes_code_idx').on(t.attributeCode)],
);

export const taxRules = pgTable('tax_rules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  doc: jsonb('doc').$type<JsonObject>().notNull(),
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeId: integer('store_id').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    doc: jsonb('doc').$type<JsonObject>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_identifier_store_idx').on(t.identifier, t.storeId)],
);

export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: integer('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeId: integer('store_id').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    doc: jsonb('doc').$type<JsonObject>().notNull().default({}),
  },
  (t) => [uniqueIndex('cms_blocks_identifier_store_idx').on(t.identifier, t.storeId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    nickname: text('nickname').notNull(),
    rating: integer('rating').notNull().default(5),
    /** 1 approved, 2 pending (Magento's review_status). */
    reviewStatus: integer('review_status').notNull().default(2),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.reviewStatus)],
);

export const stock = pgTable('stock', {
  productId: integer('product_id').primaryKey(),
  sku: text('sku').notNull().unique(),
  qty: integer('qty').notNull().default(0),
  isInStock: boolean('is_in_stock').notNull().default(true),
  manageStock: boolean('manage_stock').notNull().default(true),
  minSaleQty: integer('min_sale_qty').notNull().default(1),
  maxSaleQty: integer('max_sale_qty').notNull().default(10000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  status: text('status').$type<'subscribed' | 'unsubscribed'>().notNull(),
  storeCode: text('store_code').notNull().default('default'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventLog = pgTable(
  'event_log',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').notNull(),
    uuid: text('uuid'),
    payload: jsonb('payload').$type<JsonObject>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_log_uuid_idx').on(t.uuid)],
);

/** Key/value facts about the database itself (seed version, catalogue revision). */
export const meta = pgTable(
  'meta',
  {
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
