export { runDueReports, startReportScheduler } from './service';
export { TEMPLATES, REPORT_MSG } from './templates';
export { REPORT_UNIQUE } from './unique';
