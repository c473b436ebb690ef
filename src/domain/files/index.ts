export { PROFILE_IMAGE_MAX_BYTES } from './profile-image';
