; The routines of the seed "Rolling D20s on the Z80" (/work/shared/seeds/000_2f3497d144b7da85.txt), as
; published, in the published order. Gaps the post leaves, filled here: the LFSR routine gets the label
; z80rand that rollDie calls; rangeMax (MAXU8's bound) is 20; DIESIDES comes from the command line (-D);
; _LFSRSeed is eight bytes after the code; the program sits where TI-83+ programs run ($9D95).
rangeMax .equ 20
.org $9D95
z80rand:
;James Montelongo
;optimized by Spencer Putt
;out:
; a = 8 bit random number
; clobbers ALL
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
ld c,rangeMax
ld b,0xff
_m:
cp c
ret c ; exit
srl b
and b
jr _m
DivHLbyBC:
; HL = HL / BC
; clobbers HL, BC, AF
push de
ld de,0
and 0
_dsl:
sbc hl,bc ; HL -= BC
jr c,_dds ; if > 0
inc de
jr _dsl ; inc DE / LOOP
_dds:
ld h,d
ld l,e
pop de
ret
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
rollDie:
call z80rand
ld l,a ; random result into l
ld h,DIESIDES-1 ; sides of die-1
call MulHbyL
; ld bc,256
; call DivHLbyBC
ld a,h ; skip division! add one!
inc a
ret
_LFSRSeed:
.ds 8
