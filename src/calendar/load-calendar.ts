/** Loads a project's schema and schedule and builds its calendar: the first step of every face. */
import path from 'node:path';
import type { ProjectSettings } from '../config/project-config.js';
import { displayPath, loadSchema, type LoadedSchema } from '../schema/load-schema.js';
import { buildCalendar } from './build-calendar.js';
import { readChangeSchedule, type ScheduledChange } from './change-schedule.js';
import type { Calendar } from './types.js';

export interface LoadedProject {
  settings: ProjectSettings;
  schema: LoadedSchema;
  changes: ScheduledChange[];
  calendar: Calendar;
}

export interface LoadProjectOptions {
  today: string;
  strict?: boolean;
  /** Where messages' file names are relative to (the working directory). */
  cwd?: string;
  env?: Record<string, string | undefined>;
}

export async function loadProject(settings: ProjectSettings, options: LoadProjectOptions): Promise<LoadedProject> {
  const cwd = options.cwd ?? settings.rootDir;
  // Pointers are relative to the config's directory; messages name files relative to the working directory.
  const pointers = settings.schema.map((pointer) => (/^https?:\/\//i.test(pointer) || path.isAbsolute(pointer) ? pointer : path.join(settings.rootDir, pointer)));
  const schema = await loadSchema(pointers.map((p) => (path.isAbsolute(p) ? displayPath(p, cwd) : p)), { cwd, ...(options.env ? { env: options.env } : {}) });
  const changes: ScheduledChange[] = [];
  for (const file of settings.changes) {
    const absolute = path.resolve(settings.rootDir, file);
    changes.push(...(await readChangeSchedule(absolute, displayPath(absolute, cwd))));
  }
  const calendar = buildCalendar({ today: options.today, schema: schema.schema, changes, strict: options.strict ?? false });
  calendar.diagnostics.unshift(...schema.warnings);
  return { settings, schema, changes, calendar };
}
