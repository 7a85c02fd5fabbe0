import { parseArgs } from 'node:util';

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

/** Ends the script with exit code 2, the reason and the usage line. */
export function usageError(message, usage) {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}
