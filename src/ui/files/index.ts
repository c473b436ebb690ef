export { ProfileImageField } from './ProfileImageField';
