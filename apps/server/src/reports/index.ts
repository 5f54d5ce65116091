export { runDueReports, startReportScheduler } from './service';
export { TEMPLATES, REPORT_MSG } from './templates';
