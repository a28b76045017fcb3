; rollDie, from seed 000 ("Rolling D20s on the Z80", seeds/000_2f3497d144b7da85.txt), instruction for instruction
; as published (the commented-out division included), with the routines it calls, as a TI-83+ program.
; Gap fills (roms/README.md, "Seed 000"):
; - origin $9D95, where TI-83+ user programs run; no call harness: the kernels call rollDie with Runner.call.
; - DIESIDES: the post gives it no value; 20 (its d20) unless -D DIESIDES=N sets it (1..256 fit `ld h,DIESIDES-1`).
; - the label rollDieReduce after `call z80rand`, so the reduction alone can be called with A = a random byte.
; - z80rand and MulHbyL included from routines/; DivHLbyBC is not, as the only call to it is commented out.
DIESIDES .equ 20
.org $9D95
rollDie:
call z80rand
rollDieReduce:
ld l,a ; random result into l
ld h,DIESIDES-1 ; sides of die-1
call MulHbyL
; ld bc,256
; call DivHLbyBC
ld a,h ; skip division! add one!
inc a
ret
.include "routines/z80rand.asm"
.include "routines/mulhbyl.asm"
