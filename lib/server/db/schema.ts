import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A transaction id that never wraps around (PostgreSQL 13+): compared with a snapshot by `pg_visible_in_snapshot`. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** Money is stored as numeric(12,4) and read as a string; arithmetic happens in integer cents (lib/domain/money). */
const money = (name: string) => numeric(name, { precision: 12, scale: 4 });

export type JsonObject = Record<string, unknown>;

/** Colour labels of a configurable product's options, so that "red tee" finds the tees offered in red. */
const COLOUR_LABELS = `jsonb_path_query_array(doc, '$.configurable_options[*] ? (@.attribute_code == "color").values[*].label')`;

/**
 * A store language's translated category names (`c`) and colour labels (`d`) of a product, filled from the
 * categories' and attributes' `translations` maps (lib/server/search/search-texts.ts); the English texts stay searchable too.
 */
const translated = (config: 'german' | 'italian', key: 'c' | 'd') =>
  config === 'german' || config === 'italian' ? ` || to_tsvector('${config}', coalesce(search_texts #>> '{${config === 'german' ? 'de' : 'it'},${key}}', ''))` : '';

function searchVectorOf(config: 'english' | 'german' | 'italian') {
  const other = config === 'english' ? null : config;
  return sql.raw(
    `setweight(to_tsvector('${config}', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || ` +
      `setweight(to_tsvector('${config}', coalesce(category_names, ''))${other ? translated(other, 'c') : ''}, 'C') || ` +
      `setweight(to_tsvector('${config}', ${COLOUR_LABELS})${other ? translated(other, 'd') : ''}, 'D')`,
  );
}

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
    /** Per store language, the translated category names and colour labels: `{"de":{"c":"Damen Jacken","d":"Blau"}}`. */
    searchTexts: jsonb('search_texts').$type<Record<string, { c?: string; d?: string }>>().notNull().default({}),
    /** Filterable attribute values, each a list of option ids: {"color":[49,50],"size":[167]}. */
    attrs: jsonb('attrs').$type<Record<string, number[]>>().notNull().default({}),
    /** The whole product document as the storefront reads it (without computed prices). */
    doc: jsonb('doc').$type<JsonObject>().notNull(),
    isNew: boolean('is_new').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The searchable text per store language (lib/server/search/text-query.ts): name A, sku B, categories C, colours D. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchVectorOf('english')),
    searchVectorDe: tsvector('search_vector_de').generatedAlwaysAs(searchVectorOf('german')),
    searchVectorIt: tsvector('search_vector_it').generatedAlwaysAs(searchVectorOf('italian')),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_parent_sku_idx').on(t.parentSku),
    uniqueIndex('products_url_path_idx').on(t.urlPath),
    // A product's url path in the German and Italian store views (ADR 0048): the dispatcher and /api/url/map find a
    // translated address through these (lib/server/search/product-filters.ts names the same expressions).
    index('products_url_path_de_idx').on(sql`(${t.doc} #>> '{translations,de,url_path}')`),
    index('products_url_path_it_idx').on(sql`(${t.doc} #>> '{translations,it,url_path}')`),
    index('products_listing_idx').on(t.status, t.visibility),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_attrs_idx').using('gin', sql`${t.attrs} jsonb_path_ops`),
    // The search vectors have no index here: text searches read the per-language text tables (ADR 0070), which the
    // projection's trigger fills from these columns. Partial: a listing only looks at listed products; without the
    // condition, PostgreSQL ANDs a bitmap of the (status, visibility) index that covers a third of the table.
    index('products_listed_category_ids_idx').using('gin', t.categoryIds).where(sql`status = 1 AND visibility IN (2, 3, 4)`),
    index('products_name_idx').on(t.name),
    // SKU prefix search ("24-MB", "ws01-l"), case-insensitive.
    index('products_sku_lower_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    index('products_sales_count_idx').on(t.salesCount),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_created_at_idx').on(t.createdAt),
    index('products_updated_at_idx').on(t.updatedAt),
    index('products_price_idx').on(t.price),
  ],
);

/**
 * The search projection (ADR 0045): one narrow row per listed, enabled product (status 1, visibility 2/3/4) with
 * only what ranking, filters, facets and sorts read — no document, ~10× narrower than `products`. Kept in step by
 * statement triggers on `products` (drizzle/0007_search_projection.sql), so every writer (seed, import, upgrades,
 * tests) keeps it current. The search vectors are in the text tables below (ADR 0070).
 */
/** The projection rows' generations (ADR 0074). */
export const productSearchGeneration = pgSequence('product_search_generation');

export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    status: integer('status').notNull(),
    visibility: integer('visibility').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    specialFromDate: timestamp('special_from_date', { withTimezone: true }),
    specialToDate: timestamp('special_to_date', { withTimezone: true }),
    taxClassId: integer('tax_class_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    attrs: jsonb('attrs').$type<Record<string, number[]>>().notNull(),
    isNew: boolean('is_new').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The product's own stock row says in stock (ADR 0073): kept by triggers on `stock` and `products`. */
    inStock: boolean('in_stock').notNull().default(false),
    /**
     * A new number for every row written (the projection's trigger replaces a product's row on each write; the stock
     * flag's update keeps it): an instance's copy of the facet values knows a row it holds is current (ADR 0074).
     */
    generation: bigint('generation', { mode: 'number' })
      .notNull()
      .default(sql`nextval('product_search_generation')`),
    /**
     * The transaction that wrote the row (inserted it, or changed its stock flag): an instance's copy of the facet
     * values reads the rows written since the snapshot of its last read, and is then in step (ADR 0080).
     */
    writer: xid8('writer').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('product_search_writer_idx').on(t.writer),
    index('product_search_category_ids_idx').using('gin', t.categoryIds),
    index('product_search_attrs_idx').using('gin', sql`${t.attrs} jsonb_path_ops`),
    index('product_search_updated_at_idx').on(t.updatedAt),
    index('product_search_created_at_idx').on(t.createdAt),
    index('product_search_sales_count_idx').on(t.salesCount),
    index('product_search_name_idx').on(t.name),
  ],
);

/**
 * The products that left the projection (disabled, hidden, deleted, or every product when the catalogue is
 * truncated: `id` null), by the transaction that removed them, kept a day (ADR 0080): with the projection's `writer`,
 * what an instance reads to keep its copy of the facet values in step. A product rewritten is removed and inserted by
 * the same transaction; only a product that is not inserted again is recorded.
 */
export const productSearchRemoved = pgTable(
  'product_search_removed',
  {
    id: integer('id'),
    writer: xid8('writer').notNull().default(sql`pg_current_xact_id()`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_search_removed_writer_idx').on(t.writer), index('product_search_removed_removed_at_idx').on(t.removedAt)],
);

/**
 * The text of one search language (ADR 0070): id, SKU, name and that language's vector of every product a text search
 * may find (listed, enabled, visibility 3/4), ~200 bytes a row. A text search without filters ranks its matches here
 * alone, so a broad word reads a table that stays in the page cache; with filters it joins the projection. Kept in step
 * with `products` by the projection's statement triggers (drizzle/0017_search_text_tables.sql). The
 * German and Italian vectors add the product's translated name (its document's `translations` map) to the store's
 * vector of `products`; the columns are named as in `products`, so the same SQL reads either.
 */
function searchTextTable<const Name extends string, const Vector extends string>(name: Name, vector: Vector) {
  const columns = {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    vector: tsvector(vector).notNull(),
    inStock: boolean('in_stock').notNull().default(false),
  };
  return pgTable(name, columns, (t) => [
    index(`${name}_vector_idx`).using('gin', t.vector),
  ]);
}

export const productSearchTextEnglish = searchTextTable('product_search_text_english', 'search_vector');
export const productSearchTextGerman = searchTextTable('product_search_text_german', 'search_vector_de');
export const productSearchTextItalian = searchTextTable('product_search_text_italian', 'search_vector_it');

/** The text table of each search language. */
export const searchTextTables = {
  english: productSearchTextEnglish,
  german: productSearchTextGerman,
  italian: productSearchTextItalian,
} as const;

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
  (t) => [index('reviews_product_idx').on(t.productId, t.reviewStatus), index('reviews_status_created_idx').on(t.reviewStatus, t.createdAt)],
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

// ---- Transactional side: customers, tokens, carts, orders, coupons, mail (issue 3, ADR 0004) -------------

/** A street address as VSF / Magento send it (firstname, lastname, street[], city, postcode, country_id, region…). */
export type AddressDoc = Record<string, unknown>;

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: one account per e-mail address. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    passwordHash: text('password_hash').notNull(),
    groupId: integer('group_id').notNull().default(1),
    storeCode: text('store_code').notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_idx').on(t.email)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    doc: jsonb('doc').$type<AddressDoc>().notNull(),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was used (rotated) or revoked; presenting it again revokes its family. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.family)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash)],
);

/** Failed logins, keyed 'account:<email>' or 'address:<ip>', counted in a sliding window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.createdAt)],
);

export const carts = pgTable(
  'carts',
  {
    /** Guest carts: 128 random bits as 32 hex characters; the id is the guest's only credential. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: text('store_code').notNull().default('default'),
    isActive: boolean('is_active').notNull().default(true),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<AddressDoc>(),
    billingAddress: jsonb('billing_address').$type<AddressDoc>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethodCode: text('payment_method_code'),
    /** A guest cart merged into a customer's cart points at it (merged once). */
    mergedInto: text('merged_into'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_active_customer_idx').on(t.customerId).where(sql`is_active AND customer_id IS NOT NULL`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The sku that is sold: a configurable's child sku. */
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    productType: text('product_type').notNull(),
    productOption: jsonb('product_option').$type<JsonObject>(),
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

/**
 * An order's billing name as the back office searches it (lower case, "first last"): one expression for the index and
 * the query, so the planner can use the one for the other.
 */
export const orderNameExpression = (billingAddress: AnyPgColumn) =>
  sql`lower(coalesce(${billingAddress}->>'firstname', '') || ' ' || coalesce(${billingAddress}->>'lastname', ''))`;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    incrementId: text('increment_id').notNull(),
    /** The client's order_id: the idempotency key of POST /api/order. */
    clientOrderId: text('client_order_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    storeCode: text('store_code').notNull(),
    status: text('status').notNull().default('pending'),
    cartId: text('cart_id'),
    shippingAddress: jsonb('shipping_address').$type<AddressDoc>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressDoc>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    couponCode: text('coupon_code'),
    currencyCode: text('currency_code').notNull(),
    subtotal: money('subtotal').notNull(),
    subtotalInclTax: money('subtotal_incl_tax').notNull(),
    discountAmount: money('discount_amount').notNull(),
    shippingAmount: money('shipping_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    grandTotal: money('grand_total').notNull(),
    /** The full totals object as computed when the order was placed. */
    totals: jsonb('totals').$type<JsonObject>().notNull(),
    /** The answer given to the client, replayed for a repeated order_id. */
    result: jsonb('result').$type<JsonObject>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every back-office change: two staff members acting on one order, the second is told (ADR 0044). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shipment, set when the order ships (complete). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_client_order_id_idx').on(t.clientOrderId),
    uniqueIndex('orders_increment_id_idx').on(t.incrementId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The back office's list filtered by status and store view, newest first (lib/server/admin/orders.ts).
    index('orders_status_store_created_idx').on(t.status, t.storeCode, t.createdAt),
    // The back office's search by a whole e-mail address (an exact match: the trigram index below took ~60 ms for one,
    // whose trigrams every generated address shares) and by part of an e-mail or a name (lib/server/admin/orders.ts).
    index('orders_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    index('orders_email_trgm_idx').using('gin', sql`${t.customerEmail} gin_trgm_ops`),
    index('orders_name_trgm_idx').using('gin', sql`${orderNameExpression(t.billingAddress)} gin_trgm_ops`),
  ],
);

/**
 * An order's history: status changes and internal comments, with the staff member who made them. Entries visible to
 * the customer (processing, shipped, cancelled) show in My account's order history.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    comment: text('comment'),
    visibleToCustomer: boolean('visible_to_customer').notNull().default(false),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    priceInclTax: money('price_incl_tax').notNull(),
    rowTotal: money('row_total').notNull(),
    rowTotalInclTax: money('row_total_incl_tax').notNull(),
    taxAmount: money('tax_amount').notNull(),
    taxPercent: numeric('tax_percent', { precision: 7, scale: 4 }).notNull(),
    discountAmount: money('discount_amount').notNull(),
    productOption: jsonb('product_option').$type<JsonObject>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Cart price rules with a coupon code (Magento's sales rules, reduced to what the shop uses). */
export const salesRules = pgTable(
  'sales_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored upper-cased; codes are matched case-insensitively. */
    couponCode: text('coupon_code').notNull(),
    discountType: text('discount_type').$type<'percent' | 'fixed'>().notNull(),
    discountAmount: money('discount_amount').notNull(),
    minSubtotal: money('min_subtotal'),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sales_rules_coupon_code_idx').on(t.couponCode)],
);

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => salesRules.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_usages_rule_idx').on(t.ruleId)],
);

/** Every mail the shop sends. Without SMTP_URL this table is the outbox (status 'outbox', raw MIME kept). */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** queued → sent | outbox | failed */
    status: text('status').notNull().default('queued'),
    raw: text('raw'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_mail_status_idx').on(t.status, t.id)],
);

/**
 * The catalogue's version stamp: one row whose random `version` changes with every catalogue write (seed, import,
 * lib/server/catalog/catalog-version.ts). The storefront's catalogue cache keys its entries by it, so a shop never
 * serves data of an older catalogue or of another database.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a shop instance changed in the catalogue without a new version stamp (an order's stock): the cache tags to
 * expire. Every instance reads the rows added since its last look, twice a second (lib/server/render/catalogue-watch.ts).
 */
export const catalogChanges = pgTable('catalog_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tags: text('tags').array().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Notify me when it's back" (issue 44): one row per e-mail, store view and watched sku (a simple product, a variant,
 * or a configurable whose every variant is out of stock). A trigger on `stock` (drizzle/0007) marks the active rows of
 * a sku `due` in the very transaction that brings it back, whoever writes the stock; `sendDueStockAlerts` then queues
 * one mail per due row and ends it in one transaction (lib/server/stock-alerts).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    storeCode: text('store_code').notNull(),
    /** The sku whose stock is watched. */
    sku: text('sku').notNull(),
    /** The product the shopper saw: the sku itself, or the configurable of a variant (the mail links to its page). */
    productSku: text('product_sku').notNull(),
    /** active → due (stock came back) → notified; or unsubscribed. */
    status: text('status').$type<'active' | 'due' | 'notified' | 'unsubscribed'>().notNull().default('active'),
    /** SHA-256 of the unsubscribe link's token, set with the mail. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx').on(t.email, t.storeCode, t.sku).where(sql`status IN ('active', 'due')`),
    index('stock_alerts_sku_idx').on(t.sku).where(sql`status = 'active'`),
    index('stock_alerts_due_idx').on(t.id).where(sql`status = 'due'`),
  ],
);

/** Subscription requests per client address, for the hourly limit of the alert endpoint. */
export const stockAlertRequests = pgTable(
  'stock_alert_requests',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_alert_requests_address_idx').on(t.address, t.createdAt)],
);

// ---- Back office (issue 42, ADR 0044) -------------------------------------------------------------------------

/** Staff accounts, apart from customers: an owner manages staff, both run orders, reviews and the catalogue. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email)],
);

/** Back-office sessions: the cookie's token is kept as its SHA-256; deleted on logout, password change, deactivation. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The back office's audit log (issue 42, ADR 0051): who changed which record, when, and what (each changed field's
 * value before and after). The e-mail is kept beside the staff id so an entry still names its author after the
 * account is gone. Read newest first per record (`entity`, `entity_key`), e.g. a product's recent changes. A customer
 * acting on their own account (My account's export and erasure, ADR 0054) is named `customer:<id>` in `staff_email`,
 * with no staff id.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    entity: text('entity').notNull(),
    entityKey: text('entity_key').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_entity_idx').on(t.entity, t.entityKey, t.createdAt),
    // The audit log page (ADR 0056): newest first, and one staff member's entries.
    index('admin_audit_created_idx').on(t.createdAt, t.id),
    index('admin_audit_staff_email_idx').on(t.staffEmail, t.createdAt),
  ],
);

/**
 * Invitations to the back office (ADR 0056): an owner names an e-mail and a role; the invitee opens the link once,
 * within 72 hours, and sets their password. Only the token's SHA-256 is kept; `accepted_at` makes it single-use.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_invitations_token_idx').on(t.tokenHash), index('staff_invitations_email_idx').on(t.email)],
);
