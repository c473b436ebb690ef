export type { AccessLogApi } from './access-log-api';
