/**
 * Imported names, labels and meta texts are plain text, but Magento's sample data writes them with HTML entities
 * ("Cobalt CoolTech&trade; Fitness Short"). They are decoded once, at import, and stored decoded; HTML fields
 * (descriptions, CMS content) keep their markup. Strict mode: only complete entities (`&trade;`, `&#8482;`), so
 * "AT&T" or "Salt &pepper" stay as they are.
 */
import { decodeHTMLStrict } from 'entities';

export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}
