export interface CmsPageContent {
  identifier: string;
  title: string;
  content: string;
}

/** CMS content is written by the shop's own staff (seed, import, admin), so it is trusted HTML. */
export function CmsView({ page }: { page: CmsPageContent }) {
  return (
    <article className="cms-page">
      {!/<h1[\s>]/i.test(page.content) && <h1>{page.title}</h1>}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
