package dev.stagestack.tools.lesson;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A lesson's run without a player, for {@link LessonWalker} (the lesson page of docs/web.md): a
 * {@link GraphRun} of the lesson's graph whose script events are delivered in their ticks' input phases,
 * as {@code stagestack trace} and the player deliver them, its trace kept for the questions' answers.
 */
public final class GraphLessonRun implements LessonWalker.Run {

    private final Graph graph;
    private final CompiledGraph compiled;
    private List<ScriptEvent> events = List.of();
    private GraphRun run;
    private StringBuilder trace;
    private int nextEvent;

    /**
     * @param graph    the lesson's graph
     * @param compiled {@code graph} compiled; the lesson's start stack, if any, fits it
     */
    public GraphLessonRun(Graph graph, CompiledGraph compiled) {
        this.graph = graph;
        this.compiled = compiled;
    }

    /** The run's stack now. */
    public StateStack stack() {
        return run.stack();
    }

    /** Whether the run is over (a commit emptied or quit it). */
    public boolean over() {
        return run.over();
    }

    @Override
    public void restart(Lesson lesson) {
        events = lesson.script().events();
        nextEvent = 0;
        trace = new StringBuilder();
        run = new GraphRun(compiled);
        run.addListener(new TraceWriter(trace, false));
        if (lesson.startStack().isPresent()) {
            run.restore(lesson.startStack().get().save(graph));
        } else {
            run.start();
        }
        tick(); // the run's start is tick 0 done, its first commit taken, as a trace shows it
    }

    @Override
    public boolean deliverNextEvents() {
        int target = nextEvent;
        if (target >= events.size() || ended()) {
            return false;
        }
        while (nextEvent <= target && !ended()) {
            tick();
        }
        return true;
    }

    /** One whole tick (the rest of a commit being stepped), its script events delivered in its input phase. */
    private void tick() {
        while (nextEvent < events.size() && events.get(nextEvent).tick() == run.nextTick()) {
            run.offer(events.get(nextEvent++).event());
        }
        if (!run.tick()) {
            run.finish();
        }
    }

    @Override
    public void stepCommit() {
        if (!ended()) {
            run.commitStep();
        }
    }

    @Override
    public boolean ended() {
        return run.finished();
    }

    /**
     * {@code retreat} while head has entries staging has not, then {@code advance} while staging has entries
     * head has not, {@code restart} for an entry flagged for restart, else {@code none}: as the player's
     * overlay names the next step.
     */
    @Override
    public String nextStep() {
        List<Entry> head = headEntries();
        List<Entry> staging = chain(run.stack().staging());
        int shared = 0;
        while (shared < head.size()
                && shared < staging.size()
                && head.get(shared).serial() == staging.get(shared).serial()) {
            shared++;
        }
        if (head.size() > shared) {
            return "retreat";
        }
        if (staging.size() > shared) {
            return "advance";
        }
        return run.stack().settled() ? "none" : "restart";
    }

    @Override
    public List<String> head() {
        return stateIds(headEntries());
    }

    @Override
    public List<String> staging() {
        return stateIds(chain(run.stack().staging()));
    }

    @Override
    public int traceSize() {
        return lines().size();
    }

    @Override
    public List<String> traceFrom(int from) {
        List<String> lines = lines();
        return lines.subList(from, lines.size());
    }

    private List<String> lines() {
        return trace.length() == 0 ? List.of() : List.of(trace.toString().split("\n"));
    }

    private List<Entry> headEntries() {
        List<Entry> head = new ArrayList<>();
        for (int level = 0; level < run.stack().headDepth(); level++) {
            head.add(run.stack().headAt(level));
        }
        return head;
    }

    /** {@code top} and the entries under it, bottom first. */
    private static List<Entry> chain(Entry top) {
        List<Entry> entries = new ArrayList<>();
        for (Entry e = top; e != null; e = e.parent()) {
            entries.add(0, e);
        }
        return entries;
    }

    private static List<String> stateIds(List<Entry> entries) {
        return entries.stream().map(Entry::stateId).toList();
    }
}
