'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { BundleOption } from '@/lib/domain/catalog-types';
import { toggleChoice } from '@/lib/domain/choice-toggle';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import type { BundleChoices } from '@/lib/domain/product-page-price';
import type { LinkedModel } from './purchase-model';
import { ChoiceInput } from './choice-input';
import styles from './product-page.module.css';

type Choice = { sku: string; qty: number };

/** A bundle's options: one link for radio and select options, several for checkbox and multi, with quantities. */
export function BundleOptions({
  options,
  linked,
  choices,
  format,
  onChange,
}: {
  options: BundleOption[];
  linked: LinkedModel[];
  choices: BundleChoices;
  format: PriceFormat;
  onChange: (optionId: number, choice: Choice[]) => void;
}) {
  const t = useTranslations('Product');
  const baseId = useId();
  const info = (sku: string) => linked.find((item) => item.sku === sku);
  const labelOf = (sku: string, fallbackPrice?: number | null) => {
    const item = info(sku);
    const price = item?.prices.final ?? fallbackPrice ?? null;
    return `${item?.name ?? sku}${price !== null ? ` (${formatPrice(price, format)})` : ''}`;
  };
  return (
    <div className={styles.bundle}>
      <h2 className={styles.subheading}>{t('bundleOptions')}</h2>
      {options.map((option) => {
        const id = `${baseId}-${option.option_id}`;
        const chosen = choices[option.option_id] ?? [];
        const multiple = option.type === 'checkbox' || option.type === 'multi';
        const title = `${option.title}${option.required ? ' *' : ''}`;
        const pick = (sku: string) => {
          const link = option.product_links.find((entry) => entry.sku === sku);
          return link ? { sku, qty: link.qty > 0 ? link.qty : 1 } : null;
        };
        const quantities = chosen
          .map((choice) => ({ choice, link: option.product_links.find((entry) => entry.sku === choice.sku) }))
          .filter(({ link }) => link?.can_change_quantity === 1);
        return (
          <div key={option.option_id} className={styles.bundleOption}>
            {option.type === 'select' ? (
              <div className={styles.field}>
                <label htmlFor={id}>{title}</label>
                <select
                  id={id}
                  className={styles.select}
                  value={chosen[0]?.sku ?? ''}
                  onChange={(event) => {
                    const next = pick(event.target.value);
                    onChange(option.option_id, next ? [next] : []);
                  }}
                >
                  {!option.required && <option value="">{t('noneOption')}</option>}
                  {option.product_links.map((link) => (
                    <option key={link.id} value={link.sku}>
                      {labelOf(link.sku, link.price)}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <fieldset className={styles.choiceGroup}>
                <legend>{title}</legend>
                {!multiple && !option.required && (
                  <ChoiceInput name={id} multiple={false} checked={chosen.length === 0} onChange={() => onChange(option.option_id, [])}>
                    {t('noneOption')}
                  </ChoiceInput>
                )}
                {option.product_links.map((link) => {
                  const checked = chosen.some((choice) => choice.sku === link.sku);
                  return (
                    <ChoiceInput
                      key={link.id}
                      name={id}
                      multiple={multiple}
                      checked={checked}
                      onChange={() => {
                        const next = pick(link.sku);
                        if (next) onChange(option.option_id, toggleChoice(chosen, next, { multiple, same: (a, b) => a.sku === b.sku }));
                      }}
                    >
                      {labelOf(link.sku, link.price)}
                    </ChoiceInput>
                  );
                })}
              </fieldset>
            )}
            {quantities.map(({ choice }) => (
              <div key={choice.sku} className={styles.inlineField}>
                <label htmlFor={`${id}-${choice.sku}-qty`}>{t('bundleQty', { name: info(choice.sku)?.name ?? choice.sku })}</label>
                <input
                  id={`${id}-${choice.sku}-qty`}
                  className={styles.qtyInput}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={choice.qty}
                  onChange={(event) => {
                    const qty = Math.max(0, Math.floor(Number(event.target.value) || 0));
                    onChange(
                      option.option_id,
                      chosen.map((entry) => (entry.sku === choice.sku ? { ...entry, qty } : entry)),
                    );
                  }}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
