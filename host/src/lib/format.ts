/** Won and points are integers: grouped digits, no decimals. */
export function formatWon(value: number): string {
  return Math.trunc(value || 0).toLocaleString('ko-KR');
}
