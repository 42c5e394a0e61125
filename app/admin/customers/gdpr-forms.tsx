/** The owner's GDPR forms: export (article 15) and erase (article 17, the e-mail typed again), for an account or any e-mail. */
export function PersonalDataForms({ email, back }: { email?: string; back: string }) {
  const id = email ? 'customer' : 'any';
  return (
    <div className="actions">
      <form method="post" action="/admin/customers/export" aria-label="Export personal data">
        {email ? <input type="hidden" name="email" value={email} /> : (
          <div className="field">
            <label htmlFor={`${id}-export-email`}>E-mail (an account or a guest)</label>
            <input id={`${id}-export-email`} name="email" type="email" required maxLength={254} autoComplete="off" />
          </div>
        )}
        <p>Everything the shop holds about {email ?? 'this e-mail'}, as a JSON file (GDPR article 15).</p>
        <button type="submit">Export personal data</button>
      </form>
      <form method="post" action="/admin/customers/erase" aria-label="Erase personal data">
        <input type="hidden" name="back" value={back} />
        {email ? <input type="hidden" name="email" value={email} /> : (
          <div className="field">
            <label htmlFor={`${id}-erase-email`}>E-mail to erase</label>
            <input id={`${id}-erase-email`} name="email" type="email" required maxLength={254} autoComplete="off" />
          </div>
        )}
        <p>
          Deletes the account, addresses, carts, newsletter subscription and stock alerts; orders stay for accounting
          without name, addresses, e-mail or phone; reviews stay without their author (GDPR article 17). This cannot be undone.
        </p>
        <div className="field">
          <label htmlFor={`${id}-erase-confirm`}>Type the e-mail again to confirm</label>
          <input id={`${id}-erase-confirm`} name="confirm" type="email" required maxLength={254} autoComplete="off" />
        </div>
        <button type="submit" className="secondary">Erase personal data</button>
      </form>
    </div>
  );
}
