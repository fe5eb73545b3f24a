export interface CommandResult {
  exitCode: number;
  stdout?: string;
  stderr?: string;
}

/** A command's answer on success: with --json the data as JSON, else the text for people. */
export function answer(json: boolean | undefined, data: unknown, text: string, exitCode = 0): CommandResult {
  return { exitCode, stdout: json ? JSON.stringify(data, null, 2) + '\n' : text.endsWith('\n') ? text : text + '\n' };
}
