/**
 * The fragment of the address the page was opened at (`#…`), which browsers never send to a
 * server: where the office's reset link carries its token. Forgotten once read, so that it
 * stays in neither the history nor a copied address.
 */
export interface AddressFragment {
  /** The fragment with its `#`, or '' when there is none. */
  read(): string;
  forget(): void;
}
