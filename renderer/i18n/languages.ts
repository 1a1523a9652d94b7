// The languages, kept in shared/ because main formats notifications in the chosen one too.
export * from '../../shared/languages';
