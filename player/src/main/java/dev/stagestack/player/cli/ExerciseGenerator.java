package dev.stagestack.player.cli;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.StartStack;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonTrace;
import dev.stagestack.tools.lesson.QuestionKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Makes a practice lesson from a graph (docs/teaching.md, "Practice"): from the run's start it
 * picks, at random but the same for a seed, one of the events head's state answers, delivers it and
 * lets the commit follow, up to {@link #STEPS} times; then writes a caption for every moment the run
 * has and a question at each event. The run gives every answer, as in any lesson.
 */
final class ExerciseGenerator {

    /** How many events a practice lesson delivers at most. */
    static final int STEPS = 6;
    /** How long the run may go on by itself before head's state answers an event. */
    private static final int MAX_WAIT_SECONDS = 30;

    private static final List<QuestionKind> ASKED =
            List.of(QuestionKind.NEXT_STEP, QuestionKind.STACK, QuestionKind.CALLBACKS, QuestionKind.POINTERS);

    /** An event picked: its script line's words and what head was. */
    private record Picked(long tick, String event, String head, String transition) {}

    private final Graph graph;
    private final BehaviorRegistry behaviors;
    private final Random random;
    private final long seed;

    /** The stack the practice starts from, or null for the initial state. */
    private final StartStack start;

    ExerciseGenerator(Graph graph, BehaviorRegistry behaviors, long seed) {
        this(graph, behaviors, seed, null);
    }

    /** A generator whose lessons start from {@code start} (a {@code start:} line) when it is not null. */
    ExerciseGenerator(Graph graph, BehaviorRegistry behaviors, long seed, StartStack start) {
        this.start = start;
        this.graph = graph;
        this.behaviors = behaviors;
        this.seed = seed;
        this.random = new Random(seed);
    }

    /**
     * The lesson's text, for a lesson file at {@code lessonFile} whose graph is {@code graphPath}
     * (relative to the lesson's folder); empty when head's state answers no event at the run's start.
     */
    Optional<String> lesson(Path lessonFile, String graphPath) {
        List<Picked> picked = pick();
        if (picked.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder events = new StringBuilder();
        picked.forEach(
                p -> events.append(p.tick()).append(' ').append(p.event()).append('\n'));
        Lesson bare = Lesson.parse(lessonFile.toString(), "graph: " + graphPath + "\n" + startLine() + events)
                .lesson();
        LessonTrace trace = LessonInput.check(bare, lessonFile, behaviors, HeadlessRunner.Options.DEFAULTS.withTicks(0))
                .checked()
                .orElseThrow(() -> new IllegalStateException("the exercise's run was refused"))
                .trace();
        return Optional.of(write(graphPath, picked, trace));
    }

    /** Delivers up to {@link #STEPS} events head's state answers, two ticks apart (the second takes the commit). */
    private List<Picked> pick() {
        List<Picked> picked = new ArrayList<>();
        PlayerSession session = new PlayerSession(graph, behaviors, 16);
        try {
            if (start != null) {
                session.loadScript(dev.stagestack.runtime.trace.Script.EMPTY, start);
            }
            session.pause();
            session.tick();
            for (int step = 0; step < STEPS && !session.ended(); step++) {
                List<Transition> answered = waitForEvents(session);
                if (answered.isEmpty()) {
                    break;
                }
                String head = head(session);
                Transition chosen = answered.get(random.nextInt(answered.size()));
                long tick = session.nextTick();
                deliver(session, chosen);
                session.tick();
                session.tick();
                picked.add(new Picked(tick, event(chosen), head, chosen.id()));
            }
        } finally {
            session.close();
        }
        return picked;
    }

    /**
     * Runs ticks until head's state answers an event (a timer or a behaviour may move it on), for at
     * most {@link #MAX_WAIT_SECONDS} of the run; what it answers, leaving the run's end for last.
     */
    private List<Transition> waitForEvents(PlayerSession session) {
        long waited = 0;
        long limit = Math.round(graph.tickRate() * MAX_WAIT_SECONDS);
        while (answeredBy(head(session)).isEmpty() && waited++ < limit && !session.ended()) {
            session.tick();
        }
        List<Transition> answered = answeredBy(head(session));
        List<Transition> goOn = answered.stream().filter(t -> !ends(t)).toList();
        return goOn.isEmpty() ? answered : goOn;
    }

    /** Whether a transition quits or clears the stack, which leaves nothing to practise after it. */
    private static boolean ends(Transition transition) {
        return transition.actions().stream().anyMatch(a -> a.op() == ActionOp.QUIT || a.op() == ActionOp.CLEAR);
    }

    /** The transitions of {@code state} a key, a button or a signal fires, in the graph's order. */
    private List<Transition> answeredBy(String state) {
        return graph.transitionsFrom(state).stream()
                .filter(t -> t.trigger().type() == TriggerType.KEY
                        || t.trigger().type() == TriggerType.BUTTON
                        || t.trigger().type() == TriggerType.SIGNAL)
                .toList();
    }

    private static void deliver(PlayerSession session, Transition transition) {
        String text = transition.trigger().text();
        switch (transition.trigger().type()) {
            case KEY -> session.key(text);
            case BUTTON -> session.button(text);
            default -> session.signal(text);
        }
    }

    private static String event(Transition transition) {
        return transition.trigger().type().name().toLowerCase(java.util.Locale.ROOT) + " "
                + transition.trigger().text();
    }

    private static String head(PlayerSession session) {
        List<EntryRef> head = session.live().head().bottomUp();
        return head.isEmpty() ? "" : head.get(head.size() - 1).stateId();
    }

    /** The lesson's {@code start:} line, with its line end; empty when it starts from the initial state. */
    private String startLine() {
        return start == null ? "" : "start: " + start.text() + "\n";
    }

    private String write(String graphPath, List<Picked> picked, LessonTrace trace) {
        StringBuilder text = new StringBuilder("# A practice lesson: stagestack exercise --seed ")
                .append(seed)
                .append(" (docs/teaching.md, \"Practice\").\n# Play it with: stagestack play THIS.lesson\n")
                .append("graph: ")
                .append(graphPath)
                .append('\n')
                .append(startLine())
                .append("title: Practice with ")
                .append(graph.name())
                .append(", seed ")
                .append(seed)
                .append("\n> The run has started. Each event below asks you a question before PageDown shows it.\n");
        for (Picked p : picked) {
            text.append('\n').append(p.tick()).append(' ').append(p.event()).append('\n');
            text.append("> Tick ")
                    .append(p.tick())
                    .append(": ")
                    .append(p.event())
                    .append(" on ")
                    .append(p.head())
                    .append(" fires ")
                    .append(p.transition())
                    .append(".\n");
            List<String> steps = trace.commitStepsOf(p.tick() + 1);
            text.append("? ").append(question(steps.isEmpty()).word()).append('\n');
            for (int s = 0; s < steps.size(); s++) {
                text.append("> Commit step ")
                        .append(s + 1)
                        .append(" of ")
                        .append(steps.size())
                        .append(": ")
                        .append(steps.get(s))
                        .append(".\n");
            }
        }
        return text.toString();
    }

    /** A question for an event's moment: any kind, but where the stack stands when no commit follows. */
    private QuestionKind question(boolean noCommit) {
        QuestionKind kind = ASKED.get(random.nextInt(ASKED.size()));
        return noCommit ? QuestionKind.POINTERS : kind;
    }
}
