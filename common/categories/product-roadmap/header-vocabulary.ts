/**
 * What the column headers and field labels of a roadmap mean, in general business language.
 * Read by the analyzer's header mapper (server/pipeline/analyze/shared/header-roles.ts, which
 * explains the marks): `labels` are whole labels, `starts` label beginnings, `words` whole words,
 * `anywhere` pieces of words; a string may hold several terms separated by commas.
 */
export const ROADMAP_HEADER_VOCABULARY = {
  /** The column naming each phase ("Release", "Stage", "Theme"). */
  phase: {
    words: [
      'phase(s), stage(s), release(s), version(s), wave(s), step(s), sprint(s), iteration(s)',
      'horizon(s), work package(s), workpackage(s), theme(s), name',
    ],
  },
  /** The column saying when ("Quarter", "Target date", "ETA"). */
  when: {
    words: [
      'quarter(s), period(s), date(s), timeline, timeframe, when, month(s), target, deadline',
      'due, eta, start, end, duration, schedule',
    ],
  },
  /** The column holding what a phase brings ("Key features", "Scope", "Goals"). */
  content: {
    words: [
      'feature(s), deliverable(s), goal(s), scope, description, item(s), objective(s), key',
      'output(s), what, content, epic(s), capabilities, initiative(s), focus, success criteria',
      'audience',
    ],
  },
  /** The column naming each milestone. */
  milestone: { words: ['milestone(s)', 'event(s)', 'deliverable(s)'] },
  status: { words: ['status'] },
  /** A header that makes a dated table a list of milestones, whatever its dates look like. */
  dueList: { words: ['milestone(s)', 'deliverable(s)', 'deadline(s)', 'key dates'] },
  /** The column that names the milestone of a dated row. */
  milestoneName: {
    words: ['milestone(s)', 'event(s)', 'deliverable(s)', 'release(s)', 'version(s)', 'name'],
  },
  /** Field labels whose value is a plan's date ("Planned release: early October"). */
  dateField: {
    labels: [
      'planned (release|date|launch|start|delivery|completion), release, release date',
      'release window, eta, target, targeted',
      'target(ed)? (date|release|completion|delivery|quarter|month|window), due, due (date|by)',
      'deadline, launch, launch date, go-live, golive, go-live date, golive date, completed',
      'done, shipped, planned, date, dates, when, start, start date, end, end date',
      'event date(s), delivery, delivery date, deliver by, (expected|estimated|scheduled)',
      '(expected|estimated|scheduled) (date|delivery|completion|release|launch|for|by)',
      'completion, completion date, timeline, time frame, timeframe',
    ],
  },
  /** Field labels about the work rather than its content (owner, links, rationale). */
  meta: {
    labels: [
      'lead(s), owner(s), contact, location, team, assignee, link(s), issue(s), doc(s)',
      'discussion(s), status, priority, who, goal(s), what, why',
      'how, note(s)',
    ],
  },
  /** Fields of a plan's items (not of a risk, a persona or a competitor). */
  planField: {
    words: [
      'goal(s), objective(s), outcome(s), deliverable(s), scope, problem(s), target, timeline',
      'timeframe, milestone(s), status, why, what, how, success, result(s), metric(s), feature(s)',
      'benefit(s), dependencies, next steps',
    ],
  },
  /** Fields that explain a plan rather than state it: their dates are history, not milestones. */
  rationaleField: {
    labels: [
      'why, background, context, motivation, rationale, problem, the problem, problem to solve',
      'problem statement, current state, today, history',
    ],
  },
};
