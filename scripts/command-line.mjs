import { parseArgs } from 'node:util';
import { parseServerEnv } from '../lib/config/env-schema.mjs';

/**
 * The operator scripts' arguments: a bad argument prints the reason and the usage line and exits 2;
 * `--help` (or `-h`) prints the usage line and exits 0.
 */
export function readArguments(argv, options, usage) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    usageError(error.message, usage);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return values;
}

/**
 * The environment through the site's own schema (lib/config/env-schema.mjs), defaults included, so
 * a script sees the configuration exactly as the server does; an invalid value ends it with exit
 * code 2 and the message naming the variable.
 */
export function readEnvironment(source = process.env) {
  try {
    return parseServerEnv(source);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

/** Ends the script with exit code 2, the reason and the usage line. */
export function usageError(message, usage) {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}
