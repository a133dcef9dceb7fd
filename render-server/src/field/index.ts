// @stallions/render-server/field: the field records' interfaces and their Cloud Logging line (for local-cloud's
// store and the release and field commands), and the canary judgement's schedule.
export { cloudLoggingLine, type FieldRecordQuery, type FieldRecords, type FieldRecordSource } from './records';
export { startCanaryJudging } from './canary-judge';
