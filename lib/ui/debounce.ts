/** Calls `run` once activity has been quiet for `waitMs`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
