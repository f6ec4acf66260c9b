/** Origination §2 dashboard: loan bars red under 5, orange 5 to 10, blue above 10. */
export function loanBarColour(value: number): 'red' | 'orange' | 'blue' {
  if (value < 5) return 'red';
  return value <= 10 ? 'orange' : 'blue';
}
