import { DetailRoutes } from '../../shell/detail-route';
import UsersSection from './UsersSection';
import { UserDetail } from './UserDetail';

/** The users section's chunk: the table at `/admin/users`, one user at `/admin/users/{id}` (the section's sub-path). */
export default function UsersRoute() {
  return <DetailRoutes list={<UsersSection />} detail={(id) => <UserDetail userId={id} />} />;
}
