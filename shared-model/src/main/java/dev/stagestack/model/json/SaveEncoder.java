package dev.stagestack.model.json;

import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes a save in the canonical form of a Stagestack file (docs/format.md, "Canonical form"): fields in
 * {@link SaveDecoder#TOP} and {@link SaveDecoder#ENTRY} order, two-space indentation, a trailing newline;
 * {@code graph} only when there is one, an entry's {@code data}, {@code store} and {@code saved} only when
 * they hold something.
 */
final class SaveEncoder {

    private SaveEncoder() {}

    static String encode(SaveGame save) {
        StringBuilder text = new StringBuilder();
        JsonOut out = new JsonOut(text, "  ");
        out.beginObject();
        out.name("format").value(SaveGame.FORMAT);
        out.name("version").value(SaveGame.VERSION);
        if (save.graph() != null) {
            out.name("graph").value(save.graph());
        }
        out.name("tick").value(save.tick());
        out.name("nextSerial").value(save.nextSerial());
        if (!save.variables().isEmpty()) {
            out.name("variables");
            Map<String, Object> asJson = new LinkedHashMap<>();
            save.variables().forEach((id, v) -> asJson.put(id, v instanceof Long n ? BigDecimal.valueOf(n) : v));
            JsonValues.write(out, asJson);
        }
        out.name("stack").beginArray();
        for (SavedEntry entry : save.stack()) {
            entry(out, entry);
        }
        out.endArray();
        out.endObject();
        return text.append('\n').toString();
    }

    private static void entry(JsonOut out, SavedEntry entry) {
        out.beginObject();
        out.name("state").value(entry.state());
        out.name("serial").value(entry.serial());
        if (!entry.data().isEmpty()) {
            out.name("data");
            JsonValues.write(out, entry.data());
        }
        if (!entry.store().isEmpty()) {
            out.name("store");
            JsonValues.write(out, entry.store());
        }
        if (!entry.saved().isEmpty()) {
            out.name("saved");
            JsonValues.write(out, entry.saved());
        }
        out.endObject();
    }
}
