// De weergave Demoserver in het Nederlands.
import type { demoEn } from './en';

export const demoNl: Readonly<Record<keyof typeof demoEn, string>> = {
  'demo.server.heading': 'Demoserver',
  'demo.server.running': 'Actief',
  'demo.server.stopped': 'Gestopt',
  'demo.server.checking': 'De demoserver wordt gecontroleerd…',
  'demo.server.address': 'Adres',
  'demo.server.file': 'Gegevensbestand',
  'demo.server.company': 'Bedrijf',
  'demo.server.categories': 'Categorieën',
  'demo.server.stop': 'Server stoppen',
  'demo.server.start': 'Server starten',
  'demo.server.couldNotStart': 'De demoserver kon niet starten: {failure}',
  'demo.server.damaged':
    'Open hieronder een gegevensbestand om dat in plaats daarvan te serveren; als de meegeleverde demogegevens beschadigd zijn, herstelt een nieuwe installatie van Retail Inspector ze.',
  'demo.server.startServes': 'Gestopt. Starten serveert opnieuw {file}.',
  'demo.server.bundled': 'de meegeleverde demogegevens',
  'demo.server.reset': 'Terug naar de meegeleverde demo',
  'demo.server.dropHint':
    'Of sleep een gegevensbestand (.ridataset of .json) ergens naar dit venster. Een bestand dat geen geldige gegevensset is, laat de actieve server zoals hij is.',
  'demo.server.open': 'Gegevensbestand openen…',
  'demo.server.openInput': 'Te openen gegevensbestand',
  'demo.server.notDataset':
    'Alleen gegevensbestanden (.ridataset of .json) kunnen op de demoserver worden geopend.',
  'demo.server.tooLarge':
    'Het is {mb, number} MB, meer dan de app opent ({max, number} MB). Serveer het met ‘retail-inspector serve --data FILE --max-size {next}’.',
  'demo.server.unreadable': 'Het bestand kon niet worden gelezen.',

  'demo.action.open': 'De gegevensset wordt geopend…',
  'demo.action.start': 'De demoserver wordt gestart…',
  'demo.action.stop': 'De demoserver wordt gestopt…',
  'demo.action.isStopped': 'De demoserver is gestopt.',
  'demo.action.unchanged':
    'De demoserver is niet gewijzigd: hij serveert nog steeds <strong>{company}</strong> op <code>{url}</code>.',

  'demo.drop.title': 'Loslaten om op de demoserver te openen',
  'demo.drop.body':
    'Een gegevensbestand van Retail Inspector (.ridataset of .json). Als het bestand niet geldig is, blijft de actieve server zoals hij is.',

  'demo.faults.heading': 'Trage of onbetrouwbare installatie',
  'demo.faults.intro':
    'Laat de demoserver voor elk antwoord wachten, of een deel van de verzoeken mislukken zoals echte installaties dat doen (een JSON-500, een HTML-502 van een proxy, een 503, een verbroken verbinding), om te tonen hoe de app daarmee omgaat.',
  'demo.faults.legend': 'Storingen van de demoserver',
  'demo.faults.presets': 'Voorinstellingen',
  'demo.faults.normal': 'Normaal',
  'demo.faults.slow': 'Traag (2 s)',
  'demo.faults.flaky': 'Onbetrouwbaar (30 % mislukt)',
  'demo.faults.latency': 'Vertraging (ms)',
  'demo.faults.rate': 'Foutpercentage (%)',
  'demo.faults.apply': 'Toepassen',
  'demo.faults.latencyRange': 'Voer hele milliseconden in van 0 tot {max, number}.',
  'demo.faults.rateRange': 'Voer een percentage in van 0 tot 100.',
  'demo.faults.notRunning': 'Start de demoserver om hem te vertragen of te laten mislukken.',
  'demo.faults.notChanged': 'De storingen konden niet worden gewijzigd: {error}',
  'demo.faults.now': 'De demoserver {latency} en {failures}.',
  'demo.faults.waits': 'wacht {ms, number} ms voor elk antwoord',
  'demo.faults.atOnce': 'antwoordt meteen',
  'demo.faults.fails': 'laat {rate, number} % van de verzoeken mislukken',
  'demo.faults.neverFails': 'mislukt nooit opzettelijk',

  'demo.capture.heading': 'Opslaan als offline gegevensset',
  'demo.capture.intro':
    'Slaat de actieve verbinding — de instellingen, elke categorie en elke afbeelding — op als één gegevensbestand dat de demoserver zonder netwerk kan serveren.',
  'demo.capture.connection': 'Verbinding',
  'demo.capture.noneChosen': 'Nog geen gekozen',
  'demo.capture.fileName': 'Bestandsnaam',
  'demo.capture.savedIn': 'Opgeslagen in <code>{folder}</code>',
  'demo.capture.defaultFolder': 'de opnamemap van de app',
  'demo.capture.start':
    'Actieve verbinding opslaan als offline gegevensset{dialog, select, yes {…} other {}}',
  'demo.capture.replaceTitle': 'Het bestaande bestand vervangen?',
  'demo.capture.replace': 'Vervangen',
  'demo.capture.keep': 'Behouden',
  'demo.capture.exists':
    '<code>{file}</code> bestaat al. Vervangen neemt {connection} opnieuw op en overschrijft het bestand.',
  'demo.capture.needName': 'Geef het op te slaan bestand een naam.',
  'demo.capture.badExtension': 'De naam moet eindigen op .ridataset of .json.',
  'demo.capture.step':
    '{connection} wordt opgenomen: {phase, select, categories {de categorieën worden gelezen…} images {de afbeeldingen worden gedownload…} writing {het bestand wordt geschreven…} other {de systeeminformatie wordt gelezen…}}',
  'demo.capture.cancelling': 'De opname wordt geannuleerd…',
  'demo.capture.progress': 'Voortgang van de opname',
  'demo.capture.counts': '{done, number} van {total, plural, one {# afbeelding} other {# afbeeldingen}}',
  'demo.capture.countsFailed':
    '{done, number} van {total, plural, one {# afbeelding} other {# afbeeldingen}}, {failed, number} mislukt',
  'demo.capture.saved': '{connection} opgeslagen',
  'demo.capture.savedWithout':
    '{connection} opgeslagen, zonder {count, plural, one {# afbeelding} other {# afbeeldingen}}',
  'demo.capture.savedViolations':
    '{connection} opgeslagen zoals het antwoordde: {count, plural, one {# waarde schendt} other {# waarden schenden}} de specificatie',
  'demo.capture.categories': '{count, plural, one {# categorie} other {# categorieën}}',
  'demo.capture.embedded': '{count, plural, one {# afbeelding ingesloten} other {# afbeeldingen ingesloten}}',
  'demo.capture.failed': '{count, plural, one {# afbeelding mislukt} other {# afbeeldingen mislukt}}',
  'demo.capture.failedImages':
    'Deze afbeeldingen konden niet worden opgenomen; hun categorieën behouden het oorspronkelijke adres:',
  'demo.capture.failedLabel': 'Niet opgenomen afbeeldingen',
  'demo.capture.more': '… en nog {count, number}.',
  'demo.capture.openInDemo': 'Openen in de demoserver',
  'demo.capture.done': 'Klaar',
  'demo.capture.cancelled': 'De opname is geannuleerd. Er is niets geschreven.',
  'demo.capture.failedTitle': 'De opname is mislukt: {title}',
  'demo.capture.nothingWritten': '{advice} Er is niets geschreven.',
  'demo.capture.violations':
    'Het bestand bewaart wat de installatie antwoordde en schendt dus ook de specificatie. De demoserver opent alleen bestanden die eraan voldoen; speel dit bestand af met <code>retail-inspector serve --allow-violations --data FILE</code>.',
  'demo.capture.violationsLabel': 'Waarden die de specificatie schenden',
  'demo.msg.notOpened': '{name} kon niet worden geopend',
  'demo.msg.theDataset': 'De gegevensset',
  'demo.msg.theDatasetLower': 'de gegevensset',
  'demo.msg.nowServing':
    'Nu wordt {company} ({count, plural, one {# categorie} other {# categorieën}}) geserveerd uit {from}.',
  'demo.msg.running': 'De demoserver draait op {url}.',
  'demo.msg.notStarted': 'De demoserver kon niet starten',
  'demo.msg.notStopped': 'De demoserver kon niet stoppen',
  'demo.msg.bundledNotStarted': 'De meegeleverde demo kon niet starten',
  'demo.msg.servingBundled': 'Nu wordt de meegeleverde demo geserveerd, {company}.',
  'demo.capture.notWritten': 'Het bestand kon niet worden geschreven',
  'demo.capture.notStarted': 'De opname kon niet starten',
  'demo.capture.fixCause': 'Verhelp de oorzaak hierboven en probeer het dan opnieuw.',
};
