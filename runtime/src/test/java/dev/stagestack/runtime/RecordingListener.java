package dev.stagestack.runtime;

import java.util.ArrayList;
import java.util.List;

/** Records listener events as short strings: {@code push a#1}, {@code draw b#2}, {@code step ADVANCE a#1}. */
final class RecordingListener implements StackListener {

    final List<String> events = new ArrayList<>();

    @Override
    public void edited(StateStack stack, StagingEdit edit, Entry entry) {
        events.add(edit.traceName() + (entry == null ? "" : " " + entry));
    }

    @Override
    public void callback(StateStack stack, Callback callback, Entry entry) {
        events.add(callback.traceName() + " " + entry);
    }

    @Override
    public void stepped(StateStack stack, CommitStep step, Entry entry) {
        events.add("step " + step + " " + entry);
    }

    @Override
    public void error(StateStack stack, StackError code, Entry entry, String message) {
        events.add("error " + code.code() + (entry == null ? "" : " " + entry) + " " + message);
    }

    @Override
    public void ended(StateStack stack) {
        events.add("end");
    }

    List<String> take() {
        List<String> taken = List.copyOf(events);
        events.clear();
        return taken;
    }
}
