// The dictionaries of @zxcvbn-ts/language-common and -en, imported one file at a time (password-strength.ts).
declare module '@zxcvbn-ts/language-common/dist/*.json.mjs' {
  const value: never;
  export default value;
}
declare module '@zxcvbn-ts/language-en/dist/*.json.mjs' {
  const value: never;
  export default value;
}
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  const value: never;
  export default value;
}
