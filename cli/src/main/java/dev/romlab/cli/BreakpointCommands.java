package dev.romlab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.romlab.cpu.debug.DebugSession;
import dev.romlab.cpu.debug.Expression;
import dev.romlab.cpu.debug.Watchpoints;

/**
 * The monitor's stop conditions: breakpoints ({@code break}, {@code tbreak}, with an {@code if} condition),
 * watchpoints ({@code watch}), and {@code unbreak}, {@code delete}, {@code disable}, {@code enable} of both. A
 * breakpoint and a watchpoint are named by their (first) address, as {@code unbreak} always named them; without an
 * address {@code delete}, {@code disable} and {@code enable} apply to all, as MAME's {@code bpclear},
 * {@code bpdisable} and {@code bpenable} do.
 */
final class BreakpointCommands implements MonitorCommands {

    /** {@code ADDR}, then optionally {@code if EXPR}. */
    private static final Pattern CONDITIONAL = Pattern.compile("(\\S+)(?:\\s+(?i:if)\\s+(.*))?");
    /** {@code ADDR[-END]}, an access kind, then optionally {@code if EXPR}. */
    private static final Pattern WATCH = Pattern.compile("(\\S+?)(?:-(\\S+))?(?:\\s+(r|w|rw|wr))?(?:\\s+(?i:if)\\s+(.*))?",
            Pattern.CASE_INSENSITIVE);

    private final DebugMonitor monitor;
    private final DebugSession session;
    private final PrintWriter out;

    BreakpointCommands(DebugMonitor monitor, DebugSession session, PrintWriter out) {
        this.monitor = monitor;
        this.session = session;
        this.out = out;
    }

    @Override
    public boolean execute(String command, String arguments) {
        switch (command) {
            case "break", "b" -> breakpoint(arguments, false);
            case "tbreak", "tb" -> breakpoint(arguments, true);
            case "unbreak", "ub" -> unbreak(arguments);
            case "watch", "w" -> watch(arguments);
            case "delete" -> delete(arguments);
            case "disable" -> enable(arguments, false);
            case "enable" -> enable(arguments, true);
            default -> {
                return false;
            }
        }
        return true;
    }

    private void breakpoint(String arguments, boolean temporary) {
        if (arguments.isEmpty() && !temporary) {
            List<Integer> breakpoints = session.breakpoints();
            if (breakpoints.isEmpty()) {
                out.println("no breakpoints");
            }
            breakpoints.forEach(address -> out.println(describe(session.breakpoint(address))));
            return;
        }
        Matcher matcher = CONDITIONAL.matcher(arguments);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("usage: " + (temporary ? "tbreak" : "break") + " ADDR [if EXPR]");
        }
        int address = monitor.address(matcher.group(1));
        Expression condition = matcher.group(2) == null ? null : monitor.expression(matcher.group(2));
        session.addBreakpoint(address, condition, temporary);
        out.println(describe(session.breakpoint(address)));
    }

    /** {@code breakpoint at $9DA1 (z80rand)}, with what sets it apart: {@code temporary}, {@code if A == 3}, disabled. */
    private String describe(DebugSession.Breakpoint breakpoint) {
        return (breakpoint.temporary() ? "temporary breakpoint at " : "breakpoint at ")
                + session.addressText(breakpoint.address())
                + (breakpoint.condition() == null ? "" : " if " + breakpoint.condition().text())
                + (breakpoint.enabled() ? "" : " (disabled)");
    }

    private void unbreak(String arguments) {
        if (arguments.isEmpty()) {
            throw new IllegalArgumentException("usage: unbreak ADDR");
        }
        int address = monitor.address(arguments);
        if (!session.removeBreakpoint(address)) {
            throw new IllegalArgumentException("no breakpoint at " + session.addressText(address));
        }
        out.println("removed the breakpoint at " + session.addressText(address));
    }

    private void watch(String arguments) {
        Watchpoints watchpoints = session.watchpoints();
        if (arguments.isEmpty()) {
            if (watchpoints.list().isEmpty()) {
                out.println("no watchpoints");
            }
            watchpoints.list().forEach(watchpoint -> out.println(describe(watchpoint)));
            return;
        }
        Matcher matcher = WATCH.matcher(arguments);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("usage: watch ADDR[-END] [r|w|rw] [if EXPR]");
        }
        int first = monitor.address(matcher.group(1));
        int last = matcher.group(2) == null ? first : monitor.address(matcher.group(2));
        if (last < first) {
            throw new IllegalArgumentException("'" + matcher.group(1) + "-" + matcher.group(2)
                    + "' ends before it starts");
        }
        // VICE's watch stops on loads and stores alike unless told which
        String kind = matcher.group(3) == null ? "rw" : matcher.group(3).toLowerCase(Locale.ROOT);
        Expression condition = matcher.group(4) == null ? null
                : Expression.parse(matcher.group(4), watchpoints.symbols(monitor.symbols()));
        watchpoints.add(first, last, kind.contains("r"), kind.contains("w"), condition);
        watchpoints.list().stream().filter(watchpoint -> watchpoint.first() == first)
                .forEach(watchpoint -> out.println(describe(watchpoint)));
    }

    /** {@code watchpoint (w) at $9000-$900F (buffer) if wpdata == 5}. */
    private String describe(Watchpoints.Watchpoint watchpoint) {
        String range = watchpoint.first() == watchpoint.last() ? session.addressText(watchpoint.first())
                : session.addressText(watchpoint.first()) + " to " + session.addressText(watchpoint.last());
        return "watchpoint (" + watchpoint.kind() + ") at " + range
                + (watchpoint.condition() == null ? "" : " if " + watchpoint.condition().text())
                + (watchpoint.enabled() ? "" : " (disabled)");
    }

    private void delete(String arguments) {
        if (arguments.isEmpty()) {
            int breakpoints = session.breakpoints().size();
            int watchpoints = session.watchpoints().list().size();
            session.breakpoints().forEach(session::removeBreakpoint);
            session.watchpoints().list().forEach(watchpoint -> session.watchpoints().remove(watchpoint.first()));
            out.println("removed " + count(breakpoints, "breakpoint") + " and " + count(watchpoints, "watchpoint"));
            return;
        }
        int address = monitor.address(arguments);
        boolean breakpoint = session.removeBreakpoint(address);
        boolean watchpoint = session.watchpoints().remove(address);
        if (!breakpoint && !watchpoint) {
            throw new IllegalArgumentException("no breakpoint or watchpoint at " + session.addressText(address));
        }
        if (breakpoint) {
            out.println("removed the breakpoint at " + session.addressText(address));
        }
        if (watchpoint) {
            out.println("removed the watchpoint at " + session.addressText(address));
        }
    }

    private void enable(String arguments, boolean enabled) {
        String verb = enabled ? "enabled" : "disabled";
        if (arguments.isEmpty()) {
            session.breakpoints().forEach(address -> session.enableBreakpoint(address, enabled));
            session.watchpoints().list().forEach(watchpoint -> session.watchpoints().enable(watchpoint.first(),
                    enabled));
            out.println(verb + " " + count(session.breakpoints().size(), "breakpoint") + " and "
                    + count(session.watchpoints().list().size(), "watchpoint"));
            return;
        }
        int address = monitor.address(arguments);
        boolean breakpoint = session.enableBreakpoint(address, enabled);
        boolean watchpoint = session.watchpoints().enable(address, enabled);
        if (!breakpoint && !watchpoint) {
            throw new IllegalArgumentException("no breakpoint or watchpoint at " + session.addressText(address));
        }
        if (breakpoint) {
            out.println(verb + " the breakpoint at " + session.addressText(address));
        }
        if (watchpoint) {
            out.println(verb + " the watchpoint at " + session.addressText(address));
        }
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
