/** The look of the toolbar's text boxes and select, light and dark. */
export const toolbarFieldClasses =
  'h-11 rounded-lg border text-sm border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
