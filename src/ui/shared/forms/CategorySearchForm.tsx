import { useEffect } from 'react';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { useForm } from './use-form';
import './forms.css';

export interface CategorySearchFormProps<C extends string> {
  readonly categoryLabel: string;
  /** The first choice, for every category (e.g. "전체 업종"). */
  readonly allLabel: string;
  readonly categories: readonly C[];
  readonly labelOf: (category: C) => string;
  readonly queryLabel: string;
  readonly queryMaxLength: number;
  /** What the address says now. */
  readonly category: C | null;
  readonly query: string;
  /** A new search: a category chosen at once, words when 검색 is pressed. */
  readonly onSearch: (category: C | null, query: string) => void;
}

/** Any words, any category: one object, so that `setValue` stays the same between renders. */
const NO_RULES = {};

/**
 * A list's search by category and words (동문 기업, 자료실), with the kit's fields: choosing a
 * category searches at once with the words the address holds; typed words are searched when
 * the form is sent.
 */
export function CategorySearchForm<C extends string>(props: CategorySearchFormProps<C>) {
  const { category, query, onSearch } = props;
  const form = useForm<{ category: string; query: string }>({
    initial: { category: category ?? '', query },
    rules: NO_RULES,
    onSubmit: async (values) => onSearch(category, values.query),
  });
  const categoryOf = (value: string) => props.categories.find((each) => each === value) ?? null;
  const { setValue } = form;
  // Back and forward change the address, not the form: the category shown follows it.
  useEffect(() => setValue('category', category ?? ''), [category, setValue]);
  return (
    <form {...form.formProps} role="search" className="form form--filters">
      <SelectField
        form={form}
        name="category"
        label={props.categoryLabel}
        placeholder={props.allLabel}
        options={props.categories.map((each) => ({ value: each, label: props.labelOf(each) }))}
        onChoose={(value) => {
          setValue('category', value);
          onSearch(categoryOf(value), query);
        }}
      />
      <TextField
        form={form}
        name="query"
        label={props.queryLabel}
        type="search"
        maxLength={props.queryMaxLength}
      />
      <SubmitButton inline submitting={form.submitting} busyLabel="검색하는 중…">
        검색
      </SubmitButton>
    </form>
  );
}
