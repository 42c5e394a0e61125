import { sanitizeRichText } from '@/lib/domain/rich-text';

export interface CmsPageContent {
  identifier: string;
  title: string;
  content: string;
}

/** CMS content comes from imports (seed, Magento, VSF dumps): sanitised HTML, here as at import (ADR 0015). */
export function CmsView({ page }: { page: CmsPageContent }) {
  return (
    <article className="cms-page">
      {!/<h1[\s>]/i.test(page.content) && <h1>{page.title}</h1>}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.content) }} />
    </article>
  );
}
