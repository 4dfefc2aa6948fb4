package dev.stagestack.player.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The distribution's Firefox (ESR), headless, driven over WebDriver BiDi, the protocol Firefox speaks itself, so
 * no geckodriver is needed: a fresh profile, one tab. It opens a page, presses keys and reads its elements' text. With {@code
 * CI=true} a missing Firefox fails the test; elsewhere it is skipped.
 */
final class HeadlessFirefox implements AutoCloseable {

    private static final long TIMEOUT_SECONDS = 60;

    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final Map<Integer, CompletableFuture<JsonObject>> waiting = new ConcurrentHashMap<>();
    private final AtomicInteger ids = new AtomicInteger();
    private String context;

    private HeadlessFirefox(Process process, Path profile, String address) {
        this.process = process;
        this.profile = profile;
        this.socket = HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create(address + "/session"), new Replies())
                .orTimeout(TIMEOUT_SECONDS, TimeUnit.SECONDS)
                .join();
    }

    static HeadlessFirefox start() throws IOException {
        Path browser = Browsers.found("firefox-esr", "firefox");
        if (browser == null) {
            String message = "needs Firefox (apt-get install firefox-esr)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message + "; CI must install it");
            }
            Assumptions.abort(message);
        }
        Path profile = Files.createTempDirectory("stagestack-firefox-");
        Files.writeString(profile.resolve("user.js"), """
                user_pref("app.update.enabled", false);
                user_pref("browser.shell.checkDefaultBrowser", false);
                user_pref("datareporting.policy.dataSubmissionEnabled", false);
                user_pref("toolkit.telemetry.enabled", false);
                """);
        Process process = new ProcessBuilder(
                        browser.toString(),
                        "--headless",
                        "--remote-debugging-port=0",
                        "--no-remote",
                        "--profile",
                        profile.toString(),
                        "about:blank")
                .redirectErrorStream(true)
                .start();
        HeadlessFirefox firefox = new HeadlessFirefox(process, profile, address(process));
        firefox.call("session.new", "{\"capabilities\": {}}");
        firefox.context = firefox.call("browsingContext.getTree", "{}")
                .getAsJsonArray("contexts")
                .get(0)
                .getAsJsonObject()
                .get("context")
                .getAsString();
        return firefox;
    }

    /** Reads the browser's output until it says where it listens; the rest of its output is drained. */
    private static String address(Process process) throws IOException {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> listening = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    int at = line.indexOf("ws://");
                    if (line.startsWith("WebDriver BiDi listening on") && at >= 0) {
                        listening.complete(line.substring(at).trim());
                    }
                }
            } catch (IOException e) {
                listening.completeExceptionally(e);
            }
            listening.completeExceptionally(new IOException("Firefox ended without listening for WebDriver BiDi"));
        });
        reader.setDaemon(true);
        reader.start();
        return listening.orTimeout(TIMEOUT_SECONDS, TimeUnit.SECONDS).join();
    }

    /** Opens {@code page} from file:// and waits until it has loaded. */
    void open(Path page) {
        open(page.toUri().toString());
    }

    /** Opens {@code url} and waits until it has loaded. */
    void open(String url) {
        call(
                "browsingContext.navigate",
                "{\"context\": " + quoted(context) + ", \"url\": " + quoted(url) + ", \"wait\": \"complete\"}");
    }

    /**
     * Presses and releases {@code key} as a keyboard does, into the page: a character, or one of WebDriver's key
     * codes ({@code "\uE00C"} Escape, {@code "\uE00F"} PageDown).
     */
    void press(String key) {
        call(
                "input.performActions",
                "{\"context\": " + quoted(context) + ", \"actions\": [{\"type\": \"key\", \"id\": \"keyboard\","
                        + " \"actions\": [{\"type\": \"keyDown\", \"value\": " + quoted(key) + "},"
                        + " {\"type\": \"keyUp\", \"value\": " + quoted(key) + "}]}]}");
    }

    /** The {@code textContent} of the element {@code id}, exactly; "null" when there is none. */
    String text(String id) {
        JsonObject result = call(
                        "script.evaluate",
                        "{\"expression\": " + quoted("document.getElementById(" + quoted(id) + ")?.textContent ?? null")
                                + ", \"target\": {\"context\": " + quoted(context) + "}, \"awaitPromise\": false}")
                .getAsJsonObject("result");
        return result.has("value") ? result.get("value").getAsString() : "null";
    }

    /** Waits (up to 20 s) until the element {@code id}'s text is {@code expected}; returns the last text seen. */
    String awaitText(String id, String expected) {
        long deadline = System.nanoTime() + 20_000_000_000L;
        String seen = text(id);
        while (!expected.equals(seen) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            seen = text(id);
        }
        return seen;
    }

    private JsonObject call(String method, String params) {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonObject> reply = new CompletableFuture<>();
        waiting.put(id, reply);
        socket.sendText("{\"id\": " + id + ", \"method\": " + quoted(method) + ", \"params\": " + params + "}", true)
                .join();
        JsonObject message = reply.orTimeout(TIMEOUT_SECONDS, TimeUnit.SECONDS).join();
        if (message.has("error")) {
            throw new IllegalStateException(method + ": " + message);
        }
        return message.getAsJsonObject("result");
    }

    private static String quoted(String text) {
        return new com.google.gson.JsonPrimitive(text).toString();
    }

    /** Hands each reply to the call waiting for its id; events are not listened to. */
    private final class Replies implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                JsonObject message = JsonParser.parseString(partial.toString()).getAsJsonObject();
                partial.setLength(0);
                if (message.has("id")) {
                    CompletableFuture<JsonObject> reply =
                            waiting.remove(message.get("id").getAsInt());
                    if (reply != null) {
                        reply.complete(message);
                    }
                }
            }
            webSocket.request(1);
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        socket.abort();
        process.destroy();
        try {
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(p -> p.toFile().delete());
        }
    }
}
