/** hls.js (about 176 KB gzip) in a chunk of its own, asked for by the preload and by the stream player alike. */
export const loadHls = () => import(/* webpackChunkName: "hls" */ 'hls.js');
