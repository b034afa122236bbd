// A small app of another team: a form with a dialog and a table from the packed @studio/ui.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  GlobalStyle,
  StudioThemeProvider,
  TextField,
} from '@studio/ui';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@studio/ui/Table';

const channels = [
  { id: 'main', name: 'Main sanctuary', region: 'North America' },
  { id: 'youth', name: 'Youth hall', region: 'Europe' },
];

function ConsumerPage() {
  const [name, setName] = useState('');
  return (
    <StudioThemeProvider>
      <GlobalStyle />
      <Form onSubmit={(event) => event.preventDefault()}>
        <TextField label="Channel name" value={name} onChange={setName} />
        <DialogTrigger>
          <Button>Open details</Button>
          <Dialog title="Channel details" closeLabel="Close">
            <p>{name}</p>
          </Dialog>
        </DialogTrigger>
      </Form>
      <Table aria-label="Channels">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Region</Column>
        </TableHeader>
        <TableBody items={channels}>
          {(channel) => (
            <Row id={channel.id}>
              <Cell>{channel.name}</Cell>
              <Cell>{channel.region}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </StudioThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<ConsumerPage />);
