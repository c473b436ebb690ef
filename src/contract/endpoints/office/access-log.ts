import { endpoint } from '../../shared/endpoint';

/** The office's calls of the feature (administrators): loaded with the console, not by the site. */
export const OFFICE_ACCESS_LOG_ENDPOINTS = {
  menuStatistics: endpoint({
    method: 'GET',
    path: '/api/admin/statistics/menus',
    access: 'admin',
    tag: 'admin',
    summary:
      '메뉴 접속 통계: 기간(최대 92일) 동안 메뉴별·날짜별 조회 수(서버가 받은 시각, 한국 시간 기준).',
  }),
} as const;
