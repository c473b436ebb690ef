import { useState } from 'react';
import './forms.css';

export interface CategorySearchFormProps<C extends string> {
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
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

/**
 * A list's search by category and words (동문 기업, 자료실): choosing a category searches at
 * once with the words the address holds; typed words are searched when the form is sent.
 */
export function CategorySearchForm<C extends string>(props: CategorySearchFormProps<C>) {
  const [draft, setDraft] = useState(props.query);
  const categoryOf = (value: string) => props.categories.find((each) => each === value) ?? null;
  return (
    <form
      role="search"
      className="category-search"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(props.category, draft);
      }}
    >
      <label htmlFor={`${props.idPrefix}-category`}>{props.categoryLabel}</label>
      <select
        id={`${props.idPrefix}-category`}
        value={props.category ?? ''}
        onChange={(event) => props.onSearch(categoryOf(event.target.value), props.query)}
      >
        <option value="">{props.allLabel}</option>
        {props.categories.map((each) => (
          <option key={each} value={each}>
            {props.labelOf(each)}
          </option>
        ))}
      </select>
      <label htmlFor={`${props.idPrefix}-query`}>{props.queryLabel}</label>
      <input
        id={`${props.idPrefix}-query`}
        type="search"
        value={draft}
        maxLength={props.queryMaxLength}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        검색
      </button>
    </form>
  );
}
