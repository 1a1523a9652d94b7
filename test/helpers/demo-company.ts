// The company the demo installation's dataset (resources/demo/dataset.json) names: what the app shows
// once it has loaded the demo data.
export const DEMO_COMPANY = 'Marktplatz Feinkost GmbH';
