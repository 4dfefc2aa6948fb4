package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonBoolean;
import dev.stagestack.model.json.JsonNode.JsonNull;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import dev.stagestack.model.json.JsonNode.JsonObject;
import dev.stagestack.model.json.JsonNode.JsonString;
import dev.stagestack.model.json.JsonNode.Member;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 parser that builds a {@link JsonNode} tree with line and column of every value.
 * A syntax error or nesting deeper than {@link #MAX_DEPTH} stops it (there is no sensible tree to
 * recover); duplicate keys are collected and parsing goes on.
 */
final class JsonTextParser {

    /** The deepest nesting of objects and arrays a graph file may have. */
    static final int MAX_DEPTH = 64;

    /** The result: the tree (null after a fatal problem) and every problem met, in text order. */
    record Outcome(JsonNode root, List<Problem> problems) {}

    private final JsonScanner in;
    private final List<Object> path = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    private int depth;

    private JsonTextParser(String text) {
        this.in = new JsonScanner(text, path);
    }

    static Outcome parse(String text) {
        JsonTextParser parser = new JsonTextParser(text);
        try {
            JsonNode root = parser.document();
            return new Outcome(root, parser.problems);
        } catch (JsonScanner.Failure failure) {
            parser.problems.add(failure.problem());
            return new Outcome(null, parser.problems);
        }
    }

    private JsonNode document() {
        in.skipByteOrderMark();
        in.skipWhitespace();
        JsonNode root = value();
        in.skipWhitespace();
        if (!in.atEnd()) {
            throw in.malformed("expected the end of the file");
        }
        return root;
    }

    private JsonNode value() {
        int line = in.line();
        int column = in.column();
        char c = in.peek();
        switch (c) {
            case '{':
                return object(line, column);
            case '[':
                return array(line, column);
            case '"':
                return new JsonString(in.string(), line, column);
            case 't':
            case 'f':
                return new JsonBoolean(in.literal(c == 't' ? "true" : "false"), line, column);
            case 'n':
                in.literal("null");
                return new JsonNull(line, column);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return new JsonNumber(in.number(), line, column);
                }
                throw in.malformed("expected a value");
        }
    }

    private JsonObject object(int line, int column) {
        enter(line, column);
        in.advance();
        List<Member> members = new ArrayList<>();
        FirstByKey firstByKey = new FirstByKey(members);
        in.skipWhitespace();
        if (!in.skipIf('}')) {
            path.add("");
            do {
                members.add(member(firstByKey));
            } while (in.expectCommaOr('}', "after an object field"));
            path.remove(path.size() - 1);
        }
        depth--;
        return new JsonObject(members, line, column);
    }

    private Member member(FirstByKey earlier) {
        in.skipWhitespace();
        if (in.peek() != '"') {
            throw in.malformed(
                    in.peek() == '}'
                            ? "expected a field name in double quotes (trailing commas are not allowed)"
                            : "expected a field name in double quotes");
        }
        int line = in.line();
        int column = in.column();
        String key = in.string();
        path.set(path.size() - 1, key);
        in.skipWhitespace();
        in.expect(':', "after the field name");
        in.skipWhitespace();
        Member member = new Member(key, line, column, value());
        in.skipWhitespace();
        reportDuplicate(earlier, member);
        return member;
    }

    private void reportDuplicate(FirstByKey earlier, Member member) {
        Member first = earlier.find(member.key());
        if (first != null) {
            String where = JsonPath.render(path);
            problems.add(Problem.error(
                            where,
                            ProblemCodes.DUPLICATE_KEY,
                            "duplicate field " + DisplayText.quoted(member.key()) + " (first at " + first.line() + ":"
                                    + first.column() + ")")
                    .at(null, member.line(), member.column()));
        }
    }

    /**
     * The first member of an object with a given key, among those read so far: a plain scan while the
     * object is small, an index kept up to date once it is not, so each lookup costs O(1) amortised.
     */
    private static final class FirstByKey {
        private static final int SCAN_LIMIT = 16;
        private final List<Member> members;
        private final Map<String, Member> index = new HashMap<>();
        private int indexed;

        FirstByKey(List<Member> members) {
            this.members = members;
        }

        Member find(String key) {
            if (members.size() < SCAN_LIMIT) {
                return scan(key);
            }
            for (; indexed < members.size(); indexed++) {
                index.putIfAbsent(members.get(indexed).key(), members.get(indexed));
            }
            return index.get(key);
        }

        private Member scan(String key) {
            for (Member m : members) {
                if (m.key().equals(key)) {
                    return m;
                }
            }
            return null;
        }
    }

    private JsonArray array(int line, int column) {
        enter(line, column);
        in.advance();
        List<JsonNode> items = new ArrayList<>();
        in.skipWhitespace();
        if (!in.skipIf(']')) {
            path.add(0);
            do {
                in.skipWhitespace();
                path.set(path.size() - 1, items.size());
                if (in.peek() == ']') {
                    throw in.malformed("expected a value (trailing commas are not allowed)");
                }
                items.add(value());
                in.skipWhitespace();
            } while (in.expectCommaOr(']', "after an array item"));
            path.remove(path.size() - 1);
        }
        depth--;
        return new JsonArray(items, line, column);
    }

    /** Counts one more level of nesting; the caller counts it down when the container ends. */
    private void enter(int line, int column) {
        if (depth >= MAX_DEPTH) {
            throw new JsonScanner.Failure(Problem.error(
                            JsonPath.render(path),
                            ProblemCodes.TOO_DEEP,
                            "nesting deeper than " + MAX_DEPTH + " levels of objects and arrays")
                    .at(null, line, column));
        }
        depth++;
    }
}
