import { DuesPayments, type DuesPaymentsDependencies } from './dues-payments';
import { MyDues, type MyDuesDependencies } from './my-dues';
import { OfficeDues, type OfficeDuesDependencies } from './office-dues';

export { type DuesCheckoutContext, DuesPayments } from './dues-payments';
export type { DuesPaymentRecord, DuesRepository } from './ports';

/** What the dues feature uses: its repository, the shared ports, the admin audit, spreadsheets. */
export type DuesDependencies = DuesPaymentsDependencies &
  MyDuesDependencies &
  OfficeDuesDependencies;

/**
 * Membership dues (연회비, 평생회비): `duesPayments`, the entry the payments feature records paid
 * dues through and the directory asks for badges; the member's `myDues`; the office's
 * `officeDues`.
 */
export function createDuesServices(deps: DuesDependencies) {
  return {
    duesPayments: new DuesPayments(deps),
    myDues: new MyDues(deps),
    officeDues: new OfficeDues(deps),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type DuesServices = ReturnType<typeof createDuesServices>;
