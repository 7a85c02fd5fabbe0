// The command line of bench/run.mjs (its header lists the options).
import { parseArgs } from 'node:util';

export function parseOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      skip: { type: 'string' },
      runs: { type: 'string', default: '3' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'throughput-routes': { type: 'string', default: '/,/pricing' },
      routes: { type: 'string' },
      'max-load': { type: 'string' },
      'alert-subscribers': { type: 'string', default: '10000' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const list = (v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : null;
  const positive = (name) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
    return n;
  };
  const positiveNumber = (name) => {
    const n = Number(values[name]);
    if (!(n > 0)) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  return {
    only: list(values.only),
    skip: list(values.skip) ?? [],
    runs: positive('runs'),
    duration: values.duration == null ? null : positive('duration'),
    connections: values.connections == null ? null : positive('connections'),
    throughputRoutes: list(values['throughput-routes']),
    routes: list(values.routes),
    maxLoad: values['max-load'] == null ? null : positiveNumber('max-load'),
    alertSubscribers: positive('alert-subscribers'),
    list: values.list,
    help: values.help,
  };
}
