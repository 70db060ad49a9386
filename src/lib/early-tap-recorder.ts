/** The part of src/lib/early-taps that only the server render needs: the inline recorder. */

/**
 * Inline in every page's head, ahead of everything: records the last `<button type="button">` tapped
 * (the buttons that do nothing without scripts; a form's submit button works natively). `___stopEarlyTaps` stops recording and hands the tap over.
 */
export const EARLY_TAP_RECORDER =
  '(function(){var w=window,d=document,tap=null;function on(e){var t=e.target;t=t&&t.closest?t.closest(\'button[type="button"]\'):null;if(t)tap=t}' +
  'd.addEventListener("click",on,true);w.___stopEarlyTaps=function(){d.removeEventListener("click",on,true);var t=tap;tap=null;return t}})();';
