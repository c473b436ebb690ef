import {
  type ChangeEvent,
  type CompositionEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useOptionalAppServices } from '../app/app-services';
import { useAction } from './use-action';

/** A field's rule: the Korean message to show, or null when the value is fine. */
export type FieldRule<V, K extends keyof V> = (value: V[K], values: V) => string | null;

export type FieldRules<V> = { readonly [K in keyof V]?: FieldRule<V, K> };

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * What a submit may answer: nothing (done), or errors for fields the server refused (e.g. a
 * wrong e-mail code), which are shown next to those fields.
 */
export type SubmitOutcome<V> = void | FieldErrors<V>;

export interface UseFormOptions<V> {
  readonly initial: V;
  readonly rules: FieldRules<V>;
  /**
   * Runs once at a time (`useAction`, the kit's one submit mechanism); a rejection's message is
   * shown in the form, not in a notification.
   */
  readonly onSubmit: (values: V) => Promise<SubmitOutcome<V>>;
  /** Said when the submission fails without a reason of its own (e.g. "저장하지 못했습니다."). */
  readonly failure?: string;
  /**
   * Sent only by its action buttons (`submit()`), never by Enter in a field: a form of several
   * actions (게시, 임시 저장), none of which Enter should choose.
   */
  readonly sentByActions?: boolean;
}

/** Props to spread on an input (or textarea, select) bound to one string field. */
export interface BoundInput {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  readonly onBlur: () => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (
    event: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  /** Takes in what was typed into the pre-rendered page before the script ran (see bind). */
  readonly ref: (
    element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null,
  ) => void;
}

export interface FormApi<V> {
  readonly values: V;
  readonly errors: FieldErrors<V>;
  /** A message about the whole form (the server refused it), or null. */
  readonly formError: string | null;
  readonly submitting: boolean;
  /** Put on the <form>: submit, noValidate, and the ref the first-invalid focus uses. */
  readonly formProps: {
    readonly ref: React.RefObject<HTMLFormElement | null>;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    readonly noValidate: true;
  };
  /** Props for an input of a string field. */
  bind<K extends StringKeys<V>>(name: K): BoundInput;
  /** The same function between renders: an effect may depend on it. */
  readonly setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Changes a field from its latest value (an upload that ends while the rest is edited). */
  readonly updateValue: <K extends keyof V>(name: K, change: (current: V[K]) => V[K]) => void;
  /**
   * Submits as the form's own submit does, from one of several action buttons (게시 and 임시
   * 저장), each setting what it means with setValue first.
   */
  submit(): void;
  /** Checks one field now (e.g. a button next to it was pressed) and shows the result. */
  check<K extends keyof V>(name: K): boolean;
  setFieldError<K extends keyof V>(name: K, message: string | null): void;
  /** Refuses the whole form with a rule it checks itself (e.g. a period's order), as formError. */
  refuse(message: string | null): void;
  /**
   * Refuses the form because of one field, said once, as formError (a sign-in form's single
   * message under it): the field is marked invalid and takes the focus, until the next submit.
   */
  refuseAt(name: keyof V, message: string): void;
  /** The DOM id of a field's input, and of its error and hint texts. */
  idOf(name: keyof V): string;
  errorIdOf(name: keyof V): string;
  hintIdOf(name: keyof V): string;
}

export type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * Form state with the house rules of every form (issue 5, item 8):
 * - a field is checked when it is left, and, once it shows an error, again as it changes, so the
 *   error goes away as soon as it is mended; never while a Korean syllable is being composed
 *   (IME), only when the composition ends, and the value is never rewritten as it is typed;
 * - submitting checks every field, shows every error next to its field and moves the focus to
 *   the first invalid one, in the order the page shows them;
 * - one submission at a time; what was typed stays when the server refuses it.
 */
export function useForm<V extends object>(options: UseFormOptions<V>): FormApi<V> {
  const { rules, onSubmit, failure, sentByActions = false } = options;
  const formId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const submission = useAction();
  const notifier = useOptionalAppServices()?.notifier;
  const [focusRequest, setFocusRequest] = useState(0);
  const [refusedField, setRefusedField] = useState<keyof V | null>(null);
  const composing = useRef(new Set<keyof V>());
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const messageOf = useCallback(
    <K extends keyof V>(name: K, current: V): string | null => {
      const rule = rules[name];
      return rule ? rule(current[name], current) : null;
    },
    [rules],
  );

  const showError = useCallback((name: keyof V, message: string | null) => {
    setErrors((previous) => {
      if ((previous[name] ?? null) === message) return previous;
      const next = { ...previous };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      // An error on screen is re-checked at once, so it disappears when mended.
      setErrors((previous) => {
        if (!(name in previous) || composing.current.has(name)) return previous;
        const message = messageOf(name, next);
        const updated = { ...previous };
        if (message) updated[name] = message;
        else delete updated[name];
        return updated;
      });
    },
    [messageOf],
  );

  const updateValue = useCallback(
    <K extends keyof V>(name: K, change: (current: V[K]) => V[K]) =>
      setValue(name, change(valuesRef.current[name])),
    [setValue],
  );

  const check = useCallback(
    (name: keyof V) => {
      const message = messageOf(name, valuesRef.current);
      showError(name, message);
      return message === null;
    },
    [messageOf, showError],
  );

  const idOf = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId]);

  const bind = <K extends StringKeys<V>>(name: K): BoundInput => {
    const id = idOf(name);
    return {
      id,
      name: String(name),
      value: values[name] as string,
      onChange: (event) => setValue(name, event.target.value as V[K]),
      onBlur: () => {
        composing.current.delete(name);
        check(name);
      },
      onCompositionStart: () => {
        composing.current.add(name);
      },
      onCompositionEnd: (event) => {
        composing.current.delete(name);
        setValue(name, event.currentTarget.value as V[K]);
      },
      'aria-invalid': errors[name] || refusedField === name ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      // A pre-rendered form (sign-in) can be typed into before the script takes it over, on a
      // slow phone: hydration leaves the text on screen but not in the state, and the form
      // would send an empty field. When the input is attached, text it shows is taken in.
      ref: (element) => {
        // A select always has a value (its first option): only text typed counts. Attached
        // again at each render, a controlled input then already shows the state.
        const typed = element?.tagName === 'SELECT' ? '' : element?.value;
        if (typed && typed !== valuesRef.current[name]) setValue(name, typed as V[K]);
      },
    };
  };

  const submit = () => {
    if (submission.busy) return;
    const current = valuesRef.current;
    const found: FieldErrors<V> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const message = messageOf(name, current);
      if (message) found[name] = message;
    }
    setErrors(found);
    setRefusedField(null);
    submission.refuse(null);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    void submission
      .run(() => onSubmit(current), failure)
      .then((refused) => {
        if (refused && Object.keys(refused).length > 0) {
          // Said next to its field: not notified as well (issue 29).
          for (const message of Object.values<string | undefined>(refused))
            if (message) notifier?.withdraw(message);
          setErrors(refused);
          setFocusRequest((count) => count + 1);
        }
      });
  };

  return {
    values,
    errors,
    formError: submission.problem,
    submitting: submission.busy,
    formProps: {
      ref: formRef,
      onSubmit: (event) => {
        event.preventDefault();
        if (!sentByActions) submit();
      },
      noValidate: true,
    },
    bind,
    setValue,
    updateValue,
    submit,
    check,
    setFieldError: showError,
    refuse: submission.refuse,
    refuseAt: (name, message) => {
      setRefusedField(name);
      submission.refuse(message);
      setFocusRequest((count) => count + 1);
    },
    idOf,
    errorIdOf: (name) => `${idOf(name)}-error`,
    hintIdOf: (name) => `${idOf(name)}-hint`,
  };
}
