import type { SiteClient } from 'sitekit';
import * as hooks from 'sitekit/react';
import * as generated from 'sitekit/schemas';
import type { EntityDescriptorV3, EntityValuesV3 } from '../entity-kind';
import { withoutEmpty } from '../entity-form-values';
import { entityReads } from '../entity-page-reader';
import { entityWrites } from '../entity-writes';

type InfoSections = SiteClient['infoSectionsV3'];
type InfoSection = Awaited<ReturnType<InfoSections['getInfoSection']>>;

const FIELDS = [
  {
    name: 'uniqueName',
    label: 'Section name',
    hint: 'Tells the sections apart in the manager; customers do not see it.',
  },
  { name: 'title', label: 'Title' },
  { name: 'plainDescription', label: 'Text', richText: true, hint: 'Shown under the title on the product page.' },
];

const valuesOf = (section: InfoSection): EntityValuesV3 => ({
  uniqueName: section.uniqueName ?? '',
  title: section.title ?? '',
  plainDescription: section.plainDescription ?? '',
});

/** Info sections: a titled text on the pages of the products they are assigned to. */
export const descriptor: EntityDescriptorV3<InfoSection> = {
  noun: 'info section',
  nameOf: (section) => section.uniqueName ?? '',
  columns: [
    { label: 'Title', value: (section) => section.title },
    { label: 'Products', value: (section) => section.assignedProductsCount ?? '—' },
  ],
  ...entityReads(
    { sortField: 'uniqueName', options: { fields: ['ASSIGNED_PRODUCTS_COUNT'] }, items: (a) => a.infoSections },
    [hooks.useQueryInfoSectionsV3, hooks.useGetInfoSectionV3],
  ),
  ...entityWrites<Parameters<InfoSections['createInfoSection']>[0], Parameters<InfoSections['updateInfoSection']>[1]>([
    hooks.useCreateInfoSectionV3,
    hooks.useUpdateInfoSectionV3,
    hooks.useDeleteInfoSectionV3,
    hooks.useBulkDeleteInfoSectionsV3,
  ]),
  createForm: {
    fields: FIELDS,
    schema: generated.zNewInfoSectionV3(),
    // The text is optional; the name and title are sent even when empty, so that the schema names them.
    bodyOf: (values) => ({ uniqueName: values.uniqueName ?? '', title: values.title ?? '', ...withoutEmpty(values) }),
    initial: { uniqueName: '', title: '', plainDescription: '' },
  },
  editForm: { fields: FIELDS, schema: generated.zInfoSectionUpdateV3(), valuesOf },
};
