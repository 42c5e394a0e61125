'use client';

import { create } from 'zustand';

/** The text of the search results page on screen, or null on any other page: the header's search bar shows it. */
export const useSearchedTextStore = create<{ text: string | null }>()(() => ({ text: null }));
