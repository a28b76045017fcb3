; hello-dice.asm: romlab's CP/M example program (our own code, not taken from a seed document).
;
; Prints a greeting, where the TPA ends, the first eight bytes of a 16-bit Galois LFSR and ten d20 rolls
; made from further bytes by multiply-high range reduction (roll = byte * 20 / 256 + 1: the idea of the
; seed "Rolling D20s on the Z80"), then returns to CP/M. Console output only, through BDOS 9 and 2.
;
;   ./romlab cpm roms/z80/cpm/hello-dice.asm
;
; CP/M loads a program at $0100 and calls it; BDOS functions may clobber every register (CP/M 2.2
; Interface Guide, section 5), so nothing below keeps a value in a register across a BDOS call.

BDOS        = $0005             ; CP/M 2.2 BDOS entry: function number in C, argument in E or DE
TPA_TOP     = $0006             ; the address of that JP's target: the first byte above the TPA
C_WRITE     = 2                 ; console output: the character in E
C_WRITESTR  = 9                 ; print string: the '$'-terminated text at DE
DIESIDES    = 20
ROLLS       = 10
RAWBYTES    = 8

.org $0100
start:
    ld de,greeting \ call printString
    ld de,tpaText \ call printString
    ld a,'$' \ call printChar        ; a '$' cannot be inside a BDOS 9 string: it ends it
    ld hl,(TPA_TOP)
    ld a,h \ call printHex
    ld a,(TPA_TOP) \ call printHex
    ld de,rawText \ call printString
    ld b,RAWBYTES
rawLoop:
    push bc
    call lfsrByte
    call printHex
    ld a,' ' \ call printChar
    pop bc
    djnz rawLoop
    ld de,rollText \ call printString
    ld b,ROLLS
rollLoop:
    push bc
    call rollDie
    call printDecimal
    ld a,' ' \ call printChar
    pop bc
    djnz rollLoop
    ld de,newLine \ call printString
    jp 0                        ; warm boot: back to CP/M, which ends the run

; out: A = the next byte of the LFSR (eight shifts of the 16-bit state); clobbers B, HL
; Galois form, shifting right, taps $B400 = x^16+x^14+x^13+x^11+1: a maximal-length polynomial
; (period 65,535).
lfsrByte:
    ld hl,(seed)
    ld b,8
lfsrShift:
    srl h \ rr l                ; the bit shifted out lands in carry
    jr nc,lfsrNoTap
    ld a,h \ xor $B4 \ ld h,a
lfsrNoTap:
    djnz lfsrShift
    ld (seed),hl
    ld a,l
    ret

; out: A = 1..DIESIDES, evenly spread: the high byte of byte * DIESIDES; clobbers B, DE, HL
rollDie:
    call lfsrByte
    ld e,a \ ld d,0
    ld hl,0
    ld b,DIESIDES
rollMultiply:
    add hl,de \ djnz rollMultiply
    ld a,h \ inc a
    ret

; in: A; prints it as two hex digits
printHex:
    push af
    rrca \ rrca \ rrca \ rrca
    call printNibble
    pop af
printNibble:
    and $0F
    add a,'0'
    cp '9'+1
    jr c,printChar
    add a,'A'-'9'-1
printChar:                      ; in: A, the character to print
    ld e,a \ ld c,C_WRITE \ jp BDOS

; in: A = 0..99; prints it as two characters, a space in place of a leading zero
printDecimal:
    ld b,'0'-1
decimalTens:
    inc b \ sub 10 \ jr nc,decimalTens
    add a,10+'0'
    push af
    ld a,b
    cp '0'
    jr nz,decimalPrintTens
    ld a,' '
decimalPrintTens:
    call printChar
    pop af
    jr printChar

printString:                    ; in: DE, a '$'-terminated string
    ld c,C_WRITESTR \ jp BDOS

seed:       .dw $ACE1
greeting:   .db "Hello from romlab, a Z80 on CP/M 2.2!",13,10,"$"
tpaText:    .db "The TPA ends at $"
rawText:    .db 13,10,"LFSR bytes: $"
rollText:   .db 13,10,"d20 rolls: $"
newLine:    .db 13,10,"$"
