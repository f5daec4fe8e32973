import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@sistema/shared/contract';

/** The record types the contract has messages for: `startup` from `startupCreated`, and so on. */
export type ContractEntity = {
  [Key in keyof typeof SUCCESS_MESSAGES]: Key extends `${infer Entity}Created` ? Entity : never;
}[keyof typeof SUCCESS_MESSAGES];

/**
 * A resource's Spanish messages, as the contract words them (the screens show the same ones):
 * success banners, the 404 of an unknown id and the 412 of a stale version.
 */
export const contractMessages = (entity: ContractEntity) => ({
  created: SUCCESS_MESSAGES[`${entity}Created`],
  updated: SUCCESS_MESSAGES[`${entity}Updated`],
  deleted: SUCCESS_MESSAGES[`${entity}Deleted`],
  notFound: ERROR_MESSAGES[`${entity}NotFound`],
  changed: ERROR_MESSAGES[`${entity}Changed`],
});

export type ResourceMessages = ReturnType<typeof contractMessages>;
