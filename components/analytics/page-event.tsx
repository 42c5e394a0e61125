import { serializeForPage, type EcommerceEvent } from '@/lib/domain/analytics-events';

/**
 * A page-view event (a list, a product, search results) written into the server's HTML: no JavaScript of its own.
 * The statistics module, loaded only after consent, pushes it when it is shown (ADR 0046).
 */
export function PageEvent({ event }: { event: EcommerceEvent }) {
  return <script type="application/json" data-analytics-event="" dangerouslySetInnerHTML={{ __html: serializeForPage(event) }} />;
}
