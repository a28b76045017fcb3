.export width = 5, ptr = $30
.export far: abs = $40
.exportzp base = $42
.import start, limit, wide, zpv
        jsr start
        lda zpv
        lda #limit
        lda wide
        rts
