/** One titled section of /my-account (a landmark with its heading). */
export function AccountSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={`account-${id}`} aria-labelledby={`account-${id}-title`} className="my-account__section">
      <h2 id={`account-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
