export { QuestionnaireStep } from './questionnaire-step';
export { questionnaireTexts } from './questionnaire-texts';
