package dev.stagestack.player.cli;

import dev.stagestack.player.fx.model.TraceExport;
import dev.stagestack.runtime.graph.ScriptTokens;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import dev.stagestack.tools.paths.TestPath;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Writes a command's script file: what it is, how to replay it, then its lines (docs/semantics.md §13). */
final class ScriptFiles {

    private ScriptFiles() {}

    /**
     * @param what what the script is, after {@code # stagestack }, e.g. {@code paths: cover 1 of 2}
     * @return empty on success, else what could not be written
     */
    static Optional<String> write(Path file, Path graphFile, TestPath path, String what) {
        List<String> lines = new ArrayList<>();
        lines.add(ScriptTokens.comment("stagestack " + what));
        lines.add(ScriptTokens.comment(
                "replay: stagestack trace " + graphFile + " --script " + file + " --ticks " + path.length()));
        lines.addAll(path.scriptLines());
        return TraceExport.write(file, lines);
    }

    /** The script given with {@code --script} (null: the empty script), its problems printed to {@code err}. */
    static ScriptParse read(Path scriptFile, ProblemListing listing, PrintWriter err) {
        if (scriptFile == null) {
            return new ScriptParse(Script.EMPTY, List.of());
        }
        ScriptParse parse = Script.read(scriptFile);
        listing.print(parse.problems(), err);
        return parse;
    }
}
