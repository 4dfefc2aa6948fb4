package probe;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.samples.bounce.LevelProvider;
import dev.stagestack.samples.bounce.TitleProvider;
import java.util.List;

/**
 * Bounce's whole recorded session (9,000 ticks) played with HeadlessRunner.run, as a page plays its script at
 * load, eleven times in a row: the first run cold, the best of the last five warm. The same class runs on the JVM
 * and, compiled by TeaVM with the page program's settings, in a browser (docs/BENCHMARKS.md, "Bounce").
 */
public final class Probe {
    private static final int TICKS = 9000;

    public static void main(String[] args) {
        LoadedGraph loaded = GraphLoader.load("bounce.stagestack.json", Data.graph());
        ScriptParse script = Script.parse("bounce.script", Data.script());
        BehaviorRegistry behaviors = BehaviorRegistry.of(List.of(new TitleProvider(), new LevelProvider()));
        HeadlessRunner.Options options = HeadlessRunner.Options.DEFAULTS.withTicks(TICKS);
        double cold = 0;
        double warm = Double.MAX_VALUE;
        for (int run = 0; run < 11; run++) {
            StringBuilder trace = new StringBuilder();
            long start = System.nanoTime();
            List<?> problems = HeadlessRunner.run(loaded.graph(), behaviors, script.script(), options, trace);
            double ms = (System.nanoTime() - start) / 1e6;
            if (!problems.isEmpty() || !loaded.problems().isEmpty()) {
                throw new IllegalStateException("the session does not play cleanly: " + problems);
            }
            if (run == 0) {
                cold = ms;
            } else if (run >= 6) {
                warm = Math.min(warm, ms);
            }
        }
        System.out.println("PROBE cold " + Math.round(TICKS / (cold / 1000)) + " ticks/s, warm "
                + Math.round(TICKS / (warm / 1000)) + " ticks/s");
    }
}
