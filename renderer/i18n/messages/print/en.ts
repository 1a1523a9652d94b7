// Printing's words (renderer/features/print/), in English: the button, how a print went, the
// document's title while it prints and what a long list's print leaves out.
export const printEn = {
  'print.print': 'Print…',
  'print.pdf': 'Save as PDF…',
  'print.preparing': 'Preparing the print…',
  'print.preparingImages':
    'Preparing the print: {loaded, number} of {images, plural, one {# image} other {# images}} loaded…',
  'print.saving': 'Saving the PDF…',
  'print.saved': 'Saved as {file}',
  'print.cancelled': 'Save as PDF cancelled; nothing was saved.',
  'print.failed': 'The PDF could not be saved: {message}',
  'print.title.fleet': 'Availability report',
  'print.limit.categories':
    'The first {rows, number} of {shown, plural, one {# category} other {# categories}} are printed, without images: Export… writes them all.',
  'print.limit.changes':
    'The first {rows, number} of {shown, plural, one {# change} other {# changes}} are printed, without images: the exports hold them all.',
  'print.noImages.categories':
    'The {shown, plural, one {# category} other {# categories}} are printed without images (a print shows them for up to {max, number}).',
  'print.noImages.changes':
    'The {shown, plural, one {# change} other {# changes}} are printed without images (a print shows them for up to {max, number}).',
} as const;
