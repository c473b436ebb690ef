// Only components other features embed: the pages are loaded by the page registry.
export { authCodeRule, codeRefusalOf, EmailCodeFields } from './EmailCodeFields';
