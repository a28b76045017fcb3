; main file: calls into the other two
.import print_byte, table
.importzp cursor
.export start
.global counter

.zeropage
counter: .res 1

.code
start:  ldx #0
@next:  lda table,x
        sta cursor
        jsr print_byte
        inc counter
        inx
        cpx #3
        bne @next
        rts
