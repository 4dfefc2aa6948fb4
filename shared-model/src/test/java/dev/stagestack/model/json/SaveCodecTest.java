package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.SavedEntry;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/format.md "Save files": the canonical text, and each problem of a save file located. */
class SaveCodecTest {

    private static final SaveGame SAVE = new SaveGame(
            "Bounce",
            412,
            7,
            List.of(
                    SavedEntry.of("title", 1, Map.of()),
                    new SavedEntry("level", 2, Map.of("world", 1), List.of(Map.of("x", 2.5)), Map.of("score", 1200)),
                    SavedEntry.of("pause", 6, Map.of("reason", "player"))));

    private static final String TEXT = """
            {
              "format": "stagestack-save",
              "version": 1,
              "graph": "Bounce",
              "tick": 412,
              "nextSerial": 7,
              "stack": [
                {
                  "state": "title",
                  "serial": 1
                },
                {
                  "state": "level",
                  "serial": 2,
                  "data": {
                    "world": 1
                  },
                  "store": [
                    {
                      "x": 2.5
                    }
                  ],
                  "saved": {
                    "score": 1200
                  }
                },
                {
                  "state": "pause",
                  "serial": 6,
                  "data": {
                    "reason": "player"
                  }
                }
              ]
            }
            """;

    private static List<String> problems(String text) {
        return SaveCodec.read("save.json", text).problems().stream()
                .map(Problem::format)
                .toList();
    }

    @Test
    void aSaveIsWrittenCanonicallyAndReadBackTheSame() {
        assertEquals(TEXT, SaveCodec.write(SAVE));

        SaveRead read = SaveCodec.read("save.json", TEXT);

        assertEquals(List.of(), read.problems());
        assertEquals(SAVE, read.orElseThrow());
        assertEquals(
                new BigDecimal("2.5"),
                ((Map<?, ?>) read.save().stack().get(1).store().get(0)).get("x"));
    }

    @Test
    void thePublishedSchemaAcceptsWhatIsWrittenAndRefusesWhatTheReaderRefuses() {
        GraphSchema schema = GraphSchema.load("dev/stagestack/model/json/stagestack-save-1.schema.json");

        assertEquals(List.of(), schema.violations(TEXT));
        for (String bad : List.of(
                TEXT.replace("\"tick\": 412", "\"tick\": -1"),
                TEXT.replace("\"stack\": [", "\"stack\": [1,"),
                TEXT.replace("\"serial\": 6,", "\"serial\": 0,"),
                TEXT.replace("\"stagestack-save\"", "\"stagestack\""))) {
            assertEquals(false, schema.accepts(bad), bad);
            assertEquals(true, SaveCodec.read("save.json", bad).hasErrors(), bad);
        }
    }

    @Test
    void aBareStacksSaveHasNoGraph() {
        SaveGame bare = new SaveGame(null, 0, 2, List.of(SavedEntry.of("a", 1, Map.of())));

        String text = SaveCodec.write(bare);

        assertEquals(bare, SaveCodec.read(null, text).orElseThrow());
        assertEquals(-1, text.indexOf("graph"));
    }

    @Test
    void aGraphFileOrANewerSaveIsNotReadAnyFurther() {
        assertEquals(
                List.of("save.json:2:13: format: not a Stagestack save: format must be \"stagestack-save\", found"
                        + " \"stagestack\""),
                problems(TEXT.replace("\"stagestack-save\"", "\"stagestack\"")));
        assertEquals(
                List.of("save.json:3:14: version: written by a newer version of Stagestack (save version 2);"
                        + " this version reads version 1"),
                problems(TEXT.replace("\"version\": 1", "\"version\": 2")));
    }

    @Test
    void eachBadValueIsReportedAtItsPlaceAndTheSaveIsRefused() {
        String bad = """
                {
                  "format": "stagestack-save",
                  "version": 1,
                  "tick": -1,
                  "nextSerial": 7,
                  "stack": [
                    {"state": "title", "serial": 1, "colour": 3},
                    {"state": "level", "serial": 2, "saved": [1200]},
                    {"state": "pause", "serial": 2}
                  ]
                }
                """;

        SaveRead read = SaveCodec.read("save.json", bad);

        assertNull(read.save());
        assertEquals(
                List.of(
                        "save.json:4:11: tick: tick must be a whole number from 0 to 9007199254740991, found -1",
                        "save.json:7:37: stack[0].colour: warning: unknown field \"colour\"; it is ignored",
                        "save.json:8:46: stack[1].saved: saved must be a JSON object, found an array",
                        "save.json:9:34: stack[2].serial: serial must be above the serial of the entry below (2), found 2"),
                read.problems().stream().map(Problem::format).toList());
        assertEquals(
                """
                save.json cannot be restored: fix the problems listed below (docs/format.md, "Save files")
                """
                        + String.join(
                                "\n",
                                read.problems().stream().map(Problem::format).toList()),
                assertThrows(SaveProblemsException.class, read::orElseThrow).getMessage());
    }

    @Test
    void nextSerialMustBeAboveEverySerialAndTheStackHoldsAnEntry() {
        assertEquals(
                List.of("save.json:6:17: nextSerial: nextSerial must be above every serial of the stack (6),"
                        + " found 6"),
                problems(TEXT.replace("\"nextSerial\": 7", "\"nextSerial\": 6")));
        assertEquals(
                List.of("save.json:1:82: stack: stack must list at least one entry"),
                problems(
                        "{\"format\": \"stagestack-save\", \"version\": 1, \"tick\": 0, \"nextSerial\": 1, \"stack\": []}"));
    }

    @Test
    void missingFieldsAndWrongTypesAreEachReported() {
        assertEquals(
                List.of(
                        "save.json:1:1: $: missing required field \"tick\"",
                        "save.json:1:1: $: missing required field \"nextSerial\"",
                        "save.json:1:55: stack[0]: missing required field \"state\"",
                        "save.json:1:66: stack[0].serial: expected a number, found a string"),
                problems("{\"format\": \"stagestack-save\", \"version\": 1, \"stack\": [{\"serial\": \"1\"}]}"));
    }

    @Test
    void aFileThatIsNotJsonGivesTheReadersMessage() {
        assertEquals(
                List.of("save.json:1:2: $[\"\"]: malformed JSON: expected a field name in double quotes, found 'f'"),
                problems("{format: 1}"));
    }
}
