package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command over a graph, a lesson, a script and a file name full of terminal attacks (escape
 * sequences, bells, C1 controls, right-to-left overrides, line breaks in labels): the bytes each command
 * writes to standard output and standard error hold no raw control or bidirectional character.
 */
class HostileNamesCliTest {

    static final String ESC = "\u001B";
    static final String BEL = "\u0007";
    static final String RLO = "\u202E";

    @TempDir
    Path dir;

    private Path graph;
    private Path badGraph;
    private Path script;
    private Path lesson;

    /** A command's exit code and the bytes it wrote, decoded as UTF-8. */
    record Bytes(int code, String out, String err) {}

    static Bytes runBytes(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintWriter outWriter = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        PrintWriter errWriter = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8));
        int code = StagestackCommand.execute(args, outWriter, errWriter);
        outWriter.flush();
        errWriter.flush();
        return new Bytes(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String json(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        text.chars()
                .forEach(c -> quoted.append(
                        c < 0x20 || c > 0x7E || c == '"' || c == '\\'
                                ? String.format("\\u%04x", c)
                                : Character.toString(c)));
        return quoted.append('"').toString();
    }

    @BeforeEach
    void writeHostileFiles() throws IOException {
        graph = Files.writeString(dir.resolve("h" + ESC + "[31m" + RLO + ".stagestack.json"), """
                {"format": "stagestack", "version": 1, "name": %s, "initial": "title",
                 "states": [{"id": "title"}, {"id": "world"}, {"id": "boom", "behavior": "test.hostile-message"}],
                 "transitions": [
                  {"id": "go", "from": "title", "trigger": {"type": "button", "label": %s},
                   "actions": [{"op": "push", "target": "world"}]},
                  {"id": "enter", "from": "title", "trigger": {"type": "key", "key": "ENTER"},
                   "actions": [{"op": "push", "target": "world"}]},
                  {"id": %s, "from": "world", "trigger": {"type": "button", "label": %s},
                   "actions": [{"op": "push", "target": "boom"}]},
                  {"id": "sig", "from": "boom", "trigger": {"type": "signal", "name": %s},
                   "actions": [{"op": "pop"}]}]}
                """.formatted(
                        json(ESC + "]0;owned" + BEL + " " + RLO + "evil"),
                        json("Go\n2 key Q"),
                        json("hostile"),
                        json(ESC + "[31mred" + BEL + " " + RLO + " x"),
                        json("s \u2066x\u0085")));
        badGraph =
                Files.writeString(dir.resolve("bad.stagestack.json"), """
                {"format": "stagestack", "version": 1, "name": "bad", "initial": %s,
                 "states": [{"id": "title"}], "transitions": []}
                """.formatted(json(RLO + "title" + ESC + "[2J")));
        script = Files.writeString(
                dir.resolve("run.script"),
                "1 key ENTER\n3 button " + ESC + "[31mred" + BEL + " " + RLO + " x\n5 signal " + RLO + ESC + "\n");
        lesson = Files.writeString(
                dir.resolve("h.lesson"),
                "graph: " + graph.getFileName() + "\n"
                        + "title: " + ESC + "]0;t" + BEL + RLO + "\n"
                        + "> The run starts " + ESC + "[31m" + BEL + RLO + "\n"
                        + "1 key ENTER\n"
                        + "> Enter asks " + RLO + " for world" + ESC + "[2J\n"
                        + "> The commit enters world \u2067" + BEL + "\n");
    }

    private List<String[]> everyCommand() {
        String g = graph.toString();
        List<String[]> commands = new ArrayList<>();
        commands.add(new String[] {"validate", g, badGraph.toString(), lesson.toString()});
        commands.add(new String[] {"analyze", g});
        commands.add(new String[] {"analyze", "--json", g});
        commands.add(new String[] {"analyze", badGraph.toString()});
        commands.add(new String[] {"trace", g, "--script", script.toString(), "--ticks", "8", "--explain", "--all"});
        commands.add(new String[] {"trace", lesson.toString()});
        commands.add(new String[] {"paths", g});
        commands.add(new String[] {"paths", "--json", g});
        commands.add(new String[] {"paths", g, "--out", dir.resolve("scripts").toString()});
        commands.add(new String[] {"coverage", g, script.toString()});
        commands.add(new String[] {"export", "--format", "dot", g});
        commands.add(new String[] {"export", "--format", "mermaid", g});
        commands.add(new String[] {"handout", lesson.toString()});
        commands.add(new String[] {"play", badGraph.toString()});
        commands.add(new String[] {"trace", "--bogus" + ESC + "[2J" + RLO, g});
        commands.add(new String[] {
            "trace", g, "--script", dir.resolve("no" + ESC + RLO + ".script").toString()
        });
        return commands;
    }

    @Test
    void noCommandWritesARawControlOrBidiCharacter() {
        List<String> unsafe = new ArrayList<>();
        for (String[] command : everyCommand()) {
            Bytes r = runBytes(command);
            String what = String.join(" ", command);
            TerminalSafety.firstUnsafe(what + " (stdout)", r.out()).ifPresent(unsafe::add);
            TerminalSafety.firstUnsafe(what + " (stderr)", r.err()).ifPresent(unsafe::add);
            assertTrue(r.out().length() + r.err().length() > 0, what + " says something");
        }
        assertEquals(List.of(), unsafe, String.join("\n", unsafe));
    }

    @Test
    void aBehaviourMessageOfFiveMillionCharactersIsCutWithACountOfTheRest() {
        Bytes r = runBytes("trace", graph.toString(), "--script", script.toString(), "--ticks", "8");
        assertEquals(0, r.code(), r.err());
        String error = r.out()
                .lines()
                .filter(l -> l.contains("error callback"))
                .findFirst()
                .orElseThrow();
        assertTrue(error.length() < 2_000, "one bounded line, was " + error.length() + " characters");
        assertTrue(
                error.startsWith(
                        "4 error callback boom#3 enter: \\u001B]0;owned\\u0007\\u001B[2J\\u202Eevil\\u009B31m"),
                error.substring(0, 100));
        assertTrue(error.endsWith("(4999098 more characters)"), error.substring(error.length() - 60));
    }
}
