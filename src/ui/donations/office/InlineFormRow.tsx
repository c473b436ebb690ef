import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form opened from a row of a table, in a row of its own right under it (issue 29 item 7: a
 * form opened below the table, out of view, made the click seem to do nothing). The focus moves
 * to its first field, which brings it into view.
 */
export function InlineFormRow({
  columns,
  children,
}: {
  readonly columns: number;
  readonly children: ReactNode;
}) {
  const cell = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    cell.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <tr className="office-donations__inline-row">
      <td colSpan={columns} ref={cell}>
        {children}
      </td>
    </tr>
  );
}
