export { type ConsentChange, MY_INFO_API, type MyInfoApi } from './my-info-api';
export { UpdateMyProfile } from './update-my-profile';
