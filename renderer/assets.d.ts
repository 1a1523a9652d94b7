// Stylesheets are imported for their side effect; vite bundles them into one CSS file.
declare module '*.css';
