import { DetailRoutes } from '../../shell/detail-route';
import RolesSection from './RolesSection';
import { RoleDetail } from './RoleDetail';

/** The roles section's chunk: the table and matrix at `/admin/roles`, one role at `/admin/roles/{id}`. */
export default function RolesRoute() {
  return <DetailRoutes list={<RolesSection />} detail={(id) => <RoleDetail roleId={id} />} />;
}
