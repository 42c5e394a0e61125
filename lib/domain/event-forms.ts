import * as z from 'zod/mini';
import { emailSchema, nameSchema, requiredSchema } from './validation-messages';

/** The sign-up and contact forms of spec §2 modals; each posts to /api/eventlog as its eventType. */
export const eventForms = {
  'contact-us': { eventType: 'contact-message', fields: ['fname', 'lname', 'emailAddress', 'message'] },
  'demo-sign-up': { eventType: 'demo-sign-up', fields: ['fname', 'lname', 'emailAddress', 'company'] },
  'driver-sign-up': { eventType: 'driver-sign-up', fields: ['fname', 'lname', 'emailAddress', 'phone', 'city'] },
  'onboard-merchant': { eventType: 'onboard-merchant', fields: ['fname', 'lname', 'emailAddress', 'company', 'website'] },
  'merchant-sign-up': { eventType: 'merchant-sign-up', fields: ['fname', 'lname', 'emailAddress', 'company', 'phone'] },
} as const;

export type EventFormName = keyof typeof eventForms;
type EventFormField = (typeof eventForms)[EventFormName]['fields'][number];

const fieldSchemas: Record<EventFormField, z.ZodMiniType<string>> = {
  fname: nameSchema(2),
  lname: nameSchema(2),
  emailAddress: emailSchema,
  message: requiredSchema,
  company: requiredSchema,
  phone: requiredSchema,
  city: requiredSchema,
  website: z.string(),
};

/** Validates every field of a form; returns the first message per invalid field. */
export function validateEventForm(form: EventFormName, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of eventForms[form].fields) {
    const result = fieldSchemas[field].safeParse(values[field] ?? '');
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? 'Field is required';
  }
  return errors;
}

/** The /api/eventlog body: contact messages in `contactmessage` (spec §7), sign-ups in `payload`. */
export function eventLogBody(form: EventFormName, values: Record<string, string>, uuid: string) {
  const { eventType, fields } = eventForms[form];
  const data = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
  return form === 'contact-us' ? { eventType, uuid, contactmessage: data } : { eventType, uuid, payload: data };
}
