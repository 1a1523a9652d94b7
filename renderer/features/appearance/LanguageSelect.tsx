// The language of the app: the system's (named with the language it resolves to), or one of the
// catalogs', each named in itself so that anyone finds their own. A native select, so keyboard and
// screen readers work as everywhere. The pseudo-language of the tests is listed only while chosen.
import { FormattedMessage } from 'react-intl';
import { LANGUAGES, languageName, PSEUDO, type LanguageChoice } from '../../i18n/languages';
import { resolveLanguage, systemLanguages } from '../../i18n/resolve-language';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectLanguageChoice } from '../../store/selectors';

export function LanguageSelect() {
  const choice = useAppStore(selectLanguageChoice);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const text = useText();
  const system = languageName(resolveLanguage('system', systemLanguages()));
  return (
    <label className="field field--inline">
      <span className="field__label">
        <FormattedMessage id="language.label" />
      </span>
      <select
        className="select"
        value={choice}
        onChange={(e) => setLanguage(e.target.value as LanguageChoice)}
      >
        <option value="system">{text('language.system', { language: system })}</option>
        {LANGUAGES.map((language) => (
          <option key={language.tag} value={language.tag} lang={language.tag}>
            {language.name}
          </option>
        ))}
        {choice === PSEUDO && <option value={PSEUDO}>{languageName(PSEUDO)}</option>}
      </select>
    </label>
  );
}
