import { useNavigation } from 'react-router';
import classes from './app-layout.module.css';

/** A thin bar while the guard loads permissions and the next screen's chunk. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.progress} role="progressbar" aria-label="Loading page" data-testid="navigation-progress" />;
}
