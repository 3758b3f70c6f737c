export { StageGate, stageGateTexts, type StageGateProps } from './stage-gate';
