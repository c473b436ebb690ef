/** The office's page of one donor's receipts of a year (the register and the batch link to it). */
export function donorReceiptsHref(donorId: string, year: number): string {
  return `/admin/donations/receipts/donor?donorId=${encodeURIComponent(donorId)}&year=${year}`;
}
