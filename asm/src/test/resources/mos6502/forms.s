; ca65-style forms for the robustness tests: a small program using most of what Ca65Dialect reads.
        .setcpu "6502X"
        .segment "CODE"
ptr     = $FB
COUNT   := 4
        .org $0800
start:  ldx #COUNT
:       lda table-1,x
        sta (ptr),y
        dex
        bne :-
        jsr fill
        lax ptr
        sbx #1
        jmp (vector)
fill:   ldy #0
@loop:  lda #<start
        sta a:$0010,y
        iny
        cpy #>start+1
        bne @loop
        rts
.macro twice insn
        insn
        insn
.endmacro
        twice nop
.repeat 2
        .byte %0101, 'A', ''', ';'
.endrep
n       .set 0
.if .defined(ptr) .and n = 0
        .asciiz "DONE"
.else
        .error "not reached"
.endif
table:  .byte 1, 2, 3, 4
vector: .word start, *+2
        .res 3, $EA
        * = $0900
        .addr .lobyte(fill) | .hibyte(fill) << 8
        .end
