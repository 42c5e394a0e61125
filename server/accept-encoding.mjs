// @ts-check
/**
 * Whether a client takes a content coding: `coding` listed in its Accept-Encoding without `q=0`.
 * @param {string | string[] | undefined} header
 * @param {'br' | 'gzip'} coding
 */
export function acceptsEncoding(header, coding) {
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [name, ...parameters] = part.trim().toLowerCase().split(';');
      if (name?.trim() !== coding) return false;
      const q = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}
