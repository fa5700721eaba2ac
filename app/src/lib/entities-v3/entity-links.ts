/**
 * The store manager's pages for the named entities of a v3 store, one per entity of the contract: their address under
 * `/manage/` (`slug`) and their title (docs/decisions.md#37). The router and the manager's navigation read this list;
 * the pages' code, and each entity's descriptor, load only when one of them opens.
 */
export { namedEntitiesV3 as ENTITY_LINKS_V3 } from '../../../../generated/named-entities-v3.gen';
