// What other features' pages show of 기부하기: the member's monthly pledges (기부 내역).
export { MyPledges } from './member/MyPledges';
// The payment window of an order another feature started (an event's fee: issue 33).
export { usePaymentWindow } from './use-payment-window';
