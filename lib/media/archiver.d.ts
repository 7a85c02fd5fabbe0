// archiver 8 ships no types; this declares the part of its ZIP API the media kit uses.
declare module 'archiver' {
  import type { Readable } from 'node:stream';

  type EntryData = { name: string; date?: Date; store?: boolean };

  export class ZipArchive extends Readable {
    constructor(options?: { zlib?: { level?: number }; forceZip64?: boolean });
    append(source: Readable | Buffer | string, data: EntryData): this;
    file(filepath: string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
