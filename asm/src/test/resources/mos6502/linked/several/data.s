.export table
.rodata
table:  .byte 1, 2, 3
.code
helper: rts
