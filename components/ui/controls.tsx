import type { ButtonHTMLAttributes, ComponentProps, HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

/** Class names of the shared controls (app/styles/components.css), for links that look like buttons. */
export function buttonClass({ variant = 'primary', size, block, className }: ButtonLook & { className?: string } = {}): string {
  return ['button', variant !== 'primary' && `button--${variant}`, size === 'small' && 'button--small', block && 'button--block', className].filter(Boolean).join(' ');
}

interface ButtonLook {
  variant?: 'primary' | 'secondary' | 'ghost' | 'brand';
  size?: 'small';
  block?: boolean;
}

/** A button with hover, focus-visible, active, disabled and busy (spinner, aria-busy) states. */
export function Button({ variant, size, block, busy, className, type = 'button', children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { busy?: boolean }) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, className })} aria-busy={busy || undefined} {...props}>
      {children}
    </button>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={['input', className].filter(Boolean).join(' ')} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={['select', className].filter(Boolean).join(' ')} {...props} />;
}

/** A checkbox with its label beside it, vertically centred (the label is the click target too). */
export function Checkbox({ label, className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={['checkbox-field', className].filter(Boolean).join(' ')}>
      <input type="checkbox" className="checkbox" {...props} />
      <span>{label}</span>
    </label>
  );
}

export function Badge({ tone, label, className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: 'sale' | 'neutral'; label?: boolean }) {
  return <span className={['badge', tone && `badge--${tone}`, label && 'badge--label', className].filter(Boolean).join(' ')} {...props} />;
}

export function Card({ muted, interactive, className, ...props }: HTMLAttributes<HTMLDivElement> & { muted?: boolean; interactive?: boolean }) {
  return <div className={['card', muted && 'card--muted', interactive && 'card--interactive', className].filter(Boolean).join(' ')} {...props} />;
}
