package dev.stagestack.player.cli;

import dev.stagestack.model.Problem;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * How every command prints the problems it found, one line each ({@link Problem#format}): the first
 * {@link #SHOWN_PER_KIND} of one kind (same file, severity and code) and then one line counting the
 * rest, as compilers do, so 300,000 warnings of one kind print 21 lines; {@code --all-problems}
 * prints them all (docs/cli.md).
 */
final class ProblemListing {

    /** Problems of one kind printed before the rest are only counted. */
    static final int SHOWN_PER_KIND = 20;

    @Option(
            names = "--all-problems",
            description = "Print every problem; by default the first " + SHOWN_PER_KIND
                    + " of each kind are printed and the rest counted.")
    boolean all;

    /** The kind a problem is counted under. */
    private record Kind(String file, boolean error, String code) {
        static Kind of(Problem p) {
            return new Kind(p.file(), p.isError(), p.code());
        }

        String counted(int hidden) {
            String prefix = file == null ? "" : file + ": ";
            return prefix + hidden + " more " + (error ? "error" : "warning") + (hidden == 1 ? "" : "s") + " of kind "
                    + code + " not shown (--all-problems shows them all)";
        }
    }

    /** Prints {@code problems} to {@code to}, each kind cut after {@link #SHOWN_PER_KIND} with a count of the rest. */
    void print(List<Problem> problems, PrintWriter to) {
        Map<Kind, Integer> seen = new LinkedHashMap<>();
        for (Problem p : problems) {
            int count = seen.merge(Kind.of(p), 1, Integer::sum);
            if (all || count <= SHOWN_PER_KIND) {
                to.println(p.format());
            }
        }
        seen.forEach((kind, count) -> {
            if (!all && count > SHOWN_PER_KIND) {
                to.println(kind.counted(count - SHOWN_PER_KIND));
            }
        });
        to.flush();
    }
}
