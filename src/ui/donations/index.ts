/** What other features show of the donations' UI: the amount and resident number inputs. */
export { AmountInput } from './office/AmountInput';
export { ResidentNumberFields, type ResidentNumberValues } from './ResidentNumberFields';
