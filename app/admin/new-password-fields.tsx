/** A new back-office password, typed twice (the staff invitation and the own account's password change). */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-password`}>New password</label>
        <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="new-password" minLength={12} maxLength={256} required aria-describedby={`${idPrefix}-password-hint`} />
        <p id={`${idPrefix}-password-hint`} className="hint">At least 12 characters.</p>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-confirm`}>Repeat the new password</label>
        <input id={`${idPrefix}-confirm`} name="confirm" type="password" autoComplete="new-password" minLength={12} maxLength={256} required />
      </div>
    </>
  );
}
