/** The words of a finding, shared by every face (CLI, ESLint, SARIF), so they never drift apart. */
import { namedReplacement } from '../calendar/replacement-from-reason.js';
import { relativeDay } from '../dates.js';
import { typeOfCoordinate } from '../schema/coordinates.js';
import type { Retirement, RetirementStatus } from './retirement-index.js';
import type { ElementKind } from './types.js';

const ROOT_KINDS: Record<string, string> = { Query: 'query', Mutation: 'mutation', Subscription: 'subscription' };

/** "`targetingDataCounts`", "the root `audiences` query", "argument `where` of `audiences`". */
export function describeElement(coordinate: string, elementKind: ElementKind): string {
  const argument = /^([^.]+)\.([^(]+)\(([^:]+):\)$/.exec(coordinate);
  if (argument) return `argument \`${argument[3]}\` of \`${argument[2]}\``;
  const [typeName, member] = coordinate.split('.') as [string, string | undefined];
  if (!member) return `\`${typeName}\``;
  if (elementKind === 'field' && ROOT_KINDS[typeName]) return `the root \`${member}\` ${ROOT_KINDS[typeName]}`;
  if (elementKind === 'inputField') return `input field \`${member}\` of \`${typeName}\``;
  if (elementKind === 'enumValue') return `enum value \`${member}\``;
  return `\`${member}\``;
}

/**
 * The replacement as a reader knows it: the reason's own words, else a sibling's name, else the
 * coordinate. `replacement` is the one a use takes when the engine knows it (the route its rewrite
 * moves it to: `Partner.audiences` for a partner filter, where the calendar names `Advertiser.audiences`):
 * then the reason's words for that route (`partner(id) { audiences }`), else its coordinate.
 */
export function describeReplacement(retirement: Retirement, replacement: string | null = retirement.replacement): string | null {
  if (replacement && replacement !== retirement.replacement) return `\`${routeInReason(retirement.schemaReason, replacement) ?? replacement}\``;
  // A replacement removed by now is none to take, whatever the reason says (the message names it as removed).
  if (retirement.replacementRemoved) return null;
  // The reason names the one the chain passed (`messages.ts` says so after it), not this one.
  const fromReason = retirement.schemaReason && !retirement.replacedVia ? namedReplacement(retirement.schemaReason) : null;
  if (fromReason) return `\`${fromReason}\``;
  if (!replacement) return null;
  if (/\s/.test(replacement) && !replacement.includes('{')) return replacement;
  return `\`${nameBeside(replacement, retirement.coordinate)}\``;
}

/** A coordinate as read beside another: the member alone where both are of one type (`checkoutIds`, not `User.checkoutIds`). */
function nameBeside(coordinate: string, beside: string): string {
  return typeOfCoordinate(coordinate) === typeOfCoordinate(beside) ? coordinate.slice(coordinate.indexOf('.') + 1) : coordinate;
}

/** What a message adds about a replacement that retires too: the ones a chain passed, or how the one named retires. */
function retiringReplacementNote(retirement: Retirement): string {
  const via = retirement.replacedVia;
  if (via?.length) {
    const names = via.map((c) => `\`${nameBeside(c, retirement.coordinate)}\``);
    return names.length === 1 ? ` (not ${names[0]}, the replacement named: it retires too)` : ` (not ${names.join(' or ')}, named on the way: they retire too)`;
  }
  const status = retirement.replacementRetires;
  if (!status || status.status === 'removed') return '';
  return status.status === 'deprecated' ? ', itself deprecated' : `, itself retiring on ${status.date}`;
}

/** The reason's backticked words for a route to `replacement` (`Partner.audiences`): the ones that start with the entity and name the field. */
function routeInReason(reason: string | null, replacement: string): string | null {
  const [typeName, fieldName] = replacement.split('.') as [string, string | undefined];
  if (!reason || !fieldName) return null;
  const entity = typeName.charAt(0).toLowerCase() + typeName.slice(1);
  for (const [, words] of reason.matchAll(/`([^`]+)`/g)) {
    if (words!.startsWith(entity) && !/\w/.test(words!.charAt(entity.length)) && new RegExp(`\\b${fieldName}\\b`).test(words!)) return words!.trim();
  }
  return null;
}

/** The message of a use; `replacement` is the one this use takes, when the engine knows it (see `describeReplacement`). */
export function retirementMessage(retirement: Retirement, elementKind: ElementKind, status: RetirementStatus, today: string, replacement?: string | null): string {
  const element = describeElement(retirement.coordinate, elementKind);
  const replacementText = describeReplacement(retirement, replacement ?? retirement.replacement);
  const removal = status.removalDate && status.status !== 'removed' ? `, and is removed on ${status.removalDate} (${relativeDay(status.removalDate, today)})` : '';
  let text: string;
  switch (status.status) {
    case 'removed':
      text = `${element} was removed on ${status.date}: the server rejects it`;
      break;
    case 'deprecated':
      text = status.date ? `${element} is deprecated since ${status.date}${removal}` : `${element} is deprecated${removal}`;
      break;
    case 'upcoming':
      text =
        status.date === status.removalDate && !retirement.deprecations.some((d) => d.date === status.date)
          ? `${element} is removed on ${status.date} (${relativeDay(status.date!, today)})`
          : `${element} is deprecated on ${status.date} (${relativeDay(status.date!, today)})${removal}`;
      break;
  }
  if (replacementText) return `${text}; use ${replacementText}${replacement && replacement !== retirement.replacement ? '' : retiringReplacementNote(retirement)}`;
  if (retirement.replacementRemoved) return `${text}; its replacement \`${retirement.replacementRemoved}\` is removed too`;
  return retirement.schemaReason ? `${text} (${retirement.schemaReason.trim().replace(/\.$/, '')})` : text;
}
