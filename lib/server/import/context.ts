/** What a file importer works with: the transaction, the registries and the report. */
import type { Db } from '@/lib/server/db/client';
import type { AttributeRegistry } from './attributes';
import type { CategoryRegistry } from './categories';
import type { ImportReport } from './report';
import type { CatalogueChanges, ProductIndex } from './write';

export interface FileContext {
  /** The file's transaction. */
  db: Db;
  /** The file as shown in messages (relative to the working directory). */
  file: string;
  absolutePath: string;
  report: ImportReport;
  now: Date;
  mediaDir: string;
  attributes: AttributeRegistry;
  categories: CategoryRegistry;
  index: ProductIndex;
  /** What the import changed, for the expiry it asks of running shops. */
  changes: CatalogueChanges;
  /** Rows done of the file's rows, for the progress bar. */
  progress: (done: number, total: number) => void;
}
