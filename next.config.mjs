import { fileURLToPath } from 'node:url';

import withPWAInit from '@ducanh2912/next-pwa';

import { pagePrecacheEntries } from './server/page-files.mjs';
import { staticFilePrecacheEntries } from './server/static-files.mjs';

const projectDir = fileURLToPath(new URL('.', import.meta.url));
const frameShellsModule = `${projectDir}components/frame/frame-shells`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `BUNDLE_SOURCE_MAPS=1 npm run build` for `npm run bench:breakdown` (what each first load carries).
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  webpack(config, { isServer }) {
    // pdfjs-dist 3 requires the optional native `canvas` package on its Node code path. Browser
    // builds drop it (the package's "browser" field); the server build only prerenders the PDF
    // screen's shell (the viewer loads in the browser only, through `React.lazy`), so there it
    // resolves to nothing as well.
    if (isServer) config.resolve.alias = { ...config.resolve.alias, canvas: false };
    else {
      config.optimization.splitChunks.cacheGroups.shell = shellChunk;
      config.optimization.splitChunks.cacheGroups.signedIn = signedInChunk;
      // The start-up frame's shells are drawn only into the exported HTML (decision 56).
      config.resolve.alias = { ...config.resolve.alias, [frameShellsModule]: `${frameShellsModule}.browser.ts` };
    }
    return config;
  },
};

/**
 * Every page loads the root layout and the root not-found boundary, so what they use goes into one
 * `shell` chunk (decision 35). Left to webpack's defaults, it is split by which pages share it into
 * small chunks, and what falls under the 20 KB split size is copied into both entries instead
 * (21 scripts and 218 KB gzip on `/`; with the shell chunk 11 scripts and 194 KB).
 */
const everyPageEntry = /^app\/(layout|not-found)$/;
const shellChunk = {
  name: 'shell',
  chunks: 'all',
  enforce: true,
  // Below the framework (40) and large-library (30) groups Next defines, above webpack's defaults.
  priority: 10,
  test: (module, { chunkGraph }) =>
    [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => everyPageEntry.test(chunk.name ?? '')),
};

/**
 * What the signed-in shells (the student and exam layouts) load beyond the `shell` chunk, as one
 * chunk: left to the defaults it was split into three chunks per page, each compressed alone
 * (decision 56). The guests' header parts stay out, so `/` never loads it.
 */
const signedInLayout = /^app\/\((student|exam)\)\/layout$/;
// The guests' header and the home page: what `/` and the other guest pages load.
const everyGuestEntry = /^app\/(\(public\)\/(layout|page)|not-found|layout)$/;
const signedInChunk = {
  name: 'signed-in',
  chunks: 'all',
  enforce: true,
  priority: 5,
  test: (module, { chunkGraph }) => {
    const entries = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name ?? '');
    return entries.some((name) => signedInLayout.test(name)) && !entries.some((name) => everyGuestEntry.test(name));
  },
};

/**
 * The PDF screen's lazily loaded code (pdf.js, the viewer, and what only they use): 1.5 MB most
 * students never need offline, so the worker keeps it only once loaded (kept courses, decision 52),
 * not on install. A chunk holding these libraries serves
 * nothing else (webpack splits shared modules out), so leaving it out costs no other screen.
 */
const pdfLibrary = /[\\/]node_modules[\\/](pdfjs-dist|@react-pdf-viewer)[\\/]/;

function pdfScreenFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(
      (module) => module.modules ?? [module],
    );
    if (modules.some((module) => pdfLibrary.test(module.resource ?? '')))
      chunk.files.forEach((file) => files.add(file));
  }
  return files;
}

/**
 * The service worker (decision 14): next-pwa in InjectManifest mode builds `lib/service-worker/worker-entry.ts` into
 * `public/sw.js` (copied to `out/sw.js` by the export). The precache holds every build asset
 * webpack emits plus what webpack does not see: every route's exported page and payloads (at the
 * placeholder id, revision = build id) and the public files. The options are made per build
 * because the pages' revision is the build id.
 */
function withServiceWorker(config) {
  return {
    ...config,
    webpack(webpackConfig, context) {
      const withPWA = withPWAInit({
        dest: 'public',
        // Registered by a start-up step (lib/pwa/worker-registration.ts), never reloaded behind the student's back.
        register: false,
        reloadOnOnline: false,
        cacheStartUrl: false,
        dynamicStartUrl: false,
        workboxOptions: {
          swSrc: 'lib/service-worker/worker-entry.ts',
          additionalManifestEntries: [
            ...pagePrecacheEntries(fileURLToPath(new URL('app', import.meta.url)), context.buildId),
            ...staticFilePrecacheEntries(projectDir),
          ],
          // Source maps, and the polyfills only browsers without module scripts (so without service workers) load.
          exclude: [/\.map$/, /(^|\/)polyfills-[0-9a-f]+\.js$/],
          manifestTransforms: [
            async (entries, compilation) => {
              const skipped = pdfScreenFiles(compilation);
              return {
                manifest: entries.filter((entry) => ![...skipped].some((file) => entry.url.endsWith(`/${file}`))),
                warnings: [],
              };
            },
          ],
        },
      });
      return withoutPageEntry(withPWA(config).webpack(webpackConfig, context));
    },
  };
}

/**
 * next-pwa puts a page-side entry (`sw-entry.js`) before every page's scripts; with the options above
 * all it does is `window.workbox = new Workbox('/sw.js')`, which costs workbox-window (1.6 KB gzip)
 * in every first load. The start-up step makes that Workbox itself, loading workbox-window on
 * demand (lib/pwa/start-pwa.ts, decision 55), so the entry is taken out again.
 */
function withoutPageEntry(webpackConfig) {
  const entries = webpackConfig.entry;
  if (typeof entries !== 'function') return webpackConfig;
  const pageEntry = /[\\/]@ducanh2912[\\/]next-pwa[\\/]dist[\\/]sw-entry\.js$/;
  webpackConfig.entry = async () => {
    const resolved = await entries();
    for (const name of ['main.js', 'main-app']) {
      if (Array.isArray(resolved[name])) resolved[name] = resolved[name].filter((file) => !pageEntry.test(file));
    }
    return resolved;
  };
  return webpackConfig;
}

export default withServiceWorker(nextConfig);
