import type { Category } from '@common/categories.js';
import type { VisualizationData } from '@common/render/index.js';

/**
 * Realistic example data per category, drawn with the category's template on a document page
 * until the document has a visualization of its own. Invented, but plausible.
 */
export const SAMPLE_DATA: Record<Category, VisualizationData> = {
  competitor_analysis: {
    title: 'Team Chat Tools 2025',
    subject: 'Relay',
    competitors: ['Slack', 'Microsoft Teams', 'Google Chat', 'Mattermost'],
    competitors_details: [
      {
        name: 'Slack',
        features: ['Huddles', 'Workflow builder', '2,600+ apps'],
        pricing: 'Free; Pro $8.75/user/mo',
        market_share: '32%',
        support: '24/7 chat on Business+',
        limitations: ['90-day history on Free'],
      },
      {
        name: 'Microsoft Teams',
        features: ['Office 365 suite', 'Meetings up to 1,000'],
        pricing: 'From $4/user/mo',
        market_share: '44%',
        support: 'Microsoft 365 support',
        limitations: ['Heavy desktop client'],
      },
      {
        name: 'Google Chat',
        features: ['Gmail integration', 'Spaces'],
        pricing: 'With Workspace, $7/user/mo',
        market_share: '9%',
        support: 'Workspace support',
        limitations: ['Few third-party apps'],
      },
      {
        name: 'Mattermost',
        features: ['Self-hosted', 'Open source'],
        pricing: 'Free; Pro $10/user/mo',
        market_share: '3%',
        support: 'Community; paid SLA',
        limitations: ['Setup and upkeep'],
      },
    ],
    competitor_analysis:
      'Teams leads through bundling; Slack wins on integrations; self-hosting is the open niche.',
  },
  product_roadmap: {
    title: 'Mobile App Roadmap',
    phases: [
      {
        name: 'Discovery',
        timeline: 'Q1 2025',
        status: 'Done',
        features: ['User interviews', 'Prototype', 'Pricing test'],
      },
      {
        name: 'Beta',
        timeline: 'Q2 2025',
        status: 'In progress',
        features: ['Offline mode', 'Push notifications', 'SSO'],
      },
      {
        name: 'Launch',
        timeline: 'Q3 2025',
        status: 'Planned',
        features: ['App Store release', 'Referral program'],
      },
      {
        name: 'Scale',
        timeline: 'Q4 2025',
        status: 'Planned',
        features: ['Android tablets', 'Team workspaces'],
      },
    ],
    milestones: [
      { date: 'Mar 2025', description: 'Prototype validated with 20 customers' },
      { date: 'Jun 2025', description: 'Public beta with 1,000 users' },
      { date: 'Sep 2025', description: 'General availability' },
    ],
  },
  value_proposition: {
    title: 'Smart Expense Tracking',
    segments: ['Freelancers', 'Small agencies', 'Remote teams'],
    jobs: ['File expenses', 'Reconcile receipts', 'Prepare tax returns'],
    pains: ['Lost receipts', 'Month-end crunch', 'Manual data entry'],
    gains: ['Real-time budgets', 'Tax-ready reports', 'Fewer errors'],
    products: ['Mobile receipt scanner', 'Bank sync', 'Accountant portal'],
    relievers: ['Auto-capture from email', 'One-tap categories'],
    creators: ['Live spending dashboard', 'Quarterly tax estimate'],
    value_proposition: 'Expenses that file themselves, so month-end takes minutes, not days.',
  },
  risk_analysis: {
    title: 'Platform Migration Risks',
    risks: [
      {
        name: 'Data loss during migration',
        probability: 2,
        impact: 5,
        mitigation: 'Dry runs and verified backups',
        owner: 'Data team',
      },
      {
        name: 'Key engineer leaves',
        probability: 3,
        impact: 4,
        mitigation: 'Pair programming and runbooks',
        owner: 'Engineering manager',
      },
      {
        name: 'Vendor price increase',
        probability: 4,
        impact: 2,
        mitigation: 'Two-year contract with a price cap',
        owner: 'Procurement',
      },
      {
        name: 'Launch slips a quarter',
        probability: 3,
        impact: 3,
        mitigation: 'Phased rollout and weekly reviews',
        owner: 'Product lead',
      },
    ],
  },
};
