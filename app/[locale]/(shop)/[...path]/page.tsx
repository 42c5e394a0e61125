import { notFound } from 'next/navigation';

/** URL dispatcher (spec §2); product, category and CMS resolution arrive with the catalogue UI. */
export default function DispatchPage() {
  notFound();
}
