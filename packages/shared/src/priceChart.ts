import type { PricePoint } from './drugPrices';
import { escapeHtml } from './html';

/** The chart's words, from the page's catalogue. */
export interface PriceChartTexts {
  /** The chart's name: its caption and the SVG's `<title>`. */
  chart: string;
  /** The SVG's `<desc>`: the first price, the current one and since when. */
  summary: (first: string, current: string, since: string) => string;
  table: string;
  date: string;
  from: string;
  to: string;
  today: string;
}

/**
 * The class names of the chart's parts: CSS modules in the app, plain names on the server;
 * `table` is the table of the same prices, for screen readers only.
 */
export type PriceChartClasses = Record<
  'caption' | 'svg' | 'grid' | 'line' | 'dot' | 'label' | 'table',
  string | undefined
>;

export interface PriceChartOptions {
  /** Unique in the page: the SVG's title and description are named after it. */
  id: string;
  /** The drawing's width in the SVG's units (the box's width in the app). */
  width: number;
  /** Arabic: time runs right to left and the price axis stands on the right. */
  rtl: boolean;
  classes: PriceChartClasses;
  texts: PriceChartTexts;
  /** A price on the axis (a number) and in the text (with the currency). */
  axisPrice: (price: number) => string;
  price: (price: number) => string;
  date: (at: number) => string;
}

const HEIGHT = 180;
/** Closer than this, the first change's date and "today" would overlap: one label only. */
const LABEL_GAP = 120;
/** Room for the price labels on the start side and the dates below. */
const PAD = { start: 64, end: 16, top: 14, bottom: 30 };
const DAY_MS = 24 * 60 * 60 * 1000;

const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
const element = (name: string, values: Record<string, string | number | undefined>, content = '') =>
  `<${name}${attributes(values)}>${content}</${name}>`;
const round = (value: number) => Number(value.toFixed(1));

/**
 * A step chart of a drug's prices over time as plain SVG markup, with a caption and a table of
 * the same prices for screen readers (issue #17 point 7): the one drawing both the detail
 * dialog (at its box's width) and the server-rendered drug page (no JavaScript) show. Time runs
 * in the reading direction: left to right in English, right to left in Arabic. Every text is
 * escaped. `points` are `pricePoints`, oldest first; fewer than two draw nothing.
 */
export function priceChartMarkup(
  points: readonly PricePoint[],
  options: PriceChartOptions,
): string {
  const { width, rtl, classes, texts } = options;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return '';

  // The price before the first known change gets a stretch of its own before it.
  const span = Math.max(last.at - first.at, DAY_MS);
  const from = first.at - span * 0.15;
  const to = last.at;
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = high === low ? Math.max(high * 0.1, 1) : (high - low) * 0.15;
  const bottom = Math.max(0, low - margin);
  const top = high + margin;

  const plotWidth = width - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const along = (at: number) => PAD.start + ((at - from) / (to - from)) * plotWidth;
  const x = (at: number) => round(rtl ? width - along(at) : along(at));
  const y = (price: number) =>
    round(PAD.top + (1 - (price - bottom) / (top - bottom)) * plotHeight);
  const direction = rtl ? 'rtl' : 'ltr';

  const steps = points.map((point, index) => ({ ...point, at: index === 0 ? from : point.at }));
  const path = steps
    .map((point, index) =>
      index === 0 ? `M${x(point.at)},${y(point.price)}` : `H${x(point.at)}V${y(point.price)}`,
    )
    .join('');
  const changes = points.slice(1, -1);
  const firstChange = changes[0] ?? last;
  // The first change's date under it, and "today" at the end, unless they would overlap: then
  // the change's date alone, at the end.
  const dateLabels =
    Math.abs(x(last.at) - x(firstChange.at)) >= LABEL_GAP
      ? [
          { at: firstChange.at, text: options.date(firstChange.at), anchor: 'middle' },
          { at: last.at, text: texts.today, anchor: 'end' },
        ]
      : [{ at: last.at, text: options.date(firstChange.at), anchor: 'end' }];

  const grid = [...new Set([low, high])].map(
    (price) =>
      element('line', {
        class: classes.grid,
        x1: rtl ? PAD.end : PAD.start,
        x2: rtl ? width - PAD.start : width - PAD.end,
        y1: y(price),
        y2: y(price),
      }) +
      // Away from the plot: to the left in English, to the right in Arabic.
      element(
        'text',
        {
          class: classes.label,
          x: rtl ? width - PAD.start + 8 : PAD.start - 8,
          y: y(price),
          'dominant-baseline': 'middle',
          'text-anchor': 'end',
          direction,
        },
        escapeHtml(options.axisPrice(price)),
      ),
  );
  const dots = changes.map((point) =>
    element('circle', { class: classes.dot, cx: x(point.at), cy: y(point.price), r: 4 }),
  );
  const dates = dateLabels.map((label) =>
    element(
      'text',
      {
        class: classes.label,
        x: x(label.at),
        y: HEIGHT - 8,
        'text-anchor': label.anchor,
        direction,
      },
      escapeHtml(label.text),
    ),
  );
  const summary = texts.summary(
    options.price(first.price),
    options.price(last.price),
    options.date(firstChange.at),
  );
  const rows = changes.map((point, index) =>
    [
      options.date(point.at),
      options.price(points[index]?.price ?? point.price),
      options.price(point.price),
    ]
      .map((cell) => element('td', {}, escapeHtml(cell)))
      .join(''),
  );

  return [
    element('figcaption', { class: classes.caption }, escapeHtml(texts.chart)),
    element(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: `0 0 ${width} ${HEIGHT}`,
        class: classes.svg,
        role: 'img',
        'aria-labelledby': `${options.id}-title ${options.id}-desc`,
        'data-testid': 'price-chart',
      },
      [
        element('title', { id: `${options.id}-title` }, escapeHtml(texts.chart)),
        element('desc', { id: `${options.id}-desc` }, escapeHtml(summary)),
        ...grid,
        element('path', { class: classes.line, d: path }),
        ...dots,
        ...dates,
      ].join(''),
    ),
    element(
      'table',
      { class: classes.table },
      element('caption', {}, escapeHtml(texts.table)) +
        element(
          'thead',
          {},
          element(
            'tr',
            {},
            [texts.date, texts.from, texts.to]
              .map((heading) => element('th', { scope: 'col' }, escapeHtml(heading)))
              .join(''),
          ),
        ) +
        element('tbody', {}, rows.map((row) => element('tr', {}, row)).join('')),
    ),
  ].join('');
}
