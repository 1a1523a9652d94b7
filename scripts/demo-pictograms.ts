/**
 * Hand-built SVG drawings for the bundled demo dataset (scripts/make-demo-dataset.ts): a flat
 * pictogram per category group on a soft rounded square, and the demo company's logo. Plain strings,
 * no scripts and no external references, so every file stays a few hundred bytes to 3 KB.
 */

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (
    '#' +
    channels
      .map((c) =>
        Math.round(c + (target - c) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

const LEAF_GREEN = '#4CAF50';

// Each drawing fills roughly the box 44..200 of a 256 canvas; `a` is the group's accent colour.
const DRAWINGS = {
  loaf: (a: string) =>
    `<path d="M48 152c0-46 36-72 80-72s80 26 80 72v20a12 12 0 0 1-12 12H60a12 12 0 0 1-12-12z" fill="${a}"/>` +
    `<path d="M48 160h160v12a12 12 0 0 1-12 12H60a12 12 0 0 1-12-12z" fill="${shade(a, -0.18)}"/>` +
    `<path d="M86 110l16 24M120 98l16 28M154 110l16 24" stroke="${shade(a, 0.55)}" stroke-width="9" stroke-linecap="round"/>`,
  wedge: (a: string) =>
    `<path d="M48 120h160v60a6 6 0 0 1-6 6H54a6 6 0 0 1-6-6z" fill="${a}"/>` +
    `<path d="M48 120L172 70l36 50z" fill="${shade(a, 0.45)}"/>` +
    `<g fill="${shade(a, -0.22)}"><circle cx="84" cy="152" r="13"/><circle cx="130" cy="166" r="9"/>` +
    `<circle cx="170" cy="146" r="11"/><circle cx="196" cy="172" r="5"/><ellipse cx="150" cy="100" rx="10" ry="5"/></g>`,
  apple: (a: string) =>
    `<path d="M132 92q-2-16 8-30" stroke="#6B4226" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M138 76q18-24 44-14-18 26-44 14z" fill="${LEAF_GREEN}"/>` +
    `<path d="M128 92c-22-14-66-12-66 36 0 40 30 70 50 70 8 0 12-4 16-4s8 4 16 4c20 0 50-30 50-70 0-48-44-50-66-36z" fill="${a}"/>` +
    `<ellipse cx="92" cy="124" rx="9" ry="18" transform="rotate(20 92 124)" fill="#fff" opacity=".35"/>`,
  carrot: (a: string) =>
    `<g transform="rotate(38 128 124)"><g fill="${LEAF_GREEN}"><ellipse cx="112" cy="62" rx="9" ry="24" transform="rotate(-25 112 62)"/>` +
    `<ellipse cx="128" cy="54" rx="9" ry="28"/><ellipse cx="144" cy="62" rx="9" ry="24" transform="rotate(25 144 62)"/></g>` +
    `<path d="M100 88q28-14 56 0l-22 118q-6 12-12 0z" fill="${a}"/>` +
    `<path d="M108 112h14M134 138h10M117 162h10M128 184h7" stroke="${shade(a, -0.22)}" stroke-width="5" stroke-linecap="round"/></g>`,
  carton: (a: string) =>
    `<rect x="100" y="44" width="56" height="14" rx="3" fill="${shade(a, 0.55)}"/><path d="M92 90l8-34h56l8 34z" fill="${shade(a, 0.75)}"/>` +
    `<rect x="92" y="88" width="72" height="104" rx="4" fill="#fff"/><rect x="92" y="118" width="72" height="46" fill="${a}"/>` +
    `<path d="M128 126s-11 13-11 20a11 11 0 0 0 22 0c0-7-11-20-11-20z" fill="#fff"/>` +
    `<rect x="150" y="88" width="14" height="104" fill="#000" opacity=".07"/>`,
  drumstick: (a: string) =>
    `<g fill="#D8C2A2"><path d="M112 140L74 178" stroke="#D8C2A2" stroke-width="22"/><circle cx="62" cy="176" r="15"/><circle cx="76" cy="190" r="15"/></g>` +
    `<g fill="#FBF4E8"><path d="M112 140L74 178" stroke="#FBF4E8" stroke-width="15"/><circle cx="62" cy="176" r="11"/><circle cx="76" cy="190" r="11"/></g>` +
    `<ellipse cx="150" cy="102" rx="58" ry="42" transform="rotate(-45 150 102)" fill="${a}"/>` +
    `<ellipse cx="160" cy="82" rx="12" ry="24" transform="rotate(45 160 82)" fill="#fff" opacity=".28"/>`,
  fish: (a: string) =>
    `<path d="M104 98q18-30 46-8z" fill="${shade(a, -0.2)}"/><path d="M168 128l38-32-8 32 8 32z" fill="${shade(a, -0.2)}"/>` +
    `<path d="M52 128c30-46 94-46 124 0-30 46-94 46-124 0z" fill="${a}"/>` +
    `<path d="M104 106q-12 22 0 44" stroke="${shade(a, -0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="82" cy="122" r="8" fill="#fff"/><circle cx="80" cy="122" r="4" fill="#1E2A38"/>`,
  candy: (a: string) =>
    `<g fill="${shade(a, 0.35)}"><path d="M98 124L56 94q-10 30 0 60z"/><path d="M158 124l42-30q10 30 0 60z"/></g>` +
    `<circle cx="128" cy="124" r="38" fill="${a}"/>` +
    `<path d="M112 92q22 32 0 64M138 88q22 36 0 72" stroke="#fff" stroke-width="7" fill="none" opacity=".45"/>`,
  cup: (a: string) =>
    `<path d="M104 88c-8-10 8-18 0-30M124 84c-8-10 8-18 0-30M144 88c-8-10 8-18 0-30" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".45"/>` +
    `<ellipse cx="124" cy="188" rx="74" ry="10" fill="${shade(a, -0.25)}"/>` +
    `<path d="M178 118c28 0 28 42-4 42" stroke="${a}" stroke-width="12" fill="none"/>` +
    `<path d="M68 104h112v36c0 30-24 48-56 48s-56-18-56-48z" fill="${a}"/>` +
    `<ellipse cx="124" cy="104" rx="56" ry="8" fill="${shade(a, -0.4)}"/>`,
  jar: (a: string) =>
    `<rect x="76" y="82" width="104" height="112" rx="24" fill="${a}"/><rect x="94" y="76" width="68" height="12" fill="${shade(a, 0.4)}"/>` +
    `<rect x="86" y="52" width="84" height="26" rx="6" fill="#B5452F"/>` +
    `<path d="M100 52v26M114 52v26M128 52v26M142 52v26M156 52v26" stroke="#fff" stroke-width="4" opacity=".35"/>` +
    `<rect x="96" y="120" width="64" height="40" rx="6" fill="#FFF8EC"/>` +
    `<path d="M108 134h40M112 146h32" stroke="${shade(a, -0.2)}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="86" y="98" width="8" height="72" rx="4" fill="#fff" opacity=".35"/>`,
  bottle: (a: string) =>
    `<path d="M114 52h28v38c18 10 26 24 26 44v56a10 10 0 0 1-10 10H98a10 10 0 0 1-10-10v-56c0-20 8-34 26-44z" fill="${a}"/>` +
    `<rect x="110" y="42" width="36" height="16" rx="4" fill="${shade(a, -0.4)}"/>` +
    `<rect x="96" y="138" width="64" height="40" rx="6" fill="#FFF8E7"/>` +
    `<path d="M108 152h40M114 164h28" stroke="${a}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="98" y="108" width="7" height="24" rx="3.5" fill="#fff" opacity=".35"/>`,
  wineglass: (a: string) =>
    `<path d="M86 50h84c4 48-12 80-42 80s-46-32-42-80z" fill="#fff" opacity=".75"/>` +
    `<path d="M89 90h78c-5 24-18 38-39 38s-34-14-39-38z" fill="${a}"/>` +
    `<path d="M86 50h84c4 48-12 80-42 80s-46-32-42-80zM128 130v50M96 184h64" stroke="${shade(a, -0.15)}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  snowflake: (a: string) =>
    `<g stroke="${a}" stroke-width="10" stroke-linecap="round" fill="none">` +
    [0, 60, 120, 180, 240, 300]
      .map((deg) => `<path d="M128 122V52M128 78l-18-14M128 78l18-14" transform="rotate(${deg} 128 122)"/>`)
      .join('') +
    `</g><circle cx="128" cy="122" r="10" fill="${a}"/>`,
  chili: (a: string) =>
    `<path d="M92 86c-14 56 20 104 96 110-44-20-62-60-58-108z" fill="${a}"/>` +
    `<path d="M106 102c-2 34 16 62 46 78" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" opacity=".35"/>` +
    `<path d="M86 90q24-16 48-2l-4-12q-20-8-40 0z" fill="#3E8E41"/>` +
    `<path d="M110 80q0-20 16-30" stroke="#3E8E41" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  drop: (a: string) =>
    `<path d="M128 44s-56 66-56 102a56 56 0 0 0 112 0c0-36-56-102-56-102z" fill="${a}"/>` +
    `<path d="M100 148a30 30 0 0 0 22 28" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" opacity=".5"/>` +
    `<ellipse cx="176" cy="74" rx="9" ry="22" transform="rotate(40 176 74)" fill="#6A8F3A"/>`,
  wheat: (a: string) =>
    [-24, 0, 24]
      .map(
        (deg) =>
          `<g transform="rotate(${deg} 128 200)"><path d="M128 200V70" stroke="${shade(a, -0.2)}" stroke-width="5"/>` +
          `<g fill="${a}"><ellipse cx="128" cy="58" rx="8" ry="16"/>` +
          [80, 102, 124]
            .map(
              (y) =>
                `<ellipse cx="117" cy="${y}" rx="8" ry="16" transform="rotate(-30 117 ${y})"/>` +
                `<ellipse cx="139" cy="${y}" rx="8" ry="16" transform="rotate(30 139 ${y})"/>`,
            )
            .join('') +
          `</g></g>`,
      )
      .join(''),
  leaf: (a: string) =>
    `<path d="M70 190c-14-80 38-128 128-132 0 86-48 136-128 132z" fill="${a}"/>` +
    `<path d="M62 200l14-14M76 186q50-50 100-104M101 160l-7-26M101 160l25 8M126 134l-6-28M126 134l26 6M151 108l-3-22M151 108l21 4" stroke="${shade(a, -0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  pump: (a: string) =>
    `<rect x="72" y="52" width="40" height="10" rx="5" fill="${shade(a, -0.35)}"/><rect x="104" y="46" width="48" height="18" rx="5" fill="${shade(a, -0.35)}"/>` +
    `<rect x="122" y="62" width="12" height="22" fill="${shade(a, -0.35)}"/><rect x="108" y="80" width="40" height="18" rx="4" fill="${shade(a, -0.2)}"/>` +
    `<rect x="84" y="94" width="88" height="100" rx="20" fill="${a}"/><rect x="100" y="120" width="56" height="46" rx="8" fill="#fff" opacity=".85"/>` +
    `<path d="M128 128s-10 12-10 18a10 10 0 0 0 20 0c0-6-10-18-10-18z" fill="${a}"/>` +
    `<g fill="none" stroke="#fff" stroke-width="4"><circle cx="190" cy="84" r="11"/><circle cx="206" cy="112" r="7"/></g>`,
  spray: (a: string) =>
    `<g fill="${a}" opacity=".55"><circle cx="60" cy="62" r="4"/><circle cx="52" cy="76" r="5"/><circle cx="60" cy="90" r="4"/></g>` +
    `<rect x="72" y="66" width="32" height="12" rx="3" fill="${shade(a, -0.4)}"/><rect x="98" y="58" width="60" height="28" rx="7" fill="${shade(a, -0.4)}"/>` +
    `<path d="M114 88q-4 16-18 22" stroke="${shade(a, -0.4)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<rect x="112" y="84" width="32" height="20" fill="${shade(a, -0.2)}"/>` +
    `<path d="M100 104h56l10 22v62a10 10 0 0 1-10 10h-56a10 10 0 0 1-10-10v-62z" fill="${a}"/>` +
    `<rect x="106" y="138" width="44" height="40" rx="6" fill="#fff" opacity=".85"/>`,
  paw: (a: string) =>
    `<g fill="${a}"><path d="M128 120c-26 0-52 30-52 50 0 16 14 22 26 20 10-2 16-6 26-6s16 4 26 6c12 2 26-4 26-20 0-20-26-50-52-50z"/>` +
    `<ellipse cx="80" cy="114" rx="14" ry="19" transform="rotate(-25 80 114)"/><ellipse cx="108" cy="78" rx="15" ry="21" transform="rotate(-8 108 78)"/>` +
    `<ellipse cx="148" cy="78" rx="15" ry="21" transform="rotate(8 148 78)"/><ellipse cx="176" cy="114" rx="14" ry="19" transform="rotate(25 176 114)"/></g>`,
  basket: (a: string) =>
    `<path d="M80 114c0-62 96-62 96 0" stroke="${shade(a, -0.25)}" stroke-width="10" fill="none"/>` +
    `<ellipse cx="150" cy="90" rx="12" ry="40" transform="rotate(50 150 90)" fill="#D9A05B"/>` +
    `<circle cx="104" cy="92" r="20" fill="#E0443E"/><circle cx="140" cy="96" r="16" fill="#F2C230"/>` +
    `<path d="M60 114h136l-14 70a10 10 0 0 1-10 8H84a10 10 0 0 1-10-8z" fill="${a}"/>` +
    `<path d="M67 140h122M72 164h112M104 120v70M128 120v70M152 120v70" stroke="${shade(a, -0.2)}" stroke-width="5"/>` +
    `<rect x="54" y="106" width="148" height="16" rx="8" fill="${shade(a, -0.15)}"/>`,
} satisfies Record<string, (accent: string) => string>;

/** The name of one pictogram design. */
export type PictogramName = keyof typeof DRAWINGS;

/** How a category group looks: its pictogram, the pictogram's main colour and the tile colours. */
export interface TileStyle {
  readonly pictogram: PictogramName;
  readonly accent: string;
  readonly background: string;
  /** Colour of the small category code at the bottom. */
  readonly ink: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 256x256 category thumbnail: rounded tile, soft halo, pictogram and the code in small letters. */
export function categoryTile(style: TileStyle, code: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" rx="56" fill="${style.background}"/>` +
    `<circle cx="128" cy="122" r="92" fill="#fff" opacity=".35"/>` +
    `<ellipse cx="128" cy="200" rx="70" ry="7" fill="#000" opacity=".06"/>` +
    DRAWINGS[style.pictogram](style.accent) +
    `<text x="128" y="236" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" ` +
    `font-size="16" font-weight="700" letter-spacing="1.5" fill="${style.ink}">${escapeXml(code)}</text></svg>\n`
  );
}

/** The demo company's logo: a market-stall awning beside the name, 320x96. */
export function logoSvg(): string {
  const stripes = [0, 1, 2, 3, 4]
    .map(
      (i) => `<path d="M${18 + i * 12} 30h12v16a6 6 0 0 1-12 0z" fill="${i % 2 ? '#FFF4E0' : '#C0392B'}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">` +
    `<rect x="4" y="4" width="88" height="88" rx="20" fill="#2F5D50"/>` +
    `<path d="M24 16h48l6 14H18z" fill="#F2C230"/>${stripes}` +
    `<rect x="24" y="52" width="48" height="26" rx="3" fill="#FFF4E0"/>` +
    `<circle cx="38" cy="66" r="7" fill="#E0443E"/><circle cx="56" cy="66" r="7" fill="#F2C230"/>` +
    `<g font-family="DejaVu Serif, Georgia, serif" fill="#2F5D50">` +
    `<text x="108" y="48" font-size="30" font-weight="700">Marktplatz</text>` +
    `<text x="110" y="76" font-size="18" letter-spacing="5" fill="#C0392B">FEINKOST</text></g></svg>\n`
  );
}
