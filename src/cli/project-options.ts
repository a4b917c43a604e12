/** The options that say which schema and schedule a command uses, the same on every command. */
import { InvalidArgumentError, Option, type Command } from 'commander';

export interface ProjectOptionValues {
  schema?: string[];
  changes?: string[];
  project?: string;
  today?: string;
}

/**
 * An option value that must name something. An empty one (`--out ''`, an unset shell variable)
 * would otherwise quietly mean stdout, the working directory or no project at all.
 */
export function nonEmpty(what: string): (value: string) => string {
  return (value) => {
    if (value.trim() === '') throw new InvalidArgumentError(`expected ${what}, got an empty value.`);
    return value;
  };
}

/** `nonEmpty` for a variadic option, whose values commander leaves a custom parser to collect. */
export function nonEmptyEach(what: string): (value: string, previous: string[] | undefined) => string[] {
  const check = nonEmpty(what);
  return (value, previous) => [...(previous ?? []), check(value)];
}

/** The parser of `--out` and other options naming one file. */
export const filePath = nonEmpty('a file path');

const schemaOption = () =>
  new Option('--schema <pointer...>', 'SDL files or globs, an introspection JSON file, or an http(s) URL (token from $SVC_AUTH_TOKEN or $SUNSET_SCHEMA_AUTHORIZATION)').argParser(
    nonEmptyEach('a schema file, glob or URL'),
  );
const projectOption = () => new Option('--project <name>', 'the graphql-config project to use').argParser(nonEmpty('a graphql-config project name'));

/** `--schema` and `--project`, for `map`, which reads no schedule. */
export function schemaOptions(command: Command): Command {
  return command.addOption(schemaOption()).addOption(projectOption());
}

export function projectOptions(command: Command, today = 'the date to judge against (default: the current UTC date)'): Command {
  return command
    .addOption(schemaOption())
    .option('--changes <file...>', "change schedule YAML file(s): sunset's changes.yaml format, or GitHub's graphql_upcoming_changes.public.yml", nonEmptyEach('a change schedule file'))
    .addOption(projectOption())
    .option('--today <YYYY-MM-DD>', today);
}
