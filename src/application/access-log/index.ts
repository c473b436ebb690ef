export { ACCESS_LOG_API, type AccessLogApi } from './access-log-api';
