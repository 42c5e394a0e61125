'use client';

import { useRouter } from 'next/navigation';
import { Select } from '@/components/ui/controls';

export interface SortChoice {
  value: string;
  label: string;
  href: string;
}

/** Changing the sort pushes a new URL query (spec §2); without JavaScript the form submits the same query. */
export function SortSelect({ label, current, choices }: { label: string; current: string; choices: SortChoice[] }) {
  const router = useRouter();
  return (
    <label className="sort-select">
      <span>{label}</span>
      <Select
        name="sort"
        value={current}
        onChange={(event) => {
          const choice = choices.find((entry) => entry.value === event.target.value);
          if (choice) router.push(choice.href, { scroll: false });
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
