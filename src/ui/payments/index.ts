/** What other features show of 기부하기: the link to it. */
export { DonateLink } from './DonateLink';
