/** The part of hyphen's Dutch entry point the web app uses (the package ships no types). */
declare module 'hyphen/nl' {
  type Options = { hyphenChar?: string; minWordLength?: number; exceptions?: string[] };
  export function hyphenateSync(text: string, options?: Options): string;
  const hyphen: { hyphenateSync: typeof hyphenateSync };
  export default hyphen;
}
