import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { customerAddresses, customers } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/api-error';
import type { Customer } from '@/lib/server/auth/request-auth';
import { forbidden } from '@/lib/server/auth/errors';
import { hashPassword } from '@/lib/server/auth/password';
import { signGroupToken } from '@/lib/server/auth/tokens';
import { DEFAULT_CUSTOMER_GROUP_ID } from '@/lib/config/commerce';
import { getStoreView, type StoreView } from '@/lib/config/store-views';
import type { CustomerAddress } from '@/lib/domain/address';
import { DUPLICATE_EMAIL_MESSAGE } from '@/lib/domain/account-failures';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type AddressRow = typeof customerAddresses.$inferSelect;

function toAddress(row: AddressRow) {
  return { ...row.doc, id: row.id, customer_id: row.customerId, default_shipping: row.defaultShipping, default_billing: row.defaultBilling };
}

function addressDoc(address: CustomerAddress) {
  const { id: _id, default_billing: _billing, default_shipping: _shipping, ...doc } = address;
  return doc as Record<string, unknown>;
}

/** The profile as vue-storefront-api answers /user/me (Magento's customer). */
export async function customerProfile(db: Db, customer: Customer) {
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id)).orderBy(asc(customerAddresses.id));
  const storeView = safeStoreView(customer.storeCode);
  const shipping = addresses.find((address) => address.defaultShipping);
  const billing = addresses.find((address) => address.defaultBilling);
  return {
    id: customer.id,
    group_id: customer.groupId,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: storeView.storeId,
    website_id: 1,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
    created_in: storeView.name,
    disable_auto_group_change: 0,
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    ...(billing ? { default_billing: String(billing.id) } : {}),
    addresses: addresses.map(toAddress),
    groupToken: await signGroupToken(db, customer),
  };
}

function safeStoreView(code: string): StoreView {
  return code === 'de' || code === 'it' ? getStoreView(code) : getStoreView('default');
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return Boolean(row && row.id !== exceptId);
}

export async function createCustomer(
  db: Db,
  input: { email: string; firstname: string; lastname: string; addresses?: CustomerAddress[] },
  password: string,
  storeCode: string,
): Promise<Customer> {
  const email = normalizeEmail(input.email);
  if (await emailTaken(db, email)) throw badRequest(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const database = tx as unknown as Db;
      const [customer] = await database
        .insert(customers)
        .values({ email, firstname: input.firstname, lastname: input.lastname, passwordHash, groupId: DEFAULT_CUSTOMER_GROUP_ID, storeCode })
        .returning();
      await writeAddresses(database, customer!.id, input.addresses ?? [], true);
      return customer!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/**
 * Replaces the customer's addresses with the list: entries with an id update that address (it must be the
 * customer's own, else 403), entries without one are added, addresses left out are removed.
 */
async function writeAddresses(db: Db, customerId: number, addresses: CustomerAddress[], fresh = false): Promise<void> {
  const ids = addresses.flatMap((address) => (address.id ? [address.id] : []));
  if (ids.length > 0) {
    const owned = await db
      .select({ id: customerAddresses.id, customerId: customerAddresses.customerId })
      .from(customerAddresses)
      .where(inArray(customerAddresses.id, ids));
    const mine = new Set(owned.filter((row) => row.customerId === customerId).map((row) => row.id));
    if (ids.some((id) => !mine.has(id))) throw forbidden('The address does not belong to this customer.');
  }
  if (!fresh) {
    await db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), ids.length ? notInArray(customerAddresses.id, ids) : sql`true`));
  }
  for (const address of addresses) {
    const values = { doc: addressDoc(address), defaultShipping: address.default_shipping ?? false, defaultBilling: address.default_billing ?? false };
    if (address.id) {
      await db.update(customerAddresses).set(values).where(and(eq(customerAddresses.id, address.id), eq(customerAddresses.customerId, customerId)));
    } else {
      await db.insert(customerAddresses).values({ customerId, ...values });
    }
  }
}

export async function updateCustomerProfile(
  db: Db,
  customer: Customer,
  changes: { firstname?: string; lastname?: string; email?: string; addresses?: CustomerAddress[] },
): Promise<Customer> {
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  if (email && email !== customer.email && (await emailTaken(db, email, customer.id))) throw badRequest(DUPLICATE_EMAIL_MESSAGE);
  try {
    return await db.transaction(async (tx) => {
      const database = tx as unknown as Db;
      const [updated] = await database
        .update(customers)
        .set({
          ...(changes.firstname !== undefined ? { firstname: changes.firstname } : {}),
          ...(changes.lastname !== undefined ? { lastname: changes.lastname } : {}),
          ...(email !== undefined ? { email } : {}),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customer.id))
        .returning();
      if (changes.addresses) await writeAddresses(database, customer.id, changes.addresses);
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, normalizeEmail(email)));
  return row;
}
