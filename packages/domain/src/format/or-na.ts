/** Spec: missing values show N/A. Zero and false are values, not missing. */
export function orNA<T>(value: T | null | undefined): Exclude<T, ''> | 'N/A' {
  if (value === null || value === undefined || value === '') return 'N/A';
  return value as Exclude<T, ''>;
}
