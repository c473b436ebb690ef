// What other features' pages show of 기부하기: the member's monthly pledges (기부 내역).
export { MyPledges } from './member/MyPledges';
