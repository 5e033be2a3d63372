import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CALRESOURCE_STREAM_PREFIX, type CalResourceFieldsData, type EventStore } from '@tutela/contracts';
import { DEMO_CALRESOURCES } from '../../demo/demo-data';
import { demoPrincipal } from '../../demo/demo-principal';
import { commandContextOf } from '../../http/command-context';
import { EVENT_STORE } from '../../shared/tokens';
import { CreateCalResourceCommand } from '../commands/create-calresource/create-calresource.command';

type DemoRecord = CalResourceFieldsData & { key: keyof typeof DEMO_CALRESOURCES; resourceType: 'resources' | 'classrooms' };

const RECORDS: DemoRecord[] = [
  {
    key: 'ecografo',
    resourceType: 'resources',
    name: 'Ecografo portatile',
    kind: 'Ecografo',
    location: 'Milano',
    address: null,
    capacity: null,
  },
  {
    key: 'spirometro',
    resourceType: 'resources',
    name: 'Spirometro',
    kind: 'Spirometro',
    location: 'Milano',
    address: null,
    capacity: null,
  },
  {
    key: 'ambulatorio1',
    resourceType: 'classrooms',
    name: 'Ambulatorio 1',
    kind: 'Ambulatorio medico',
    location: 'Milano',
    address: 'Via Giuseppe Verdi 10, 20121 Milano (MI)',
    capacity: 1,
  },
  {
    key: 'ambulatorio2',
    resourceType: 'classrooms',
    name: 'Ambulatorio 2',
    kind: 'Ambulatorio e sala riunioni',
    location: 'Milano',
    address: 'Via Giuseppe Verdi 10, 20121 Milano (MI)',
    capacity: 12,
  },
];

/** Two resources and two rooms of the demo entity, created by the secretary; a record that exists is left alone. */
export async function seedDemoCalResources(app: INestApplicationContext): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const principal = demoPrincipal('secretary', 'md', 6);
  for (const { key, resourceType, ...fields } of RECORDS) {
    const calResourceId = DEMO_CALRESOURCES[key];
    if ((await store.readStream(`${CALRESOURCE_STREAM_PREFIX}${calResourceId}`, { toRevision: 0 })).length > 0) continue;
    const context = commandContextOf(principal, `tutela-demo:calresource:${key}`);
    await commands.execute(new CreateCalResourceCommand({ calResourceId, resourceType, ...fields }, context));
  }
}
