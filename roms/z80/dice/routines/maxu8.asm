; MAXU8: the bit-mask range reduction of seed 000 (seeds/000_2f3497d144b7da85.txt), instruction for instruction
; as published. No .org: ../maxu8.asm is the program. rangeMax is the program's assembly-time constant.
; in: a = byte; out: a < rangeMax (rangeMax = 0 never returns: a and b sink to 0 and cp 0 never sets carry)
MAXU8:
ld c,rangeMax
ld b,0xff
_m:
cp c
ret c ; exit
srl b
and b
jr _m
