export { DreamboardBoard } from './dreamboard-board';
export { dreamboardTexts } from './dreamboard-texts';
