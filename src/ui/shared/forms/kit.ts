// The form kit: the field kinds and the pieces of a form in several steps, one file each. Forms
// import them from here, so that every page with a form gets them in one shared chunk; imported
// file by file, each mix of pages would get a chunk of its own, and each chunk adds its name to
// the list that every route's start-up code carries.
export { CheckboxField } from './CheckboxField';
export { describedBy, FieldFrame, type FieldProps } from './FieldFrame';
export { FileField } from './FileField';
export { FormAlert } from './FormAlert';
export { FormRefusal } from './FormRefusal';
export {
  NewPasswordFields,
  type NewPasswordFieldsProps,
  PasswordChangeForm,
  type PasswordChangeFormProps,
  PasswordField,
  type PasswordFieldProps,
  PasswordManagerUsername,
} from './PasswordFields';
export { SelectField, type SelectFieldProps } from './SelectField';
export { StepList } from './StepList';
export { SubmitButton } from './SubmitButton';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { useStepHeading } from './use-step-heading';
