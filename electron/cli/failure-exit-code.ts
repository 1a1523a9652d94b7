/**
 * The exit code of a failed call to an installation, the same split for every command that calls
 * one: reached and answered (1: status:false, an answer that breaks the specification, an HTTP
 * error of the installation itself) versus not reached or not this API (2: a 404, the network, a
 * timeout, not JSON, cancelled).
 */
import type { CallFailure } from '../../shared/call-result';
import { EXIT } from './exit-codes';

export function exitCodeForFailure(failure: CallFailure, httpStatus: number | undefined): number {
  switch (failure.kind) {
    case 'api-failure':
    case 'contract':
      return EXIT.VIOLATION;
    case 'http-status':
      return httpStatus === 404 ? EXIT.FAILURE : EXIT.VIOLATION;
    default:
      return EXIT.FAILURE;
  }
}
