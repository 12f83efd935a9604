// hide_controls_on_last_page: only walkthroughs that set it get this module; the others' script
// has functions here that do nothing (BuiltInWebAssets.optionalModules).

/**
 * On the last page, the bar slides away and the page's own done button (and Start again) take its
 * place; the focus follows when it was in the bar.
 */
export function renderControlsHidden(view, pager) {
  const hidden = pager.areControlsHidden;
  view.finishButtons.forEach((button) => { button.hidden = !hidden || (button.dataset.action === 'restart' && !pager.isRestartVisible); });
  if (view.root.classList.contains('are-controls-hidden') === hidden) return;
  const hadFocus = view.controls.contains(view.root.ownerDocument.activeElement);
  view.root.classList.toggle('are-controls-hidden', hidden);
  view.controls.inert = hidden;
  if (hidden && hadFocus) view.finishButtons[0].focus();
}

/** The finish buttons (Done, Start again) go to the last of the pages `kept`. */
export function moveFinishButtons(view, kept) {
  const finishing = view.root.querySelector('.walkthrough-finish');
  if (finishing) kept[kept.length - 1].element.querySelector('.walkthrough-text').append(finishing);
}
