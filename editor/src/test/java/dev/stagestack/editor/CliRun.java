package dev.stagestack.editor;

import dev.stagestack.player.cli.StagestackCommand;
import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * A run of the {@code stagestack} command in the editor's tests, with the editor's jar on the class
 * path (its drawings and any exporter the tests add).
 *
 * @param code the exit code
 * @param out  what it printed
 * @param err  what it printed as errors
 */
public record CliRun(int code, String out, String err) {

    /** Runs {@code stagestack args…} in this JVM. */
    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = StagestackCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new CliRun(code, out.toString(), err.toString());
    }
}
