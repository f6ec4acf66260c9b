import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import classes from './NavigationProgress.module.css';

/** A thin bar along the top while a route loads or any query or mutation is in flight. */
export function NavigationProgress() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const active = fetching + mutating > 0 || navigation.state !== 'idle';
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (active) {
      setProgress((p) => Math.max(p, 12));
      // Creeps towards 90 % without ever arriving; completion jumps to 100 %.
      const timer = window.setInterval(() => setProgress((p) => p + (90 - p) * 0.12), 180);
      return () => window.clearInterval(timer);
    }
    setProgress((p) => (p === 0 ? 0 : 100));
    const timer = window.setTimeout(() => setProgress(0), 350);
    return () => window.clearTimeout(timer);
  }, [active]);

  return (
    <div
      className={classes.bar}
      data-visible={progress > 0 ? true : undefined}
      data-done={progress === 100 ? true : undefined}
      style={{ width: `${progress}%` }}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={progress === 0}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="navigation-progress"
      data-active={active ? true : undefined}
    />
  );
}
