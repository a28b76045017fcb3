.import width, ptr: zp, far: abs
.importzp base
.export start
.export limit = width * 2
.export wide := $1234
.exportzp zpv = $20
start:  lda base
        lda ptr
        lda far
        lda #limit
        lda wide
        rts
