// The Demo server view's words in English (the server, its faults, saving a connection as an
// offline dataset, dropping a dataset file): spread into messages/en.ts.
export const demoEn = {
  'demo.server.heading': 'Demo server',
  'demo.server.running': 'Running',
  'demo.server.stopped': 'Stopped',
  'demo.server.checking': 'Checking the demo server…',
  'demo.server.address': 'Address',
  'demo.server.file': 'Dataset file',
  'demo.server.company': 'Company',
  'demo.server.categories': 'Categories',
  'demo.server.stop': 'Stop server',
  'demo.server.start': 'Start server',
  'demo.server.couldNotStart': 'The demo server could not start: {failure}',
  'demo.server.damaged':
    'Open a dataset file below to serve it instead; if the bundled demo data is damaged, installing Retail Inspector again restores it.',
  'demo.server.startServes': 'Stopped. Start serves {file} again.',
  'demo.server.bundled': 'the bundled demo data',
  'demo.server.reset': 'Reset to the bundled demo',
  'demo.server.dropHint':
    'Or drop a dataset file (.ridataset or .json) anywhere on this window. A file that is not a valid dataset leaves the running server as it is.',
  'demo.server.open': 'Open dataset file…',
  'demo.server.openInput': 'Dataset file to open',
  'demo.server.notDataset': 'Only dataset files (.ridataset or .json) can be opened on the demo server.',
  'demo.server.tooLarge':
    'It is {mb, number} MB, more than the app opens ({max, number} MB). Serve it with "retail-inspector serve --data FILE --max-size {next}".',
  'demo.server.unreadable': 'The file could not be read.',

  'demo.action.open': 'Opening the dataset…',
  'demo.action.start': 'Starting the demo server…',
  'demo.action.stop': 'Stopping the demo server…',
  'demo.action.isStopped': 'The demo server is stopped.',
  'demo.action.unchanged':
    'The demo server was not changed: it still serves <strong>{company}</strong> at <code>{url}</code>.',

  'demo.drop.title': 'Drop to open on the demo server',
  'demo.drop.body':
    'A Retail Inspector dataset file (.ridataset or .json). The running server stays as it is if the file is not valid.',

  'demo.faults.heading': 'Slow or flaky installation',
  'demo.faults.intro':
    'Makes the demo server wait before every answer, or fail a share of requests the way real installations do (a JSON 500, a proxy’s HTML 502, a 503, a cut connection), to show how the app copes.',
  'demo.faults.legend': 'Faults of the demo server',
  'demo.faults.presets': 'Presets',
  'demo.faults.normal': 'Normal',
  'demo.faults.slow': 'Slow (2 s)',
  'demo.faults.flaky': 'Flaky (30 % fail)',
  'demo.faults.latency': 'Latency (ms)',
  'demo.faults.rate': 'Failure rate (%)',
  'demo.faults.apply': 'Apply',
  'demo.faults.latencyRange': 'Enter whole milliseconds from 0 to {max, number}.',
  'demo.faults.rateRange': 'Enter a percentage from 0 to 100.',
  'demo.faults.notRunning': 'Start the demo server to slow it down or make it fail.',
  'demo.faults.notChanged': 'The faults could not be changed: {error}',
  'demo.faults.now': 'The demo server {latency} and {failures}.',
  'demo.faults.waits': 'waits {ms, number} ms before every answer',
  'demo.faults.atOnce': 'answers at once',
  'demo.faults.fails': 'fails {rate, number} % of requests',
  'demo.faults.neverFails': 'never fails on purpose',

  'demo.capture.heading': 'Save as offline dataset',
  'demo.capture.intro':
    'Saves the active connection — its settings, every category and every image — as one dataset file that the demo server can serve with no network.',
  'demo.capture.connection': 'Connection',
  'demo.capture.noneChosen': 'None chosen yet',
  'demo.capture.fileName': 'File name',
  'demo.capture.savedIn': 'Saved in <code>{folder}</code>',
  'demo.capture.defaultFolder': 'the app’s captures folder',
  'demo.capture.start': 'Save active connection as offline dataset{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Replace the existing file?',
  'demo.capture.replace': 'Replace it',
  'demo.capture.keep': 'Keep it',
  'demo.capture.exists':
    '<code>{file}</code> already exists. Replacing it captures {connection} again and overwrites the file.',
  'demo.capture.needName': 'Name the file to save.',
  'demo.capture.badExtension': 'The name must end in .ridataset or .json.',
  'demo.capture.step':
    'Capturing {connection}: {phase, select, categories {reading the categories…} images {downloading the images…} writing {writing the file…} other {reading the system information…}}',
  'demo.capture.cancelling': 'Cancelling the capture…',
  'demo.capture.progress': 'Capture progress',
  'demo.capture.counts': '{done, number} of {total, plural, one {# image} other {# images}}',
  'demo.capture.countsFailed':
    '{done, number} of {total, plural, one {# image} other {# images}}, {failed, number} failed',
  'demo.capture.saved': 'Saved {connection}',
  'demo.capture.savedWithout': 'Saved {connection}, without {count, plural, one {# image} other {# images}}',
  'demo.capture.savedViolations':
    'Saved {connection} as it answered: {count, plural, one {# value breaks} other {# values break}} the specification',
  'demo.capture.categories': '{count, plural, one {# category} other {# categories}}',
  'demo.capture.embedded': '{count, plural, one {# image embedded} other {# images embedded}}',
  'demo.capture.failed': '{count, plural, one {# image failed} other {# images failed}}',
  'demo.capture.failedImages':
    'These images could not be captured; their categories keep the original address:',
  'demo.capture.failedLabel': 'Images not captured',
  'demo.capture.more': '… and {count, number} more.',
  'demo.capture.openInDemo': 'Open in demo server',
  'demo.capture.done': 'Done',
  'demo.capture.cancelled': 'The capture was cancelled. Nothing was written.',
  'demo.capture.failedTitle': 'The capture failed: {title}',
  'demo.capture.nothingWritten': '{advice} Nothing was written.',
  'demo.capture.violations':
    'The file keeps what the installation answered, so it breaks the specification too. The demo server opens only files that follow it; replay this one with <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Values that break the specification',
  // What the store says after an action (the dialog's message, the demo server's outcome).
  'demo.msg.notOpened': '{name} could not be opened',
  'demo.msg.theDataset': 'The dataset',
  'demo.msg.theDatasetLower': 'the dataset',
  'demo.msg.nowServing':
    'Now serving {company} ({count, plural, one {# category} other {# categories}}) from {from}.',
  'demo.msg.running': 'The demo server is running at {url}.',
  'demo.msg.notStarted': 'The demo server could not start',
  'demo.msg.notStopped': 'The demo server could not stop',
  'demo.msg.bundledNotStarted': 'The bundled demo could not start',
  'demo.msg.servingBundled': 'Now serving the bundled demo, {company}.',
  'demo.capture.notWritten': 'The file could not be written',
  'demo.capture.notStarted': 'The capture could not start',
  'demo.capture.fixCause': 'Fix the cause above, then try again.',
} as const;
