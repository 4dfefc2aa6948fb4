package dev.stagestack.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.samples.Samples;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The worked example of docs/semantics.md §10 is what the runtime prints: the command the page
 * shows, run on the shipped sample and script, gives the page's trace byte for byte.
 */
class WorkedExampleDocTest {

    private static final Pattern COMMAND = Pattern.compile(
            "trace samples/graphs/(\\S+)\\.stagestack\\.json --script samples/graphs/(\\S+)\\.script --ticks (\\d+)");
    private static final Pattern TRACE_BLOCK = Pattern.compile("(?ms)^```\\n(0 push .*?)^```");

    @Test
    void theWorkedExampleIsTheTraceOfItsSample() {
        String example = DocSections.section(RepositoryFiles.read(DocCitationsTest.RULES_PAGE), "10");
        Matcher command = find(COMMAND, example);
        Matcher documented = find(TRACE_BLOCK, example);
        StringBuilder trace = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        Samples.graph(command.group(1)),
                        Samples.script(command.group(2)),
                        HeadlessRunner.Options.DEFAULTS.withTicks(Long.parseLong(command.group(3))),
                        trace));
        assertEquals(documented.group(1), trace.toString());
    }

    private static Matcher find(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        if (!m.find()) {
            throw new AssertionError("§10 has no " + pattern + ":\n" + text);
        }
        return m;
    }
}
