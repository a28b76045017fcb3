package dev.romlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The small programs the monitor's tests run on every CPU, written for them: a loop that counts a register down
 * from 3 and stores it each time, and calls (nested, with pushes and pops inside). Each constant names, in its CPU's
 * syntax, the labels and register a test script needs, so that one script serves every CPU.
 */
enum MonitorProgram {

    Z80("loop.asm", MonitorProgram.LOOP_Z80, "call.asm", MonitorProgram.CALL_Z80,
            "loop", "store", "B", "done", "again", "inner"),
    MOS6502("loop.s65", MonitorProgram.LOOP_6502, "call.s65", MonitorProgram.CALL_6502,
            "loop", "store", "X", "done", "again", "inner", "--until", "done"),
    /** The NES's CPU: the 6502 without decimal mode, which the monitor treats alike. */
    RICOH2A03("loop.s65", MonitorProgram.LOOP_6502, "call.s65", MonitorProgram.CALL_6502,
            "loop", "store", "X", "done", "again", "inner", "--cpu", "2a03", "--until", "done"),
    TMS9900("loop.a99", MonitorProgram.LOOP_TMS9900, "call.a99", MonitorProgram.CALL_TMS9900,
            "LOOP", "STORE", "R1", "DONE", "START+4", "INNER"),
    /** The CASL II programs start at their call; their RET is two words an instruction after LOOP, or one on MLFE. */
    COMET2("loop.cas", MonitorProgram.LOOP_CASL, "call.cas", MonitorProgram.CALL_CASL,
            "PGM.LOOP", "PGM.STORE", "GR1", "PGM.LOOP+6", "PGM", "PGM.INNER"),
    MLFE("loop.fe", MonitorProgram.LOOP_CASL, "call.fe", MonitorProgram.CALL_CASL,
            "PGM.LOOP", "PGM.STORE", "GR1", "PGM.LOOP+3", "PGM", "PGM.INNER");

    static final String LOOP_Z80 = """
                    .org $0100
            start:  ld b,3
            loop:   ld a,b
                    ld (store),a
                    djnz loop
            done:   halt
            store:  db 0
            """;

    static final String CALL_Z80 = """
                    .org $0100
            start:  ld b,2
            again:  call sub
                    djnz again
                    halt
            sub:    push bc
                    ld c,3
            inner:  push bc
                    pop bc
                    dec c
                    jr nz,inner
                    call leaf
                    pop bc
                    ret
            leaf:   ret
            """;

    static final String LOOP_6502 = """
                    .org $0200
            start:  ldx #3
            loop:   stx store
                    dex
                    bne loop
            done:   jmp done
            store:  .byte 0
            """;

    static final String CALL_6502 = """
                    .org $0200
            start:  ldx #2
            again:  jsr sub
                    dex
                    bne again
            done:   jmp done
            sub:    pha
                    ldy #3
            inner:  pha
                    pla
                    dey
                    bne inner
                    jsr leaf
                    pla
                    rts
            leaf:   rts
            """;

    static final String LOOP_TMS9900 = """
                   AORG >A000
            START  LWPI >8300
                   LI   R1,3
            LOOP   MOV  R1,@STORE
                   DEC  R1
                   JNE  LOOP
            DONE   IDLE
            STORE  DATA 0
                   END
            """;

    static final String CALL_TMS9900 = """
                   AORG >A000
            START  LWPI >8300
                   BL   @SUB
                   BLWP @VEC
            DONE   IDLE
            SUB    LI   R1,3
            INNER  DEC  R1
                   JNE  INNER
                   B    *R11
            VEC    DATA >8320,ENTRY
            ENTRY  LI   R2,2
            LOOP   DEC  R2
                   JNE  LOOP
                   RTWP
                   END
            """;

    static final String LOOP_CASL = """
            PGM      START
                     LAD     GR1,3
            LOOP     ST      GR1,STORE
                     SUBA    GR1,ONE
                     JNZ     LOOP
                     RET
            ONE      DC      1
            STORE    DS      1
                     END
            """;

    static final String CALL_CASL = """
            PGM      START
                     CALL    SUB
                     RET
            SUB      PUSH    0,GR1
                     LAD     GR2,3
            INNER    PUSH    0,GR2
                     POP     GR2
                     SUBA    GR2,ONE
                     JNZ     INNER
                     CALL    LEAF
                     POP     GR1
                     RET
            LEAF     RET
            ONE      DC      1
                     END
            """;

    private final String loopFile;
    private final String loopSource;
    private final String callFile;
    private final String callSource;
    /** The loop's first instruction, which stores the counter. */
    final String loop;
    /** Where the loop stores the counter. */
    final String store;
    /** The register the loop counts down from 3. */
    final String counter;
    /** The loop program's last instruction (a halt, a jump to itself, a RET). */
    final String done;
    /** The call program's first call: the program's first instruction on COMET II and MLFE. */
    final String call;
    /** The callee's inner loop. */
    final String inner;
    private final String[] options;

    MonitorProgram(String loopFile, String loopSource, String callFile, String callSource, String loop, String store,
            String counter, String done, String call, String inner, String... options) {
        this.loopFile = loopFile;
        this.loopSource = loopSource;
        this.callFile = callFile;
        this.callSource = callSource;
        this.loop = loop;
        this.store = store;
        this.counter = counter;
        this.done = done;
        this.call = call;
        this.inner = inner;
        this.options = options;
    }

    /** What {@code script} printed over the loop program (written to {@code dir}), the start's two lines left out. */
    String loopTranscript(Path dir, String script) throws IOException {
        return transcript(dir, loopFile, loopSource, script);
    }

    /** What {@code script} printed over the call program (written to {@code dir}), the start's two lines left out. */
    String callTranscript(Path dir, String script) throws IOException {
        return transcript(dir, callFile, callSource, script);
    }

    /** Whether the call program starts at its first call (no {@code until} can then run to it). */
    boolean startsAtCall() {
        return this == COMET2 || this == MLFE;
    }

    private String transcript(Path dir, String file, String source, String script) throws IOException {
        Path program = Files.writeString(dir.resolve(file), source);
        List<String> args = new ArrayList<>(List.of("debug", program.toString()));
        args.addAll(List.of(options));
        CommandRun run = CommandRun.withInput(script, args.toArray(String[]::new));
        if (run.exitCode() != 0) {
            throw new AssertionError(name() + ": exit code " + run.exitCode() + "\n" + run.out() + run.err());
        }
        List<String> lines = run.out().lines().toList();
        return String.join("\n", lines.subList(2, lines.size())) + "\n";
    }

    /**
     * The transcript's answers, one per command, in order: the lines after each {@code > } line up to the next,
     * each answer's lines joined with newlines.
     */
    static List<String> answers(String transcript) {
        List<String> answers = new ArrayList<>();
        StringBuilder answer = null;
        for (String line : transcript.lines().toList()) {
            if (line.startsWith(">")) {
                if (answer != null) {
                    answers.add(answer.toString());
                }
                answer = new StringBuilder();
            } else if (answer != null) {
                answer.append(line).append('\n');
            }
        }
        if (answer != null) {
            answers.add(answer.toString());
        }
        return answers;
    }
}
