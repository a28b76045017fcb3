; dice83.asm: seed 000's rollDie (roms/z80/dice/rolldie.asm) in a TI-83 Plus text program. It asks how many
; d20s to roll, reads one digit key with _GetKey (1-9; any other key rolls one), prints each roll with _DispHL
; and returns to the OS. Run it from the terminal: printf '5\n' | ./romlab exec roms/z80/examples/dice83.asm
; --profile ti83plus. Equates: TI's ti83plus.inc (as spasm-ng ships it in inc/ti83plus.inc).
t2ByteTok   .equ $BB
tAsmCmp     .equ $6D
userMem     .equ $9D95
_ClrLCDFull .equ $4540
_HomeUp     .equ $4558
_PutS       .equ $450A
_NewLine    .equ $452E
_DispHL     .equ $4507
_GetKey     .equ $4972
k1          .equ $8F            ; the key codes of 1 and 9
k9          .equ $97
#define bcall(routine) rst $28 \ .dw routine

.org userMem-2
.db t2ByteTok,tAsmCmp
    bcall(_ClrLCDFull)
    bcall(_HomeUp)
    ld hl,question
    bcall(_PutS)
    bcall(_GetKey)              ; A = the key's code
    ld b,1
    cp k1
    jr c,roll
    cp k9+1
    jr nc,roll
    sub k1-1                    ; 1..9
    ld b,a
roll:
    bcall(_NewLine)
rollOne:
    push bc
    call rollDie                ; A = 1..20
    ld l,a
    ld h,0
    bcall(_DispHL)              ; five columns, right-aligned
    pop bc
    djnz rollOne
    bcall(_NewLine)
    ret
question:
.db "Rolls (1-9)?",0

; seed 000's routines, at the address this program reaches them (no .org of their own)
#define DIESIDES 20
rollDie:
    call z80rand
    ld l,a
    ld h,DIESIDES-1
    call MulHbyL
    ld a,h
    inc a
    ret
.include "../dice/routines/z80rand.asm"
.include "../dice/routines/mulhbyl.asm"
