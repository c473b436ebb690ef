/**
 * Where dues are paid: the payments feature's checkout (기부하기) with dues chosen, the same
 * checkout as gifts and pledges.
 */
export const DUES_CHECKOUT_HREF = '/contribution/donate?purpose=dues';

/** The printable 납부 확인서 of one payment. */
export function confirmationHref(paymentId: string): string {
  return `/me/dues/confirmation?id=${encodeURIComponent(paymentId)}`;
}
