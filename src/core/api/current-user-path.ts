/**
 * The path of GET /api/auth/user, apart from its declaration (auth.ts uses it) because the app
 * shell keys the signed-in user by it on first paint, before the declarations (and with them Zod)
 * are loaded: this module has no dependencies, so the landing's first JavaScript stays small.
 */
export const CURRENT_USER_PATH = '/api/auth/user';
