// The renderer's words in English: the source catalog. Every other catalog has exactly these keys
// with the same ICU arguments (test/unit/i18n-catalogs.test.ts). Keys are grouped by where they
// show: app (the shell), views, theme, language, ui (shared parts), installation, categories,
// previews (the settings' labels, field., are shared/'s: shared/messages/field/).
// Messages are ICU MessageFormat: {name} an argument, {count, plural, one {…} other {…}} a count,
// {what, select, …} a choice; a typographic apostrophe (’) needs no escaping, a straight one does.
import { sharedEn } from '../../../shared/messages/en';
import { uiEn } from './ui/en';
import { printEn } from './print/en';
import { changesEn } from './changes/en';
import { categoriesEn } from './categories/en';
import { fleetEn } from './fleet/en';
import { timelineEn } from './timeline/en';
import { alertsEn } from './alerts/en';
import { watchEn } from './watch/en';
import { connectionsEn } from './connections/en';
import { demoEn } from './demo/en';
import { requestsEn } from './requests/en';
import { diagnosticsEn } from './diagnostics/en';

export const en = {
  // The words shared/ and main make, so this catalog can show them too.
  ...sharedEn,

  'app.skip.categorySearch': 'Skip to category search',
  'app.skip.requests': 'Skip to the requests',
  'app.skip.fleetSearch': 'Skip to the fleet search',

  'views.label': 'Views',
  'views.data': 'Installation & categories',
  'views.fleet': 'Fleet',
  'views.changes': 'Changes',
  'views.diagnostics': 'Diagnostics',
  'views.demo': 'Demo server',
  'views.requests': 'Requests ({count, number})',

  'theme.label': 'Theme',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  'language.label': 'Language',
  'language.system': 'System ({language})',

  'ui.cancel': 'Cancel',
  'ui.dismiss': 'Dismiss',
  'ui.close': 'Close',
  'ui.warning': 'Warning: {reason}',
  'ui.elapsed': '{elapsed} elapsed',
  'ui.retry': 'Retry',
  'ui.lenient.title':
    '{what, select, settings {The settings were} categories {The categories were} other {The captured settings and categories were}} read leniently: {count, plural, one {# fault} other {# faults}} of the answer tolerated',
  'ui.lenient.strictFails': 'Strict reading fails',
  'ui.stale.badge': 'Stale',
  'ui.stale.showing': '{what, select, settings {Showing the settings} other {Showing the categories}}.',
  'ui.stale.showingSince':
    '{what, select, settings {Showing the settings} other {Showing the categories}} from {time}.',
  'ui.stale.cancelled': 'The refresh was cancelled.',
  'ui.stale.failed': 'The refresh failed: <b>{title}</b>',

  'installation.heading': 'Installation',
  'installation.loading': 'Loading the installation’s settings…',
  'installation.refreshing': 'Refreshing the settings…',
  'installation.unnamedCompany': 'Unnamed company',
  'installation.logo': '{company} logo',
  'installation.logoUnavailable': 'Logo unavailable',
  'installation.settings': 'Settings',
  'installation.missing': 'missing',
  'installation.empty': '(empty)',
  'installation.decimalsNote': '{count, plural, one {decimal} other {decimals}}',
  'installation.faultSummary': '{summary}. Each is shown as received, with the reason.',
  'installation.technical': 'Technical details',
  'installation.technicalFaults': '{count, plural, one {# field} other {# fields}} with a warning',
  'installation.breaksSpec': 'Breaks the specification: {rule}',
  'installation.doubt.currency': 'Not a currency this computer knows',
  'installation.doubt.timeZone': 'Not a time zone this computer knows',
  'installation.doubt.separator': 'A letter or digit cannot serve as a decimal separator',
  'installation.doubt.decimals': 'More than {max, number} decimals is unusual; probably a mistake',

  'categories.heading': 'Categories',
  'categories.count': '{total, plural, one {# category} other {# categories}}',
  'categories.countShown': '{shown, number} of {total, plural, one {# category} other {# categories}}',
  'categories.countLoading':
    '{arrived, number} of {total, plural, one {# category} other {# categories}} loaded…',
  'categories.loading': 'Loading categories…',
  'categories.refreshing': 'Refreshing the categories…',
  'categories.none': 'This installation has no categories yet.',
  'categories.noneAdvice': 'Categories added in the back office appear here after Refresh.',
  'categories.noMatch': 'No category matches “{query}”.',
  'categories.noMatchAdvice': 'Search looks in names, codes and slugs; case and accents are ignored.',
  'categories.clearSearch': 'Clear search',
  'categories.searchLabel': 'Search categories by name, code or slug',
  'categories.searchPlaceholder': 'Search name, code or slug',
  'categories.sortBy': 'Sort by',
  'categories.sort.name': 'Name',
  'categories.sort.code': 'Code',
  'categories.sort.id': 'ID',
  'categories.showAs': 'Show as',
  'categories.grid': 'Grid',
  'categories.list': 'List',
  'separator.comma': 'comma',
  'separator.fullStop': 'full stop',
  'separator.space': 'space',
  'separator.apostrophe': 'apostrophe',
  'separator.noBreakSpace': 'no-break space',

  'previews.heading': 'Previews',
  'previews.intro':
    'Computed from the settings below. Thousands are grouped with a thin space: the settings name no grouping separator.',
  'previews.amount': 'Amount',
  'previews.quantity': 'Quantity',
  'previews.currencyName': 'Currency name',
  'previews.timeThere': 'Time there now',
  'previews.decimals': '{count, plural, one {# decimal} other {# decimals}}',
  'previews.noPreview': 'No preview: {problem}',
  'previews.quoted': '“{text}”',
  'previews.missing': 'missing',
  'previews.problem.decimals':
    'the decimals for {what, select, amounts {amounts} other {quantities}} ({value}) could not be used: not a whole number',
  'previews.problem.tooManyDecimals':
    '{count, plural, one {# decimal is} other {# decimals are}} more than a preview shows ({max, number})',
  'previews.problem.separator': 'the decimal separator ({value}) could not be used: not a single character',
  'previews.problem.currency': 'the currency {value} is no currency code',
  'previews.problem.timeZone': 'the time zone {value} is unknown here',
  'previews.currencyUnused': 'The currency {value} could not be used',
  'previews.currencyUnknownNames': '(no symbol or name known)',
  ...uiEn,
  ...printEn,
  ...changesEn,
  ...categoriesEn,
  ...watchEn,
  ...fleetEn,
  ...timelineEn,
  ...alertsEn,
  ...connectionsEn,
  ...demoEn,
  ...requestsEn,
  ...diagnosticsEn,
} as const;

/** A key of the catalogs. */
export type MessageId = keyof typeof en;

/** A whole catalog: every key, in one language. */
export type Catalog = Readonly<Record<MessageId, string>>;
