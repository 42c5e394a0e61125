import { fieldIdOf } from '@/components/ui/form-field';

/** A checkout step's fields share the scope `checkout-${step}`: the step form focuses its first invalid field by id. */
export const stepScope = (step: string) => `checkout-${step}`;
export const fieldId = (step: string, field: string) => fieldIdOf(stepScope(step), field);
