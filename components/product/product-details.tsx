import { getTranslations } from 'next-intl/server';
import type { AttributeRow } from '@/lib/server/catalog/product-page';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import styles from './product-page.module.css';

/** Description (HTML sanitised again here, whatever wrote it) and the attributes visible on the front end. */
export async function ProductDetails({ description, attributes }: { description: string; attributes: AttributeRow[] }) {
  const t = await getTranslations('Product');
  return (
    <div className={styles.details}>
      {description && (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.sectionHeading}>
            {t('description')}
          </h2>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeRichText(description) }} />
        </section>
      )}
      {attributes.length > 0 && (
        <section className={styles.section} aria-labelledby="product-attributes">
          <h2 id="product-attributes" className={styles.sectionHeading}>
            {t('details')}
          </h2>
          <dl className={styles.attributes}>
            {attributes.map((attribute) => (
              <div key={attribute.code} className={styles.attributeRow}>
                <dt>{attribute.label}</dt>
                <dd>{attribute.isFlag ? t('yes') : attribute.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
