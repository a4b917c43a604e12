/** `sunset calendar`: the deprecation calendar as JSON, Markdown, iCalendar or HTML. */
import { Command, Option } from 'commander';
import { formatCalendarHtml } from '../../calendar/formats/html.js';
import { formatCalendarIcs } from '../../calendar/formats/ics.js';
import { formatCalendarJson } from '../../calendar/formats/json.js';
import { formatCalendarMarkdown } from '../../calendar/formats/markdown.js';
import { loadProject } from '../../calendar/load-calendar.js';
import type { Calendar } from '../../calendar/types.js';
import { resolveProject } from '../../config/project-config.js';
import { emit, failOnErrors, printDiagnostics, todayFrom } from '../io.js';
import { projectOptions, type ProjectOptionValues } from '../project-options.js';

const FORMATS: Record<string, (calendar: Calendar) => string> = {
  json: formatCalendarJson,
  md: formatCalendarMarkdown,
  ics: formatCalendarIcs,
  html: formatCalendarHtml,
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
    .option('--out <file>', 'write to this file (atomically) instead of stdout')
    .option('--strict', 'scheduled locations missing from the schema are errors, not warnings')
    .option('--verbose', 'list every diagnostic instead of summing up missing locations');
  projectOptions(command);
  return command.action(async (options: CalendarOptions) => {
    const cwd = process.cwd();
    const today = todayFrom(options.today);
    const settings = resolveProject({ cwd, schema: options.schema, changes: options.changes, project: options.project });
    const { calendar } = await loadProject(settings, { today, strict: options.strict ?? false, cwd });
    // Errors stop the command with one line; with --verbose every one is listed first.
    const verbose = options.verbose ?? false;
    printDiagnostics(verbose ? calendar.diagnostics : calendar.diagnostics.filter((d) => d.severity !== 'error'), { verbose });
    failOnErrors(calendar.diagnostics);
    await emit(FORMATS[options.format]!(calendar), options.out, cwd);
  });
}
