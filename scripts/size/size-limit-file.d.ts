// @size-limit/file ships no types. Its default export is a list of plugin objects; it is typed as
// what size-limit's API declares it takes (its own types say functions) so check.mjs can pass it.
declare module '@size-limit/file' {
  const plugins: ((...args: unknown[]) => unknown)[];
  export default plugins;
}
