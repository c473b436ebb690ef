import { useEffect } from 'react';
import { SelectField, type SelectOption } from './SelectField';
import { useForm } from './use-form';

const NO_RULES = {};

/**
 * A choice that acts at once, outside a form (a register's year, the year to publish): the kit's
 * select, its label and styles, with the value held by the page (often its address).
 */
export function ChoiceField({
  label,
  value,
  options,
  onChoose,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChoose: (value: string) => void;
}) {
  const form = useForm({ initial: { value }, rules: NO_RULES, onSubmit: async () => undefined });
  const { setValue } = form;
  // The page may change the value (back and forward in the address): the select follows.
  useEffect(() => setValue('value', value), [value, setValue]);
  return (
    <SelectField form={form} name="value" label={label} options={options} onChoose={onChoose} />
  );
}
