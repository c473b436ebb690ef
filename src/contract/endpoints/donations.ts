import { endpoint } from '../shared/endpoint';

/** Scholarship donations on the first screen: the home page's figures of the year. */
export const DONATIONS_ENDPOINTS = {
  donationYear: endpoint({
    method: 'GET',
    path: '/api/public/donations/year',
    access: 'public',
    tag: 'content',
    summary: '한 해의 모금 현황: 합계, 기부자 수, 기부 건수, 달마다의 합계.',
    revalidate: true,
  }),
} as const;
