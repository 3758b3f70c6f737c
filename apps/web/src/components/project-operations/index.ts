export { ProjectFilesList, projectFileTexts } from './project-files-list';
export { ScheduleView, scheduleViewTexts } from './schedule-view';
export { ServiceLinesTable, serviceLinesTexts } from './service-lines-table';
