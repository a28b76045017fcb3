.exportzp cursor
.export print_byte
.global counter
.import start

.zeropage
cursor: .res 2

.code
print_byte:
        ldy cursor
@loop:  dey
        bne @loop
        lda counter
        jmp helper
helper: jmp start
