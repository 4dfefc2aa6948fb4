package dev.stagestack.runtime.trace;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.io.TextFile;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalLong;

/**
 * A headless script (docs/semantics.md §13): the input events of a run, by tick, and the run's length
 * when its header gives one. Lines may come in any tick order: events are sorted stably by tick, so
 * the events of one tick keep their file order. Immutable.
 */
public final class Script {

    /** The largest script file that is read: 32 MiB. */
    public static final long MAX_FILE_BYTES = 32L * 1024 * 1024;

    /**
     * The last tick a script (or a lesson) may name: 10,000,000, about 46 hours at 60 ticks a second. A run
     * must tick its way to an event, so a farther one would keep a check or a player busy for minutes.
     */
    public static final long MAX_TICK = 10_000_000L;

    /** A script without events. */
    public static final Script EMPTY = new Script(List.of(), OptionalLong.empty());

    private final List<ScriptEvent> events;
    private final OptionalLong ticks;

    private Script(List<ScriptEvent> events, OptionalLong ticks) {
        this.events = events;
        this.ticks = ticks;
    }

    /** A script of these events, sorted stably by tick, without a length. */
    public static Script of(List<ScriptEvent> events) {
        List<ScriptEvent> sorted = new ArrayList<>(events);
        sorted.sort(Comparator.comparingLong(ScriptEvent::tick));
        return new Script(List.copyOf(sorted), OptionalLong.empty());
    }

    /** This script with the length its header gives. */
    Script withTicks(long newTicks) {
        return new Script(events, OptionalLong.of(newTicks));
    }

    /**
     * Parses a script; every bad line becomes a problem located at {@code fileName:line:column}
     * and is left out of the script.
     */
    public static ScriptParse parse(String fileName, String text) {
        return new ScriptParser(fileName).parse(text);
    }

    /**
     * Reads and parses a script file, at most {@link #MAX_FILE_BYTES} of strict UTF-8; a file that is too
     * large, not UTF-8, a folder, missing or unreadable gives an empty script and one located problem.
     */
    public static ScriptParse read(Path file) {
        String fileName = file.toString();
        try {
            TextFile read = TextFile.read(file, MAX_FILE_BYTES);
            if (read.problem() != null) {
                Problem p = read.problem();
                return new ScriptParse(EMPTY, List.of(p.at(fileName, p.line(), p.column())));
            }
            return parse(fileName, read.text());
        } catch (NoSuchFileException e) {
            return unreadable(fileName, "no such file");
        } catch (IOException e) {
            return unreadable(fileName, "cannot read the file: " + (e.getMessage() == null ? e : e.getMessage()));
        }
    }

    private static ScriptParse unreadable(String fileName, String message) {
        return new ScriptParse(
                EMPTY,
                List.of(Problem.error("$", ProblemCodes.UNREADABLE, message).at(fileName, 0, 0)));
    }

    /**
     * The tick that {@code word} (the first word of an event line) names, as the reader reads it: ASCII
     * digits up to {@link #MAX_TICK}; -1 for any other word.
     */
    public static long tickOf(String word) {
        return !word.isEmpty() && ScriptParser.isWholeNumber(word) ? ScriptParser.tickOrMinusOne(word) : -1;
    }

    /** The events, sorted stably by tick. */
    public List<ScriptEvent> events() {
        return events;
    }

    /**
     * How many ticks the run lasted, as its header says: the last {@code --ticks N} in the comments before the
     * first event, as the player's Export script and {@code paths --out} write it
     * ({@code # Replay: stagestack trace GRAPH --script THIS-FILE --ticks 3304}); empty without one.
     */
    public OptionalLong ticks() {
        return ticks;
    }
}
