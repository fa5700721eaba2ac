import { SiteError, type SiteErrorInit } from './site-error.js';

export interface ApplicationErrorFields {
  code: string;
  description: string;
  data: Record<string, unknown>;
}

export interface ApplicationErrorInit extends Omit<SiteErrorInit, 'code' | 'message'> {
  serverMessage: string | undefined;
  applicationError: ApplicationErrorFields;
}

/** "message: description", or just one of them when they are equal or one is missing. */
export function applicationErrorMessage(serverMessage: string | undefined, description: string): string {
  if (!serverMessage) return description;
  if (!description || description === serverMessage) return serverMessage;
  return `${serverMessage}: ${description}`;
}

/** A business rule failed on the server (`details.applicationError`): `code`, `description` and `data` as sent. */
export class SiteApplicationError extends SiteError {
  readonly applicationError: ApplicationErrorFields;

  constructor(init: ApplicationErrorInit) {
    const { serverMessage, applicationError, ...rest } = init;
    super('application', {
      ...rest,
      code: applicationError.code,
      message: applicationErrorMessage(serverMessage, applicationError.description),
    });
    this.name = 'SiteApplicationError';
    this.applicationError = applicationError;
  }
}
