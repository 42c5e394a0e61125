import styles from './offline-note.module.css';

/** Says that the results on screen come from the products the shopper has seen, not from the shop (ADR 0052). */
export function OfflineNote({ text }: { text: string }) {
  return (
    <p role="note" className={styles.note} data-testid="offline-results-note">
      {text}
    </p>
  );
}
