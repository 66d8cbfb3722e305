/**
 * Writes the demo PDFs in pdf/ (`node demo/media/make-pdfs.mjs`; the output is committed). The
 * objects are written by hand so the demo needs no PDF library: A4 pages of real text that
 * pdf.js can search and pdftotext can extract.
 *
 * Text uses the standard Helvetica fonts, which viewers bring themselves, so nothing is embedded
 * and the files stay a few KB. Their WinAnsi encoding has no ğ, ı, İ or ş, so an encoding
 * difference maps those glyph names onto codes the text does not otherwise use; viewers derive
 * Unicode from the glyph names, so the Turkish words extract and search correctly.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const documents = {
  'unit-1.pdf': {
    title: 'Unit 1: Present Simple',
    pages: [
      {
        heading: 'Unit 1: Present Simple',
        lines: [
          'We use the Present Simple for habits, routines and facts.',
          'Geniş zaman (Present Simple) alışkanlıkları ve genel gerçekleri anlatır.',
          '',
          'I get up at seven o\'clock every day. — Her gün saat yedide kalkarım.',
          'She works in a hospital. — O bir hastanede çalışır.',
          'Water boils at 100 degrees. — Su 100 derecede kaynar.',
          '',
          'Form: he / she / it + verb + -s (works, goes, watches).',
          'Olumsuz: I don\'t / she doesn\'t + fiil (I don\'t smoke. She doesn\'t drive.)',
          'Soru: Do you ...? / Does he ...? (Does he live in İzmir?)',
        ],
      },
      {
        heading: 'Unit 1: Practice',
        lines: [
          'Fill in the blanks with the Present Simple.',
          'Boşlukları geniş zaman ile doldurun.',
          '',
          '1. My brother ______ (play) football on Saturdays.',
          '2. We ______ (not / watch) TV in the morning.',
          '3. ______ your mother ______ (drink) coffee?',
          '4. The bus to Ankara ______ (leave) at 8:15.',
          '',
          'Translate into English. / İngilizceye çevirin.',
          '5. Ağabeyim her sabah işe otobüsle gider.',
          '6. Öğretmenimiz ödevleri cuma günü kontrol eder.',
        ],
      },
      {
        heading: 'Unit 1: Answer Key',
        lines: [
          'Cevap anahtarı',
          '',
          '1. plays',
          '2. don\'t watch',
          '3. Does ... drink',
          '4. leaves',
          '5. My older brother goes to work by bus every morning.',
          '6. Our teacher checks the homework on Friday.',
        ],
      },
    ],
  },
  'reading-1.pdf': {
    title: 'Academic Reading: Climate and Cities',
    pages: [
      {
        heading: 'Academic Reading: Climate and Cities',
        lines: [
          'More than half of the world\'s population now lives in cities, and this share',
          'is expected to reach two thirds by 2050. Cities cover a small part of the land,',
          'yet they produce about seventy percent of energy-related carbon emissions.',
          '',
          'Asphalt and concrete absorb heat during the day and release it at night. As a',
          'result, a city centre can be several degrees warmer than the countryside around',
          'it. Scientists call this effect the urban heat island.',
          '',
          'Planners respond in two ways. Mitigation reduces emissions, for example through',
          'public transport and efficient buildings. Adaptation prepares the city for a',
          'warmer climate: green roofs, shaded streets and parks that store rainwater.',
        ],
      },
      {
        heading: 'Academic Reading: Questions',
        lines: [
          'Okuduğunu anlama soruları',
          '',
          '1. What share of the world\'s population is expected to live in cities by 2050?',
          '2. Why is a city centre warmer than the countryside at night?',
          '3. What is the difference between mitigation and adaptation?',
          '4. Give two examples of adaptation from the text.',
          '',
          'Glossary / Sözlük',
          'urban heat island — kentsel ısı adası',
          'emission — salınım',
          'adaptation — uyum',
          'İklim değişikliği şehirleri nasıl etkiler?',
        ],
      },
    ],
  },
};

const page = { width: 595, height: 842, margin: 56 };

// Codes whose WinAnsi glyphs (euro sign, unused slots) never occur in the text.
const turkishCodes = { ş: 0x80, Ğ: 0x81, ğ: 0x8d, İ: 0x8f, ı: 0x90, Ş: 0x9d };
const turkishGlyphs = { ş: 'scedilla', Ğ: 'Gbreve', ğ: 'gbreve', İ: 'Idotaccent', ı: 'dotlessi', Ş: 'Scedilla' };
const winAnsiExtras = { '—': 0x97 };

/** The font's byte for each character: ASCII and Latin-1 keep their code point. */
function encodeChar(char) {
  const code = char.codePointAt(0);
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  const mapped = turkishCodes[char] ?? winAnsiExtras[char];
  if (mapped === undefined) throw new Error(`No font code for "${char}" (U+${code.toString(16)})`);
  return mapped;
}

/** A PDF literal string; octal escapes keep the file ASCII apart from its binary marker. */
function pdfString(text) {
  const body = [...text]
    .map(encodeChar)
    .map((code) => {
      if (code === 0x28 || code === 0x29 || code === 0x5c) return `\\${String.fromCharCode(code)}`;
      return code > 0x7e ? `\\${code.toString(8)}` : String.fromCharCode(code);
    })
    .join('');
  return `(${body})`;
}

function pageContent({ heading, lines }, pageNumber, pageCount, title) {
  const { margin, height } = page;
  const bodyLines = lines.map((line) => (line === '' ? 'T*' : `${pdfString(line)} Tj T*`));
  return [
    `BT /F2 20 Tf ${margin} ${height - 72} Td ${pdfString(heading)} Tj ET`,
    `BT /F1 12 Tf 18 TL ${margin} ${height - 116} Td`,
    ...bodyLines,
    'ET',
    `BT 0.4 g /F1 9 Tf ${margin} 40 Td ${pdfString(`${title} — ${pageNumber} / ${pageCount}`)} Tj ET`,
  ].join('\n');
}

/** The whole file: objects numbered from 1, then the cross-reference table giving their offsets. */
function pdfFile({ title, pages }) {
  const fontEncoding = 5;
  const firstPage = 7;
  const differences = Object.entries(turkishCodes)
    .sort(([, a], [, b]) => a - b)
    .map(([char, code]) => `${code} /${turkishGlyphs[char]}`)
    .join(' ');
  const font = (baseFont) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding ${fontEncoding} 0 R >>`;
  const pageIds = pages.map((_, index) => firstPage + index * 2);

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length}` +
      ` /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >>`,
    `<< /Title ${pdfString(title)} /Creator (demo/media/make-pdfs.mjs) >>`,
  ];
  pages.forEach((content, index) => {
    const stream = pageContent(content, index + 1, pages.length, title);
    objects.push(`<< /Type /Page /Parent 2 0 R /Contents ${pageIds[index] + 1} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });

  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(file, 'latin1');
    file += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefOffset = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

const outputDir = new URL('./pdf/', import.meta.url);
mkdirSync(outputDir, { recursive: true });
for (const [fileName, document] of Object.entries(documents)) {
  writeFileSync(new URL(fileName, outputDir), pdfFile(document));
}
