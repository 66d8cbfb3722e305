import { DEFAULT_PORTS, localPorts, pointBuildAtDemoBackends } from './local-ports.cjs';

describe('localPorts', () => {
  it('uses the defaults when nothing is set', () => {
    expect(localPorts({})).toEqual({ site: 3000, api: 4000, auth: 4001 });
    expect(localPorts({ PORT: '', DEMO_API_PORT: '' })).toEqual(DEFAULT_PORTS);
  });

  it('takes each port from its variable', () => {
    expect(localPorts({ PORT: '3900', DEMO_API_PORT: '4900', DEMO_AUTH_PORT: '4901' })).toEqual({
      site: 3900,
      api: 4900,
      auth: 4901,
    });
  });

  it('names the variable that is not a port number', () => {
    expect(() => localPorts({ DEMO_API_PORT: 'abc' })).toThrow('DEMO_API_PORT must be a port number, got "abc"');
    expect(() => localPorts({ PORT: '70000' })).toThrow('PORT must be a port number');
  });
});

describe('pointBuildAtDemoBackends', () => {
  it('leaves the built-in URLs alone on the default ports', () => {
    const environment = {};
    pointBuildAtDemoBackends(environment);
    expect(environment).toEqual({});
  });

  it('points the build at demo backends on other ports', () => {
    const environment = { DEMO_API_PORT: '4900', DEMO_AUTH_PORT: '4901' };
    pointBuildAtDemoBackends(environment);
    expect(environment.NEXT_PUBLIC_API_URL).toBe('http://localhost:4900/');
    expect(environment.NEXT_PUBLIC_AUTH_URL).toBe('http://localhost:4901');
    // The demo provider names itself with a trailing slash, and the site compares it exactly.
    expect(environment.NEXT_PUBLIC_AUTH_ISSUER).toBe('http://localhost:4901/');
  });

  it('names no demo issuer for a provider URL set explicitly', () => {
    const environment = { DEMO_AUTH_PORT: '4901', NEXT_PUBLIC_AUTH_URL: 'https://sso.example.edu' };
    pointBuildAtDemoBackends(environment);
    expect(environment).toEqual({ DEMO_AUTH_PORT: '4901', NEXT_PUBLIC_AUTH_URL: 'https://sso.example.edu' });
  });

  it('keeps URLs that were set explicitly', () => {
    const environment = { DEMO_API_PORT: '4900', NEXT_PUBLIC_API_URL: 'https://api.example.edu/' };
    pointBuildAtDemoBackends(environment);
    expect(environment.NEXT_PUBLIC_API_URL).toBe('https://api.example.edu/');
  });
});
