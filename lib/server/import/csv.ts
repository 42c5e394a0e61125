/** CSV files as records keyed by header, each with the line it starts on (for file:line in the report). */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  values: Record<string, string>;
  /** Set when the record has a different number of fields than the header. */
  fieldCountError?: string;
}

export interface CsvFile {
  header: string[];
  records: CsvRecord[];
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** Only the header (first record) of a CSV file: what detection needs. */
export function readCsvHeader(file: string): string[] {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const size = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, size).toString('utf8');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const rows = parse(firstLine, { bom: true, relax_quotes: true }) as string[][];
    return (rows[0] ?? []).map((name) => name.trim());
  } catch {
    return [];
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Parses a whole CSV file. Quoted fields may span lines (Magento's descriptions and the sample data's
 * newline-separated lists do). A record with too few or too many fields is kept with `fieldCountError`
 * so the importer can report it and go on.
 */
export function readCsv(file: string): CsvFile {
  return parseCsv(fs.readFileSync(file, 'utf8'));
}

export function parseCsv(text: string): CsvFile {
  const parsed = parse(text, {
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as unknown as ParsedRecord[];
  const [first, ...rest] = parsed;
  if (!first) return { header: [], records: [] };
  const header = first.record.map((name) => name.trim());
  const records: CsvRecord[] = [];
  let previousEnd = first.info.lines;
  for (const { record, info } of rest) {
    // info.lines is the line where the record ends; it starts after the previous one (blank lines aside).
    const line = previousEnd + 1;
    previousEnd = info.lines;
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = record[index] ?? '';
    });
    const entry: CsvRecord = { line, values };
    if (record.length !== header.length && !(record.length === 1 && record[0] === '')) {
      entry.fieldCountError = `expected ${header.length} fields, found ${record.length}`;
    }
    records.push(entry);
  }
  return { header, records };
}
