'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { AddToCartRequest } from '@/lib/api/cart-product';
import { cartQueries } from '@/lib/api/cart-product';
import type { CartLine } from '@/lib/domain/cart-lines';
import { lineConfiguration, variantRequest } from '@/lib/domain/line-options';
import styles from './cart.module.css';

interface EditorProps {
  storeCode: string;
  line: CartLine;
  onSave: (line: CartLine, request: AddToCartRequest) => Promise<boolean>;
  onClose: () => void;
}

/** Another colour or size for a configurable line (spec §2 microcart: edit a line's options). */
export function LineOptionsEditor({ storeCode, line, onSave, onClose }: EditorProps) {
  const t = useTranslations('Cart');
  const formId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>(() => lineConfiguration(line) ?? {});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choices = useQuery(cartQueries.variantChoices(storeCode, line.parentSku));

  if (choices.isPending) return <p role="status">{t('loadingOptions')}</p>;
  if (!choices.data) {
    return (
      <p role="alert" className={styles.error}>
        {t('optionsUnavailable')}
      </p>
    );
  }
  const product = choices.data;

  const save = async () => {
    const request = variantRequest(line, product, chosen);
    if (!request) {
      setError(t('combinationUnavailable'));
      return;
    }
    setSaving(true);
    const saved = await onSave(line, request);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <form
      className={styles.optionsEditor}
      aria-label={t('editOptionsOf', { name: line.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {product.configurable_options.map((option) => (
        <div key={option.attribute_id} className={styles.optionField}>
          <label htmlFor={`${formId}-${option.attribute_id}`}>{option.label}</label>
          <select
            id={`${formId}-${option.attribute_id}`}
            value={chosen[option.attribute_id] ?? ''}
            onChange={(event) => {
              setError(null);
              setChosen({ ...chosen, [option.attribute_id]: event.target.value });
            }}
          >
            {option.values.map((value) => (
              <option key={value.value_index} value={String(value.value_index)}>
                {value.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.editorActions}>
        <button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {t('saveOptions')}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancelEdit')}
        </button>
      </div>
    </form>
  );
}
