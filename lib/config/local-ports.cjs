/**
 * The local ports every part of the project agrees on, and the one place their defaults live: the
 * static server (PORT), the demo product API (DEMO_API_PORT) and the demo identity provider
 * (DEMO_AUTH_PORT). Plain JavaScript because Node runs it (`npm start`, the demo, the static
 * server, Playwright's config) and the site's build-time configuration (env.ts) reads the defaults.
 * CommonJS because Playwright loads its config and fixtures as CommonJS: an ES module it loaded
 * that way could no longer be imported by the ES modules the tests start (the static server).
 */
const DEFAULT_PORTS = Object.freeze({ site: 3000, api: 4000, auth: 4001 });

/** The URLs built into the site when NEXT_PUBLIC_API_URL / NEXT_PUBLIC_AUTH_URL are unset. */
const DEFAULT_API_URL = `http://localhost:${DEFAULT_PORTS.api}/`;
const DEFAULT_AUTH_URL = `http://localhost:${DEFAULT_PORTS.auth}`;

/**
 * The issuer the demo identity provider names itself by on `port`: with a trailing slash, as some
 * real providers do, so every demo sign-in proves that `iss` is compared exactly as configured.
 * @param {number} port
 */
const demoAuthIssuer = (port) => `http://localhost:${port}/`;
/** The issuer built into the site when neither NEXT_PUBLIC_AUTH_ISSUER nor NEXT_PUBLIC_AUTH_URL is set. */
const DEFAULT_AUTH_ISSUER = demoAuthIssuer(DEFAULT_PORTS.auth);

const PORT_VARIABLES = Object.freeze({ site: 'PORT', api: 'DEMO_API_PORT', auth: 'DEMO_AUTH_PORT' });

/**
 * The ports to use, from the environment with the defaults above.
 * @param {Record<string, string | undefined>} [environment]
 * @returns {{ site: number, api: number, auth: number }}
 * @throws {Error} naming the variable when a value is not a port number
 */
function localPorts(environment = process.env) {
  const port = (key) => {
    const name = PORT_VARIABLES[key];
    const value = environment[name];
    if (value === undefined || value === '') return DEFAULT_PORTS[key];
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65535) {
      throw new Error(`${name} must be a port number, got "${value}"`);
    }
    return number;
  };
  return { site: port('site'), api: port('api'), auth: port('auth') };
}

/**
 * The backend URLs are built into the site, and the built-in defaults name the default ports. When
 * the demo backends run on other ports, the build must point at them (unless told otherwise), or
 * the site calls nobody. Sets the variables in `environment` for the build that follows.
 * @param {Record<string, string | undefined>} [environment]
 */
function pointBuildAtDemoBackends(environment = process.env) {
  const { api, auth } = localPorts(environment);
  if (api !== DEFAULT_PORTS.api) environment.NEXT_PUBLIC_API_URL ??= `http://localhost:${api}/`;
  if (auth !== DEFAULT_PORTS.auth && environment.NEXT_PUBLIC_AUTH_URL === undefined) {
    environment.NEXT_PUBLIC_AUTH_URL = `http://localhost:${auth}`;
    environment.NEXT_PUBLIC_AUTH_ISSUER ??= demoAuthIssuer(auth);
  }
}

module.exports = {
  DEFAULT_PORTS,
  DEFAULT_API_URL,
  DEFAULT_AUTH_URL,
  DEFAULT_AUTH_ISSUER,
  demoAuthIssuer,
  localPorts,
  pointBuildAtDemoBackends,
};
