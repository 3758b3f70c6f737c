import PDFDocument from 'pdfkit';
import type { DocumentIssuer } from '../document-model.js';
import { DOCUMENT_FONTS } from './fonts.js';

/** A4 in points, with the margins every document keeps. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
export const LEFT = MARGIN;
export const RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Content stops here; below it sits the footer with the page number. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 18;

const COLOR = { text: '#111827', muted: '#4b5563', rule: '#d1d5db', band: '#f3f4f6', brand: '#c62828' };
const REGULAR = 'Regular';
const BOLD = 'Bold';
/**
 * Inter's contextual forms would lift hyphens between digits (Q-2026-000123); right-aligned figures use
 * tabular widths so amounts line up. A new object each time: fontkit writes its defaults into it.
 */
const features = (tabular: boolean) =>
  (tabular ? { tnum: true, calt: false } : { calt: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

export interface Column {
  key: string;
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface RowStyle {
  bold?: boolean;
  shaded?: boolean;
  /** Left indent of the first cell, in points (areas and lines under a scope). */
  indent?: number;
  /** A smaller grey line under the first cell's text. */
  detail?: string;
}

export interface Block {
  heading: string;
  lines: string[];
}

interface Header {
  title: string;
  number: string;
  issuer: DocumentIssuer;
}

/**
 * The one layout of every document (issue 17 item 1): letterhead with the issuer's legal details, the
 * document's title and number, blocks of parties and dates, tables whose header is repeated on every
 * page, totals, text sections, and a footer with the issuer and "Page n of m" on each page. Renderers
 * compose it; nothing here knows what a quotation or an invoice is.
 */
export class DocumentPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;
  /** The table being drawn, so a page break can repeat its header. */
  private columns: Column[] | null = null;
  /** Printed under the repeated header, so rows on a new page still say which group they belong to. */
  private continuation: string | null = null;

  constructor(private readonly head: Header) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
      bufferPages: true,
      info: { Title: `${head.title} ${head.number}`, Author: head.issuer.name },
    });
    this.doc.registerFont(REGULAR, DOCUMENT_FONTS.regular);
    this.doc.registerFont(BOLD, DOCUMENT_FONTS.bold);
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(COLOR.text);
  }

  get y() {
    return this.doc.y;
  }

  private write(
    text: string,
    x: number,
    y: number,
    o: { width: number; size: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' },
  ): number {
    this.doc
      .font(o.bold ? BOLD : REGULAR)
      .fontSize(o.size)
      .fillColor(o.color ?? COLOR.text);
    const align = o.align ?? 'left';
    this.doc.text(text, x, y, { width: o.width, align, features: features(align === 'right') });
    return this.doc.y;
  }

  private measure(text: string, width: number, size: number, bold = false): number {
    this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
    return this.doc.heightOfString(text, { width, features: features(false) });
  }

  /** Page 1: the issuer's name and legal details on the left, the title and number on the right. */
  letterhead() {
    const { issuer, title, number } = this.head;
    const leftWidth = CONTENT_WIDTH * 0.6;
    let y = this.write(issuer.name, LEFT, MARGIN, { width: leftWidth, size: 15, bold: true });
    const legal = [`UEN ${issuer.uen}`, ...(issuer.gstRegNo ? [`GST Reg. No. ${issuer.gstRegNo}`] : [])].join(
      '   ',
    );
    y = this.write(legal, LEFT, y + 2, { width: leftWidth, size: 8.5, color: COLOR.muted });
    y = this.write(issuer.address, LEFT, y + 1, { width: leftWidth, size: 8.5, color: COLOR.muted });
    y = this.write(`${issuer.email}   ${issuer.phone}`, LEFT, y + 1, {
      width: leftWidth,
      size: 8.5,
      color: COLOR.muted,
    });
    const titleY = this.write(title.toUpperCase(), LEFT, MARGIN, {
      width: CONTENT_WIDTH,
      size: 18,
      bold: true,
      align: 'right',
      color: COLOR.brand,
    });
    const numberY = this.write(number, LEFT, titleY + 1, {
      width: CONTENT_WIDTH,
      size: 11,
      bold: true,
      align: 'right',
    });
    this.rule(Math.max(y, numberY) + 10, COLOR.brand, 1.2);
    this.doc.y = Math.max(y, numberY) + 20;
  }

  /** Pages after the first: one line saying whose document this is, so a loose page is never anonymous. */
  private continuationHeader() {
    const { issuer, title, number } = this.head;
    this.write(issuer.name, LEFT, MARGIN, { width: CONTENT_WIDTH / 2, size: 9, bold: true });
    this.write(`${title} ${number}`, LEFT, MARGIN, {
      width: CONTENT_WIDTH,
      size: 9,
      bold: true,
      align: 'right',
    });
    this.rule(MARGIN + 16, COLOR.rule, 0.8);
    this.doc.y = MARGIN + 26;
  }

  private rule(y: number, color = COLOR.rule, width = 0.6) {
    this.doc.save().moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  private newPage() {
    this.doc.addPage();
    this.continuationHeader();
    if (this.columns) {
      this.drawTableHeader(this.columns);
      if (this.continuation) {
        const end = this.write(this.continuation, LEFT + 4, this.doc.y + 1, {
          width: CONTENT_WIDTH - 8,
          size: 8,
          color: COLOR.muted,
        });
        this.doc.y = end + 5;
      }
    }
  }

  /** The group the next rows belong to (e.g. "Carpentry Works · Kitchen"); null outside any group. */
  continueAs(label: string | null) {
    this.continuation = label;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number) {
    if (this.doc.y + height > CONTENT_BOTTOM) this.newPage();
  }

  gap(points: number) {
    this.doc.y += points;
  }

  /** Side-by-side blocks (client and address, or dates): each a bold heading and lines under it. */
  blocks(blocks: Block[]) {
    const width = (CONTENT_WIDTH - 16 * (blocks.length - 1)) / blocks.length;
    const heights = blocks.map(
      (b) =>
        this.measure(b.heading, width, 8, true) +
        b.lines.reduce((h, line) => h + this.measure(line, width, 9.5), 0) +
        4,
    );
    this.ensureSpace(Math.max(...heights));
    const top = this.doc.y;
    let bottom = top;
    blocks.forEach((b, i) => {
      const x = LEFT + i * (width + 16);
      let y = this.write(b.heading.toUpperCase(), x, top, { width, size: 8, bold: true, color: COLOR.muted });
      y += 2;
      for (const line of b.lines) y = this.write(line, x, y, { width, size: 9.5 });
      bottom = Math.max(bottom, y);
    });
    this.doc.y = bottom + 14;
  }

  heading(text: string) {
    this.ensureSpace(40);
    this.write(text, LEFT, this.doc.y, { width: CONTENT_WIDTH, size: 11, bold: true });
    this.doc.y += 4;
  }

  private drawTableHeader(columns: Column[]) {
    const top = this.doc.y;
    const height = 18;
    this.doc.save().rect(LEFT, top, CONTENT_WIDTH, height).fill(COLOR.band).restore();
    let x = LEFT;
    for (const c of columns) {
      this.write(c.header, x + 4, top + 5, {
        width: c.width - 8,
        size: 8,
        bold: true,
        color: COLOR.muted,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    this.doc.y = top + height + 3;
  }

  /** Begins a table; its header is drawn now and again at the top of every page it runs onto. */
  beginTable(columns: Column[]) {
    this.ensureSpace(60);
    this.columns = columns;
    this.drawTableHeader(columns);
  }

  endTable() {
    this.columns = null;
    this.continuation = null;
    this.rule(this.doc.y + 1);
    this.doc.y += 10;
  }

  /**
   * One table row. `keepWithNext` reserves room for that many points after it, so a group heading is
   * never left alone at the bottom of a page.
   */
  row(cells: Record<string, string>, style: RowStyle = {}, keepWithNext = 0) {
    const columns = this.columns;
    if (!columns) throw new Error('row() outside a table');
    const size = 8.5;
    const indent = style.indent ?? 0;
    const heights = columns.map((c, i) => {
      const text = cells[c.key] ?? '';
      const width = c.width - 8 - (i === 0 ? indent : 0);
      let h = text ? this.measure(text, width, size, style.bold) : 0;
      if (i === 0 && style.detail) h += this.measure(style.detail, width, 7.5) + 1;
      return h;
    });
    const height = Math.max(...heights, 10) + 6;
    this.ensureSpace(height + keepWithNext);
    const top = this.doc.y;
    if (style.shaded)
      this.doc
        .save()
        .rect(LEFT, top - 2, CONTENT_WIDTH, height)
        .fill('#fafafa')
        .restore();
    let x = LEFT;
    columns.forEach((c, i) => {
      const text = cells[c.key] ?? '';
      const inset = i === 0 ? indent : 0;
      const width = c.width - 8 - inset;
      let y = top + 1;
      if (text) y = this.write(text, x + 4 + inset, y, { width, size, bold: style.bold, align: c.align });
      if (i === 0 && style.detail)
        this.write(style.detail, x + 4 + inset, y + 1, { width, size: 7.5, color: COLOR.muted });
      x += c.width;
    });
    this.doc.y = top + height;
  }

  /** Right-hand label and amount pairs under a table; `strong` rows are bold with a rule above. */
  totals(rows: { label: string; value: string; strong?: boolean }[]) {
    const labelX = LEFT + CONTENT_WIDTH * 0.45;
    const labelWidth = CONTENT_WIDTH * 0.35;
    const valueWidth = CONTENT_WIDTH * 0.2;
    this.ensureSpace(rows.length * 16 + 8);
    for (const r of rows) {
      const top = this.doc.y;
      if (r.strong) {
        this.doc
          .save()
          .moveTo(labelX, top - 2)
          .lineTo(RIGHT, top - 2)
          .lineWidth(0.8)
          .strokeColor(COLOR.text)
          .stroke()
          .restore();
      }
      const size = r.strong ? 10 : 9;
      this.write(r.label, labelX, top + 1, { width: labelWidth, size, bold: r.strong });
      const end = this.write(r.value, labelX + labelWidth, top + 1, {
        width: valueWidth,
        size,
        bold: r.strong,
        align: 'right',
      });
      this.doc.y = end + 4;
    }
    this.doc.y += 8;
  }

  /** Running text; `numbered` prefixes 1., 2., ... */
  paragraphs(lines: readonly string[], options: { numbered?: boolean; size?: number } = {}) {
    const size = options.size ?? 8.5;
    lines.forEach((line, n) => {
      const text = options.numbered ? `${n + 1}.  ${line}` : line;
      this.ensureSpace(this.measure(text, CONTENT_WIDTH, size) + 3);
      const end = this.write(text, LEFT, this.doc.y, { width: CONTENT_WIDTH, size, color: COLOR.text });
      this.doc.y = end + 3;
    });
    this.doc.y += 6;
  }

  /**
   * The acceptance block of a quotation: the client's and the issuer's signature, name and date, side
   * by side and never split across pages.
   */
  signatures(statement: string, parties: { heading: string; name: string }[]) {
    const boxHeight = 104;
    this.ensureSpace(this.measure(statement, CONTENT_WIDTH, 9) + boxHeight + 16);
    const end = this.write(statement, LEFT, this.doc.y, { width: CONTENT_WIDTH, size: 9 });
    const top = end + 10;
    const width = (CONTENT_WIDTH - 20) / parties.length;
    parties.forEach((p, i) => {
      const x = LEFT + i * (width + 20);
      this.doc
        .save()
        .rect(x, top, width, boxHeight)
        .lineWidth(0.6)
        .strokeColor(COLOR.rule)
        .stroke()
        .restore();
      this.write(p.heading, x + 10, top + 8, { width: width - 20, size: 8.5, bold: true });
      this.write(p.name, x + 10, top + 22, { width: width - 20, size: 8.5, color: COLOR.muted });
      const lines = ['Signature', 'Name', 'Date'];
      lines.forEach((label, n) => {
        const y = top + 50 + n * 18;
        this.write(label, x + 10, y - 9, { width: 60, size: 7.5, color: COLOR.muted });
        this.doc
          .save()
          .moveTo(x + 62, y)
          .lineTo(x + width - 10, y)
          .lineWidth(0.5)
          .strokeColor(COLOR.muted)
          .stroke()
          .restore();
      });
    });
    this.doc.y = top + boxHeight + 12;
  }

  /** Writes the footer on every page and answers the finished file. */
  finish(): Promise<Buffer> {
    const { issuer } = this.head;
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      this.doc.switchToPage(i);
      const y = PAGE_HEIGHT - MARGIN;
      this.rule(y - 6);
      this.write(`${issuer.name}  ·  UEN ${issuer.uen}`, LEFT, y, {
        width: CONTENT_WIDTH,
        size: 7.5,
        color: COLOR.muted,
      });
      this.write(`Page ${i - range.start + 1} of ${range.count}`, LEFT, y, {
        width: CONTENT_WIDTH,
        size: 7.5,
        color: COLOR.muted,
        align: 'right',
      });
    }
    this.doc.end();
    return this.done;
  }
}
