/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  webpack(config, { isServer }) {
    // pdfjs-dist 3 requires the optional native `canvas` package on its Node code path. Browser
    // builds drop it (the package's "browser" field); the server build only prerenders the PDF
    // screen's shell (the viewer is `ssr: false`), so there it resolves to nothing as well.
    if (isServer) config.resolve.alias = { ...config.resolve.alias, canvas: false };
    return config;
  },
};

export default nextConfig;
