import 'server-only';

const TEXTS = {
  en: { lang: 'en', title: 'Back-in-stock alerts', done: 'You will get no more back-in-stock alerts at this address.', unknown: 'This link is not valid.', shop: 'Back to the shop' },
  de: { lang: 'de', title: 'Verfügbarkeitsbenachrichtigungen', done: 'Sie erhalten an diese Adresse keine Verfügbarkeitsbenachrichtigungen mehr.', unknown: 'Dieser Link ist nicht gültig.', shop: 'Zurück zum Shop' },
  it: { lang: 'it', title: 'Avvisi di disponibilità', done: 'Non riceverai più avvisi di disponibilità a questo indirizzo.', unknown: 'Questo link non è valido.', shop: 'Torna al negozio' },
} as const;

/** The plain page the unsubscribe link of an alert mail opens, in the store view's language. */
export function unsubscribePage(storeCode: string | null, storeUrl: string, done: boolean): Response {
  const texts = storeCode === 'de' || storeCode === 'it' ? TEXTS[storeCode] : TEXTS.en;
  const html = `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${texts.title}</title></head><body><main><h1>${texts.title}</h1><p role="status">${done ? texts.done : texts.unknown}</p><p><a href="${storeUrl}/">${texts.shop}</a></p></main></body></html>`;
  return new Response(html, {
    status: done ? 200 : 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
