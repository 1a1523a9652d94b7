// Het venster Verbindingen in het Nederlands: filiaal voor een winkel, categorie voor een artikelgroep.
import type { connectionsEn } from './en';

export const connectionsNl: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Verbinding',
  'connections.select.unavailable': 'Niet beschikbaar',
  'connections.select.loading': 'Laden…',
  'connections.button': 'Verbindingen…',
  'connections.refresh': 'Vernieuwen',
  'connections.address.demo': 'Demoserver',
  'connections.address.label': 'Adres',
  'connections.address.firstUse': 'start bij het eerste gebruik',
  'connections.insecure': 'onveilig (http)',
  'connections.dialog.title': 'Verbindingen',

  'connections.list.summaryLocked':
    'Geen opgeslagen verbindingen, en in deze sessie kan er geen worden toegevoegd.',
  'connections.list.summaryNone':
    'Nog geen opgeslagen verbindingen: voeg het adres van een installatie toe en, als die erom vraagt, het token.',
  'connections.list.summary':
    '{count, plural, one {De ingebouwde demo en # opgeslagen verbinding.} other {De ingebouwde demo en # opgeslagen verbindingen.}}',
  'connections.list.firstShown':
    'De eerste {shown, number} van {count, number} worden getoond: zoek om de andere te vinden.',
  'connections.list.noMatch': 'Geen opgeslagen verbinding komt overeen met ‘{query}’.',
  'connections.list.shown':
    '{shown, number} van {count, plural, one {# opgeslagen verbinding} other {# opgeslagen verbindingen}} getoond.',
  'connections.list.shownOfMatching':
    '{shown, number} van {count, plural, one {# opgeslagen verbinding} other {# opgeslagen verbindingen}} getoond, van {matching, number} die overeenkomen.',
  'connections.list.add': 'Verbinding toevoegen',
  'connections.list.search': 'Verbindingen zoeken op naam of adres',
  'connections.list.searchPlaceholder': 'Naam of adres zoeken',
  'connections.list.sortBy': 'Sorteren op',
  'connections.sort.name': 'Naam',
  'connections.sort.address': 'Adres',
  'connections.sort.watch': 'Bewaakte eerst',

  'connections.item.inUse': 'In gebruik',
  'connections.item.edit': 'Bewerken',
  'connections.item.delete': 'Verwijderen',
  'connections.item.deleteTitle': '‘{name}’ verwijderen?',
  'connections.item.deleteConfirm': 'Verbinding verwijderen',
  'connections.item.keep': 'Behouden',
  'connections.item.deleteBody':
    '{active, select, yes {Het adres en het token worden van deze computer verwijderd; dit kan niet ongedaan worden gemaakt. In plaats daarvan wordt de demoverbinding gebruikt.} other {Het adres en het token worden van deze computer verwijderd; dit kan niet ongedaan worden gemaakt.}}',
  'connections.watch': 'Bewaken',
  'connections.use': 'Gebruiken',

  'connections.demo.builtIn': 'Ingebouwd',
  'connections.demo.name': 'Demo (offline)',
  'connections.demo.checking': 'De demoserver wordt gecontroleerd…',
  'connections.demo.stopped': 'Gestopt — hij start wanneer de demoverbinding wordt gebruikt.',
  'connections.demo.running': 'Actief',
  'connections.demo.what': '{company}, {count, plural, one {# categorie} other {# categorieën}}',
  'connections.demo.noToken':
    'Geen token nodig: een server op deze computer levert de meegeleverde voorbeeldgegevens.',
  'connections.demo.stop': 'Server stoppen',
  'connections.demo.start': 'Server starten',

  'connections.fleet.title': 'Filialenbestand',
  'connections.fleet.import': 'Importeren…',
  'connections.fleet.exportCsv': 'CSV exporteren',
  'connections.fleet.exportJson': 'JSON exporteren',
  'connections.fleet.hint':
    'Het bestand dat <code>retail-inspector check --fleet</code> leest: CSV <code>name,base_url,token_env</code> (en <code>insecure</code>, <code>token</code>) of JSON. Verbindingen worden op naam gekoppeld. Het token van een rij is de kolom <code>token</code>, anders de omgevingsvariabele die <code>token_env</code> noemt (een die begint met <code>RETAIL_INSPECTOR_TOKEN</code>); het wordt nooit getoond en nooit geëxporteerd.',

  'connections.storage.fileProblem': 'Er is een probleem met de opgeslagen verbindingen',
  'connections.storage.fileLocked':
    'Tot de inspector opnieuw start, kunnen verbindingen niet worden toegevoegd, gewijzigd of verwijderd.',
  'connections.storage.weakTitle': 'Tokens worden met zwakke bescherming opgeslagen',
  'connections.storage.weakBody':
    'U hebt dit toegestaan. Wie uw bestanden kan lezen, kan de opgeslagen tokens achterhalen.',
  'connections.storage.stop': 'Tokens niet meer opslaan',
  'connections.storage.stopNote':
    'Opgeslagen tokens worden dan uit het bestand verwijderd en alleen voor deze sessie bewaard.',
  'connections.storage.sessionTitle': 'Tokens worden alleen voor deze sessie bewaard',
  'connections.storage.sessionBody':
    '{why} Ze worden vergeten wanneer de inspector sluit, en u voert ze de volgende keer opnieuw in.',
  'connections.storage.confirmTitle': 'Tokens met zwakke bescherming opslaan?',
  'connections.storage.confirm': 'Tokens met zwakke bescherming opslaan',
  'connections.storage.confirmCancel': 'Alleen voor deze sessie bewaren',
  'connections.storage.confirmOnly':
    'Kies dit alleen op een computer die u als enige gebruikt. U kunt het op elk moment intrekken.',
  'connections.storage.allow': 'Tokens met zwakke bescherming opslaan…',
  'connections.storage.secure':
    'Tokens worden versleuteld opgeslagen door de sleutelopslag van deze computer.',
  'connections.storage.whyWeak':
    'De sleutelopslag van deze computer biedt alleen zwakke bescherming (er is geen sleutelhanger ontgrendeld), dus tokens worden niet naar de schijf geschreven.',
  'connections.storage.whyNone':
    'De inspector heeft op deze computer geen veilige sleutelopslag, dus tokens worden niet naar de schijf geschreven.',
  'connections.storage.askedAgain':
    'U hebt toegestaan tokens op te slaan, versleuteld met een in de app ingebouwde sleutel. Hier konden ze helemaal niet worden versleuteld, dus vraagt de inspector het opnieuw.',
  'connections.storage.riskWeak':
    'Tokens worden in het verbindingenbestand geschreven, versleuteld met een in de app ingebouwde sleutel. Wie uw bestanden kan lezen — een andere beheerder, een back-up, malware — kan ze ontsleutelen en uw installaties gebruiken.',
  'connections.storage.riskNone':
    'Tokens worden zonder versleuteling, alleen gecodeerd, in het verbindingenbestand geschreven. Wie uw bestanden kan lezen — een andere beheerder, een back-up, malware — kan ze lezen en uw installaties gebruiken.',

  'connections.token.kept.secure': 'veilig opgeslagen: versleuteld door de sleutelopslag van deze computer',
  'connections.token.kept.weak':
    'opgeslagen met zwakke bescherming: wie uw bestanden kan lezen, kan het achterhalen',
  'connections.token.kept.session': 'alleen deze sessie: vergeten wanneer de inspector sluit',
  'connections.token.set': 'Token ingesteld',
  'connections.token.setHint': 'Token ingesteld {hint}',
  'connections.token.none': 'Geen token',
  'connections.token.label': 'Token',
  'connections.token.optional': '(optioneel)',
  'connections.token.keepCurrent': 'Huidige token behouden',
  'connections.token.remove': 'Token verwijderen',
  'connections.token.hidden': 'verborgen',
  'connections.token.hintRemoved': 'Het opgeslagen token wordt bij het opslaan verwijderd.',
  'connections.token.hintShort':
    'Dit token is korter dan {chars, plural, one {# teken} other {# tekens}}: makkelijk te raden, en alleen gemaskeerd waar het wordt verzonden (et_auth_token=…), nooit in de gegevens van de installatie, die het ook kunnen bevatten. Vraag de beheerder van de installatie om een langer token.',
  'connections.token.hintSet':
    'Er is een token ingesteld ({hint}). Laat dit leeg om het te behouden, of typ een nieuw token om het te vervangen.',
  'connections.token.hintNew':
    'Verzonden als et_auth_token wanneer categorieën worden geladen; na het opslaan nooit meer getoond.',
  'connections.token.hintSession': '{hint} Een nieuw token wordt alleen voor deze sessie bewaard.',

  'connections.form.fromLink':
    'Ingevuld vanuit een link: controleer de naam en het adres, typ het token als de installatie er een nodig heeft en sla dan op. Tot dan wordt niets opgeslagen.',
  'connections.form.editTitle': '‘{name}’ bewerken',
  'connections.form.newTitle': 'Nieuwe verbinding',
  'connections.form.name': 'Naam',
  'connections.form.address': 'Adres',
  'connections.form.addressHint': 'Het basisadres van de installatie; de inspector voegt zelf /api/v2/… toe.',
  'connections.form.timeout': 'Time-out (seconden)',
  'connections.form.insecure': 'Gewone http toestaan (onveilig: het token wordt onversleuteld verzonden)',
  'connections.form.insecureHint':
    'Alleen voor een vertrouwd netwerk. Adressen op deze computer (localhost) mogen http ook zonder dit gebruiken.',
  'connections.form.useAfterSave': 'Deze verbinding na het opslaan gebruiken',
  'connections.form.test': 'Verbinding testen',
  'connections.form.notSaved': 'De verbinding is niet opgeslagen',
  'connections.form.savingOff':
    'Opslaan staat in deze sessie uit: de opgeslagen verbindingen konden niet worden gelezen (zie de melding in de lijst).',
  'connections.form.saving': 'Opslaan…',
  'connections.form.save': 'Opslaan',
  'connections.form.needName': 'Geef de verbinding een naam.',
  'connections.form.needAddress': 'Voer het adres van de installatie in, bijv. https://shop.example.com.',
  'connections.form.timeoutRange': 'Voer een time-out van {min, number} tot {max, number} seconden in.',

  'connections.test.running': 'De verbinding wordt getest…',
  'connections.test.cancel': 'Test annuleren',
  'connections.test.cancelled': 'De test is geannuleerd.',
  'connections.test.connected': 'Verbonden: {company} — {ms} ms',
  'connections.test.accepted': 'Het adres antwoordt en het token wordt geaccepteerd.',
  'connections.msg.failed': '{what}: {reason}',
  'connections.msg.demoNotStarted': 'De demoserver kon niet starten',
  'connections.msg.demoNotStopped': 'De demoserver kon niet stoppen',
  'connections.msg.choiceNotSaved': 'De keuze kon niet worden opgeslagen',
  'connections.msg.weakOn': 'Tokens worden nu met zwakke bescherming opgeslagen.',
  'connections.msg.weakOff': 'Tokens worden niet meer opgeslagen; ze worden alleen voor deze sessie bewaard.',
  'connections.msg.saved':
    '{changes, select, yes {De wijzigingen in ‘{name}’ zijn opgeslagen} other {‘{name}’ is opgeslagen}}{switched, select, yes { en is nu in gebruik.} other {.}}',
  'connections.msg.theConnection': 'De verbinding',
  'connections.msg.notDeleted': '‘{name}’ kon niet worden verwijderd: {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {‘{name}’ is verwijderd. De demoverbinding is nu in gebruik.} other {‘{name}’ is verwijderd.}}',
  'connections.what': 'De verbindingen',
  'connections.msg.notRemembered': 'Deze keuze wordt niet onthouden: {reason}',
  'connections.msg.watchNotSaved': 'De bewakingsinstelling is niet opgeslagen: {reason}',
  'connections.fleet.imported':
    '{done, plural, one {# verbinding} other {# verbindingen}} geïmporteerd: {added, plural, one {# toegevoegd} other {# toegevoegd}}, {updated, plural, one {# bijgewerkt} other {# bijgewerkt}}{merged, plural, =0 {} one {; # rij samengevoegd} other {; # rijen samengevoegd}}{skipped, plural, =0 {.} one {; # rij overgeslagen.} other {; # rijen overgeslagen.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Er is niets geïmporteerd.} one {Er is niets geïmporteerd: # rij is overgeslagen.} other {Er is niets geïmporteerd: # rijen zijn overgeslagen.}}',
  'connections.fleet.lineSkipped': 'Regel {line}: {reason}',
  'connections.fleet.lineMerged':
    'Regel {line}: samengevoegd met regel {into}, met dezelfde naam ‘{name}’ (het adres en de instellingen van deze rij worden gebruikt)',
  'connections.fleet.moreLines': '… en nog {count, number}.',
  'connections.fleet.noTokens':
    'Tokens worden nooit geëxporteerd: elke rij noemt de omgevingsvariabele waaruit het token wordt gelezen.',
  'connections.fleet.saved': 'De verbindingen zijn opgeslagen als {file}',
  'connections.fleet.downloaded': 'Uw browser slaat de verbindingen op als {file}, bij zijn downloads.',
  'connections.fleet.notImported': 'Het filialenbestand is niet geïmporteerd: {reason}',
  'connections.fleet.notExported': 'Het filialenbestand is niet geëxporteerd: {reason}',
};
