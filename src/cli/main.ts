/** The `sunset` command line: parses arguments and maps every failure to one line and an exit code. */
import { Command, CommanderError } from 'commander';
import { ExitCode, messageOf, SunsetError } from '../errors.js';
import { calendarCommand } from './commands/calendar.js';
import { checkCommand } from './commands/check.js';
import { codemodCommand } from './commands/codemod.js';
import { mapCommand } from './commands/map.js';
import { packageVersion } from './version.js';

export function buildProgram(): Command {
  const program = new Command('sunset')
    .description('Keep code that talks to a GraphQL API working while the API retires fields.')
    .version(packageVersion(), '-V, --version')
    .exitOverride()
    .configureOutput({ writeErr: (text) => process.stderr.write(text) });
  for (const command of [calendarCommand(), checkCommand(), codemodCommand(), mapCommand()]) {
    // Usage errors are one line (commander's own); --help says the rest.
    program.addCommand(command.exitOverride());
  }
  return program;
}

export async function main(argv: string[] = process.argv): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return process.exitCode === undefined ? ExitCode.ok : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here too, with exit code 0.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    if (error instanceof SunsetError) {
      process.stderr.write(`sunset: ${error.toLine()}\n`);
      return error.exitCode;
    }
    process.stderr.write(`sunset: internal error: ${messageOf(error)}\n${(error as Error)?.stack ?? ''}\n`);
    return 70;
  }
}
