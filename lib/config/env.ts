import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url('DATABASE_URL must be a postgres:// URL').optional()),
  PGLITE_DIR: z.string().default('.data/pglite'),
  MEDIA_DIR: z.string().default('.data/media'),
  MULTISTORE: booleanFlag,
  LIST_OUT_OF_STOCK_PRODUCTS: z.enum(['true', 'false']).default('true'),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seconds an idle pooled PostgreSQL connection stays open; 0: until the process ends (see README, "Running on PostgreSQL"). */
  DB_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'PGLITE_SHARED_BUFFERS must be a size such as 32MB')
    .default('128MB'),
  SEARCH_SYNONYMS_FILE: z.string().default('data/search-synonyms.csv'),
  /** false: every product search runs its SQL (for measuring the uncached path); the catalogue cache's TTL applies otherwise. */
  SEARCH_RESULT_CACHE: z.enum(['true', 'false']).default('true'),
  /** Listed products above which a listing's scan without an indexed filter runs in slices of about this many (ADR 0072). */
  SEARCH_SLICE_ROWS: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  /** Listed products whose facet values an instance keeps in memory for listings' facets (ADR 0074); 0 turns it off. */
  SEARCH_FACET_INDEX_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(200_000),
  /**
   * Listed products from which a text search finds its matches in that copy (ADR 0082): on a smaller catalogue its one
   * statement costs less than the copy's read of the changes and the page's statement.
   */
  SEARCH_TEXT_IN_MEMORY_FROM: z.coerce.number().int().min(0).max(10_000_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url('PUBLIC_URL must be an absolute http(s) URL such as https://shop.example.com')
      .regex(/^https?:\/\/[^/?#]+\/?$/, 'PUBLIC_URL must be an origin only (scheme and host, no path or query)')
      .optional(),
  ),
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** The catalogue cache (ADR 0008): entry lifetime (0 turns the cache off), version-stamp check interval, size bound. */
  CATALOG_CACHE_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(86_400).default(300)),
  CATALOG_CACHE_VERSION_CHECK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(3_600_000).default(2000)),
  CATALOG_CACHE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(100_000).default(64)),
  /** Google Tag Manager container (GTM-XXXXXXX): loaded in the browser only after statistics consent (ADR 0046). */
  GTM_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a container id such as GTM-ABC1234').optional()),
  /** OpenTelemetry: traces go to this OTLP/HTTP endpoint when set, nowhere when unset (ADR 0046). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL').optional()),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().default('storefront')),
  /** How long finished spans wait to be sent together (the OpenTelemetry default, 5 s). */
  OTEL_BSP_SCHEDULE_DELAY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(10).max(60_000).default(5000)),
  OTEL_METRIC_EXPORT_INTERVAL: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(3_600_000).default(60_000)),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Reads and validates the environment once; a bad value stops the process with a clear message. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${details}`);
  }
  cached = parsed.data;
  return cached;
}

export function resolveDataPath(relative: string): string {
  return path.isAbsolute(relative) ? relative : path.join(/* turbopackIgnore: true */ process.cwd(), relative);
}
