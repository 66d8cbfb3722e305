/**
 * Runs a bench script's `main`: a failure is printed (with a hint when a demo backend's port is
 * taken) and sets exit code 1; `cleanup` runs either way.
 */
export async function runBench(main, cleanup = async () => {}) {
  try {
    await main();
  } catch (error) {
    const hint = error.code === 'EADDRINUSE' ? ' (set BENCH_API_PORT and BENCH_AUTH_PORT to free ports)' : '';
    console.error(`\nBenchmark stopped: ${error.message}${hint}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
