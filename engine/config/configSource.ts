/**
 * Where config files come from. The CLI and the server read a directory (./node.ts); the studio
 * and tests can hand over files in memory. Paths are relative to the config root, '/'-separated.
 */
export interface ConfigSource {
  /** A name for messages (the directory, or "memory"). */
  readonly description: string;
  /** Every file below config/, brands/, regulators/ and schemas/. */
  listFiles(): string[];
  readText(path: string): string;
  exists(path: string): boolean;
}

export function memoryConfigSource(files: Record<string, string>, description = 'memory'): ConfigSource {
  return {
    description,
    listFiles: () => Object.keys(files).sort(),
    readText: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`no file ${path}`);
      return text;
    },
    exists: (path) => path in files,
  };
}
