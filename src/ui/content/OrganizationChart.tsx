import {
  holderLabelOf,
  type OrganizationNode,
  type OrganizationPosition,
  organizationTree,
} from '../../domain/content/organization';
import './OrganizationChart.css';

/**
 * The organisation chart drawn as boxes joined by lines: a nested list (each position's list
 * holds the positions under it), so that a screen reader announces the levels and the counts the
 * picture shows. The lines are the list's borders (OrganizationChart.css).
 */
export function OrganizationChart({
  positions,
  label,
}: {
  readonly positions: readonly OrganizationPosition[];
  readonly label: string;
}) {
  return (
    // Wider than a phone, it scrolls sideways: a keyboard reaches it too.
    <div className="org-chart" role="region" aria-label={label} tabIndex={0}>
      <ul className="org-chart__tree" aria-label={label}>
        {organizationTree(positions).map((node, index) => (
          <Branch key={index} node={node} />
        ))}
      </ul>
    </div>
  );
}

function Branch({ node }: { readonly node: OrganizationNode }) {
  const { position, children } = node;
  const holder = holderLabelOf(position);
  return (
    <li>
      <div className={holder ? 'org-chart__box' : 'org-chart__box org-chart__box--office'}>
        <strong className="org-chart__title">{position.title}</strong>
        {holder ? <span className="org-chart__holder">{holder}</span> : null}
        {position.contact ? (
          <span className="org-chart__contact">
            <span className="visually-hidden">연락처 </span>
            {position.contact}
          </span>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul>
          {children.map((child, index) => (
            <Branch key={index} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
