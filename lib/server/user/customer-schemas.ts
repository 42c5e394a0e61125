import { z } from 'zod';
import { customerAddressSchema } from '@/lib/domain/address';
import { emailSchema, nameSchema, passwordSchema, requiredSchema } from '@/lib/domain/validation-messages';

const MAX_ADDRESSES = 50;

export const createCustomerSchema = z.object({
  customer: z.object({
    email: emailSchema.pipe(z.string().max(254)),
    firstname: nameSchema(2).pipe(z.string().max(255)),
    lastname: nameSchema(2).pipe(z.string().max(255)),
    addresses: z.array(customerAddressSchema).max(MAX_ADDRESSES).optional(),
  }),
  password: passwordSchema.pipe(z.string().max(256)),
});

export const loginSchema = z.object({
  username: emailSchema.pipe(z.string().max(254)),
  password: requiredSchema.pipe(z.string().max(256)),
  /** Optional: a guest cart to merge into the customer's cart (quantities of the same item add up, once). */
  guestCartId: z.string().trim().min(1).max(128).optional(),
});

export const refreshSchema = z.object({ refreshToken: requiredSchema.pipe(z.string().max(512)) });

/** Only these fields may change (spec §3 User, §6); anything else in the payload is ignored. */
export const updateProfileSchema = z.object({
  customer: z.object({
    firstname: nameSchema(2).pipe(z.string().max(255)).optional(),
    lastname: nameSchema(2).pipe(z.string().max(255)).optional(),
    email: emailSchema.pipe(z.string().max(254)).optional(),
    addresses: z.array(customerAddressSchema).max(MAX_ADDRESSES).optional(),
  }),
});

export const changePasswordSchema = z.object({
  currentPassword: requiredSchema.pipe(z.string().max(256)),
  newPassword: passwordSchema.pipe(z.string().max(256)),
});

export const resetPasswordSchema = z.object({ email: emailSchema.pipe(z.string().max(254)) });

export const createPasswordSchema = z.object({
  email: emailSchema.pipe(z.string().max(254)),
  newPassword: passwordSchema.pipe(z.string().max(256)),
  resetToken: requiredSchema.pipe(z.string().max(512)),
});

const pageNumber = (fallback: number, max: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), z.coerce.number().int().min(1).max(max));

export const orderHistoryQuerySchema = z.object({
  pageSize: pageNumber(20, 100),
  currentPage: pageNumber(1, 100_000),
});
