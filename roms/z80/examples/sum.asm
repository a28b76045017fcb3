; sum.asm: adds up a table of bytes into HL and halts (our own code): a short program for trying
; `romlab exec --trace` and `romlab disasm` on a bare Z80.
;
;   ./romlab exec roms/z80/examples/sum.asm --trace
;
; Out: HL = the sum of the COUNT bytes at table (here 3 + 1 + 4 + 1 + 5 = 14 = $000E).

COUNT = 5

.org $0100
start:
    ld hl,0
    ld de,table
    ld b,COUNT
addByte:
    ld a,(de) \ inc de
    add a,l \ ld l,a
    jr nc,noCarry
    inc h
noCarry:
    djnz addByte
    halt

table:  .db 3,1,4,1,5
