; crc16-loop.asm: a long-running loop of ordinary Z80 code for the emulator benchmark (our own code).
;
; Each pass fills a 256-byte buffer from a 16-bit Galois LFSR, then computes the bitwise CRC-16/CCITT
; (polynomial $1021, initial value $FFFF) of the buffer: loads and stores, 8- and 16-bit arithmetic,
; shifts, and taken and not-taken branches, in a mix typical of game code. It halts after PASSES passes
; (each about 150,000 T-states; 65,535 passes, the default, take about ten billion), so a benchmark slice
; never reaches the HALT.
;
; After each pass: crc holds the buffer's CRC, passes counts the passes done.

PASSES = 65535
BUFFER_SIZE = 256

.org $0100
start:
    ld sp,stackTop
    ld hl,0 \ ld (passes),hl
pass:
    call fillBuffer
    call crcBuffer
    ld (crc),hl
    ld hl,(passes) \ inc hl \ ld (passes),hl
    ld de,PASSES
    or a \ sbc hl,de
    jr nz,pass
    halt

; Fills buffer with BUFFER_SIZE bytes of the LFSR (one shift per byte); clobbers AF, B, DE, HL
fillBuffer:
    ld de,buffer
    ld hl,(seed)
    ld b,BUFFER_SIZE & $FF      ; 0 counts 256 times with djnz
fillByte:
    srl h \ rr l
    jr nc,fillNoTap
    ld a,h \ xor $B4 \ ld h,a   ; taps $B400 = x^16+x^14+x^13+x^11+1, maximal length
fillNoTap:
    ld a,l
    ld (de),a
    inc de
    djnz fillByte
    ld (seed),hl
    ret

; out: HL = CRC-16/CCITT of buffer; clobbers AF, BC, DE
crcBuffer:
    ld hl,$FFFF
    ld de,buffer
    ld c,BUFFER_SIZE & $FF
crcByte:
    ld a,(de)
    xor h \ ld h,a
    ld b,8
crcBit:
    add hl,hl
    jr nc,crcNoPoly
    ld a,h \ xor $10 \ ld h,a
    ld a,l \ xor $21 \ ld l,a
crcNoPoly:
    djnz crcBit
    inc de
    dec c
    jr nz,crcByte
    ret

seed:       .dw $ACE1
passes:     .dw 0
crc:        .dw 0
buffer:     .ds BUFFER_SIZE
            .ds 64
stackTop:
