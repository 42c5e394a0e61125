import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { FacetRow } from '@/lib/domain/facet-buckets';
import { countFacetValues, FacetKeys, type FacetField } from '@/lib/domain/facet-values';
import { ListedColumns, type ListedSet, type ProductValues } from '@/lib/domain/listed-columns';
import { valuesFilterTest, type SlotTest, type ValuesFilter } from '@/lib/domain/values-filter';
import { isDatabaseClosed, type Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { inBulkLane } from '@/lib/server/db/query-scheduler';
import { INT4_MIN } from '@/lib/domain/integer-range';
import type { SearchLanguage } from '@/lib/domain/search-query';
import { TextColumns, TextLexicon } from '@/lib/domain/text-columns';
import { parseTextVector, type TextVector } from '@/lib/domain/text-vector';
import { SEARCH_VECTOR_COLUMNS, searchTextTableName } from './text-query';

/** Rows read again by id in one statement: a bounded read, so a shopper's query gets its turn between two. */
const READ_BATCH = 2_000;
/** Rows read by the background fill in one statement: ~9 ms on PGlite, the longest a shopper's query waits for it. */
const FILL_BATCH = 250;

// Times as microseconds since the epoch (a float8 holds them exactly): a listing ordered by them in memory breaks ties
// where the database does (ADR 0077).
const VALUES = sql.raw(
  `p.id, p.generation::float8 AS generation, p.category_ids, p.attrs, p.price, p.special_price, p.special_from_date, p.special_to_date,
  (extract(epoch FROM p.updated_at) * 1000000)::float8 AS updated_us, (extract(epoch FROM p.created_at) * 1000000)::float8 AS created_us,
  p.sales_count, p.is_new, p.visibility, p.in_stock`,
);

interface ProjectionRow {
  id: number;
  /** Per kept search language (`vector_english`…): the product's vector in its text table, null when it has none. */
  [vector: `vector_${string}`]: string | null;
  generation: number;
  category_ids: number[];
  attrs: Record<string, unknown>;
  price: string | number;
  special_price: string | number | null;
  special_from_date: Date | string | null;
  special_to_date: Date | string | null;
  updated_us: number;
  created_us: number;
  sales_count: number;
  is_new: boolean;
  visibility: number;
  in_stock: boolean;
}

/** A product as read: its values, and its text vector in each kept language (null: not searchable). */
interface ReadProduct {
  values: ProductValues;
  texts: Map<SearchLanguage, TextVector | null>;
}

/** What a listing keeps besides its filters: products of these visibilities, and in stock unless the shop lists all. */
export interface ListedRule {
  visibilities: readonly number[];
  inStockOnly: boolean;
}

/** The point the copy is in step with: a snapshot of the database, and the database's clock then. */
interface StepPoint {
  snapshot: string;
  atMs: number;
}

/**
 * How long a copy may go without reading the changes before it reads everything again: the projection's removals
 * are kept a day (drizzle/0021), so a copy that last read them longer ago may have missed some.
 */
const STEP_GAP_MS = 12 * 60 * 60 * 1000;

/**
 * The most products a listing's group tests on one turn of the event loop (~1–3 ms, up to ~10 ms for the heaviest
 * filters a request may have): other requests get their turns in between (bench/stall.ts).
 */
const TESTED_PER_TURN = 10_000;

/** More changed or removed products than this since the last read (an import) are read by a new fill, in the bulk lane. */
const CHANGES_READ_AT_ONCE = 2_000;

const STEP_POINT = sql.raw(`pg_current_snapshot()::text AS snapshot, (extract(epoch FROM now()) * 1000)::float8 AS at_ms`);
const stepPointOf = (row: { snapshot: string; at_ms: number }): StepPoint => ({ snapshot: row.snapshot, atMs: Number(row.at_ms) });

/**
 * This instance's copy of the listed products' facet values (ADR 0074), filled in the background from the first
 * listing on, and by listings as they need values: a facets statement then only finds its candidates' ids and
 * generations, and the counts are made here. A candidate whose generation is not the copy's (written since, on this
 * instance or another) is read again, so the counts are those of the rows the statement found. Holds at most
 * `capacity` products, the longest held dropped first. The values are kept as columns (ADR 0081).
 */
export class FacetIndex {
  /** Replaced, never emptied: a set of slots taken from them (a listing's candidates) stays valid while it is used. */
  private columns = new ListedColumns();
  /** Each kept product's slot in `columns`, the longest held first. */
  private readonly slotOf = new Map<number, number>();
  /** The slots of the kept products in each category (by its key): a listing of a category reads those only. */
  private postings = new Map<number, Set<number>>();
  /** Every kept product's slot, for listings without a category; made again after any change. */
  private everySlot: Int32Array | null = null;
  private readonly keys = new FacetKeys();
  /**
   * The search languages whose text vectors are kept (ADR 0082): English from a fill that finds at least `textFrom`
   * listed products (and no more than it may hold), another language once searched.
   */
  private readonly textLanguages = new Set<SearchLanguage>();
  /** Languages searched and not kept yet: the next read of the changes reads every product again with them. */
  private readonly languagesAsked = new Set<SearchLanguage>();
  /** The kept products' text vectors per language, slot for slot with `columns`. */
  private texts = new Map<SearchLanguage, TextColumns>();
  /** How many kept products have each key (a key listed twice by one product counts twice): for `atMost`. */
  private keyCounts = new Int32Array(256);
  /** The background fill read every listed product. */
  private filled = false;
  /** A product was ever dropped for room: the copy may lack some, and `atMost` is no bound. */
  private evicted = false;
  /** Where the copy is in step with the projection: the fill's start, then each read of the changes (ADR 0080). */
  private stepPoint: StepPoint | null = null;
  /** Reads of the changes applied (and restarts): a product read by id before one of them may be older than the copy. */
  private reads = 0;
  /** The copy cannot be kept in step with this database (stopListing). */
  private stopped = false;
  private stepping: Promise<void> | null = null;
  /** The background fill last started. */
  private filling: Promise<void> | null = null;
  private nextStep: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly capacity: number,
    /** How many products a listing tests on one turn of the event loop (TESTED_PER_TURN; a few in tests). */
    private readonly testedPerTurn: number = TESTED_PER_TURN,
    /** Listed products from which the text vectors are kept (SEARCH_TEXT_IN_MEMORY_FROM). */
    private readonly textFrom = 0,
  ) {
    this.startColumns();
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** The slots its columns hold: the kept products', and older values not dropped yet. */
  get slotsHeld(): number {
    return this.columns.size;
  }

  /**
   * The products whose values pass the filters (ADR 0078), TESTED_PER_TURN on each turn of the event loop
   * (`nextTurn`). Made after the values are read: a key read with them is known.
   */
  filter(products: ListedSet, filters: readonly ValuesFilter[], nextTurn: () => Promise<void> = () => setImmediate()): Promise<ListedSet> {
    return this.passing(products.columns, products.slots, valuesFilterTest(filters, this.keys), nextTurn);
  }

  /** The slots that pass the test, in their order, `testedPerTurn` on each turn of the event loop after the first. */
  private async passing(columns: ListedColumns, slots: Int32Array, test: SlotTest, nextTurn: () => Promise<void>): Promise<ListedSet> {
    const found = new Int32Array(slots.length);
    let count = 0;
    for (let start = 0; start < slots.length; start += this.testedPerTurn) {
      if (start > 0) await nextTurn();
      const end = Math.min(slots.length, start + this.testedPerTurn);
      for (let index = start; index < end; index++) if (test(columns, slots[index]!)) found[count++] = slots[index]!;
    }
    return { columns, slots: found.subarray(0, count) };
  }

  /**
   * An upper bound of how many listed products pass the filters, from the kept products' keys (a category or attribute
   * asked for); Infinity until the copy holds every listed product.
   */
  atMost(filters: readonly ValuesFilter[]): number {
    if (!this.filled || this.evicted) return Infinity;
    let bound = this.slotOf.size;
    for (const filter of filters) {
      if (filter.kind !== 'keys' || filter.negated) continue;
      const ids = this.keys.matching({ position: 0, ...filter.field }, filter.ids);
      bound = Math.min(bound, ids.reduce((sum, id) => sum + (this.keyCounts[id] ?? 0), 0));
    }
    return bound;
  }

  /** Every key of the fields with its count over the products' values: `countFacetValues`. */
  count(products: ListedSet, fields: readonly FacetField[]): FacetRow[] {
    return countFacetValues(products, fields, this.keys);
  }

  /**
   * Reads what the projection's writers changed since the copy's last read (their rows, the products they removed),
   * and answers whether the copy now holds every listed product as the database does: then a listing's candidates
   * are found here (`listed`), without a statement. Each call reads changes committed after it was made; calls made
   * while a read runs share the next one.
   */
  async inStep(): Promise<boolean> {
    if (!this.mayList) return false;
    await this.step();
    return this.mayList;
  }

  /** Whether a listing's candidates can be found here without a statement, as far as is known before reading the changes. */
  get mayList(): boolean {
    return this.filled && !this.evicted && !this.stopped && this.stepPoint !== null;
  }

  /**
   * The kept products' values and text vectors in a search language (ADR 0082), as held now: call after `inStep()`
   * and use them on the same turn. Null when the copy may not list, holds fewer than `textFrom` products, or does not
   * keep the language yet (it reads every product again with it from its next read of the changes, when asked here).
   */
  textOf(language: SearchLanguage): { columns: ListedColumns; text: TextColumns } | null {
    if (!this.mayList || this.slotOf.size < this.textFrom) return null;
    const text = this.texts.get(language);
    if (!text) this.languagesAsked.add(language);
    return text ? { columns: this.columns, text } : null;
  }

  /**
   * Every kept product a listing lists (its visibility and stock rule) that passes the filters, as held when called:
   * those in the filter's categories (the narrowest filter on categories) are tested, or every product without one,
   * TESTED_PER_TURN on each turn of the event loop (`nextTurn`). Null when the copy may not list (another request's
   * read of the changes may have started a new fill).
   */
  async listed(rule: ListedRule, filters: readonly ValuesFilter[], nextTurn: () => Promise<void> = () => setImmediate()): Promise<ListedSet | null> {
    await nextTurn();
    if (!this.mayList) return null;
    // The slots as they are now: the columns are only appended to, so the set means the same on later turns.
    const test = valuesFilterTest(filters, this.keys);
    const listedHere: SlotTest = (columns, slot) =>
      rule.visibilities.includes(columns.visibilities[slot]!) && (!rule.inStockOnly || columns.inStock(slot)) && test(columns, slot);
    return this.passing(this.columns, this.poolOf(filters), listedHere, nextTurn);
  }

  /** The slots a listing tests: those of the categories of its narrowest filter on categories (each once), else all. */
  private poolOf(filters: readonly ValuesFilter[]): Int32Array {
    let best: Set<number>[] | null = null;
    let bestSize = Infinity;
    for (const filter of filters) {
      if (filter.kind !== 'keys' || filter.negated || filter.field.kind !== 'category') continue;
      const sets = this.keys.matching({ position: 0, ...filter.field }, filter.ids).flatMap((key) => this.postings.get(key) ?? []);
      const size = sets.reduce((sum, set) => sum + set.size, 0);
      if (size < bestSize) {
        best = sets;
        bestSize = size;
      }
    }
    if (!best) return (this.everySlot ??= this.liveSlots());
    const pool = new Int32Array(bestSize);
    // A product in two of the filter's categories is tested once.
    const seen = best.length > 1 ? new Uint8Array(this.columns.size) : null;
    let count = 0;
    for (const slots of best) {
      for (const slot of slots) {
        if (seen) {
          if (seen[slot] === 1) continue;
          seen[slot] = 1;
        }
        pool[count++] = slot;
      }
    }
    return pool.subarray(0, count);
  }

  private step(): Promise<void> {
    if (!this.stepping) {
      this.stepping = this.readChanges().finally(() => {
        this.stepping = null;
      });
      return this.stepping;
    }
    this.nextStep ??= this.stepping
      .catch(() => undefined)
      .then(() => {
        this.nextStep = null;
        return this.step();
      });
    return this.nextStep;
  }

  private async readChanges(): Promise<void> {
    const since = this.stepPoint;
    if (!since) return;
    if (this.languagesAsked.size > 0) {
      for (const language of this.languagesAsked) this.textLanguages.add(language);
      this.languagesAsked.clear();
      this.restart();
      return;
    }
    // Written by a transaction the last read could not see: committed since, or still running then (ADR 0080).
    const unseen = (column: SQL) =>
      sql`${column} >= pg_snapshot_xmin(${since.snapshot}::pg_snapshot) AND NOT pg_visible_in_snapshot(${column}, ${since.snapshot}::pg_snapshot)`;
    // A writer at or past the current snapshot's xmax is one no transaction here has been: rows restored from another
    // cluster, whose transaction ids say nothing of this one's snapshots.
    // (The highest writer by the index, one probe: compared with the bound in a WHERE, the planner reads the table.)
    const future = (table: string) =>
      sql`coalesce((SELECT f.writer FROM ${sql.raw(table)} f ORDER BY f.writer DESC LIMIT 1) >= pg_snapshot_xmax(pg_current_snapshot()), false)`;
    const { rows } = await execute<Partial<ProjectionRow> & { snapshot: string; at_ms: number; removed: string | null; foreign: boolean }>(
      this.db,
      sql`SELECT h.snapshot, h.at_ms, h.removed, h.foreign, c.* FROM (SELECT ${STEP_POINT},
          (SELECT string_agg(coalesce(r.id::text, 'all'), ',') FROM (SELECT r.id FROM product_search_removed r WHERE ${unseen(sql`r.writer`)}
            LIMIT ${CHANGES_READ_AT_ONCE + 1}) r) AS removed,
          ${future('product_search')} OR ${future('product_search_removed')} AS foreign) h
        LEFT JOIN LATERAL (SELECT ${this.values()} FROM product_search p WHERE ${unseen(sql`p.writer`)} LIMIT ${CHANGES_READ_AT_ONCE + 1}) c ON true`,
    );
    const head = rows[0];
    if (!head) return;
    if (head.foreign) {
      this.stopListing('the projection holds transaction ids from another database cluster (a restored dump)');
      return;
    }
    const removed = head.removed ? head.removed.split(',') : [];
    // Everything removed, too long since the last read, or more changes than a shopper's request should read (an
    // import): every product is read again in the background, and listings use their statements meanwhile.
    if (removed.includes('all') || removed.length > CHANGES_READ_AT_ONCE || rows.length > CHANGES_READ_AT_ONCE || Number(head.at_ms) - since.atMs > STEP_GAP_MS) {
      this.restart();
      return;
    }
    this.reads++;
    for (const id of removed) {
      const slot = this.slotOf.get(Number(id));
      if (slot !== undefined) this.forget(Number(id), slot);
    }
    for (const row of rows) if (row.id !== null && row.id !== undefined) this.keep(this.toProduct(row as ProjectionRow));
    this.stepPoint = stepPointOf(head);
    this.dropStaleSlots();
  }

  /** Listings find their candidates by statements from now on in this process, for the reason given (logged once). */
  private stopListing(reason: string): void {
    if (!this.stopped) console.warn(`[search] facet index: listings use their statements: ${reason}`);
    this.stopped = true;
    this.stepPoint = null;
  }

  /** Every product read again (the catalogue was emptied, or the copy went too long without reading the changes). */
  private restart(): void {
    this.reads++;
    this.slotOf.clear();
    this.startColumns();
    this.filled = false;
    this.evicted = false;
    this.stepPoint = null;
    this.fillInBackground();
  }

  /** Fills the copy without anyone waiting: when it stops (the database unreachable), listings read values as they go. */
  fillInBackground(): void {
    this.filling = this.fill().catch((error: unknown) => {
      if (!isDatabaseClosed(this.db)) console.warn('[search] facet index fill stopped:', error instanceof Error ? error.message : error);
    });
  }

  /** Whether listings may be found here once the background fill running now has ended (for benches and tests). */
  async whenFilled(): Promise<boolean> {
    await this.filling;
    return this.mayList;
  }

  /** The current values of the candidates (ids and generations as found; a product gone since is left out), those read again last. */
  async valuesOf(ids: readonly number[], generations: readonly number[]): Promise<ListedSet> {
    const { columns } = this;
    const slots: number[] = [];
    const missing: number[] = [];
    for (let index = 0; index < ids.length; index++) {
      const slot = this.slotOf.get(ids[index]!);
      if (slot !== undefined && columns.generations[slot] === generations[index]) slots.push(slot);
      else missing.push(ids[index]!);
    }
    /** Values used and not kept: read before the copy's last read of the changes, they may be older than the copy. */
    const unkept: ProductValues[] = [];
    for (let start = 0; start < missing.length; start += READ_BATCH) {
      const reads = this.reads;
      for (const row of await this.read(missing.slice(start, start + READ_BATCH))) {
        const read = this.toProduct(row);
        const slot = reads === this.reads && this.columns === columns ? this.keep(read) : null;
        if (slot === null) unkept.push(read.values);
        else slots.push(slot);
      }
    }
    // An index fuller than its capacity keeps products read by id in new slots at every listing, and reads no changes.
    this.dropStaleSlots();
    if (unkept.length === 0) return { columns, slots: Int32Array.from(slots) };
    const apart = new ListedColumns();
    return { columns: apart, slots: Int32Array.from([...slots.map((slot) => apart.copyOf(columns, slot)), ...unkept.map((values) => apart.add(values))]) };
  }

  /**
   * Reads the listed products' values in id order, a bounded batch at a time in the bulk lane (a shopper's query goes
   * first), until it holds them all or is full: the first listing of each category then finds its values here.
   */
  async fill(): Promise<void> {
    // Changes committed while the fill reads are read after it, from the snapshot taken before its first batch.
    const { rows: points } = await inBulkLane(() =>
      execute<{ snapshot: string; at_ms: number; listed: number }>(this.db, sql`SELECT ${STEP_POINT}, (SELECT count(*) FROM product_search)::int AS listed`),
    );
    const startedAt = points[0] ? stepPointOf(points[0]) : null;
    const listed = Number(points[0]?.listed ?? 0);
    if (listed >= this.textFrom && listed <= this.capacity && !this.textLanguages.has('english')) {
      // Every slot gets its vectors: products kept meanwhile (read by id for a listing) are read again.
      this.textLanguages.add('english');
      this.reads++;
      this.slotOf.clear();
      this.startColumns();
    }
    const read = new Set<number>();
    let after = INT4_MIN;
    while (this.slotOf.size < this.capacity && !isDatabaseClosed(this.db)) {
      const { rows } = await inBulkLane(() =>
        execute<ProjectionRow>(this.db, sql`SELECT ${this.values()} FROM product_search p WHERE p.id > ${after}::int ORDER BY p.id LIMIT ${FILL_BATCH}`),
      );
      for (const row of rows) {
        this.keep(this.toProduct(row));
        read.add(row.id);
      }
      if (rows.length < FILL_BATCH) {
        // A product kept before the fill's snapshot (read by id for a listing) and removed before it is in no batch.
        // Any other product no batch read was written after that snapshot: the first read of the changes has it.
        for (const [id, slot] of this.slotOf) if (!read.has(id)) this.forget(id, slot);
        this.dropStaleSlots();
        this.filled = true;
        this.stepPoint = startedAt;
        return;
      }
      after = rows.at(-1)!.id;
    }
  }

  private async read(ids: readonly number[]): Promise<ProjectionRow[]> {
    const { rows } = await execute<ProjectionRow>(this.db, sql`SELECT ${this.values()} FROM product_search p WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`);
    return rows;
  }

  /** What a statement reads of each product: its values, and its vector in each kept language's text table. */
  private values(): SQL {
    const vectors = [...this.textLanguages].map((language) =>
      sql.raw(`, (SELECT t.${SEARCH_VECTOR_COLUMNS[language]}::text FROM ${searchTextTableName(language)} t WHERE t.id = p.id) AS vector_${language}`),
    );
    return sql.join([VALUES, ...vectors], sql``);
  }

  private toProduct(row: ProjectionRow): ReadProduct {
    const texts = new Map<SearchLanguage, TextVector | null>();
    for (const language of this.textLanguages) {
      const vector = row[`vector_${language}`];
      texts.set(language, vector === null || vector === undefined ? null : parseTextVector(vector));
    }
    return { values: this.toValues(row), texts };
  }

  private toValues(row: ProjectionRow): ProductValues {
    return {
      visibility: row.visibility,
      inStock: row.in_stock,
      categoryKeys: row.category_ids.length,
      id: row.id,
      updatedAt: Number(row.updated_us),
      createdAt: Number(row.created_us),
      salesCount: row.sales_count,
      isNew: row.is_new,
      generation: Number(row.generation),
      keys: this.keys.encode(row.category_ids, row.attrs),
      price: Number(row.price),
      special_price: row.special_price === null ? null : Number(row.special_price),
      special_from_date: row.special_from_date,
      special_to_date: row.special_to_date,
    };
  }

  /** Keeps a product's values unless newer ones are kept (generations only grow): its slot, or null when not kept. */
  private keep({ values, texts }: ReadProduct): number | null {
    const kept = this.slotOf.get(values.id);
    if (kept !== undefined && this.columns.generations[kept]! > values.generation) return null;
    if (kept !== undefined) this.forget(values.id, kept);
    if (this.slotOf.size >= this.capacity) {
      const oldest = this.slotOf.entries().next();
      if (!oldest.done) this.forget(...oldest.value);
      this.evicted = true;
    }
    const slot = this.columns.add(values);
    for (const [language, text] of this.texts) text.add(texts.get(language) ?? null);
    this.remember(values.id, slot);
    return slot;
  }

  private liveSlots(): Int32Array {
    const slots = new Int32Array(this.slotOf.size);
    let count = 0;
    for (const slot of this.slotOf.values()) slots[count++] = slot;
    return slots;
  }

  private remember(id: number, slot: number): void {
    this.everySlot = null;
    this.slotOf.set(id, slot);
    const keys = this.columns.keysOf(slot);
    this.countKeys(keys, 1);
    for (let index = 0; index < this.columns.categoryKeys[slot]!; index++) {
      let posting = this.postings.get(keys[index]!);
      if (!posting) this.postings.set(keys[index]!, (posting = new Set()));
      posting.add(slot);
    }
  }

  private forget(id: number, slot: number): void {
    this.everySlot = null;
    this.slotOf.delete(id);
    const keys = this.columns.keysOf(slot);
    this.countKeys(keys, -1);
    for (let index = 0; index < this.columns.categoryKeys[slot]!; index++) this.postings.get(keys[index]!)?.delete(slot);
    for (const text of this.texts.values()) text.retire(slot);
  }

  /**
   * Copies the kept products into new columns when most slots hold older values (a copy per as many writes as
   * products): the sets taken from the old columns keep them until they are dropped.
   */
  private dropStaleSlots(): void {
    if (this.columns.size - this.slotOf.size <= this.slotOf.size) return;
    const old = this.columns;
    const oldTexts = this.texts;
    const live = new Map([...oldTexts].map(([language, text]) => [language, text.liveLexicon()]));
    this.startColumns((language) => live.get(language)?.lexicon ?? new TextLexicon());
    // In the order held, so the longest held is still dropped first.
    for (const [id, slot] of [...this.slotOf]) {
      for (const [language, text] of this.texts) text.copyOf(oldTexts.get(language)!, slot, live.get(language)!.numbers);
      this.remember(id, this.columns.copyOf(old, slot));
    }
  }

  /**
   * New, empty columns and what is derived from the slots (every kept product is remembered in them again, or none).
   * The texts get lexicons of their own, so the words of products removed or renamed since are not carried over.
   */
  private startColumns(lexiconOf: (language: SearchLanguage) => TextLexicon = () => new TextLexicon()): void {
    this.columns = new ListedColumns();
    this.texts = new Map([...this.textLanguages].map((language) => [language, new TextColumns(lexiconOf(language))]));
    this.postings = new Map();
    this.everySlot = null;
    this.keyCounts.fill(0);
  }

  private countKeys(keys: Int32Array, delta: 1 | -1): void {
    for (const key of keys) {
      if (key >= this.keyCounts.length) {
        const grown = new Int32Array(Math.max(key + 1, this.keyCounts.length * 2));
        grown.set(this.keyCounts);
        this.keyCounts = grown;
      }
      this.keyCounts[key]! += delta;
    }
  }
}

const globalForIndexes = globalThis as typeof globalThis & { __storefrontFacetIndexes?: WeakMap<Db, FacetIndex> };
// Route handlers and pages may load their own copy of this module: one index per database and process, like the
// database itself (docs/architecture.md, "Module singletons").
const indexes = (globalForIndexes.__storefrontFacetIndexes ??= new WeakMap<Db, FacetIndex>());

/** The database's facet index on this instance, or null when SEARCH_FACET_INDEX_ROWS turns it off (0). */
export function facetIndexOf(db: Db): FacetIndex | null {
  const capacity = env().SEARCH_FACET_INDEX_ROWS;
  if (capacity === 0) return null;
  let index = indexes.get(db);
  if (!index) {
    index = new FacetIndex(db, capacity, TESTED_PER_TURN, env().SEARCH_TEXT_IN_MEMORY_FROM);
    indexes.set(db, index);
    index.fillInBackground();
  }
  return index;
}
