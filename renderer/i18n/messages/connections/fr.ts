// La boîte de dialogue Connexions en français : magasin pour une boutique, catégorie pour une famille.
import type { connectionsEn } from './en';

export const connectionsFr: Readonly<Record<keyof typeof connectionsEn, string>> = {
  'connections.brand': 'Retail Inspector',
  'connections.select.label': 'Connexion',
  'connections.select.unavailable': 'Indisponible',
  'connections.select.loading': 'Chargement…',
  'connections.button': 'Connexions…',
  'connections.refresh': 'Actualiser',
  'connections.address.demo': 'Serveur de démo',
  'connections.address.label': 'Adresse',
  'connections.address.firstUse': 'démarre à la première utilisation',
  'connections.insecure': 'non sécurisé (http)',
  'connections.dialog.title': 'Connexions',

  'connections.list.summaryLocked':
    'Aucune connexion enregistrée, et aucune ne peut être ajoutée pendant cette session.',
  'connections.list.summaryNone':
    'Aucune connexion enregistrée pour l’instant : ajoutez l’adresse d’une installation et, si elle en demande un, son jeton.',
  'connections.list.summary':
    '{count, plural, one {La démo intégrée et # connexion enregistrée.} many {La démo intégrée et # connexions enregistrées.} other {La démo intégrée et # connexions enregistrées.}}',
  'connections.list.firstShown':
    'Les {shown, number} premières sur {count, number} sont affichées : recherchez pour trouver les autres.',
  'connections.list.noMatch': 'Aucune connexion enregistrée ne correspond à « {query} ».',
  'connections.list.shown':
    '{shown, number} sur {count, plural, one {# connexion enregistrée} many {# connexions enregistrées} other {# connexions enregistrées}} affichées.',
  'connections.list.shownOfMatching':
    '{shown, number} sur {count, plural, one {# connexion enregistrée} many {# connexions enregistrées} other {# connexions enregistrées}} affichées, parmi {matching, number} correspondantes.',
  'connections.list.add': 'Ajouter une connexion',
  'connections.list.search': 'Rechercher des connexions par nom ou adresse',
  'connections.list.searchPlaceholder': 'Rechercher un nom ou une adresse',
  'connections.list.sortBy': 'Trier par',
  'connections.sort.name': 'Nom',
  'connections.sort.address': 'Adresse',
  'connections.sort.watch': 'Surveillées d’abord',

  'connections.item.inUse': 'En cours d’utilisation',
  'connections.item.edit': 'Modifier',
  'connections.item.delete': 'Supprimer',
  'connections.item.deleteTitle': 'Supprimer « {name} » ?',
  'connections.item.deleteConfirm': 'Supprimer la connexion',
  'connections.item.keep': 'La conserver',
  'connections.item.deleteBody':
    '{active, select, yes {Son adresse et son jeton sont retirés de cet ordinateur ; c’est irréversible. La connexion de démo sera utilisée à la place.} other {Son adresse et son jeton sont retirés de cet ordinateur ; c’est irréversible.}}',
  'connections.watch': 'Surveiller',
  'connections.use': 'Utiliser',

  'connections.demo.builtIn': 'Intégrée',
  'connections.demo.name': 'Démo (hors ligne)',
  'connections.demo.checking': 'Vérification du serveur de démo…',
  'connections.demo.stopped': 'Arrêté — il démarre quand la connexion de démo est utilisée.',
  'connections.demo.running': 'En marche',
  'connections.demo.what':
    '{company}, {count, plural, one {# catégorie} many {# catégories} other {# catégories}}',
  'connections.demo.noToken':
    'Aucun jeton nécessaire : un serveur sur cet ordinateur fournit les données d’exemple livrées.',
  'connections.demo.stop': 'Arrêter le serveur',
  'connections.demo.start': 'Démarrer le serveur',

  'connections.fleet.title': 'Fichier des magasins',
  'connections.fleet.import': 'Importer…',
  'connections.fleet.exportCsv': 'Exporter en CSV',
  'connections.fleet.exportJson': 'Exporter en JSON',
  'connections.fleet.hint':
    'Le fichier que lit <code>retail-inspector check --fleet</code> : CSV <code>name,base_url,token_env</code> (et <code>insecure</code>, <code>token</code>), ou JSON. Les connexions sont associées par leur nom. Le jeton d’une ligne est sa colonne <code>token</code>, sinon la variable d’environnement que nomme <code>token_env</code> (une qui commence par <code>RETAIL_INSPECTOR_TOKEN</code>) ; il n’est jamais affiché ni exporté.',

  'connections.storage.fileProblem': 'Les connexions enregistrées posent un problème',
  'connections.storage.fileLocked':
    'Jusqu’au redémarrage de l’inspecteur, les connexions ne peuvent être ni ajoutées, ni modifiées, ni supprimées.',
  'connections.storage.weakTitle': 'Les jetons sont enregistrés avec une protection faible',
  'connections.storage.weakBody':
    'Vous l’avez autorisé. Quiconque peut lire vos fichiers peut récupérer les jetons enregistrés.',
  'connections.storage.stop': 'Ne plus enregistrer les jetons',
  'connections.storage.stopNote':
    'Les jetons enregistrés sont alors retirés du fichier et gardés pour cette session seulement.',
  'connections.storage.sessionTitle': 'Les jetons sont gardés pour cette session seulement',
  'connections.storage.sessionBody':
    '{why} Ils sont oubliés à la fermeture de l’inspecteur, et vous les saisissez de nouveau la prochaine fois.',
  'connections.storage.confirmTitle': 'Enregistrer les jetons avec une protection faible ?',
  'connections.storage.confirm': 'Enregistrer les jetons avec une protection faible',
  'connections.storage.confirmCancel': 'Les garder pour cette session seulement',
  'connections.storage.confirmOnly':
    'Ne choisissez cela que sur un ordinateur que vous êtes seul à utiliser. Vous pouvez y revenir à tout moment.',
  'connections.storage.allow': 'Enregistrer les jetons avec une protection faible…',
  'connections.storage.secure': 'Les jetons sont enregistrés chiffrés par le trousseau de cet ordinateur.',
  'connections.storage.whyWeak':
    'Le trousseau de cet ordinateur n’offre qu’une protection faible (aucun trousseau n’est déverrouillé), les jetons ne sont donc pas écrits sur le disque.',
  'connections.storage.whyNone':
    'L’inspecteur ne dispose d’aucun trousseau sécurisé sur cet ordinateur, les jetons ne sont donc pas écrits sur le disque.',
  'connections.storage.askedAgain':
    'Vous avez autorisé l’enregistrement des jetons chiffrés avec une clé intégrée à l’application. Ici, ils ne pouvaient pas être chiffrés du tout : l’inspecteur vous redemande donc.',
  'connections.storage.riskWeak':
    'Les jetons seront écrits dans le fichier des connexions, chiffrés avec une clé intégrée à l’application. Quiconque peut lire vos fichiers — un autre administrateur, une sauvegarde, un logiciel malveillant — peut les déchiffrer et utiliser vos installations.',
  'connections.storage.riskNone':
    'Les jetons seront écrits dans le fichier des connexions sans chiffrement, seulement encodés. Quiconque peut lire vos fichiers — un autre administrateur, une sauvegarde, un logiciel malveillant — peut les lire et utiliser vos installations.',

  'connections.token.kept.secure': 'enregistré de façon sûre : chiffré par le trousseau de cet ordinateur',
  'connections.token.kept.weak':
    'enregistré avec une protection faible : quiconque peut lire vos fichiers peut le récupérer',
  'connections.token.kept.session': 'cette session seulement : oublié à la fermeture de l’inspecteur',
  'connections.token.set': 'Jeton défini',
  'connections.token.setHint': 'Jeton défini {hint}',
  'connections.token.none': 'Aucun jeton',
  'connections.token.label': 'Jeton',
  'connections.token.optional': '(facultatif)',
  'connections.token.keepCurrent': 'Garder le jeton actuel',
  'connections.token.remove': 'Retirer le jeton',
  'connections.token.hidden': 'masqué',
  'connections.token.hintRemoved': 'Le jeton enregistré sera retiré lors de l’enregistrement.',
  'connections.token.hintShort':
    'Ce jeton compte moins de {chars, plural, one {# caractère} many {# caractères} other {# caractères}} : facile à deviner, et masqué seulement là où il est envoyé (et_auth_token=…), jamais dans les données de l’installation, qui peuvent aussi le contenir. Demandez-en un plus long à l’administrateur de l’installation.',
  'connections.token.hintSet':
    'Un jeton est défini ({hint}). Laissez ce champ vide pour le garder, ou saisissez-en un nouveau pour le remplacer.',
  'connections.token.hintNew':
    'Envoyé comme et_auth_token au chargement des catégories ; plus jamais affiché après l’enregistrement.',
  'connections.token.hintSession': '{hint} Un nouveau jeton est gardé pour cette session seulement.',

  'connections.form.fromLink':
    'Rempli à partir d’un lien : vérifiez le nom et l’adresse, saisissez le jeton si l’installation en demande un, puis enregistrez. Rien n’est enregistré avant.',
  'connections.form.editTitle': 'Modifier « {name} »',
  'connections.form.newTitle': 'Nouvelle connexion',
  'connections.form.name': 'Nom',
  'connections.form.address': 'Adresse',
  'connections.form.addressHint':
    'L’adresse de base de l’installation ; l’inspecteur ajoute lui-même /api/v2/….',
  'connections.form.timeout': 'Délai d’attente (secondes)',
  'connections.form.insecure': 'Autoriser le http simple (non sécurisé : le jeton est envoyé en clair)',
  'connections.form.insecureHint':
    'Uniquement sur un réseau de confiance. Les adresses de cet ordinateur (localhost) peuvent utiliser http sans cela.',
  'connections.form.useAfterSave': 'Utiliser cette connexion après l’enregistrement',
  'connections.form.test': 'Tester la connexion',
  'connections.form.notSaved': 'La connexion n’a pas été enregistrée',
  'connections.form.savingOff':
    'L’enregistrement est désactivé pour cette session : les connexions enregistrées n’ont pas pu être lues (voir l’avis dans la liste).',
  'connections.form.saving': 'Enregistrement…',
  'connections.form.save': 'Enregistrer',
  'connections.form.needName': 'Donnez un nom à la connexion.',
  'connections.form.needAddress': 'Saisissez l’adresse de l’installation, par ex. https://shop.example.com.',
  'connections.form.timeoutRange': 'Saisissez un délai de {min, number} à {max, number} secondes.',

  'connections.test.running': 'Test de la connexion…',
  'connections.test.cancel': 'Annuler le test',
  'connections.test.cancelled': 'Le test a été annulé.',
  'connections.test.connected': 'Connecté : {company} — {ms} ms',
  'connections.test.accepted': 'L’adresse répond et le jeton est accepté.',
  'connections.msg.failed': '{what} : {reason}',
  'connections.msg.demoNotStarted': 'Le serveur de démo n’a pas pu démarrer',
  'connections.msg.demoNotStopped': 'Le serveur de démo n’a pas pu s’arrêter',
  'connections.msg.choiceNotSaved': 'Le choix n’a pas pu être enregistré',
  'connections.msg.weakOn': 'Les jetons sont désormais enregistrés avec une protection faible.',
  'connections.msg.weakOff':
    'Les jetons ne sont plus enregistrés ; ils sont gardés pour cette session seulement.',
  'connections.msg.saved':
    '{changes, select, yes {Modifications de « {name} » enregistrées} other {« {name} » enregistrée}}{switched, select, yes {, et elle est maintenant utilisée.} other {.}}',
  'connections.msg.theConnection': 'La connexion',
  'connections.msg.notDeleted': '« {name} » n’a pas pu être supprimée : {reason}',
  'connections.msg.deleted':
    '{fellBack, select, yes {« {name} » supprimée. La connexion de démo est maintenant utilisée.} other {« {name} » supprimée.}}',
  'connections.what': 'Les connexions',
  'connections.msg.notRemembered': 'Ce choix ne sera pas retenu : {reason}',
  'connections.msg.watchNotSaved': 'Le réglage de surveillance n’a pas été enregistré : {reason}',
  'connections.fleet.imported':
    '{done, plural, one {# connexion importée} many {# connexions importées} other {# connexions importées}} : {added, plural, one {# ajoutée} many {# ajoutées} other {# ajoutées}}, {updated, plural, one {# mise à jour} many {# mises à jour} other {# mises à jour}}{merged, plural, =0 {} one { ; # ligne fusionnée} many { ; # lignes fusionnées} other { ; # lignes fusionnées}}{skipped, plural, =0 {.} one { ; # ligne ignorée.} many { ; # lignes ignorées.} other { ; # lignes ignorées.}}',
  'connections.fleet.nothingImported':
    '{skipped, plural, =0 {Rien n’a été importé.} one {Rien n’a été importé : # ligne a été ignorée.} many {Rien n’a été importé : # lignes ont été ignorées.} other {Rien n’a été importé : # lignes ont été ignorées.}}',
  'connections.fleet.lineSkipped': 'Ligne {line} : {reason}',
  'connections.fleet.lineMerged':
    'Ligne {line} : fusionnée avec la ligne {into}, du même nom « {name} » (l’adresse et les réglages de cette ligne-ci sont utilisés)',
  'connections.fleet.moreLines': '… et {count, number} de plus.',
  'connections.fleet.noTokens':
    'Les jetons ne sont jamais exportés : chaque ligne nomme la variable d’environnement dans laquelle lire son jeton.',
  'connections.fleet.saved': 'Connexions enregistrées sous {file}',
  'connections.fleet.downloaded':
    'Votre navigateur enregistre les connexions sous {file}, dans ses téléchargements.',
  'connections.fleet.notImported': 'Le fichier des magasins n’a pas été importé : {reason}',
  'connections.fleet.notExported': 'Le fichier des magasins n’a pas été exporté : {reason}',
};
