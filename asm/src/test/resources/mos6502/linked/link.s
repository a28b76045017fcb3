; Segments placed by link.cfg (written for romlab's tests).
.import __DATA_LOAD__, __DATA_RUN__, __DATA_SIZE__, __BSS_SIZE__, __RAM_START__
.segment "ZEROPAGE"
ptr:    .res 2
.segment "BSS"
buffer: .res 16
.code
reset:  lda #<__DATA_LOAD__
        sta ptr
        lda #>__DATA_LOAD__
        sta ptr+1
        ldx #0
copy:   lda (ptr),y
        sta __DATA_RUN__,x
        inx
        cpx #<__DATA_SIZE__
        bne copy
        lda counter
        sta buffer,x
        ldx #<__BSS_SIZE__
        lda ptr,x
        jmp reset
.data
counter: .byte $12, $34
.rodata
table:  .word reset, counter, buffer, *
        .byte <__RAM_START__, >__RAM_START__
.segment "VECTORS"
        .addr reset, reset, reset
