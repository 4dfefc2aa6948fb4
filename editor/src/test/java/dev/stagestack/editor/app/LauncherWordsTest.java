package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.cli.StagestackCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code stagestack paths}, {@code coverage} and {@code handout} reached the editor (as a file to
 * open) because the launcher kept its own list of command words: every command of the command line
 * now selects the command line, in the launcher and in the checkout's {@code ./stagestack} script.
 */
class LauncherWordsTest {

    @Test
    void everyCommandSelectsTheCommandLine() {
        for (String command : StagestackCommand.commandNames()) {
            assertTrue(StagestackLauncher.COMMAND_LINE_WORDS.contains(command), command);
        }
        assertTrue(StagestackLauncher.COMMAND_LINE_WORDS.containsAll(Set.of("paths", "coverage", "handout")));
    }

    @Test
    void theCheckoutScriptRoutesTheSameWords() throws Exception {
        String script = Files.readString(Path.of("..", "stagestack"));
        String line = script.lines()
                .filter(l -> l.strip().startsWith("validate|"))
                .findFirst()
                .orElseThrow();
        String words = line.strip().substring(0, line.strip().indexOf(')'));
        assertEquals(
                new TreeSet<>(StagestackLauncher.COMMAND_LINE_WORDS), new TreeSet<>(Arrays.asList(words.split("\\|"))));
    }
}
