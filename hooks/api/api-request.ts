/** One product-API read as an SWR hook asks for it: its cache key and the call that answers it. */
export interface ApiRequest<T> {
  key: string;
  load: () => Promise<T>;
}
