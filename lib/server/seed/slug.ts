/** URL keys in Magento's style: lower case, accents and ™/® dropped, anything else between words becomes '-'. */
export function slugify(value: string): string {
  return value
    .replace(/[™®©]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Words for the search lexicon: lower case, letters only, at least three letters. */
export function lexiconWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);
}
