/**
 * Writes the bundled demo dataset (docs/dataset-format.md): resources/demo/dataset.json and the category
 * thumbnails in resources/demo/images/. The app shows it on first start and in offline sales demos,
 * so it reads like a real installation: a German delicatessen chain with ~66 categories, a few
 * without slug or image (served as the placeholder), and a logo embedded in the `assets` map.
 * Deterministic: every run writes the same bytes. Run with `npm run demo-data`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATASET_FORMAT, type Dataset, type DatasetCategory, type DatasetInfo } from '../shared/dataset';
import { isAppError } from '../electron/core/lib/app-error';
import { loadDataset } from '../electron/core/dataset/load-dataset';
import { categoryTile, logoSvg, type TileStyle } from './demo-pictograms';

const DEMO_DIR = fileURLToPath(new URL('../resources/demo/', import.meta.url));
const DATASET_FILE = join(DEMO_DIR, 'dataset.json');
const IMAGES = 'images/';
const LOGO = 'branding/logo.svg';

/** A category group: how its thumbnails look and its categories as [code, name]. */
interface Group extends TileStyle {
  readonly rows: readonly (readonly [code: string, name: string])[];
}

const GROUPS: readonly Group[] = [
  g('loaf', '#C9803F', '#F6E7CF', '#7A5230', [
    ['BROT', 'Brot & Brötchen'],
    ['BROT-01', 'Vollkornbrot'],
    ['BROT-02', 'Laugengebäck'],
    ['KUCH', 'Kuchen & Gebäck'],
  ]),
  g('wedge', '#F2BC3A', '#D7EEE7', '#2F6B5E', [
    ['KAES', 'Käse'],
    ['KAES-01', 'Hartkäse'],
    ['KAES-02', 'Weichkäse & Brie'],
    ['KAES-03', 'Ziegen- & Schafskäse'],
  ]),
  g('apple', '#E0443E', '#FCE6E1', '#9B3430', [
    ['OBST', 'Obst'],
    ['OBST-01', 'Äpfel & Birnen'],
    ['OBST-02', 'Südfrüchte'],
    ['OBST-03', 'Beeren & Trauben'],
  ]),
  g('carrot', '#F08A24', '#E6F3DE', '#3F6F2A', [
    ['GEMU', 'Gemüse'],
    ['GEMU-01', 'Kartoffeln & Zwiebeln'],
    ['GEMU-02', 'Salate & Kräuter'],
    ['GEMU-03', 'Pilze'],
  ]),
  g('carton', '#3D8BD9', '#D4E7F8', '#2C5A85', [
    ['MOLK', 'Molkereiprodukte'],
    ['MILC', 'Milch & Sahne'],
    ['JOGH', 'Joghurt & Quark'],
    ['BUTT', 'Butter & Eier'],
  ]),
  g('drumstick', '#C8693A', '#FBE4DA', '#8E3B26', [
    ['FLEI', 'Fleisch & Geflügel'],
    ['WURS', 'Wurst & Schinken'],
  ]),
  g('fish', '#3A86C8', '#DDF0FB', '#245C8A', [
    ['FISC', 'Fisch & Meeresfrüchte'],
    ['FISC-01', 'Räucherfisch'],
  ]),
  g('candy', '#E84393', '#FCE4EF', '#9C2F66', [
    ['SUES', 'Süßwaren'],
    ['SCHO', 'Schokolade & Pralinen'],
    ['SUES-01', 'Fruchtgummi & Lakritz'],
    ['SNAC', 'Chips & Knabbereien'],
  ]),
  g('cup', '#7A5236', '#EFE3D6', '#5D4037', [
    ['KAFF', 'Kaffee & Tee'],
    ['KAFF-01', 'Kaffeebohnen & Espresso'],
    ['TEE', 'Tee & Kräutertee'],
  ]),
  g('jar', '#E2A33B', '#ECE5F6', '#5B3F8C', [
    ['FEIN', 'Feinkost'],
    ['FEIN-01', 'Antipasti & Oliven'],
    ['FEIN-02', 'Pâté & Terrinen'],
    ['KONS', 'Konserven'],
    ['AUFS', 'Konfitüre & Honig'],
  ]),
  g('bottle', '#2E8B57', '#DDF2EA', '#24684F', [
    ['GETR', 'Getränke'],
    ['WASS', 'Mineralwasser'],
    ['SAFT', 'Säfte & Nektare'],
    ['BIER', 'Bier'],
    ['SPIR', 'Spirituosen & Liköre'],
  ]),
  g('wineglass', '#9B2549', '#F4E1E7', '#7B2942', [
    ['WEIN', 'Weine'],
    ['WEIN-01', 'Rotwein'],
    ['WEIN-02', 'Weißwein & Rosé'],
    ['SEKT', 'Sekt, Crémant & Champagner'],
  ]),
  g('snowflake', '#2B7BC0', '#E1F0FA', '#2B6CB0', [
    ['TIEF', 'Tiefkühl'],
    ['TIEF-01', 'Tiefkühlpizza & Snacks'],
    ['TIEF-02', 'Eis & Desserts'],
  ]),
  g('chili', '#D7372F', '#FCEBDD', '#A14A1E', [
    ['GEWU', 'Gewürze'],
    ['GEWU-01', 'Saucen, Senf & Dressings'],
  ]),
  g('drop', '#D4A62A', '#F3F1DA', '#6E6420', [
    ['OEL', 'Öle & Essig'],
    ['OEL-01', 'Olivenöl'],
  ]),
  g('wheat', '#D9A441', '#F7ECD6', '#8A6220', [
    ['BACK', 'Backzutaten'],
    ['MEHL', 'Mehl & Zucker'],
    ['NUDE', 'Nudeln & Reis'],
  ]),
  g('leaf', '#4CAF50', '#E4F3DA', '#3B6E22', [
    ['BIO', 'Bio'],
    ['BIO-01', 'Bio-Obst & -Gemüse'],
    ['VEGA', 'Vegan & Vegetarisch'],
  ]),
  g('pump', '#8E7CC3', '#E8E6F7', '#4B3F8C', [
    ['DROG', 'Drogerie'],
    ['DROG-01', 'Körperpflege'],
  ]),
  g('spray', '#2BA6B6', '#DFF1F4', '#2A6470', [
    ['HAUS', 'Haushalt'],
    ['HAUS-01', 'Putz- & Reinigungsmittel'],
  ]),
  g('paw', '#8D6E63', '#F1E7DC', '#6D4C33', [
    ['TIER', 'Tiernahrung'],
    ['TIER-01', 'Hunde- & Katzenfutter'],
  ]),
  g('basket', '#C68B3C', '#FDEFD2', '#8A5A00', [
    ['GESC', 'Präsentkörbe & Geschenke'],
    ['REGI', 'Regionale Spezialitäten'],
    ['SAIS', 'Saisonartikel'],
  ]),
];

// Created without a slug (older imports); the server has no image for the second set.
const WITHOUT_SLUG = new Set(['BROT-02', 'KAES-03', 'FEIN-02', 'SPIR', 'TIEF-02', 'HAUS-01']);
const WITHOUT_IMAGE = new Set(['GEMU-03', 'SNAC', 'KONS', 'GEWU-01', 'TIER-01', 'SAIS']);

function g(
  pictogram: TileStyle['pictogram'],
  accent: string,
  background: string,
  ink: string,
  rows: Group['rows'],
) {
  return { pictogram, accent, background, ink, rows };
}

/** Kebab-case ASCII: umlauts transliterated, "&" read as "und", everything else folded away. */
function slugify(name: string): string {
  const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => umlauts[c] ?? c)
    .replace(/&/g, ' und ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Ids as a real database hands them out: top-level categories from the first import, subcategories
// (codes with a dash) added later, with gaps where rows were deleted.
function makeIds(codes: readonly string[]): string[] {
  const gaps = [1, 2, 1, 1, 4, 1, 3, 1, 1, 2, 7, 1, 1, 3];
  const next = { top: 3, sub: 118 };
  return codes.map((code, index) => {
    const key = code.includes('-') ? 'sub' : 'top';
    const id = next[key];
    next[key] += gaps[index % gaps.length] ?? 1;
    return String(id);
  });
}

function buildCategories(): { categories: DatasetCategory[]; images: Map<string, string> } {
  const rows = GROUPS.flatMap((group) => group.rows.map(([code, name]) => ({ group, code, name })));
  const ids = makeIds(rows.map((row) => row.code));
  const images = new Map<string, string>();
  const categories = rows.map(({ group, code, name }, index): DatasetCategory => {
    const slug = WITHOUT_SLUG.has(code) ? null : slugify(name);
    let image: string | null = null;
    if (!WITHOUT_IMAGE.has(code)) {
      image = `${IMAGES}${slug ?? code.toLowerCase()}.svg`;
      if (images.has(image)) throw new Error(`two categories would share ${image}`);
      images.set(image, categoryTile(group, code));
    }
    return { id: ids[index] ?? '', code, name, slug, image };
  });
  return { categories, images };
}

const INFO: DatasetInfo = {
  code: '200',
  version: 'v2',
  id: '1',
  logo: LOGO,
  assets_url: IMAGES,
  company_name: 'Marktplatz Feinkost GmbH',
  language: 'Deutsch',
  default_warehouse: '4',
  default_sales_account: '8400',
  default_currency: 'EUR',
  timezone: 'Europe/Berlin',
  decimals: '2',
  qty_decimals: '3',
  decimals_sep: ',',
  dateformat: '1',
};

async function main(): Promise<void> {
  const { categories, images } = buildCategories();
  const dataset: Dataset = {
    format: DATASET_FORMAT,
    info: INFO,
    categories,
    assets: { [LOGO]: `data:image/svg+xml;base64,${Buffer.from(logoSvg()).toString('base64')}` },
  };

  // Start from an empty images folder so a renamed category leaves no stale file behind.
  await rm(join(DEMO_DIR, IMAGES), { recursive: true, force: true });
  await mkdir(join(DEMO_DIR, IMAGES), { recursive: true });
  for (const [path, svg] of images) await writeFile(join(DEMO_DIR, path), svg);
  await writeFile(DATASET_FILE, JSON.stringify(dataset, null, 2) + '\n');

  const loaded = await loadDataset(DATASET_FILE);
  const withImage = loaded.categories.filter((c) => c.image !== null).length;
  const largest = Math.max(...[...loaded.assets.values()].map((a) => a.body.length));
  console.log(
    `${relative(process.cwd(), DATASET_FILE)}: ${loaded.categories.length} categories, ${withImage} with image, ` +
      `${loaded.categories.length - withImage} placeholder, ` +
      `${loaded.categories.filter((c) => c.slug === null).length} null slug, ` +
      `${loaded.assets.size} assets (largest ${largest} bytes)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  if (isAppError(error)) for (const line of error.details) console.error(`  ${line}`);
  process.exitCode = 1;
});
