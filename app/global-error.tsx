'use client';

/**
 * The store's root layout itself failed (its messages could not be read), so nothing of it is at hand: no language,
 * no texts, no stylesheet. A plain page in the three stores' languages that reloads; every other failure is drawn by
 * app/[locale]/error.tsx in the store's words (ADR 0040).
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem auto', maxWidth: '36rem', padding: '0 1rem' }}>
        <title>Something went wrong</title>
        <main>
          <h1>Something went wrong</h1>
          <p>Something went wrong. Try again in a few seconds.</p>
          <p lang="de">Etwas ist schiefgelaufen. Bitte versuchen Sie es in ein paar Sekunden erneut.</p>
          <p lang="it">Qualcosa è andato storto. Riprova tra qualche secondo.</p>
          <button type="button" onClick={retry}>
            Try again · Erneut versuchen · Riprova
          </button>
        </main>
      </body>
    </html>
  );
}
