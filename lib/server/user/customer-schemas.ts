import { z } from 'zod';
import { customerAddressSchema } from '@/lib/domain/address';
import { emailSchema, nameSchema, passwordSchema, requiredSchema } from '@/lib/domain/validation-messages';

const MAX_ADDRESSES = 50;

/** A shared field rule (zod/mini, which has no methods to chain), then at most max characters. */
const atMost = (schema: z.core.$ZodType<string, string>, max: number) => z.pipe(schema, z.string().max(max));

export const createCustomerSchema = z.object({
  customer: z.object({
    email: atMost(emailSchema, 254),
    firstname: atMost(nameSchema(2), 255),
    lastname: atMost(nameSchema(2), 255),
    addresses: z.array(customerAddressSchema).max(MAX_ADDRESSES).optional(),
  }),
  password: atMost(passwordSchema, 256),
});

export const loginSchema = z.object({
  username: atMost(emailSchema, 254),
  password: atMost(requiredSchema, 256),
  /** Optional: a guest cart to merge into the customer's cart (quantities of the same item add up, once). */
  guestCartId: z.string().trim().min(1).max(128).optional(),
});

export const refreshSchema = z.object({ refreshToken: atMost(requiredSchema, 512) });

/** Only these fields may change (spec §3 User, §6); anything else in the payload is ignored. */
export const updateProfileSchema = z.object({
  customer: z.object({
    firstname: atMost(nameSchema(2), 255).optional(),
    lastname: atMost(nameSchema(2), 255).optional(),
    email: atMost(emailSchema, 254).optional(),
    addresses: z.array(customerAddressSchema).max(MAX_ADDRESSES).optional(),
  }),
});

export const changePasswordSchema = z.object({
  currentPassword: atMost(requiredSchema, 256),
  newPassword: atMost(passwordSchema, 256),
});

export const resetPasswordSchema = z.object({ email: atMost(emailSchema, 254) });

export const createPasswordSchema = z.object({
  email: atMost(emailSchema, 254),
  newPassword: atMost(passwordSchema, 256),
  resetToken: atMost(requiredSchema, 512),
});

const pageNumber = (fallback: number, max: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), z.coerce.number().int().min(1).max(max));

export const orderHistoryQuerySchema = z.object({
  pageSize: pageNumber(20, 100),
  currentPage: pageNumber(1, 100_000),
});
