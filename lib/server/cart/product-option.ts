import { z } from 'zod';
import { bundleOptionsAsList } from '@/lib/domain/product-option';

const idLike = z.union([z.number().int().min(0).max(2_147_483_647), z.string().trim().regex(/^\d{1,10}$/)]).transform(Number);
const valueLike = z.union([z.number().finite(), z.string().max(1000)]).transform(String);

/** A list, or Vue Storefront 1's object keyed by option id (lib/domain/product-option): read as the list. */
const bundleOptionsSchema = z.preprocess(
  (value, context) => {
    const asList = bundleOptionsAsList(value);
    if (asList.ok) return asList.value;
    context.issues.push({ code: 'custom', message: asList.message, path: [asList.key], input: value });
    return z.NEVER;
  },
  z
    .array(
      z.object({
        option_id: idLike,
        option_qty: z.union([z.number().int().min(1).max(10_000), z.string().regex(/^\d{1,5}$/).transform(Number)]).optional(),
        option_selections: z.array(idLike).max(50).default([]),
      }),
    )
    .max(50)
    .optional(),
);

/** product_option of a cart or order item: configurable, bundle and custom options (spec §3). Unknown keys are dropped. */
export const productOptionSchema = z
  .object({
    extension_attributes: z
      .object({
        configurable_item_options: z
          .array(z.object({ option_id: idLike, option_value: idLike }))
          .max(20)
          .optional(),
        bundle_options: bundleOptionsSchema,
        custom_options: z
          .array(z.object({ option_id: idLike, option_value: valueLike }))
          .max(50)
          .optional(),
      })
      .nullish(),
  })
  .nullish();

export type ProductOptionInput = z.infer<typeof productOptionSchema>;
