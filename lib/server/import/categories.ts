/**
 * Categories while importing. Magento rows name categories by path ("Default Category/Women/Tops/Tees");
 * a path is matched by names, level by level from the root, against the categories already there (an
 * imported VSF dump keeps its ids, url_path and slug, so URLs match the original shop). Missing levels are
 * created in the seed's shape: url_key = slug = `<name>-<id>`, url_path the parents' segments and the name's.
 */
import { sql } from 'drizzle-orm';
import { ROOT_CATEGORY_ID } from '@/lib/config/constants';
import { productStatus } from '@/lib/config/product-status';
import type { CategoryDocument, ProductCategoryRef } from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { categories } from '@/lib/server/db/schema';
import { slugify } from '@/lib/server/seed/slug';
import { decodeTextFields } from './fields';
import { upsertRecords, type UpsertResult } from './write';
import { productVisibility } from '@/lib/config/constants';
import { integerLiteral } from '@/lib/server/db/sql-literals';

/** Magento's "Root Catalog", the parent of the root category; never stored. */
const ROOT_PARENT_ID = 1;

export interface CategoryRecord {
  id: number;
  parentId: number;
  name: string;
  urlKey: string;
  urlPath: string;
  slug: string;
  path: string;
  level: number;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
  /** The stored document's own fields (a VSF dump's extra fields are kept). */
  extra: Record<string, unknown>;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class CategoryRegistry {
  readonly byId = new Map<number, CategoryRecord>();
  private readonly dirty = new Set<number>();
  private nextId = ROOT_CATEGORY_ID + 1;

  static async load(db: Db): Promise<CategoryRegistry> {
    const registry = new CategoryRegistry();
    const result = await execute<{
      id: number;
      parent_id: number;
      name: string;
      url_key: string;
      url_path: string;
      slug: string;
      path: string;
      level: number;
      position: number;
      is_active: boolean;
      include_in_menu: boolean;
      doc: Record<string, unknown>;
    }>(db, sql`SELECT id, parent_id, name, url_key, url_path, slug, path, level, position, is_active, include_in_menu, doc FROM categories`);
    for (const row of result.rows) {
      registry.remember({
        id: Number(row.id),
        parentId: Number(row.parent_id),
        name: row.name,
        urlKey: row.url_key,
        urlPath: row.url_path,
        slug: row.slug,
        path: row.path,
        level: Number(row.level),
        position: Number(row.position),
        isActive: row.is_active,
        includeInMenu: row.include_in_menu,
        extra: row.doc,
      });
    }
    return registry;
  }

  private remember(record: CategoryRecord): void {
    this.byId.set(record.id, record);
    if (record.id >= this.nextId) this.nextId = record.id + 1;
  }

  /** Stores (or replaces) a category, e.g. from a VSF dump; its name and meta fields are stored decoded (`&amp;` → `&`). */
  put(record: CategoryRecord): void {
    const decoded = { ...record, name: decodeEntities(record.name), extra: decodeTextFields(record.extra) };
    this.remember(decoded);
    this.dirty.add(record.id);
  }

  private children(parentId: number): CategoryRecord[] {
    return [...this.byId.values()]
      .filter((record) => record.parentId === parentId)
      .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id);
  }

  /** The root category (id 2, Magento's "Default Category"), created when the database has none. */
  root(name = 'Default Category'): CategoryRecord {
    const existing = this.byId.get(ROOT_CATEGORY_ID);
    if (existing) return existing;
    const segment = slugify(name) || 'root';
    const record: CategoryRecord = {
      id: ROOT_CATEGORY_ID,
      parentId: ROOT_PARENT_ID,
      name,
      urlKey: `${segment}-${ROOT_CATEGORY_ID}`,
      urlPath: segment,
      slug: `${segment}-${ROOT_CATEGORY_ID}`,
      path: `${ROOT_PARENT_ID}/${ROOT_CATEGORY_ID}`,
      level: 1,
      position: 1,
      isActive: true,
      includeInMenu: true,
      extra: {},
    };
    this.put(record);
    return record;
  }

  /** The child of `parent` with this name, if any. */
  findChild(parentId: number, name: string): CategoryRecord | undefined {
    return this.children(parentId).find((record) => sameName(record.name, name));
  }

  /**
   * The category at a name path below the root (["Women", "Tops", "Tees"]), matched level by level and
   * created where missing. An empty path is the root.
   */
  resolve(names: string[]): CategoryRecord {
    let current = this.root();
    for (const rawName of names) {
      const name = rawName.trim();
      if (!name) continue;
      current = this.findChild(current.id, name) ?? this.create(current, name);
    }
    return current;
  }

  private create(parent: CategoryRecord, name: string): CategoryRecord {
    const id = this.nextId++;
    const segment = slugify(name) || `category-${id}`;
    let urlPath = parent.id === ROOT_CATEGORY_ID ? segment : `${parent.urlPath}/${segment}`;
    if ([...this.byId.values()].some((record) => record.urlPath === urlPath)) urlPath = `${urlPath}-${id}`;
    const record: CategoryRecord = {
      id,
      parentId: parent.id,
      name,
      urlKey: `${segment}-${id}`,
      urlPath,
      slug: `${segment}-${id}`,
      path: `${parent.path}/${id}`,
      level: parent.level + 1,
      position: this.children(parent.id).length + 1,
      isActive: true,
      includeInMenu: true,
      extra: {},
    };
    this.put(record);
    return record;
  }

  /** The category and its ancestors below the root, top first: what a product's category_ids hold. */
  withAncestors(id: number): number[] {
    const record = this.byId.get(id);
    if (!record || id === ROOT_CATEGORY_ID) return [];
    const ids = record.path
      .split('/')
      .map(Number)
      .filter((ancestor) => ancestor !== ROOT_PARENT_ID && ancestor !== ROOT_CATEGORY_ID && this.byId.has(ancestor));
    return ids.includes(id) ? ids : [...ids, id];
  }

  ref(id: number): ProductCategoryRef | null {
    const record = this.byId.get(id);
    return record ? { category_id: record.id, name: record.name, slug: record.slug, path: record.urlPath } : null;
  }

  get createdCount(): number {
    return this.dirty.size;
  }

  /** Writes the categories that changed (their documents are rebuilt by rebuildCategoryDocuments). */
  async save(db: Db): Promise<UpsertResult> {
    const rows = [...this.dirty].map((id) => {
      const record = this.byId.get(id) as CategoryRecord;
      return {
        id: record.id,
        parentId: record.parentId,
        name: record.name,
        urlKey: record.urlKey,
        urlPath: record.urlPath,
        slug: record.slug,
        path: record.path,
        level: record.level,
        position: record.position,
        isActive: record.isActive,
        includeInMenu: record.includeInMenu,
        doc: documentOf(record, [], 0, 0),
        updatedAt: new Date(),
      };
    });
    this.dirty.clear();
    // url_path is unique: a category imported under a new id takes over the path of an old one.
    for (const row of rows) {
      await execute(db, sql`DELETE FROM categories WHERE url_path = ${row.urlPath} AND id <> ${row.id}`);
    }
    return upsertRecords(db, categories, rows, ['id']);
  }
}

function documentOf(
  record: CategoryRecord,
  children: CategoryDocument[],
  productCount: number,
  childrenCount: number,
): Record<string, unknown> {
  const { children_data: _ignored, ...extra } = record.extra;
  void _ignored;
  return {
    ...extra,
    id: record.id,
    parent_id: record.parentId,
    parent_ids: record.path.split('/').map(Number).slice(1, -1),
    name: record.name,
    is_active: record.isActive,
    position: record.position,
    level: record.level,
    product_count: productCount,
    children_count: childrenCount,
    url_key: record.urlKey,
    url_path: record.urlPath,
    slug: record.slug,
    path: record.path,
    include_in_menu: record.includeInMenu ? 1 : 0,
    image: (extra.image as string | null | undefined) ?? null,
    children_data: children,
  };
}

/**
 * Rebuilds every category document after an import: product counts (listed products: enabled, visible),
 * children_data nested as the menu reads it, children_count.
 */
export async function rebuildCategoryDocuments(db: Db): Promise<number> {
  const registry = await CategoryRegistry.load(db);
  const counts = new Map<number, number>();
  const result = await execute<{ id: number; count: string | number }>(
    db,
    sql`SELECT c.id, count(*) AS count FROM products p, unnest(p.category_ids) AS c(id)
      WHERE p.status = ${integerLiteral(productStatus.enabled)} AND p.visibility <> ${integerLiteral(productVisibility.notVisibleIndividually)} GROUP BY c.id`,
  );
  for (const row of result.rows) counts.set(Number(row.id), Number(row.count));
  const listed = await execute<{ count: string | number }>(
    db,
    sql`SELECT count(*) AS count FROM products WHERE status = ${integerLiteral(productStatus.enabled)} AND visibility <> ${integerLiteral(productVisibility.notVisibleIndividually)}`,
  );
  counts.set(ROOT_CATEGORY_ID, Number(listed.rows[0]?.count ?? 0));

  const childrenOf = new Map<number, CategoryRecord[]>();
  for (const record of registry.byId.values()) {
    const list = childrenOf.get(record.parentId) ?? [];
    list.push(record);
    childrenOf.set(record.parentId, list);
  }
  for (const list of childrenOf.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const built = new Map<number, { doc: Record<string, unknown>; descendants: number }>();
  const build = (record: CategoryRecord, trail: Set<number>): { doc: Record<string, unknown>; descendants: number } => {
    const done = built.get(record.id);
    if (done) return done;
    const next = new Set(trail).add(record.id);
    const children = (childrenOf.get(record.id) ?? []).filter((child) => !next.has(child.id)).map((child) => build(child, next));
    const descendants = children.reduce((sum, child) => sum + 1 + child.descendants, 0);
    const entry = {
      doc: documentOf(record, children.map((child) => child.doc as unknown as CategoryDocument), counts.get(record.id) ?? 0, descendants),
      descendants,
    };
    built.set(record.id, entry);
    return entry;
  };
  for (const record of registry.byId.values()) {
    const { doc } = build(record, new Set());
    await execute(
      db,
      sql`UPDATE categories SET doc = ${JSON.stringify(doc)}::jsonb, product_count = ${counts.get(record.id) ?? 0} WHERE id = ${record.id}`,
    );
  }
  return registry.byId.size;
}
