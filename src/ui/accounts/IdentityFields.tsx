import type { AuthMailPurpose, FindIdRequest } from '../../application/accounts/auth-api';
import { validateEmail } from '../../domain/shared/validation/email';
import { validatePersonName } from '../../domain/shared/validation/person-name';
import { PROFILE_INPUTS } from '../shared/forms/profile-inputs';
import { messageOf, normalised } from '../shared/forms/rules';
import { TextField } from '../shared/forms/kit';
import type { FieldRules, FormApi } from '../shared/forms/use-form';
import { authCodeRule, EmailCodeFields } from './EmailCodeFields';

/**
 * How the recovery pages (find id, find password) tell it is the member: the name and the e-mail
 * address given at sign-up, the address proved by the code mailed to it.
 */
export interface IdentityValues {
  readonly name: string;
  readonly email: string;
  readonly code: string;
}

export const IDENTITY_RULES: FieldRules<IdentityValues> = {
  name: (value) => messageOf(validatePersonName(value)),
  email: (value) => messageOf(validateEmail(value)),
  code: authCodeRule,
};

/** The identity of a form whose rules passed, as the server takes it. */
export function identityProofOf(values: IdentityValues): FindIdRequest {
  return {
    name: normalised(validatePersonName(values.name), values.name),
    email: normalised(validateEmail(values.email), values.email),
    authCode: values.code.trim(),
  };
}

/** The name, then the e-mail address and its mailed code. */
export function IdentityFields({
  form,
  purpose,
}: {
  readonly form: FormApi<IdentityValues>;
  readonly purpose: AuthMailPurpose;
}) {
  return (
    <>
      <TextField form={form} name="name" label="이름" {...PROFILE_INPUTS.name} />
      <EmailCodeFields form={form} emailName="email" codeName="code" purpose={purpose} />
    </>
  );
}
