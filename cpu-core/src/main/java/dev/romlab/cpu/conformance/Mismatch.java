package dev.romlab.cpu.conformance;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One thing a CPU got wrong in one test vector: a register, a memory cell, a port access, the T-state count.
 *
 * @param subject  what differs, e.g. {@code "F"}, {@code "memory 0x5B3C"}, {@code "port access 1"}
 * @param expected the reference value, formatted for reading (hex, flags as letters)
 * @param actual   the CPU's value, formatted the same way
 */
public record Mismatch(String subject, String expected, String actual) {

    /** E.g. {@code "F: expected 0x8C S---3P--, actual 0x84 S----P--"}. */
    public String describe() {
        return subject + ": expected " + expected + ", actual " + actual;
    }

    public Map<String, Object> toJson() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("subject", subject);
        json.put("expected", expected);
        json.put("actual", actual);
        return json;
    }
}
