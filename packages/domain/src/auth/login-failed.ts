/**
 * Origination §8: the one message for any sign-in failure, on the server and the login screen alike. A module of
 * its own so that the login screen does not load the schemas (zod, the common-password list) to show it.
 */
export const LOGIN_FAILED = 'Login failed, please try again.';
