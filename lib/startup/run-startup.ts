/** A start-up step either lets start-up go on or asks for the browser to go elsewhere. */
type StepResult = { kind: 'continue' } | { kind: 'redirect'; to: string };

export interface StartupStep {
  name: string;
  run: () => StepResult | Promise<StepResult>;
}

export type StartupOutcome =
  { kind: 'ready' } | { kind: 'redirect'; to: string } | { kind: 'failed'; step: string; error: unknown };

export const proceed: StepResult = { kind: 'continue' };

/** Runs the steps in order; the first redirect or failure ends start-up. */
export async function runStartup(steps: readonly StartupStep[]): Promise<StartupOutcome> {
  for (const step of steps) {
    try {
      const result = await step.run();
      if (result.kind === 'redirect') return { kind: 'redirect', to: result.to };
    } catch (error) {
      return { kind: 'failed', step: step.name, error };
    }
  }
  return { kind: 'ready' };
}
