/** Origination §9: the session cookie. */
export const SESSION_COOKIE_NAME = 'token';

/** Origination §9: the checklist error popup shows 3 s, success popups 2 s (collections §8, clients §8 too). */
export const ERROR_POPUP_MS = 3000;
export const SUCCESS_POPUP_MS = 2000;

/** Origination §9: chart bar thickness at most 50 (45 for horizontal bars). */
export const CHART_BAR_MAX_THICKNESS = 50;
export const CHART_HORIZONTAL_BAR_MAX_THICKNESS = 45;
