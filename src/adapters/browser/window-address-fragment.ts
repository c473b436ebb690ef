import type { AddressFragment } from '../../application/accounts/address-fragment';

/** The browser's address: its fragment read, then replaced by the address without it. */
export class WindowAddressFragment implements AddressFragment {
  read(): string {
    return typeof window === 'undefined' ? '' : window.location.hash;
  }

  forget(): void {
    if (typeof window === 'undefined' || !window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
}
