/**
 * A media folder (Magento's pub/media/catalog/product/<a>/<b>/<file>) copied into the media store
 * (`<MEDIA_DIR>/catalog/product/…`, served by /img). Files already there with the same size are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FileContext } from './context';

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        // Magento's own resized copies are not sources.
        if (entry.name !== 'cache') walk(full);
      } else if (entry.isFile() && IMAGE.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

export async function importMedia(context: FileContext): Promise<number> {
  const source = context.absolutePath;
  const target = path.join(context.mediaDir, 'catalog', 'product');
  const files = listFiles(source);
  let done = 0;
  for (const file of files) {
    const relative = path.relative(source, file);
    const destination = path.join(target, relative);
    const size = fs.statSync(file).size;
    let existing: fs.Stats | null = null;
    try {
      existing = fs.statSync(destination);
    } catch {
      existing = null;
    }
    if (existing && existing.size === size) {
      context.report.add('media_file', 'updated');
    } else {
      await fs.promises.mkdir(path.dirname(destination), { recursive: true });
      await fs.promises.copyFile(file, destination);
      context.report.add('media_file', 'imported');
    }
    context.progress(++done, files.length);
  }
  return files.length;
}
