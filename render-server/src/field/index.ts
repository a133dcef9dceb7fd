// @stallions/render-server/field: the field records' interfaces and production sink (for local-cloud's store and
// the release and field commands), and the canary judgement's schedule.
export {
  cloudLoggingLine,
  cloudLoggingSink,
  fieldLogMessage,
  memoryFieldRecords,
  type FieldRecordQuery,
  type FieldRecords,
  type FieldRecordSink,
  type FieldRecordSource,
} from './records';
export type { FieldEndpointOptions } from './endpoint';
export {
  autoCanariesOf,
  dueForJudgement,
  fetchPointers,
  startCanaryJudging,
  type AutoCanary,
  type CanaryJudgeOptions,
} from './canary-judge';
