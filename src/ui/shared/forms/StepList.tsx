import './forms.css';

/**
 * The numbered steps of a form in several steps (sign-up, find password): the current one marked
 * `aria-current="step"`, those before it read as done.
 */
export function StepList({
  label,
  steps,
  current,
}: {
  /** The list's accessible name, e.g. "가입 단계". */
  readonly label: string;
  readonly steps: readonly string[];
  /** The index of the step on screen. */
  readonly current: number;
}) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'steps__item steps__item--current' : 'steps__item'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>{' '}
          {step}
          {index < current ? <span className="visually-hidden"> (마침)</span> : null}
        </li>
      ))}
    </ol>
  );
}
