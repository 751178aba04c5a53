/** The value of a `--name=value` flag on the command line; the benches need no more than that. */
export const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
