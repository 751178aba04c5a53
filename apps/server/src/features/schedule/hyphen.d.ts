/** The part of hyphen's Dutch entry point the agenda uses (the package ships no types). */
declare module 'hyphen/nl/index.js' {
  type Options = { hyphenChar?: string; minWordLength?: number; exceptions?: string[] };
  const hyphen: { hyphenateSync: (text: string, options?: Options) => string };
  export default hyphen;
}
