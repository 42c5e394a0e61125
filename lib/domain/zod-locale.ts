/**
 * English messages for zod/mini, which code that reaches the browser uses (`import * as z from 'zod/mini'`: a fraction
 * of classic zod's size once tree-shaken). zod/mini reports every issue as "Invalid input" until a locale is set;
 * classic zod sets English itself when it builds its first schema. Imported for its effect by the modules whose
 * schemas can report zod's own messages (a city of 300 characters), so those stay what classic zod said.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

if (!config().localeError) config(en());
