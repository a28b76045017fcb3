; rolldie-side-by-side.asm: issue #24's Z80 workload, run by romlab and by the other cores on the same image.
; The seed's rollDie (seed 000: z80rand, then MulHbyL with H = DIESIDES-1) called forever from $8000, the
; routines from $9D95, where the seed's TI-83+ program places them (z80rand first), DIESIDES 20.
; One pass ($8000 back to $8000) is 119 instructions and 1,069 T-states; SP starts at $F000.
DIESIDES .equ 20
.org $8000
loop:
 call rollDie
 jp loop

.org $9D95
z80rand:
 ld hl,_LFSRSeed+4
 ld e,(hl)
 inc hl
 ld d,(hl)
 inc hl
 ld c,(hl)
 inc hl
 ld a,(hl)
 ld b,a
 rl e \ rl d
 rl c \ rla
 rl e \ rl d
 rl c \ rla
 rl e \ rl d
 rl c \ rla
 ld h,a
 rl e \ rl d
 rl c \ rla
 xor b
 rl e \ rl d
 xor h
 xor c
 xor d
 ld hl,_LFSRSeed+6
 ld de,_LFSRSeed+7
 ld bc,7
 lddr
 ld (de),a
 ret
MAXU8:
 ld c,21
 ld b,0xff
_m:
 cp c
 ret c
 srl b
 and b
 jr _m
DivHLbyBC:
 push de
 ld de,0
 and 0
_dsl:
 sbc hl,bc
 jr c,_dds
 inc de
 jr _dsl
_dds:
 ld h,d
 ld l,e
 pop de
 ret
MulHbyL:
 push bc
 push de
 ld d,h
 ld h,0
 ld b,0
 ld c,l
_mhl:
 add hl,bc
 dec d
 jr nz,_mhl
 pop de
 pop bc
 ret
rollDie:
 call z80rand
 ld l,a
 ld h,DIESIDES-1
 call MulHbyL
 ld a,h
 inc a
 ret
_LFSRSeed:
 .db 1,2,3,4,5,6,7,8
 .dw 0x1234, $+2, %1010
