/** The options that say which schema and schedule a command uses, the same on every command. */
import type { Command } from 'commander';

export interface ProjectOptionValues {
  schema?: string[];
  changes?: string[];
  project?: string;
  today?: string;
}

export function projectOptions(command: Command): Command {
  return command
    .option('--schema <pointer...>', 'SDL files or globs, an introspection JSON file, or an http(s) URL (token from $SVC_AUTH_TOKEN)')
    .option('--changes <file...>', 'change schedule YAML file(s)')
    .option('--project <name>', 'the graphql-config project to use')
    .option('--today <YYYY-MM-DD>', 'the date to judge against (default: the current UTC date)');
}
