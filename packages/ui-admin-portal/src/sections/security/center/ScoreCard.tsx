import type { SecurityCategory } from '@portico/core-state/admin';
import { useAdmin } from '../../../context';
import { format } from '../../../localization';
import { useSecurityScore } from './useSecurityCenter';

/** The security score (0–100) as a meter, with the points per area. */
export function ScoreCard() {
  const { strings } = useAdmin();
  const s = strings.securityCenter;
  const { score, scoring } = useSecurityScore();
  if (score === null) return null;
  const tone = score >= 80 ? 'text-green-700' : score >= 50 ? 'text-amber-700' : 'text-red-700';
  return (
    <section className="portico-admin-security-center__score flex flex-wrap items-center gap-6" aria-label={s.scoreLabel} aria-live="polite">
      <div className="flex flex-col items-start gap-1">
        <span className="portico-admin-muted text-sm">{s.scoreLabel}</span>
        <span className={`portico-admin-security-center__score-value text-4xl font-bold ${tone}`} data-score={score}>{score}</span>
        <meter className="portico-admin-security-center__meter w-48" min={0} max={100} low={50} high={80} optimum={100} value={score} aria-label={s.scoreLabel}>
          {format(s.scoreOutOf, { score: String(score) })}
        </meter>
      </div>
      <dl className="portico-admin-security-center__scoring grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label={s.scoring}>
        {(Object.entries(scoring) as [SecurityCategory, number][]).map(([category, points]) => (
          <div key={category} className="contents">
            <dt className="portico-admin-muted">{s.categories[category as keyof typeof s.categories] ?? category}</dt>
            <dd className="m-0 font-medium" data-category={category}>{points}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
