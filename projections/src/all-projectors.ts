import { activityLogProjector } from './activity-log/activity-log.projector';
import { appointmentsProjector } from './appointments/appointments.projector';
import { calResourcesProjector } from './calresources/calresources.projector';
import { examinationsProjector } from './examinations/examinations.projector';
import { formDefinitionsProjector } from './examinations/form-definitions.projector';
import { chatsProjector } from './chats/chats.projector';
import { dvrProjector } from './dvr/dvr.projector';
import { customersProjector } from './customers/customers.projector';
import { jobsProjector } from './jobs/jobs.projector';
import type { Projector } from './runtime/projector';
import { sessionsProjector } from './sessions/sessions.projector';
import { usersProjector } from './users/users.projector';
import { workersProjector } from './workers/workers.projector';

/** Every read model the runtime maintains, in the order their migrations run. */
export function allProjectors(): Projector[] {
  return [
    activityLogProjector(),
    usersProjector,
    customersProjector,
    sessionsProjector,
    workersProjector,
    jobsProjector,
    examinationsProjector,
    formDefinitionsProjector,
    chatsProjector,
    dvrProjector,
    appointmentsProjector,
    calResourcesProjector,
  ];
}
