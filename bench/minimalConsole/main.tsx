import { Admin, Datagrid, type DataProvider, InfiniteList, Resource, TextField } from 'react-admin';
import { createRoot } from 'react-dom/client';

/**
 * The reference `npm run bench:console` sets the console against (scripts/benchConsole.ts): the smallest react-admin
 * app with the console's versions showing the same first 100 attributes — one resource, an infinite list, a Datagrid
 * of three text columns, the default theme and layout, the same API call and token. What it costs is react-admin's
 * and MUI's own; what the console takes beyond it is the console's.
 */
const FIRST_PAGE = '/api/attributes?usage=exam&order%5Bid%5D=asc&page=1&itemsPerPage=100';

interface Attribute {
  id: number;
  keyName: string;
  type: string;
  label: { language: string; value: string }[];
}

const dataProvider = {
  getList: async () => {
    const answer = await fetch(FIRST_PAGE, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('auth.token')}` },
    });
    const rows = (await answer.json()) as Attribute[];
    const data = rows.map((row) => ({ ...row, labelFr: row.label.find((t) => t.language === 'fr')?.value }));
    return { data, pageInfo: { hasNextPage: true, hasPreviousPage: false } };
  },
} as unknown as DataProvider;

const AttributeList = () => (
  <InfiniteList pagination={false}>
    <Datagrid bulkActionButtons={false}>
      <TextField source="labelFr" />
      <TextField source="keyName" />
      <TextField source="type" />
    </Datagrid>
  </InfiniteList>
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="attributes" list={AttributeList} />
    </Admin>,
  );
