import type { ruleEn } from './en';

export const ruleFr: Record<keyof typeof ruleEn, string> = {
  'rule.missing': 'l’installation ne l’a pas envoyé',
  'rule.got': '{rule}, reçu\u00a0: {got}',
  'rule.expected': 'attendu\u00a0: {what}',
  'rule.because': '{rule} ({reason})',
  'rule.unknownFields':
    '{count, plural, one {champ inconnu {fields}} many {champs inconnus {fields}} other {champs inconnus {fields}}}',
  'rule.type.string': 'du texte',
  'rule.type.number': 'un nombre',
  'rule.type.boolean': 'true ou false',
  'rule.type.object': 'un groupe de champs',
  'rule.type.array': 'une liste',
  'rule.type.null': 'rien (null)',
  'rule.format.numericText': 'du texte numérique',
  'rule.format.absoluteUrl': 'une URL http(s) absolue',
  'rule.format.currencyCode': 'un code de devise de trois lettres',
  'rule.format.timeZone': 'un nom de fuseau horaire région/ville',
  'rule.format.singleCharacter': 'un seul caractère',
  'rule.format.nonEmpty': 'du texte non vide',
  'rule.format.urlOrRelativePath': 'une URL http(s) absolue ou un chemin relatif comme images/bread.svg',
  'rule.got.number': 'le nombre {value}',
  'rule.got.null': 'rien (null)',
  'rule.got.array': 'une liste',
  'rule.got.object': 'un groupe de champs',
  'rule.got.undefined': 'rien',
  'rule.url.noScheme': 'elle n’a pas de schéma\u00a0: c’est une adresse relative',
  'rule.url.scheme': 'le schéma {scheme} n’est ni http ni https',
  'rule.url.noSlashes': 'ni «\u00a0//\u00a0» ni hôte ne suivent le schéma',
  'rule.url.whiteSpace': 'elle contient des espaces',
  'rule.url.control': 'elle contient un caractère de contrôle',
  'rule.url.backslash': 'elle contient une barre oblique inverse',
  'rule.url.percent': '{text} n’est pas un encodage par pourcentage (% et deux chiffres hexadécimaux)',
  'rule.url.userInfo': 'elle contient un nom d’utilisateur ou un mot de passe avant l’hôte',
  'rule.url.unclosedBracket': 'l’hôte a un «\u00a0[\u00a0» non fermé',
  'rule.url.afterBracket': 'des caractères suivent le «\u00a0]\u00a0» de l’hôte',
  'rule.url.noHost': 'elle n’a pas d’hôte',
  'rule.url.portNotNumber': 'le port {port} n’est pas un nombre',
  'rule.url.portTooHigh': 'le port {port} dépasse 65535',
  'rule.url.forbidden':
    'elle contient U+{code}, qu’aucune URL ne peut contenir (un espace, un caractère de contrôle ou de mise en forme, ou aucun caractère)',
  'rule.url.stray':
    'elle contient {character}, que la RFC 3986 n’autorise pas dans une URL (encodez-le par pourcentage)',
  'rule.url.syntax':
    'elle enfreint la syntaxe de la RFC 3986 («\u00a0[\u00a0», «\u00a0]\u00a0» ou un second «\u00a0#\u00a0» mal placé)',
  'rule.url.host': 'son hôte n’est pas valide',
  'rule.url.relativePath':
    'un chemin relatif ne peut ni commencer par «\u00a0/\u00a0» ni contenir de barre oblique inverse, de «\u00a0?\u00a0», de «\u00a0#\u00a0» ou de caractères de contrôle',
  'rule.infoFaults':
    '{count, plural, one {# paramètre enfreint} many {# paramètres enfreignent} other {# paramètres enfreignent}} la spécification\u00a0: {fields}',
  'rule.infoFaults.more': '{fields} et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'rule.list': '{first}, {rest}',
};
