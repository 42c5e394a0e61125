/**
 * Attributes and their options while importing. Option ids of an imported VSF attribute dump are kept
 * (so filters and swatches match the original shop); a label not known yet gets a new option, a code not
 * known yet a new attribute. Option ids are unique across attributes, as in Magento.
 */
import { sql } from 'drizzle-orm';
import type { AttributeDocument, AttributeOption } from '@/lib/domain/catalog-types';
import { decodeEntities } from '@/lib/domain/plain-text';
import type { Db } from '@/lib/server/db/client';
import { execute } from '@/lib/server/db/execute';
import { attributes } from '@/lib/server/db/schema';
import { upsertRecords, type UpsertResult } from './write';

/** Magento columns of additional_attributes that are flags of the product record, not shopper-facing options. */
const NOT_OPTIONS = new Set(['has_options', 'required_options', 'quantity_and_stock_status', 'tax_class_id', 'gift_message_available']);

/** The labels of Magento's Yes/No attributes and the option values VSF gives them. */
const BOOLEAN_VALUES: Record<string, string> = { yes: '1', no: '0', '1': '1', '0': '0', true: '1', false: '0' };

const humanize = (code: string) =>
  code.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()).replace(/ Bags$/, '');

const normalizeLabel = (label: string) => label.trim().toLowerCase();

export class AttributeRegistry {
  private readonly byCode = new Map<string, AttributeDocument & Record<string, unknown>>();
  private readonly dirty = new Set<string>();
  private readonly created = new Set<string>();
  private nextAttributeId = 1;
  private nextOptionId = 1;

  static async load(db: Db): Promise<AttributeRegistry> {
    const registry = new AttributeRegistry();
    const result = await execute<{ doc: AttributeDocument & Record<string, unknown> }>(db, sql`SELECT doc FROM attributes`);
    for (const row of result.rows) registry.remember(row.doc);
    return registry;
  }

  private remember(doc: AttributeDocument & Record<string, unknown>): void {
    this.byCode.set(doc.attribute_code, doc);
    if (doc.attribute_id >= this.nextAttributeId) this.nextAttributeId = doc.attribute_id + 1;
    for (const option of doc.options ?? []) {
      const id = Number(option.value);
      if (Number.isInteger(id) && id >= this.nextOptionId) this.nextOptionId = id + 1;
    }
  }

  /** Stores (or replaces) a whole attribute document, e.g. from a VSF dump; labels are stored decoded (`CoolTech&trade;` → `CoolTech™`). */
  put(doc: AttributeDocument & Record<string, unknown>): void {
    const decoded = {
      ...doc,
      frontend_label: decodeEntities(doc.frontend_label),
      ...(typeof doc.default_frontend_label === 'string' ? { default_frontend_label: decodeEntities(doc.default_frontend_label) } : {}),
      options: (doc.options ?? []).map((option) => ({ ...option, label: decodeEntities(option.label) })),
    };
    this.remember(decoded);
    this.dirty.add(doc.attribute_code);
  }

  get(code: string): AttributeDocument | undefined {
    return this.byCode.get(code);
  }

  /** Whether values of this code are option ids (select, multiselect, boolean), not free text. */
  isOptionAttribute(code: string): boolean {
    if (NOT_OPTIONS.has(code)) return false;
    const doc = this.byCode.get(code);
    if (!doc) return true;
    return ['select', 'multiselect', 'boolean', 'swatch_visual', 'swatch_text'].includes(doc.frontend_input as string);
  }

  isMultiselect(code: string): boolean {
    return this.byCode.get(code)?.frontend_input === 'multiselect';
  }

  /**
   * The option id for a label of an attribute: matched by label (case-insensitive), then by option value
   * (the sample data writes `erin_recommends=1`); created when unknown.
   */
  optionId(code: string, label: string, inputHint: 'select' | 'multiselect' = 'select'): number | null {
    const text = decodeEntities(label.trim());
    if (!text) return null;
    let doc = this.byCode.get(code);
    if (!doc) {
      doc = {
        attribute_id: this.nextAttributeId++,
        attribute_code: code,
        frontend_label: humanize(code),
        frontend_input: inputHint,
        is_user_defined: true,
        is_visible: true,
        is_visible_on_front: true,
        is_comparable: true,
        is_filterable: true,
        position: 0,
        options: [],
      };
      this.byCode.set(code, doc);
      this.created.add(code);
      this.dirty.add(code);
    } else if (inputHint === 'multiselect' && doc.frontend_input === 'select' && this.created.has(code)) {
      doc.frontend_input = 'multiselect';
    }
    const wanted = normalizeLabel(text);
    const options = (doc.options ??= []);
    const byLabel = options.find((option) => normalizeLabel(option.label) === wanted);
    if (byLabel && byLabel.value !== '') return Number(byLabel.value);
    const booleanValue = doc.frontend_input === 'boolean' ? BOOLEAN_VALUES[wanted] : undefined;
    const byValue = options.find((option) => option.value !== '' && option.value === (booleanValue ?? text));
    if (byValue) return Number(byValue.value);
    const id = this.nextOptionId++;
    const option: AttributeOption = { label: text, value: String(id) };
    options.push(option);
    this.dirty.add(code);
    return id;
  }

  /** The label of an option id (for configurable_options values). */
  optionLabel(code: string, id: number): string {
    return this.byCode.get(code)?.options.find((option) => option.value === String(id))?.label ?? String(id);
  }

  /** Writes the attributes that changed; answers the counts. */
  async save(db: Db): Promise<UpsertResult> {
    const rows = [...this.dirty].map((code) => {
      const doc = this.byCode.get(code) as AttributeDocument;
      return { attributeId: doc.attribute_id, attributeCode: doc.attribute_code, doc: doc as unknown as Record<string, unknown> };
    });
    this.dirty.clear();
    // attribute_code is unique too: a dump that renumbers a known code replaces it.
    for (const row of rows) {
      await execute(db, sql`DELETE FROM attributes WHERE attribute_code = ${row.attributeCode} AND attribute_id <> ${row.attributeId}`);
    }
    return upsertRecords(db, attributes, rows, ['attribute_id']);
  }
}
