import type { ReactNode } from 'react';
import type { DocumentCategory } from '@common/categories.js';

/**
 * A drawn sample of what a category's visualization looks like, shown on the document page
 * until the document has a real visualization (the rendered template preview replaces it).
 */
export function SampleTemplatePreview({ category }: { category: DocumentCategory }) {
  const sample = SAMPLES[category];
  return (
    <svg
      viewBox="0 0 480 270"
      role="img"
      aria-label={sample.label}
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width="480" height="270" rx="14" fill="#fff" />
      {sample.draw}
    </svg>
  );
}

const ink = '#334155';
const faint = '#e2e8f0';
const line = (x: number, y: number, width: number, fill = faint, height = 7) => (
  <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />
);

function Title({ text, accent }: { text: string; accent: string }) {
  return (
    <g>
      <rect x="24" y="22" width="4" height="18" rx="2" fill={accent} />
      <text x="36" y="36" fontSize="15" fontWeight="600" fill={ink} fontFamily="inherit">
        {text}
      </text>
    </g>
  );
}

function Competitors() {
  const columns = ['Company', 'Features', 'Pricing', 'Market', 'Support'];
  const rows = [
    { color: '#2563eb', bars: [0.9, 0.6, 0.75, 0.8] },
    { color: '#0891b2', bars: [0.7, 0.85, 0.5, 0.6] },
    { color: '#7c3aed', bars: [0.55, 0.4, 0.35, 0.7] },
    { color: '#64748b', bars: [0.4, 0.7, 0.2, 0.45] },
  ];
  return (
    <g>
      <Title text="Competitor Analysis" accent="#2563eb" />
      <rect x="24" y="56" width="432" height="26" rx="6" fill="#eff6ff" />
      {columns.map((column, index) => (
        <text
          key={column}
          x={index === 0 ? 36 : 140 + (index - 1) * 80}
          y="73"
          fontSize="10"
          fontWeight="600"
          fill="#1d4ed8"
        >
          {column}
        </text>
      ))}
      {rows.map((row, rowIndex) => {
        const y = 92 + rowIndex * 42;
        return (
          <g key={rowIndex}>
            <circle cx="42" cy={y + 14} r="9" fill={row.color} opacity="0.9" />
            {line(58, y + 10, 56, '#cbd5e1')}
            {row.bars.map((value, index) => (
              <g key={index}>
                {line(140 + index * 80, y + 10, 64)}
                {line(140 + index * 80, y + 10, 64 * value, row.color)}
              </g>
            ))}
            {rowIndex < rows.length - 1 && (
              <rect x="24" y={y + 34} width="432" height="1" fill={faint} />
            )}
          </g>
        );
      })}
    </g>
  );
}

function Roadmap() {
  const phases = [
    { x: 34, color: '#7c3aed', label: 'Phase 1' },
    { x: 142, color: '#8b5cf6', label: 'Phase 2' },
    { x: 250, color: '#a78bfa', label: 'Phase 3' },
    { x: 358, color: '#c4b5fd', label: 'Phase 4' },
  ];
  return (
    <g>
      <Title text="Product Roadmap" accent="#7c3aed" />
      <rect x="34" y="112" width="412" height="4" rx="2" fill="#ede9fe" />
      {phases.map((phase, index) => (
        <g key={phase.label}>
          <rect x={phase.x} y="70" width="96" height="28" rx="14" fill={phase.color} />
          <text
            x={phase.x + 48}
            y="88"
            fontSize="11"
            fontWeight="600"
            textAnchor="middle"
            fill={index < 2 ? '#fff' : '#4c1d95'}
          >
            {phase.label}
          </text>
          <rect
            x={phase.x + 42}
            y="108"
            width="12"
            height="12"
            rx="2"
            fill="#fff"
            stroke={phase.color}
            strokeWidth="3"
            transform={`rotate(45 ${phase.x + 48} 114)`}
          />
          {[0, 1, 2].map((item) => (
            <g key={item}>
              <circle cx={phase.x + 6} cy={146 + item * 26} r="3.5" fill={phase.color} />
              {line(phase.x + 16, 142 + item * 26, 72 - item * 12)}
            </g>
          ))}
        </g>
      ))}
      {line(34, 232, 120, '#f1f5f9', 10)}
    </g>
  );
}

function ValueProposition() {
  return (
    <g>
      <Title text="Value Proposition" accent="#059669" />
      <rect
        x="40"
        y="62"
        width="176"
        height="176"
        rx="12"
        fill="#ecfdf5"
        stroke="#a7f3d0"
        strokeWidth="2"
      />
      <path d="M40 150h176M128 62v176" stroke="#a7f3d0" strokeWidth="2" />
      <circle cx="352" cy="150" r="88" fill="#f0fdfa" stroke="#99f6e4" strokeWidth="2" />
      <path d="M352 62v88l76 44M352 150l-76 44" stroke="#99f6e4" strokeWidth="2" fill="none" />
      <text x="84" y="106" fontSize="10" fontWeight="600" textAnchor="middle" fill="#047857">
        Products
      </text>
      <text x="172" y="106" fontSize="10" fontWeight="600" textAnchor="middle" fill="#047857">
        Gain creators
      </text>
      <text x="128" y="200" fontSize="10" fontWeight="600" textAnchor="middle" fill="#047857">
        Pain relievers
      </text>
      <text x="316" y="126" fontSize="10" fontWeight="600" textAnchor="middle" fill="#0f766e">
        Gains
      </text>
      <text x="388" y="126" fontSize="10" fontWeight="600" textAnchor="middle" fill="#0f766e">
        Pains
      </text>
      <text x="352" y="206" fontSize="10" fontWeight="600" textAnchor="middle" fill="#0f766e">
        Customer jobs
      </text>
      {line(60, 118, 48, '#d1fae5')}
      {line(148, 118, 48, '#d1fae5')}
      {line(104, 212, 48, '#d1fae5')}
      {line(296, 138, 40, '#ccfbf1')}
      {line(368, 138, 40, '#ccfbf1')}
      <path d="M232 150h36" stroke="#34d399" strokeWidth="3" strokeLinecap="round" />
      <path d="M262 143l8 7-8 7" stroke="#34d399" strokeWidth="3" fill="none" />
    </g>
  );
}

function Risks() {
  const heat = ['#bbf7d0', '#fef9c3', '#fde68a', '#fdba74', '#fca5a5'];
  const cells: ReactNode[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const level = Math.min(4, Math.floor(((4 - row + column) * 4) / 8));
      cells.push(
        <rect
          key={`${row}-${column}`}
          x={60 + column * 36}
          y={62 + row * 34}
          width="32"
          height="30"
          rx="5"
          fill={heat[level]}
        />,
      );
    }
  }
  const dots = [
    { x: 60 + 3 * 36 + 16, y: 62 + 1 * 34 + 15, color: '#dc2626' },
    { x: 60 + 1 * 36 + 16, y: 62 + 2 * 34 + 15, color: '#d97706' },
    { x: 60 + 4 * 36 + 16, y: 62 + 0 * 34 + 15, color: '#b91c1c' },
    { x: 60 + 0 * 36 + 16, y: 62 + 4 * 34 + 15, color: '#16a34a' },
  ];
  return (
    <g>
      <Title text="Risk Analysis" accent="#ea580c" />
      {cells}
      {dots.map((dot, index) => (
        <circle
          key={index}
          cx={dot.x}
          cy={dot.y}
          r="6"
          fill={dot.color}
          stroke="#fff"
          strokeWidth="2"
        />
      ))}
      <text x="150" y="250" fontSize="9" textAnchor="middle" fill="#64748b">
        Impact →
      </text>
      <text
        x="46"
        y="148"
        fontSize="9"
        textAnchor="middle"
        fill="#64748b"
        transform="rotate(-90 46 148)"
      >
        Probability →
      </text>
      {[0, 1, 2].map((index) => {
        const y = 70 + index * 56;
        const colors = ['#dc2626', '#d97706', '#16a34a'];
        return (
          <g key={index}>
            <rect x="270" y={y} width="186" height="46" rx="8" fill="#fff7ed" />
            <rect x="270" y={y} width="4" height="46" rx="2" fill={colors[index]} />
            {line(284, y + 12, 96, '#fed7aa')}
            {line(284, y + 27, 146)}
          </g>
        );
      })}
    </g>
  );
}

function Generic() {
  return (
    <g>
      {line(24, 28, 140, '#cbd5e1', 12)}
      {[0, 1, 2, 3, 4].map((index) => {
        const heights = [70, 110, 90, 140, 120];
        const height = heights[index] ?? 80;
        return (
          <rect
            key={index}
            x={44 + index * 44}
            y={226 - height}
            width="28"
            height={height}
            rx="5"
            fill={index === 3 ? '#818cf8' : '#c7d2fe'}
          />
        );
      })}
      <rect x="24" y="228" width="240" height="2" fill={faint} />
      {[0, 1, 2, 3, 4].map((index) => (
        <g key={index}>
          <circle cx="300" cy={78 + index * 32} r="5" fill={index === 1 ? '#818cf8' : '#c7d2fe'} />
          {line(314, 74 + index * 32, 130 - index * 14)}
        </g>
      ))}
    </g>
  );
}

const SAMPLES: Record<DocumentCategory, { label: string; draw: ReactNode }> = {
  competitor_analysis: {
    label: 'Sample competitor analysis: companies compared by features, pricing and market',
    draw: <Competitors />,
  },
  product_roadmap: {
    label: 'Sample product roadmap: phases on a timeline with milestones',
    draw: <Roadmap />,
  },
  value_proposition: {
    label: 'Sample value proposition canvas: products and customer profile',
    draw: <ValueProposition />,
  },
  risk_analysis: {
    label: 'Sample risk analysis: a probability and impact matrix with risks',
    draw: <Risks />,
  },
  unknown: {
    label: 'Sample visualization',
    draw: <Generic />,
  },
};
