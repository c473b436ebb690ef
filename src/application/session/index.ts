export { TOKEN_STORE, type TokenStore } from './token-store';
