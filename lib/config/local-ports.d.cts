/** Types of the local ports module (plain JavaScript, run by Node and read by the build). */
export type LocalPorts = { site: number; api: number; auth: number };
export const DEFAULT_PORTS: Readonly<LocalPorts>;
export const DEFAULT_API_URL: string;
export const DEFAULT_AUTH_URL: string;
export const DEFAULT_AUTH_ISSUER: string;
export function demoAuthIssuer(port: number): string;
export function localPorts(environment?: Record<string, string | undefined>): LocalPorts;
export function pointBuildAtDemoBackends(environment?: Record<string, string | undefined>): void;
