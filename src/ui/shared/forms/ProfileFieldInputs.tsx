import { PROFILE_INPUTS, PROFILE_LABELS, type ProfileInputName } from './profile-inputs';
import { TextField } from './TextField';
import type { FormApi, StringKeys } from './use-form';

/** How one form words the profile fields: a hint for some, and labels other than the usual ones. */
export interface ProfileFieldWords {
  readonly hints: Partial<Readonly<Record<ProfileInputName, string>>>;
  readonly labels?: Partial<Readonly<Record<ProfileInputName, string>>>;
}

/**
 * Profile text fields in the order named, each typed as PROFILE_INPUTS says (keyboard, autofill,
 * length, required), so that sign-up and my info ask for them alike; the form keeps its own
 * grouping around them.
 */
export function ProfileFieldInputs<V>({
  form,
  names,
  words,
}: {
  readonly form: FormApi<V>;
  readonly names: readonly (ProfileInputName & StringKeys<V>)[];
  readonly words: ProfileFieldWords;
}) {
  return names.map((name) => (
    <TextField
      key={name}
      form={form}
      name={name}
      label={words.labels?.[name] ?? PROFILE_LABELS[name]}
      hint={words.hints[name]}
      {...PROFILE_INPUTS[name]}
    />
  ));
}
