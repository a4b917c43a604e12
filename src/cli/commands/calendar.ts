/** `sunset calendar`: the deprecation calendar as JSON, Markdown, iCalendar or HTML. */
import { Command, Option } from 'commander';
import type { Calendar } from '../../calendar/types.js';
import { emit, failOnErrors, printDiagnostics, todayFrom } from '../io.js';
import { filePath, projectOptions, type ProjectOptionValues } from '../project-options.js';

/** Each format's formatter, loaded on use. */
const FORMATS: Record<string, () => Promise<(calendar: Calendar) => string>> = {
  json: async () => (await import('../../calendar/formats/json.js')).formatCalendarJson,
  md: async () => (await import('../../calendar/formats/markdown.js')).formatCalendarMarkdown,
  ics: async () => (await import('../../calendar/formats/ics.js')).formatCalendarIcs,
  html: async () => (await import('../../calendar/formats/html.js')).formatCalendarHtml,
};

interface CalendarOptions extends ProjectOptionValues {
  format: string;
  out?: string;
  strict?: boolean;
  verbose?: boolean;
}

export function calendarCommand(): Command {
  const command = new Command('calendar')
    .description('Build the deprecation calendar from the schema\'s @deprecated reasons and the change schedule.')
    .addOption(new Option('--format <format>', 'output format').choices(Object.keys(FORMATS)).default('json'))
    .option('--out <file>', 'write to this file (atomically) instead of stdout', filePath)
    .option('--strict', 'scheduled locations missing from the schema are errors, not warnings')
    .option('--verbose', 'list every diagnostic instead of summing up missing locations');
  projectOptions(command);
  return command.action(async (options: CalendarOptions) => {
    const cwd = process.cwd();
    const today = todayFrom(options.today);
    const [{ loadProject }, { resolveProject }] = await Promise.all([import('../../calendar/load-calendar.js'), import('../../config/project-config.js')]);
    const settings = resolveProject({ cwd, schema: options.schema, changes: options.changes, project: options.project });
    const { calendar } = await loadProject(settings, { today, strict: options.strict ?? false, cwd });
    // Errors stop the command with one line; with --verbose every one is listed first.
    const verbose = options.verbose ?? false;
    printDiagnostics(verbose ? calendar.diagnostics : calendar.diagnostics.filter((d) => d.severity !== 'error'), { verbose });
    failOnErrors(calendar.diagnostics);
    const format = await FORMATS[options.format]!();
    await emit(format(calendar), options.out, cwd);
  });
}
