/** The day-factor table (staffel): its editor and the text form it is edited in. */
export { StaffelEditor, StaffelPreview } from './staffel-editor';
export {
  factorText,
  firstStaffelProblem,
  parseStaffelRows,
  type StaffelRowText,
  staffelPreview,
  staffelRowsText,
} from './staffel-text';
