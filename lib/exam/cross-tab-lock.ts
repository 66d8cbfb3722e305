/**
 * Runs `task` while no other tab of this site runs one under the same name (Web Locks), so two
 * tabs reaching the deadline together still make one submission id. Where Web Locks are
 * missing, the task runs at once: local storage then keeps the race window to one tick.
 */
export async function runExclusive(name: string, task: () => void): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    task();
    return;
  }
  await locks.request(name, task);
}
