package dev.stagestack.bench.stack;

import dev.stagestack.model.Graph;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Headless runs without output. {@link #timerCycleTick()}: one tick of a graph that cycles
 * forever on timers and lifecycle triggers ({@link BenchGraphs#timerCycle()}), no listener.
 * {@link #shovelFlowRun()}: the whole scripted run of the sample {@code shovel-flow} (start,
 * 300 ticks until its script quits, finish) on a compiled graph, no listener.
 * {@link #shovelFlowTrace()}: the same through {@link HeadlessRunner#run}, which also compiles
 * the graph and formats every trace line, into an {@link Appendable} that drops them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HeadlessRunBenchmark {

    private static final String SAMPLES = "/dev/stagestack/samples/";
    private static final long SHOVEL_TICKS = 600;

    private GraphRun cycle;
    private Graph shovel;
    private CompiledGraph shovelCompiled;
    private Script shovelScript;

    /** Starts the timer cycle and reads the sample. */
    @Setup
    public void prepare() {
        cycle = new GraphRun(BenchGraphs.compile(BenchGraphs.timerCycle()));
        cycle.start();
        ReadResult read = GraphCodec.read("shovel-flow.stagestack.json", resource("shovel-flow.stagestack.json"));
        shovel = read.graph();
        shovelCompiled = BenchGraphs.compile(shovel);
        shovelScript = Script.parse("shovel-flow.script", resource("shovel-flow.script"))
                .script();
    }

    /** One tick of the endless timer cycle. */
    @Benchmark
    public boolean timerCycleTick() {
        return cycle.tick();
    }

    /** A whole scripted shovel-flow run on the compiled graph; returns the ticks it ran. */
    @Benchmark
    public long shovelFlowRun() {
        GraphRun run = new GraphRun(shovelCompiled);
        run.start();
        List<ScriptEvent> events = shovelScript.events();
        int next = 0;
        for (long tick = 0; tick < SHOVEL_TICKS; tick++) {
            while (next < events.size() && events.get(next).tick() == tick) {
                run.offer(events.get(next++).event());
            }
            if (!run.tick()) {
                break;
            }
        }
        run.finish();
        return run.nextTick();
    }

    /** The same run through {@link HeadlessRunner}, its trace formatted and dropped. */
    @Benchmark
    public int shovelFlowTrace() {
        return HeadlessRunner.run(shovel, shovelScript, HeadlessRunner.Options.DEFAULTS, NullAppendable.INSTANCE)
                .size();
    }

    private static String resource(String name) {
        try (InputStream in = HeadlessRunBenchmark.class.getResourceAsStream(SAMPLES + name)) {
            if (in == null) {
                throw new IllegalStateException("no sample " + name + " on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Drops everything appended to it. */
    private enum NullAppendable implements Appendable {
        INSTANCE;

        @Override
        public Appendable append(CharSequence csq) {
            return this;
        }

        @Override
        public Appendable append(CharSequence csq, int start, int end) {
            return this;
        }

        @Override
        public Appendable append(char c) {
            return this;
        }
    }
}
