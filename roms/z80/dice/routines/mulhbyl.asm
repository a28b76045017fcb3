; MulHbyL of seed 000 (seeds/000_2f3497d144b7da85.txt), instruction for instruction as published, comments
; included. No .org: ../mulhbyl.asm and ../rolldie.asm include it.
; As written it returns L*(H+1), not H*L: `ld h,0` leaves L in HL, so the loop adds L to a total that already
; holds L; H = 0 loops 256 times (dec d wraps), giving 257*L mod 65536. rollDie's `ld h,DIESIDES-1` relies on
; exactly this. Kept as published: the quirk is the point.
MulHbyL:
; H * L
; returns in HL
push bc
push de
; smaller number should be in H
ld d,h
ld h,0
ld b,0
ld c,l
_mhl:
add hl,bc ; l += l
dec d ; h times
jr nz,_mhl
pop de
pop bc
ret
