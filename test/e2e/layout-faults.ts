// What a reader of the page would find wrong with its text, measured in Chromium: text cut by its
// box (data may end in an ellipsis, while 6 em of it are left), text spilling out of its box, text
// squeezed into lines of a few letters, words of the app's own text broken in the middle, text
// boxes on top of each other, rows that scroll sideways although they hold no table, and (in the
// pseudo-language) text with none of its accented letters. The page is read as it is laid out:
// every text node that is shown (in the open modal dialog only while one is open, as the rest of
// the page is inert and covered), with the boxes Chromium gives its lines.
//
// Data (what the installation sent, addresses, times, codes) is not the app's words: it is neither
// translated nor held to whole words. A text counts as data when it is inside an element that marks
// computer text or a value (code, pre, kbd, samp, var, time, data) or says translate="no", when it
// is a piece (not a bare word) of one of `dataStrings` (the demo dataset's strings and the like,
// which the caller gives), or when no word of two letters is left once those strings, web
// addresses, paths and numbers are taken out of it and `keptWords` (names the same in every
// language) are not counted.
import type { Page } from 'playwright-core';

/** One thing wrong with the page's text. */
export interface LayoutFault {
  readonly kind:
    'cut' | 'spills' | 'squeezed' | 'broken word' | 'overlap' | 'scrolls sideways' | 'untranslated';
  /** The text concerned, its runs of white space as one space. */
  readonly text: string;
  /** Where it is: its element and the elements around it, for a developer to find it. */
  readonly where: string;
  /** The numbers behind it, or the other text for an overlap. */
  readonly detail: string;
}

/** What `layoutFaults` is given. */
export interface LayoutScanOptions {
  /** The pseudo-language's accented letters: text with none of them is untranslated (null: not checked). */
  readonly accented: string | null;
  /** Strings that are data wherever they show (the dataset's names, codes, slugs; the connections' names). */
  readonly dataStrings: readonly string[];
  /** Words the same in every language (product and protocol names, the names Intl gives days and months). */
  readonly keptWords: readonly string[];
}

/** Every fault of the page's text as it is laid out now. */
export function layoutFaults(page: Page, options: LayoutScanOptions): Promise<LayoutFault[]> {
  return page.evaluate(findFaults, options);
}

// What the in-page function reads of the DOM (this file type-checks without DOM types).
interface Rect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}
interface DomStyle {
  readonly display: string;
  readonly overflowX: string;
  readonly overflowY: string;
  readonly textOverflow: string;
  readonly clip: string;
  readonly clipPath: string;
  readonly position: string;
  readonly fontSize: string;
}
interface DomElement {
  readonly tagName: string;
  readonly parentElement: DomElement | null;
  readonly children: ArrayLike<DomElement>;
  readonly className: unknown;
  readonly clientLeft: number;
  readonly clientTop: number;
  readonly clientWidth: number;
  readonly clientHeight: number;
  readonly scrollWidth: number;
  readonly scrollHeight: number;
  readonly open?: boolean;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Rect;
  checkVisibility(options: Record<string, boolean>): boolean;
  matches(state: string): boolean;
}
interface DomText {
  readonly data: string;
  readonly parentElement: DomElement | null;
}
interface DomRange {
  setStart(node: DomText, offset: number): void;
  setEnd(node: DomText, offset: number): void;
  getClientRects(): ArrayLike<Rect>;
}
interface DomWindow {
  readonly innerWidth: number;
  readonly document: {
    readonly body: DomElement;
    readonly documentElement: DomElement;
    createTreeWalker(root: DomElement, show: number): { nextNode(): unknown };
    createRange(): DomRange;
  };
  getComputedStyle(element: DomElement): DomStyle;
}

// Runs in the page: no closures over this module, every helper inside.
function findFaults({ accented, dataStrings, keptWords }: LayoutScanOptions): LayoutFault[] {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const faults: LayoutFault[] = [];
  // The least of a text worth reading, in em: what an ellipsis may leave, how narrow lines may be.
  const SHORTEST_EM = 6;
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'SELECT', 'TEXTAREA', 'svg']);
  const DATA_TAGS = new Set(['CODE', 'PRE', 'KBD', 'SAMP', 'VAR', 'TIME', 'DATA']);
  const SCROLLING_CONTENT = new Set(['TABLE', 'PRE', 'CODE', 'CANVAS']);
  const SCROLLING_ROLES = new Set(['table', 'grid', 'treegrid', 'img', 'figure']);
  const styles = new Map<DomElement, DomStyle>();
  const style = (element: DomElement) => {
    let known = styles.get(element);
    if (!known) styles.set(element, (known = win.getComputedStyle(element)));
    return known;
  };
  const ancestors = (element: DomElement | null) => {
    const chain: DomElement[] = [];
    for (let at = element; at; at = at.parentElement) chain.push(at);
    return chain;
  };
  const describe = (element: DomElement) =>
    ancestors(element)
      .slice(0, 4)
      .map((at) => {
        const role = at.getAttribute('role');
        const cls =
          typeof at.className === 'string' && at.className ? `.${at.className.split(/\s+/)[0]}` : '';
        return `${at.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${cls}`;
      })
      .join(' < ');
  const whole = (text: string) => text.replace(/\s+/g, ' ').trim();

  // Read from the top of the page, where nothing has scrolled under the sticky top bar.
  (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0);

  // The open modal dialog, if any: the rest of the page is inert behind it.
  let root = doc.body;
  const walkElements = (from: DomElement, visit: (element: DomElement) => void) => {
    visit(from);
    for (const child of Array.from(from.children)) walkElements(child, visit);
  };
  walkElements(doc.body, (element) => {
    if (element.tagName === 'DIALOG' && element.open && element.matches(':modal')) root = element;
  });

  // Data: what is left of a text once data is taken out has no word of two letters or more.
  const data = [...dataStrings].filter((s) => s.length > 1).sort((a, b) => b.length - a.length);
  const kept = new Set(keptWords.map((word) => word.toLowerCase()));
  const wordsLeft = (text: string) => {
    // A piece of an address or a path the view sets apart ("branding/", "logo.svg"); not a bare
    // word, which may be the app's own ("images").
    const trimmed = text.trim();
    const piece = trimmed.length > 2 && /[^\p{L}\s]/u.test(trimmed);
    if (piece && data.some((value) => value.includes(trimmed))) return [];
    // Web addresses, and paths such as /api/v2/auth/info.
    let rest = text.replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ').replace(/(^|\s)\/\S+/g, ' ');
    for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
    return (rest.match(/\p{L}{2,}/gu) ?? []).filter((word) => !kept.has(word.toLowerCase()));
  };
  const accents = new Set(accented ?? '');
  const hasAccent = (text: string) => [...text].some((c) => accents.has(c));

  interface Shown {
    readonly node: DomText;
    readonly element: DomElement;
    readonly rects: Rect[];
    readonly isData: boolean;
  }
  const shown: Shown[] = [];
  const range = doc.createRange();
  const rectsOf = (node: DomText, from: number, to: number) => {
    range.setStart(node, from);
    range.setEnd(node, to);
    return Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0.5);
  };
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode() as DomText | null; node; node = walker.nextNode() as DomText | null) {
    const element = node.parentElement;
    if (!element || !node.data.trim()) continue;
    const chain = ancestors(element);
    if (chain.some((at) => SKIPPED.has(at.tagName))) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    // Shown to screen readers only (clipped to nothing), not to the eye.
    if (chain.some((at) => style(at).clip !== 'auto' || /inset\(50%\)/.test(style(at).clipPath))) continue;
    const rects = rectsOf(node, 0, node.data.length);
    if (rects.length === 0) continue;
    const marked = chain.some((at) => DATA_TAGS.has(at.tagName) || at.getAttribute('translate') === 'no');
    shown.push({ node, element, rects, isData: marked || wordsLeft(node.data).length === 0 });
  }

  const sideways = new Set<DomElement>();
  // Each text's lines as far as they are in sight, and as far as they would be if every box that
  // scrolls were scrolled to them (with the box that scrolls first): text scrolled away in a list is
  // held against the other text of that list.
  interface Placed {
    readonly node: DomText;
    readonly element: DomElement;
    readonly seen: readonly Rect[];
    readonly scroller: DomElement | null;
    readonly inScroller: readonly Rect[];
  }
  const placed: Placed[] = [];
  for (const item of shown) {
    const { node, element, rects, isData } = item;
    const text = whole(node.data);
    const chain = ancestors(element);
    const fontSize = parseFloat(style(element).fontSize) || 14;
    const bounds = (list: readonly Rect[]) => ({
      left: Math.min(...list.map((r) => r.left)),
      right: Math.max(...list.map((r) => r.right)),
      top: Math.min(...list.map((r) => r.top)),
      bottom: Math.max(...list.map((r) => r.bottom)),
    });
    const at = (r: { left: number; right: number; top: number; bottom: number }) =>
      `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;

    // What of the text is in sight: each box that clips its overflow (inline boxes clip nothing)
    // trims it, from the text outwards. A box that scrolls hides what is scrolled away, which is
    // fine; a box that hides its overflow cuts the text (an ellipsis is fine for data only).
    let seen: Rect[] = rects;
    let scroller: DomElement | null = null;
    let inScroller: Rect[] = rects;
    let hidden = false;
    for (const box of chain) {
      if (box === doc.documentElement || box === doc.body) break;
      const s = style(box);
      if (/^inline$|^contents$/.test(s.display)) continue;
      const clipsX = s.overflowX !== 'visible';
      const clipsY = s.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const outer = box.getBoundingClientRect();
      const inner = {
        left: clipsX ? outer.left + box.clientLeft : -Infinity,
        right: clipsX ? outer.left + box.clientLeft + box.clientWidth : Infinity,
        top: clipsY ? outer.top + box.clientTop : -Infinity,
        bottom: clipsY ? outer.top + box.clientTop + box.clientHeight : Infinity,
      };
      const trimmed = seen
        .map((r) => {
          const l = Math.max(r.left, inner.left);
          const rt = Math.min(r.right, inner.right);
          const t = Math.max(r.top, inner.top);
          const b = Math.min(r.bottom, inner.bottom);
          return { left: l, right: rt, top: t, bottom: b, width: rt - l, height: b - t };
        })
        .filter((r) => r.width > 0.5 && r.height > 0.5);
      const scrolls = /auto|scroll/.test(s.overflowX) || /auto|scroll/.test(s.overflowY);
      if (/auto|scroll/.test(s.overflowX) && box.scrollWidth > box.clientWidth + 1) sideways.add(box);
      const lost = (a: readonly Rect[], b: readonly Rect[]) => {
        if (a.length === 0) return false;
        if (b.length === 0) return true;
        const x = bounds(a);
        const y = bounds(b);
        return (
          y.left - x.left > 1 ||
          x.right - y.right > 1 ||
          y.top - x.top > fontSize * 0.3 ||
          x.bottom - y.bottom > fontSize * 0.3
        );
      };
      if (!scrolls && lost(seen, trimmed)) {
        const ellipsis = chain
          .slice(0, chain.indexOf(box) + 1)
          .some((a) => style(a).textOverflow === 'ellipsis');
        // Data cut short with an ellipsis is fine while a few words of it are left to read.
        const left = trimmed.length === 0 ? 0 : bounds(trimmed).right - bounds(trimmed).left;
        if (!(ellipsis && isData) || left < SHORTEST_EM * fontSize) {
          faults.push({
            kind: 'cut',
            text,
            where: describe(element),
            detail: `by ${describe(box)}${ellipsis ? ` (with an ellipsis, ${Math.round(left)} px left)` : ''}: text ${at(bounds(seen))}, box ${at(inner)}`,
          });
        }
      }
      if (scrolls && !scroller) {
        scroller = box;
        inScroller = seen;
      }
      seen = trimmed;
      if (seen.length === 0) {
        hidden = !scrolls;
        break;
      }
    }
    if (hidden) continue;
    placed.push({ node, element, seen, scroller, inScroller: scroller ? inScroller : [] });
    const { left, right, bottom } = bounds(rects);

    // Spills: the text runs out of a box around it that lets it (the boxes that are not inline,
    // up to one that clips, which the cut above is about, or one placed out of the flow, which
    // may hang beside its parent on purpose). Vertically only out of its own box: a box's height
    // may be set below its text on purpose (a row's line).
    for (const box of chain) {
      const s = style(box);
      if (/^inline$|^contents$/.test(s.display)) continue;
      if (s.overflowX !== 'visible' || box === doc.body || box === doc.documentElement) break;
      const b = box.getBoundingClientRect();
      const below =
        box === chain.find((a) => !/^inline$|^contents$/.test(style(a).display)) &&
        bottom > b.bottom + fontSize * 0.5;
      if (left < b.left - 1 || right > b.right + 1 || below) {
        faults.push({
          kind: 'spills',
          text,
          where: describe(element),
          detail: `out of ${describe(box)}: text ${at(bounds(rects))}, box ${at(b)}`,
        });
        break;
      }
      if (s.position === 'absolute' || s.position === 'fixed') break;
    }

    // Squeezed: four lines or more, none of them 6 em wide (a column left a few letters a line).
    const lines = new Set(rects.map((r) => Math.round(r.top)));
    if (lines.size >= 4 && rects.every((r) => r.width < SHORTEST_EM * fontSize)) {
      faults.push({
        kind: 'squeezed',
        text,
        where: describe(element),
        detail: `${lines.size} lines of at most ${Math.round(Math.max(...rects.map((r) => r.width)))} px`,
      });
    }

    if (isData) continue;
    // A word of the app's own text on two lines: broken in the middle (breaks after - / _ . are fine).
    for (const match of node.data.matchAll(/[^\s\-/_.]{2,}/g)) {
      const parts = rectsOf(node, match.index, match.index + match[0].length);
      const tops = parts.map((r) => r.top);
      if (parts.length > 1 && Math.max(...tops) - Math.min(...tops) > fontSize * 0.5) {
        faults.push({ kind: 'broken word', text, where: describe(element), detail: `“${match[0]}”` });
        break;
      }
    }
    // Untranslated: no accented letter, and words that are not data.
    if (accented !== null && !hasAccent(node.data)) {
      faults.push({
        kind: 'untranslated',
        text,
        where: describe(element),
        detail: wordsLeft(node.data).join(' '),
      });
    }
  }

  // A row that scrolls sideways though it holds no table, code or picture: part of it is out of sight.
  for (const box of sideways) {
    let content = false;
    walkElements(box, (at) => {
      if (SCROLLING_CONTENT.has(at.tagName) || SCROLLING_ROLES.has(at.getAttribute('role') ?? ''))
        content = true;
    });
    if (content) continue;
    faults.push({
      kind: 'scrolls sideways',
      text: '',
      where: describe(box),
      detail: `${box.scrollWidth} px of content in ${box.clientWidth} px`,
    });
  }
  if (doc.documentElement.scrollWidth > win.innerWidth + 1) {
    faults.push({
      kind: 'scrolls sideways',
      text: '',
      where: 'the page',
      detail: `${doc.documentElement.scrollWidth} px wide in a window of ${win.innerWidth} px`,
    });
  }

  // Overlap: two text boxes on top of each other (lines' boxes trimmed to their middle, so lines
  // set close together do not count): the lines in sight, and the lines of each box that scrolls.
  const reported = new Set<string>();
  const overlaps = (lines: { owner: number; rects: readonly Rect[] }[]) => {
    const boxes = lines.flatMap(({ owner, rects }) =>
      rects.map((r) => ({
        owner,
        left: r.left + 1,
        right: r.right - 1,
        top: r.top + r.height * 0.25,
        bottom: r.bottom - r.height * 0.25,
      })),
    );
    boxes.sort((a, b) => a.left - b.left);
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.left < a.right; j++) {
        const b = boxes[j]!;
        if (b.owner === a.owner || b.top >= a.bottom || a.top >= b.bottom) continue;
        const key = `${Math.min(a.owner, b.owner)}:${Math.max(a.owner, b.owner)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        const first = placed[a.owner]!;
        const second = placed[b.owner]!;
        faults.push({
          kind: 'overlap',
          text: whole(first.node.data),
          where: describe(first.element),
          detail: `with “${whole(second.node.data)}” in ${describe(second.element)}`,
        });
      }
    }
  };
  overlaps(placed.map(({ seen }, owner) => ({ owner, rects: seen })));
  const scrollers = new Map<DomElement, { owner: number; rects: readonly Rect[] }[]>();
  placed.forEach(({ scroller, inScroller }, owner) => {
    if (scroller) scrollers.set(scroller, [...(scrollers.get(scroller) ?? []), { owner, rects: inScroller }]);
  });
  for (const lines of scrollers.values()) overlaps(lines);
  return faults;
}
