; SRLU8: the shift-right range reduction of seed 000 (seeds/000_2f3497d144b7da85.txt). The post publishes no code
; for it, only prose: "My first attempt was to simply `srl` the value until it fits within the constraints".
; This is the reconstruction issue #3 fixes (roms/README.md, "Seed 000"): the label SRLU8, the loop label _s and
; the register C for the bound are ours, chosen to mirror MAXU8's listing.
; in: a = byte; out: a < rangeMax (rangeMax = 0 never returns: a sinks to 0 and cp 0 never sets carry)
SRLU8:          ; in: a = byte; out: a < rangeMax. Reconstructed from the seed's prose (no listing).
 ld c,rangeMax
_s:
 cp c
 ret c
 srl a
 jr _s
