import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Says what is wrong and how to call the command, without a stack, and stops with exit code 2. */
// A function declaration, so a call narrows like a throw does (TypeScript needs that for `never`).
export function exitWithUsage(usage: string, problem?: string): never {
  console.error(problem ? `Fout: ${problem}\n${usage}` : usage);
  process.exit(2);
}

/** The command's flags (strict: an unknown flag or a flag without its value is refused). */
export const readFlags = <T extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: T) => {
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (err) {
    return exitWithUsage(usage, err instanceof Error ? err.message : String(err));
  }
};

/** The command's positional arguments, between `min` and `max` of them (no flags allowed). */
export const readPositionals = (usage: string, count: { min: number; max: number }): string[] => {
  let positionals: string[];
  try {
    positionals = parseArgs({ allowPositionals: true, strict: true, options: {} }).positionals;
  } catch (err) {
    return exitWithUsage(usage, err instanceof Error ? err.message : String(err));
  }
  if (positionals.length < count.min || positionals.length > count.max) exitWithUsage(usage);
  return positionals;
};
