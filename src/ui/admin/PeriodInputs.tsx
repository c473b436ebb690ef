/** A period's two days (in Korea), as the console's forms take them. */
export function PeriodInputs({
  from,
  to,
  onChange,
}: {
  readonly from: string;
  readonly to: string;
  readonly onChange: (period: { readonly from: string; readonly to: string }) => void;
}) {
  return (
    <>
      <label>
        시작일
        <input
          type="date"
          value={from}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </label>
      <label>
        종료일
        <input
          type="date"
          value={to}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </label>
    </>
  );
}
