import { useEffect, useRef } from 'react';
import { Spinning } from '../../components/Spinning';
import { useLoginBox } from '../../context';

/** Logout route: ends the session once; core-state clears the user everywhere and navigates to the login URL. */
export default function Logout() {
  const { portico, strings } = useLoginBox();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void portico.session.logout();
  }, [portico]);
  return <Spinning part="logout" title={strings.logout.title} />;
}
