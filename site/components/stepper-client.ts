// The stepper's behaviour in the browser, shared by the case pages (Stepper.astro, whose markup is
// in the HTML) and the dispute desk (site/lib/desk/, which builds the same markup after ruling).
// Progressive enhancement of one [data-stepper]: Previous/Next, arrow keys (Home/End too), a
// "Step 2 of 5" status read by screen readers, and #step-N links unless `useHash` is false (the
// desk keeps its own state in the fragment). `onShow` runs as a step is shown, before its picture is
// fitted: the desk draws a step's picture only when its step is first opened.

export function enhance(root: HTMLElement, { useHash = true, onShow }: { useHash?: boolean; onShow?: (step: HTMLLIElement, index: number) => void } = {}): void {
  const steps = Array.from(root.querySelectorAll<HTMLLIElement>(':scope > [data-steps] > li'));
  const bar = root.querySelector<HTMLElement>('[data-bar]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  const prev = root.querySelector<HTMLButtonElement>('[data-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-next]');
  const list = root.querySelector<HTMLElement>('[data-steps]');
  if (steps.length < 2 || !bar || !status || !prev || !next || !list) return;
  let current = 0;
  const wide = window.matchMedia('(min-width: 1000px)');
  // Case pages keep the step's text beside the picture on wide screens, however long (it scrolls in
  // its column); elsewhere a caption too tall for the screen goes under the picture.
  const beside = root.hasAttribute('data-beside');

  const show = (i: number, opts: { hash?: boolean } = {}) => {
    current = Math.max(0, Math.min(steps.length - 1, i));
    steps.forEach((s, k) => s.classList.toggle('is-current', k === current));
    onShow?.(steps[current], current);
    prev.disabled = current === 0;
    next.disabled = current === steps.length - 1;
    const s = steps[current];
    // The bar shows the step's number; its title, already under the picture, is only spoken.
    const spoken = document.createElement('span');
    spoken.className = 'sr-only';
    spoken.textContent = `: ${s.dataset.title}`;
    status.replaceChildren(s.dataset.count ?? '', spoken);
    // The list's accessible name is the step shown, as the status says it.
    list.setAttribute('aria-label', `${s.dataset.count ?? ''}: ${s.dataset.title ?? ''}`);
    if (opts.hash && useHash) history.replaceState(null, '', `#${s.id}`);
    fit();
  };
  // Cap the picture to the room left on screen once the stepper is scrolled to the top: below the
  // sticky header and the bar, and above the caption when the caption is under the picture (on
  // narrow screens, or on wide ones when the caption is too long to stand beside the picture).
  const fit = () => {
    const cur = steps[current];
    const caption = cur.querySelector<HTMLElement>('figcaption');
    if (!caption) return;
    const page = getComputedStyle(document.documentElement);
    const top = (parseFloat(page.scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(root).scrollMarginTop) || 0);
    const roomFor = (under: boolean) => {
      const pic = Array.from(cur.querySelectorAll<HTMLElement>('.map > svg, .map-narrow img')).find((x) => x.getBoundingClientRect().width > 0);
      if (!pic) return undefined;
      const above = pic.getBoundingClientRect().top - root.getBoundingClientRect().top;
      const below = under ? caption.getBoundingClientRect().bottom - pic.getBoundingClientRect().bottom : 0;
      return window.innerHeight - top - above - below - 12;
    };
    // The step's text: a paragraph, or a table with its sentence (centres changing hands).
    const text = cur.querySelector<HTMLElement>('figcaption > .step-body, figcaption > p:not(.step-rules)');
    if (text?.classList.contains('is-capped')) {
      text.classList.remove('is-capped');
      text.style.removeProperty('max-height');
      text.removeAttribute('tabindex');
    }
    root.classList.remove('is-stacked');
    const pictures = capped();
    for (const pic of pictures) pic.style.removeProperty('max-height');
    let under = !wide.matches;
    if (!under && !beside && caption.getBoundingClientRect().height > (roomFor(false) ?? Infinity)) {
      root.classList.add('is-stacked');
      under = true;
    }
    const room = roomFor(under);
    if (room === undefined) return;
    // The picture is the lesson: under a long caption (a phone) it keeps up to 40% of the screen, as
    // tall as it is drawn at full width, and the caption scrolls in its own box (capText) instead.
    const floor = under ? Math.min(naturalHeight(cur) ?? 0, window.innerHeight * 0.4) : 0;
    const cap = `${Math.round(Math.max(room, floor, window.innerHeight * 0.2))}px`;
    for (const pic of pictures) pic.style.maxHeight = cap;
    if ((under || beside) && text) capText(cur, text, top);
  };
  // The cap goes on the pictures themselves (every step's, as printed they all show), not in a
  // custom property on the stepper: one set there is inherited by each of the picture's ~370
  // elements, whose styles are all computed again, 5-8 ms a fit on the desk's first ruling
  // (Chromium, 390 and 1280 px) against ~1 ms for the pictures' own max-height.
  const capped = () => Array.from(root.querySelectorAll<HTMLElement>('.map svg, .map-narrow img'));
  /** How tall the step's picture is drawn at its full width (its viewBox's or file's proportions). */
  const naturalHeight = (cur: HTMLElement): number | undefined => {
    const pic = Array.from(cur.querySelectorAll<HTMLElement>('.map > svg, .map-narrow img')).find((x) => x.getBoundingClientRect().width > 0);
    if (!pic) return undefined;
    const width = pic.parentElement?.getBoundingClientRect().width ?? pic.getBoundingClientRect().width;
    const vb = pic.getAttribute('viewBox')?.split(/\s+/).map(Number);
    if (vb && vb[2] > 0) return (width * vb[3]) / vb[2];
    const img = pic as HTMLImageElement;
    return img.naturalWidth > 0 ? (width * img.naturalHeight) / img.naturalWidth : Number(img.getAttribute('height')) * (width / Number(img.getAttribute('width'))) || undefined;
  };
  // A caption too long for the room left under the smallest picture scrolls in its own box (taken
  // into the tab order so that a keyboard can scroll it), so the whole step still fits the screen.
  const capText = (cur: HTMLElement, text: HTMLElement, top: number) => {
    const parts = Array.from(cur.querySelectorAll<HTMLElement>('figcaption > :not(.step-legend)'));
    const bottom = Math.max(...parts.map((e) => e.getBoundingClientRect().bottom)) - root.getBoundingClientRect().top + top;
    const over = bottom + 12 - window.innerHeight;
    if (over <= 0) return;
    text.style.maxHeight = `${Math.max(Math.round(text.getBoundingClientRect().height - over), 72)}px`;
    text.classList.add('is-capped');
    text.tabIndex = 0;
  };
  const fromHash = (): number => (useHash ? steps.findIndex((s) => `#${s.id}` === decodeURIComponent(location.hash)) : -1);
  // Focus never stays on a button that has just been disabled (first or last step): it moves to the
  // other one, not to the page's body.
  const keepFocus = () => {
    if (document.activeElement === prev && prev.disabled) next.focus();
    if (document.activeElement === next && next.disabled) prev.focus();
  };

  // The legend is open on wide screens and folded on narrower ones, where the caption must stay
  // right under the map.
  const legends = Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-legend]'));
  legends.forEach((d) => (d.open = wide.matches));
  // The desk replaces its stepper with each ruling: a stepper taken out of the page lets go of the
  // window, or every ruling typed would stay in memory and be fitted again at each resize.
  const onWide = () => (root.isConnected ? legends.forEach((d) => (d.open = wide.matches)) : forget());
  const onResize = () => (root.isConnected ? fit() : forget());
  const forget = () => {
    wide.removeEventListener('change', onWide);
    window.removeEventListener('resize', onResize);
  };
  wide.addEventListener('change', onWide);
  window.addEventListener('resize', onResize);

  root.classList.add('is-enhanced');
  bar.hidden = false;
  list.tabIndex = 0;
  list.setAttribute('aria-label', status.textContent ?? '');
  // After a press the whole step (bar, picture, caption) is brought into view, and focus never
  // stays on a button that has just been disabled (first or last step).
  const reveal = () => {
    const r = root.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) root.scrollIntoView({ block: 'start', behavior: 'instant' });
  };
  const press = (by: number) => {
    show(current + by, { hash: true });
    reveal();
    keepFocus();
  };
  prev.addEventListener('click', () => press(-1));
  next.addEventListener('click', () => press(1));
  root.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable]')) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      show(current + (e.key === 'ArrowLeft' ? -1 : 1), { hash: true });
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      show(e.key === 'Home' ? 0 : steps.length - 1, { hash: true });
    } else {
      return;
    }
    keepFocus();
  });
  if (useHash) {
    window.addEventListener('hashchange', () => {
      const i = fromHash();
      if (i < 0) return;
      show(i);
      // The browser has scrolled to the step's own element, the bar above it under the header.
      root.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
  }
  const start = fromHash();
  show(start >= 0 ? start : 0);
  if (start >= 0) {
    root.scrollIntoView({ block: 'start', behavior: 'instant' });
    // The browser scrolls to the fragment's own element once more when the page has loaded, which
    // would put the bar above it under the header: the stepper is brought back into view after that.
    if (document.readyState !== 'complete') window.addEventListener('load', () => root.scrollIntoView({ block: 'start', behavior: 'instant' }), { once: true });
  }
}

/** Pointing at an order (results table, orders block, a step's list) lights up its drawing. */
export function crossHighlight(scope: ParentNode = document): void {
  const light = (order: string | undefined, on: boolean) => {
    if (order === undefined) return;
    scope.querySelectorAll(`svg [data-order="${CSS.escape(order)}"]`).forEach((g) => g.classList.toggle('is-hot', on));
  };
  scope.querySelectorAll<HTMLElement>('[data-order-ref]').forEach((el) => {
    const order = el.dataset.orderRef;
    for (const [ev, on] of [['mouseenter', true], ['mouseleave', false], ['focusin', true], ['focusout', false]] as const) {
      el.addEventListener(ev, () => light(order, on));
    }
  });
}
