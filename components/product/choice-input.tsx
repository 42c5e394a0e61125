import type { ReactNode } from 'react';
import styles from './product-page.module.css';

/** One entry of a product option's choice group: a checkbox where several can be chosen, else a radio. */
export function ChoiceInput({ name, multiple, checked, onChange, children }: { name: string; multiple: boolean; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={styles.choice}>
      <input type={multiple ? 'checkbox' : 'radio'} name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}
