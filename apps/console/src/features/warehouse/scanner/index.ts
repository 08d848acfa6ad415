/** The scanner kit of the warehouse screens (docs/scanner.md). */
export { useScanner, type Scanner, type UseScannerOptions, type ReadScan, type RejectedScan } from './useScanner';
export { ScanInput, type ScanInputProps } from './ScanInput';
export { ScanFeedback, useScanFeedback, type ScanFeedbackKind, type ScanFeedbackMessage, type ShowFeedbackOptions } from './ScanFeedback';
export { playScanSound, SCAN_SOUNDS, type ScanSoundKind } from './scan-sound';
export { useScanQueue, type ScanQueueHandle, type UseScanQueueOptions } from './useScanQueue';
export { ScanQueueView } from './ScanQueueView';
export { ScanQueue, isConnectionFailure, SCAN_RETRY_MS, SCAN_SEND_TIMEOUT_MS, type QueuedScan, type ScanOutcome } from './scan-queue';
