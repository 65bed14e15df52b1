/**
 * The admin password of the browser tests' server, and its hash as
 * `printf '%s\n' "$PASSWORD" | npm run -s hash-password` printed it. playwright.config.ts
 * starts the server with the hash; the tests type the password.
 */
export const ADMIN_TEST_PASSWORD = 'correct horse battery staple'
export const ADMIN_TEST_HASH = 'pbkdf2-sha256$100000$YeoCCR2OAt2Ta_KPeZ_Bkw$nF4t3wCB4efF0B3F0oj3grHeqkHuQrjCeRi8pwKOZtg'
