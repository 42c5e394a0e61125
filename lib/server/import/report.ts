/** What an import did: counts per entity and the rejected rows with file:line. */

export type Entity =
  | 'product'
  | 'stock'
  | 'category'
  | 'attribute'
  | 'review'
  | 'tax_rule'
  | 'tax_rate'
  | 'cms_page'
  | 'cms_block'
  | 'coupon'
  | 'product_link'
  | 'image'
  | 'media_file';

export interface EntityCounts {
  /** New rows. */
  imported: number;
  /** Rows that existed and were replaced (a re-run updates, it does not duplicate). */
  updated: number;
  /** Invalid rows, each listed in `problems` with its file and line. */
  rejected: number;
  /** Valid rows left out on purpose (e.g. a coupon-less sales rule), with the reason in `notes`. */
  skipped: number;
}

export interface Problem {
  file: string;
  line: number | null;
  message: string;
}

export interface FileResult {
  file: string;
  kind: string;
  rows: number;
  durationMs: number;
  /** Set when the whole file was rolled back or left out. */
  error?: string;
  skippedReason?: string;
}

export class ImportReport {
  readonly counts = new Map<Entity, EntityCounts>();
  readonly problems: Problem[] = [];
  readonly notes: string[] = [];
  readonly files: FileResult[] = [];

  private entry(entity: Entity): EntityCounts {
    let counts = this.counts.get(entity);
    if (!counts) {
      counts = { imported: 0, updated: 0, rejected: 0, skipped: 0 };
      this.counts.set(entity, counts);
    }
    return counts;
  }

  add(entity: Entity, field: keyof EntityCounts, amount = 1): void {
    this.entry(entity)[field] += amount;
  }

  reject(entity: Entity, file: string, line: number | null, message: string): void {
    this.entry(entity).rejected++;
    this.problems.push({ file, line, message });
  }

  note(message: string): void {
    if (!this.notes.includes(message)) this.notes.push(message);
  }

  get(entity: Entity): EntityCounts {
    return { ...this.entry(entity) };
  }

  /** A copy of the counts taken before a file, to undo them when its transaction rolls back. */
  snapshot(): { counts: Map<Entity, EntityCounts>; problems: number } {
    return {
      counts: new Map([...this.counts].map(([entity, counts]) => [entity, { ...counts }])),
      problems: this.problems.length,
    };
  }

  restore(snapshot: { counts: Map<Entity, EntityCounts>; problems: number }): void {
    this.counts.clear();
    for (const [entity, counts] of snapshot.counts) this.counts.set(entity, counts);
    this.problems.splice(snapshot.problems);
  }

  get rejectedTotal(): number {
    return [...this.counts.values()].reduce((sum, counts) => sum + counts.rejected, 0);
  }

  /** Human-readable summary: a table of counts, then up to `maxProblems` problems and the notes. */
  format(maxProblems = 50): string {
    const lines: string[] = [];
    const pad = (value: string | number, width: number) => String(value).padStart(width);
    lines.push(`${'entity'.padEnd(14)}${pad('imported', 10)}${pad('updated', 10)}${pad('rejected', 10)}${pad('skipped', 10)}`);
    for (const [entity, counts] of [...this.counts].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `${entity.padEnd(14)}${pad(counts.imported, 10)}${pad(counts.updated, 10)}${pad(counts.rejected, 10)}${pad(counts.skipped, 10)}`,
      );
    }
    const failed = this.files.filter((file) => file.error);
    for (const file of failed) lines.push(`FAILED ${file.file}: ${file.error} (rolled back)`);
    if (this.problems.length > 0) {
      lines.push('', `Rejected rows (${this.problems.length}):`);
      for (const problem of this.problems.slice(0, maxProblems)) {
        lines.push(`  ${problem.file}${problem.line != null ? `:${problem.line}` : ''}: ${problem.message}`);
      }
      if (this.problems.length > maxProblems) lines.push(`  … and ${this.problems.length - maxProblems} more`);
    }
    if (this.notes.length > 0) {
      lines.push('', 'Notes:');
      for (const note of this.notes) lines.push(`  ${note}`);
    }
    return lines.join('\n');
  }
}
