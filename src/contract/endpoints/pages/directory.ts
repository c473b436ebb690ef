import { endpoint } from '../../shared/endpoint';

/** The alumni directory. */
export const DIRECTORY_ENDPOINTS = {
  searchAlumni: endpoint({
    method: 'GET',
    path: '/api/user/alumni',
    access: 'member',
    tag: 'member',
    summary:
      '동문 찾기: 승인된 동문을 이름(초성 가능)·졸업 연도·기수·지역·직장으로 찾습니다. 각 동문이 공개한 항목만 보입니다.',
  }),
  alumniRegions: endpoint({
    method: 'GET',
    path: '/api/user/alumni/regions',
    access: 'member',
    tag: 'member',
    summary: '동문 찾기의 지역 목록: 지역을 공개한 동문이 사는 시·도와 시·군·구.',
  }),
} as const;
