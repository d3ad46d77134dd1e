/**
 * Recording evidence: the limits, the refusals and the screen's words. Imports nothing, so
 * a bundle takes these values without TypeBox.
 */
/** The most characters of evidence text. */
export const EVIDENCE_TEXT_MAX = 2000;
/** The longest link, in characters. */
export const EVIDENCE_LINK_MAX = 500;
/** The most success criteria one request may tick (a project has far fewer). */
export const EVIDENCE_CRITERIA_MAX = 100;

export const EVIDENCE_REFUSAL = {
  textRequired: 'Please write what your evidence shows.',
  textTooLong: `Please keep your evidence to ${EVIDENCE_TEXT_MAX} characters.`,
  badLink: 'Please enter a link that starts with http:// or https://.',
  linkTooLong: `Please keep the link to ${EVIDENCE_LINK_MAX} characters.`,
  oneAttachment: 'Please choose a file, a link or a note, not more than one.',
  criterionNotOfProject: 'A success criterion is not one of this project. Please tick them again.',
  fileTaken: 'That file is already part of other evidence. Please upload it again.',
} as const;

/** The screen's words. */
export const EVIDENCE_TEXTS = {
  add: 'Add evidence',
  edit: 'Edit',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  text: 'What does it show?',
  attach: 'Attach',
  nothing: 'Nothing',
  file: 'A file',
  link: 'A link',
  note: 'One of my notes',
  chooseNote: 'Note',
  chooseFile: 'File to upload',
  linkAddress: 'Link address',
  criteria: 'Success criteria it meets',
  removeConfirm: 'Remove this evidence?',
  seen: (by: string, on: string) => `Seen by ${by} on ${on}`,
  notSeen: 'Not seen yet',
  markSeen: 'Mark seen',
  unmarkSeen: 'Not seen',
  pupilEvidence: 'Evidence',
  noEvidence: 'No evidence yet.',
} as const;
