package dev.romlab.kernels.tms9900.model;

import dev.romlab.kernels.tms9900.model.Timing.Mode;

/**
 * What the published instructions of the map-view routine do (roms/tms9900/mapview/mapview.a99), and in how many
 * clock cycles on a TI-99/4A: each instruction of the listing is a line here, its effect on the registers R0..R12
 * and on the memory it touches, then its time from {@link Timing} ({@link Timing#TI99_SCRATCHPAD_WORKSPACE}). The
 * cycles count from the routine's first instruction up to and including its RTWP; the caller's BLWP is not
 * counted. Status bits are not kept: each jump tests the condition the instruction before it sets.
 *
 * <p>Where this differs from what the diary says the routine does ({@link IntendedMapView}), the instructions win
 * here: the slant offset counted from the view's top row instead of the player's, mobs placed with the map's
 * absolute row times the slant, the light radius compared as a signed byte, and paths that trailblaze through
 * dark tiles, which opens them.
 */
public final class FaithfulMapView {

    private static final Timing T = Timing.TI99_SCRATCHPAD_WORKSPACE;
    private static final Mode REG = Mode.REGISTER;
    private static final Mode SYM = Mode.SYMBOLIC;
    private static final Mode IDX = Mode.INDEXED;
    private static final Mode IND = Mode.INDIRECT;
    private static final Mode INC = Mode.AUTOINCREMENT_WORD;

    /** WORK+169: the second work map; WORK+338: the path buffer. */
    private static final int MASK = 169;
    private static final int PATH = 338;
    private static final int[] DIRY = {1, 0, -1, 0};
    private static final int[] XDIFF = {1, 1, 1, 1, 1, 1, 0, -1, -1, -1, -1, -1, -1, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3,
        4, 5, 6};
    private static final int SPACE = MapView.HIDDEN;
    private static final int B1 = 1;
    private static final int B128 = 0x80;

    private final MapViewInput in;
    private final byte[] tilesTable = TileSet.table();
    private final byte[] mapbuf;
    private final byte[] mobbuf = new byte[MapViewInput.MAX_MOBS * Mob.RECORD_BYTES];
    private final byte[] work = new byte[352];
    private final byte[] state = new byte[20];
    private final int[] r = new int[16];
    private long t;

    private FaithfulMapView(MapViewInput input) {
        in = input;
        mapbuf = input.map().tiles();
        for (int i = 0; i < input.mobs().size(); i++) {
            System.arraycopy(input.mobs().get(i).record(), 0, mobbuf, i * Mob.RECORD_BYTES, Mob.RECORD_BYTES);
        }
        state[4] = (byte) input.edge().stateByte();
        state[5] = (byte) input.slant().stateByte();
        state[6] = (byte) (input.mobs().size() >>> 8);
        state[7] = (byte) input.mobs().size();
        state[8] = (byte) input.darkness();
        state[9] = (byte) input.light();
    }

    /** The view the routine draws for {@code input}, and its clock cycles on a TI-99/4A. */
    public static TimedMapView run(MapViewInput input) {
        FaithfulMapView routine = new FaithfulMapView(input);
        routine.extract();
        routine.placeMobs();
        routine.light();
        routine.lineOfSight();
        routine.finalMask();
        byte[] view = new byte[MapView.TILES];
        System.arraycopy(routine.work, MASK, view, 0, MapView.TILES);
        byte[] adjacency = new byte[MapView.ADJACENCY_BYTES];
        System.arraycopy(routine.state, 10, adjacency, 0, MapView.ADJACENCY_BYTES);
        return new TimedMapView(new MapView(view, adjacency), routine.t);
    }

    private static int word(int value) {
        return value & 0xFFFF;
    }

    private static int signed(int word) {
        return (short) word;
    }

    private int mapByte(int index) {
        if (index >= mapbuf.length) {
            // MapViewInput refuses the inputs that would get here (a map smaller than one wrap)
            throw new IllegalStateException("MAPBUF+" + index + " is outside " + in.map());
        }
        return mapbuf[index] & 0xFF;
    }

    /** Step one: the 13x13 window into WORK (tile with >80 set) and WORK+169 (the tile's light bit). */
    private void extract() {
        int height = in.map().height();
        int width = in.map().width();
        boolean wrap = in.edge() != EdgeMode.EXTEND;
        r[1] = in.y();  t += T.readModifyWrite(SYM, REG);  // MOV @Y,R1
        r[2] = in.x();  t += T.readModifyWrite(SYM, REG);  // MOV @X,R2
        r[1] = word(r[1] - 6);  t += T.immediate();  // AI R1,-6
        r[2] = word(r[2] - 6);  t += T.immediate();  // AI R2,-6
        r[3] = 13;  t += T.loadImmediate();  // LI R3,13
        r[4] = 13;  t += T.loadImmediate();  // LI R4,13
        r[5] = 0;  t += T.single(REG);  // CLR R5
        r[6] = 0;  t += T.single(REG);  // CLR R6
        r[6] = (state[5] & 0xFF) << 8;  t += T.readModifyWrite(SYM, REG);  // MOVB @STATE+5,R6
        r[6] = r[6] >>> 7;  t += T.shift(7);  // SRL R6,7
        r[8] = word(DIRY[r[6] / 2]);  t += T.readModifyWrite(IDX, REG);  // MOV @DIRY(R6),R8
        r[12] = r[8];  t += T.readModifyWrite(REG, REG);  // MOV R8,R12
        while (true) {
            // BM1
            boolean yOut = r[1] >= height;  t += T.compare(REG, SYM);  // C R1,@VWIDTH
            t += T.jump(yOut);  // JHE BM2
            if (!yOut) {
                r[6] = r[1];  t += T.readModifyWrite(REG, REG);  // MOV R1,R6
            } else {
                boolean negative = signed(r[1]) < 0;  t += T.compare(REG, SYM);  // BM2 C R1,@ZERO
                t += T.jump(negative);  // JLT BM25
                t += T.readModifyWrite(SYM, SYM);  // MOVB @STATE+4,@STATE+4
                t += T.jump(!wrap);  // JEQ BM21 / BM26
                if (!negative && wrap) {
                    r[6] = r[1];  t += T.readModifyWrite(REG, REG);  // MOV R1,R6
                    r[6] = word(r[6] - height);  t += T.readModifyWrite(SYM, REG);  // S @VWIDTH,R6
                } else if (!negative) {
                    r[6] = height;  t += T.readModifyWrite(SYM, REG);  // BM21 MOV @VWIDTH,R6
                    r[6] = word(r[6] - 1);  t += T.single(REG);  // DEC R6
                } else if (wrap) {
                    r[6] = height;  t += T.readModifyWrite(SYM, REG);  // MOV @VWIDTH,R6
                    r[6] = word(r[6] + r[1]);  t += T.readModifyWrite(REG, REG);  // A R1,R6
                } else {
                    r[6] = 0;  t += T.single(REG);  // BM26 CLR R6
                }
                t += T.jump(true);  // JMP BM15
            }
            // BM15
            boolean xOut = r[2] >= width;  t += T.compare(REG, SYM);  // C R2,@HWIDTH
            t += T.jump(xOut);  // JHE BM3
            multiply(width, 6);  t += T.multiply(SYM);  // MPY @HWIDTH,R6
            if (!xOut) {
                r[7] = word(r[7] + r[2]);  t += T.readModifyWrite(REG, REG);  // A R2,R7
                t += T.jump(true);  // JMP BM4
            } else {
                t += T.readModifyWrite(SYM, SYM);  // MOVB @STATE+4,@STATE+4
                t += T.jump(wrap);  // JNE BM35
                boolean negative = signed(r[2]) < 0;  t += T.compare(REG, SYM);  // C R2,@ZERO
                t += T.jump(negative);  // JLT BM4 / BM36
                if (!wrap && !negative) {
                    r[7] = word(r[7] + width);  t += T.readModifyWrite(SYM, REG);  // A @HWIDTH,R7
                    r[7] = word(r[7] - 1);  t += T.single(REG);  // DEC R7
                    t += T.jump(true);  // JMP BM4
                } else if (wrap && !negative) {
                    r[7] = word(r[7] - width);  t += T.readModifyWrite(SYM, REG);  // S @HWIDTH,R7
                    t += T.jump(true);  // JMP BM39
                    r[7] = word(r[7] + r[2]);  t += T.readModifyWrite(REG, REG);  // BM39 A R2,R7
                } else if (wrap) {
                    r[7] = word(r[7] + width);  t += T.readModifyWrite(SYM, REG);  // BM36 A @HWIDTH,R7
                    r[7] = word(r[7] + r[2]);  t += T.readModifyWrite(REG, REG);  // BM39 A R2,R7
                }
            }
            // BM4
            r[9] = (mapByte(r[7]) << 8) | (r[9] & 0xFF);  t += T.readModifyWrite(IDX, REG);  // MOVB @MAPBUF(R7),R9
            work[r[5]] = (byte) (r[9] >>> 8);  t += T.readModifyWrite(REG, IDX);  // MOVB R9,@WORK(R5)
            work[r[5]] |= (byte) B128;  t += T.readModifyWrite(SYM, IDX);  // SOCB @B128,@WORK(R5)
            r[9] &= 0x8000;  t += T.immediate();  // ANDI R9,>8000
            work[MASK + r[5]] = (byte) (r[9] >>> 8);  t += T.readModifyWrite(REG, IDX);  // MOVB R9,@WORK+169(R5)
            r[5]++;  t += T.single(REG);  // INC R5
            r[2] = word(r[2] + 1);  t += T.single(REG);  // INC R2
            r[3]--;  t += T.single(REG);  // DEC R3
            t += T.jump(r[3] != 0);  // JNE BM1
            if (r[3] != 0) {
                continue;
            }
            r[1] = word(r[1] + 1);  t += T.single(REG);  // INC R1
            r[2] = in.x();  t += T.readModifyWrite(SYM, REG);  // MOV @X,R2
            r[2] = word(r[2] - 6);  t += T.immediate();  // AI R2,-6
            r[2] = word(r[2] + r[12]);  t += T.readModifyWrite(REG, REG);  // A R12,R2
            r[12] = word(r[12] + r[8]);  t += T.readModifyWrite(REG, REG);  // A R8,R12
            r[3] = 13;  t += T.loadImmediate();  // LI R3,13
            r[4]--;  t += T.single(REG);  // DEC R4
            t += T.jump(r[4] != 0);  // JNE BM1
            if (r[4] == 0) {
                return;
            }
        }
    }

    /** {@code MPY src,Rd}: Rd:Rd+1 = src × Rd, unsigned. */
    private void multiply(int source, int destination) {
        long product = (long) (source & 0xFFFF) * (r[destination] & 0xFFFF);
        r[destination] = (int) (product >>> 16);
        r[destination + 1] = (int) (product & 0xFFFF);
    }

    /** Step two: the mobs into WORK, their numbers beside the adjacent tiles in STATE+10..17, then the tiles. */
    private void placeMobs() {
        for (int i = 10; i < 18; i++) {
            state[i] = (byte) 0xFF;
        }
        t += 4 * T.single(SYM);  // SETO @STATE+10..16
        r[1] = 0;  t += T.single(REG);  // CLR R1
        r[0] = in.mobs().size();  t += T.readModifyWrite(SYM, REG);  // MOV @STATE+6,R0
        t += T.jump(r[0] == 0);  // JEQ BM7
        while (r[0] != 0) {
            boolean present = mobbuf[r[1]] != 0;  t += T.readModifyWrite(IDX, IDX);  // BM5 MOVB @MOBBUF(R1),@MOBBUF(R1)
            t += T.jump(present);  // JNE BM6
            if (present) {
                placeMob();
            }
            r[1] = word(r[1] + 8);  t += T.readModifyWrite(SYM, REG);  // BM51 A @W8,R1
            r[0]--;  t += T.single(REG);  // DEC R0
            t += T.jump(r[0] != 0);  // JNE BM5
        }
        if (in.mobs().size() != 0) {
            t += T.jump(true);  // JMP BM7
        }
        int[] from = {97, 83, 71, 85, 84};
        for (int i = 0; i < from.length; i++) {
            state[10 + 2 * i] = work[from[i]];  t += T.readModifyWrite(SYM, SYM);  // BM7 MOVB @WORK+n,@STATE+m
        }
    }

    /** BM6 up to the {@code JMP BM51} after BM64, or the first {@code JGT BM51}. */
    private void placeMob() {
        int mobX = mobbuf[r[1] + 2] & 0xFF;
        int mobY = mobbuf[r[1] + 3] & 0xFF;
        r[2] = (mobY << 8) | (r[2] & 0xFF);  t += T.readModifyWrite(IDX, REG);  // MOVB @MOBBUF+3(R1),R2
        r[2] >>>= 8;  t += T.shift(8);  // SRL R2,8
        r[3] = r[2];  t += T.readModifyWrite(REG, REG);  // MOV R2,R3
        r[2] = word(r[2] - in.y());  t += T.readModifyWrite(SYM, REG);  // S @Y,R2
        if (!abs(2)) {
            return;
        }
        multiply(r[8], 3);  t += T.multiply(REG);  // MPY R8,R3
        r[2] = (mobX << 8) | mobY;  t += T.readModifyWrite(IDX, REG);  // MOV @MOBBUF+2(R1),R2
        r[2] >>>= 8;  t += T.shift(8);  // SRL R2,8
        r[2] = word(r[2] + r[4]);  t += T.readModifyWrite(REG, REG);  // A R4,R2
        r[2] = word(r[2] - in.x());  t += T.readModifyWrite(SYM, REG);  // S @X,R2
        if (!abs(2)) {
            return;
        }
        r[2] = (mobX << 8) | mobY;  t += T.readModifyWrite(IDX, REG);  // MOV @MOBBUF+2(R1),R2
        r[3] = r[2];  t += T.readModifyWrite(REG, REG);  // MOV R2,R3
        r[2] >>>= 8;  t += T.shift(8);  // SRL R2,8
        r[2] = word(r[2] + r[4]);  t += T.readModifyWrite(REG, REG);  // A R4,R2
        r[3] &= 0x00FF;  t += T.immediate();  // ANDI R3,>00FF
        r[3] = word(r[3] - in.y());  t += T.readModifyWrite(SYM, REG);  // S @Y,R3
        r[2] = word(r[2] - in.x());  t += T.readModifyWrite(SYM, REG);  // S @X,R2
        multiply(13, 3);  t += T.multiply(SYM);  // MPY @W13,R3
        r[4] = word(r[4] + r[2]);  t += T.readModifyWrite(REG, REG);  // A R2,R4
        r[4] = word(r[4] + 84);  t += T.immediate();  // AI R4,84
        r[5] = r[1];  t += T.readModifyWrite(REG, REG);  // MOV R1,R5
        r[5] = word(r[5] << 5);  t += T.shift(5);  // SLA R5,5
        int[] adjacent = {97, 83, 71, 85};
        for (int i = 0; i < adjacent.length; i++) {
            boolean here = r[4] == adjacent[i];  t += T.compareImmediate();  // CI R4,n
            t += T.jump(!here);  // JNE BM6n
            if (here) {
                state[11 + 2 * i] = (byte) (r[5] >>> 8);  t += T.readModifyWrite(REG, SYM);  // MOVB R5,@STATE+m
                if (i < adjacent.length - 1) {
                    t += T.jump(true);  // JMP BM64
                }
                break;
            }
        }
        work[r[4]] = mobbuf[r[1] + 1];  t += T.readModifyWrite(IDX, IDX);  // BM64 MOVB @MOBBUF+1(R1),@WORK(R4)
        t += T.jump(true);  // JMP BM51
    }

    /** {@code ABS Rn; C Rn,@W6; JGT BM51}: true when the mob is within six (the jump not taken). */
    private boolean abs(int n) {
        boolean negative = signed(r[n]) < 0;
        r[n] = word(Math.abs(signed(r[n])));  t += T.abs(negative);  // ABS Rn
        boolean outside = signed(r[n]) > 6;  t += T.compare(REG, SYM);  // C Rn,@W6
        t += T.jump(outside);  // JGT BM51
        return !outside;
    }

    /** Step three: tiles within the player's light are lit in WORK+169. */
    private void light() {
        boolean dark = state[8] != 0;  t += T.readModifyWrite(SYM, SYM);  // MOVB @STATE+8,@STATE+8
        t += T.jump(!dark);  // JEQ LOS
        if (!dark) {
            return;
        }
        boolean torch = state[9] != 0;  t += T.readModifyWrite(SYM, SYM);  // MOVB @STATE+9,@STATE+9
        t += T.jump(!torch);  // JEQ LOS
        if (!torch) {
            return;
        }
        r[1] = 0;  t += T.single(REG);  // CLR R1
        r[5] = 169;  t += T.loadImmediate();  // LI R5,169
        do {
            r[3] = r[1];  t += T.readModifyWrite(REG, REG);  // LGT1 MOV R1,R3
            r[3] >>>= 1;  t += T.shift(1);  // SRL R3,1
            // MOVB @LIGHT(R3),R2
            r[2] = (LightMask.lightByte(r[3]) << 8) | (r[2] & 0xFF); t += T.readModifyWrite(IDX, REG);
            boolean odd = (r[1] & 1) == 1;  t += T.compare(SYM, REG);  // COC @W1,R1
            t += T.jump(odd);  // JEQ LGT11
            if (!odd) {
                r[2] >>>= 4;  t += T.shift(4);  // SRL R2,4
            }
            r[2] &= 0x0F00;  t += T.immediate();  // LGT11 ANDI R2,>0F00
            int difference = (byte) ((r[2] >>> 8) - (state[9] & 0xFF));
            r[2] = (difference & 0xFF) << 8;  t += T.readModifyWrite(SYM, REG);  // SB @STATE+9,R2
            t += T.jump(difference > 0);  // JGT LGT12
            if (difference <= 0) {
                work[MASK + r[1]] = (byte) B128;  t += T.readModifyWrite(SYM, IDX);  // MOVB @B128,@WORK+169(R1)
            }
            r[1]++;  t += T.single(REG);  // LGT12 INC R1
            r[5]--;  t += T.single(REG);  // DEC R5
            t += T.jump(r[5] != 0);  // JNE LGT1
        } while (r[5] != 0);
    }

    /** Step four: each tile from the bottom right, its two paths towards the centre. */
    private void lineOfSight() {
        r[5] = 168;  t += T.loadImmediate();  // LOS LI R5,168
        r[1] = 12;  t += T.loadImmediate();  // LI R1,12
        r[2] = 12;  t += T.loadImmediate();  // LI R2,12
        r[8] = 0;  t += T.single(REG);  // CLR R8
        while (true) {
            tracePaths();
            r[5] = word(r[5] - 1);  t += T.single(REG);  // LOS18 DEC R5
            r[8] = 0;  t += T.single(REG);  // CLR R8
            r[2] = word(r[2] - 1);  t += T.single(REG);  // DEC R2
            boolean more = signed(r[2]) > -1;  t += T.compareImmediate();  // CI R2,-1
            t += T.jump(more);  // JGT LOS1
            if (more) {
                continue;
            }
            r[2] = 12;  t += T.loadImmediate();  // LI R2,12
            r[1] = word(r[1] - 1);  t += T.single(REG);  // DEC R1
            more = signed(r[1]) > -1;  t += T.compareImmediate();  // CI R1,-1
            t += T.jump(more);  // JGT LOS1
            if (!more) {
                return;
            }
        }
    }

    /** LOS1 for the tile R5 (R1, R2) up to LOS18, through the second path when the first is blocked. */
    private void tracePaths() {
        while (true) {
            r[9] = PATH;  t += T.loadImmediate();  // LOS1 LI R9,WORK+338
            r[12] = 0;  t += T.single(REG);  // CLR R12
            push(r[5]);  t += T.readModifyWrite(REG, INC);  // MOV R5,*R9+
            r[12]++;  t += T.single(REG);  // INC R12
            r[3] = r[1];  t += T.readModifyWrite(REG, REG);  // MOV R1,R3
            r[4] = r[2];  t += T.readModifyWrite(REG, REG);  // MOV R2,R4
            int mask = work[MASK + r[5]] & 0xFF;
            r[0] = (mask << 8) | (r[0] & 0xFF);  t += T.readModifyWrite(IDX, REG);  // MOVB @WORK+169(R5),R0
            t += T.jump(mask == 0);  // JEQ LOS17
            if (mask == 0) {
                blackOut();
                return;
            }
            t += T.compare(SYM, REG);  // CB @SPACE,R0
            t += T.jump(mask == SPACE);  // JEQ LOS17
            if (mask == SPACE) {
                blackOut();
                return;
            }
            t += T.compare(SYM, REG);  // CB @B1,R0
            t += T.jump(mask == B1);  // JEQ LOS18
            if (mask == B1) {
                return;
            }
            while (true) {
                t += T.readModifyWrite(REG, REG);  // LOS11 MOV R8,R8
                t += T.jump(r[8] == 0);  // JEQ LOS12
                t += T.branchAndLink();  // BL @POSCL2 / @POSCLC
                if (r[8] != 0) {
                    stepStraightFirst();
                    t += T.jump(true);  // JMP LOS13
                } else {
                    stepDiagonalFirst();
                }
                r[12]++;  t += T.single(REG);  // LOS13 INC R12
                boolean centre = r[7] == 84;  t += T.compareImmediate();  // CI R7,84
                t += T.jump(!centre);  // JNE LOS15
                if (centre) {
                    trailblaze();
                    return;
                }
                int tile = work[r[7]] & 0xFF;
                r[6] = (tile << 8) | (r[6] & 0xFF);  t += T.readModifyWrite(IDX, REG);  // LOS15 MOVB @WORK(R7),R6
                r[6] >>>= 8;  t += T.shift(8);  // SRL R6,8
                r[6] &= 0x007F;  t += T.immediate();  // ANDI R6,>007F
                // MOVB @TILES(R6),R0
                r[0] = ((tilesTable[r[6]] & 0xFF) << 8) | (r[0] & 0xFF); t += T.readModifyWrite(IDX, REG);
                r[0] &= 0x8000;  t += T.immediate();  // ANDI R0,>8000
                boolean blocked = r[0] != 0;
                t += T.jump(blocked);  // JNE LOS16
                if (!blocked) {
                    t += T.jump(true);  // JMP LOS11
                    continue;
                }
                t += T.readModifyWrite(REG, REG);  // LOS16 MOV R8,R8
                t += T.jump(r[8] != 0);  // JNE LOS17
                if (r[8] != 0) {
                    blackOut();
                    return;
                }
                r[8]++;  t += T.single(REG);  // INC R8
                t += T.jump(true);  // JMP LOS1
                break;
            }
        }
    }

    private void push(int value) {
        work[r[9]] = (byte) (value >>> 8);
        work[r[9] + 1] = (byte) value;
        r[9] += 2;
    }

    /** LOS17: {@code MOVB @SPACE,@WORK+169(R5)}. */
    private void blackOut() {
        work[MASK + r[5]] = (byte) SPACE;  t += T.readModifyWrite(SYM, IDX);
    }

    /** LOS14: every index on the path, the start and the centre included, marked traversed; then JMP LOS18. */
    private void trailblaze() {
        do {
            r[9] -= 2;  t += T.single(REG);  // LOS14 DECT R9
            r[4] = ((work[r[9]] & 0xFF) << 8) | (work[r[9] + 1] & 0xFF); t += T.readModifyWrite(IND, REG); // MOV *R9,R4
            work[MASK + r[4]] = (byte) B1;  t += T.readModifyWrite(SYM, IDX);  // MOVB @B1,@WORK+169(R4)
            r[12]--;  t += T.single(REG);  // DEC R12
            t += T.jump(r[12] != 0);  // JNE LOS14
        } while (r[12] != 0);
        t += T.jump(true);  // JMP LOS18
    }

    /** POSCLC: one step towards the centre on both axes (none on an axis already there), pushed; RT. */
    private void stepDiagonalFirst() {
        r[6] = XDIFF[r[3]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF(R3),R6
        r[7] = XDIFF[r[4]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF(R4),R7
        t += 2 * T.shift(8);  // SRA R6,8; SRA R7,8
        r[3] = word(r[3] + r[6]);  t += T.readModifyWrite(REG, REG);  // A R6,R3
        r[4] = word(r[4] + r[7]);  t += T.readModifyWrite(REG, REG);  // A R7,R4
        pushIndex();
    }

    /**
     * POSCL2: a step on the axis farther from the centre (both when equally far): CB R7,R6 compares the X distance
     * with the Y distance, JL takes the Y step when X is nearer; RT.
     */
    private void stepStraightFirst() {
        int yDistance = XDIFF[13 + r[3]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF+13(R3),R6
        int xDistance = XDIFF[13 + r[4]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF+13(R4),R7
        t += T.compare(REG, REG);  // CB R7,R6
        t += T.jump(xDistance == yDistance);  // JEQ PSC1
        if (xDistance == yDistance) {
            r[6] = XDIFF[r[3]];  t += T.readModifyWrite(IDX, REG);  // PSC1 MOVB @XDIFF(R3),R6
            r[7] = XDIFF[r[4]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF(R4),R7
            t += 2 * T.shift(8);  // SRA R6,8; SRA R7,8
            r[3] = word(r[3] + r[6]);  t += T.readModifyWrite(REG, REG);  // A R6,R3
            r[4] = word(r[4] + r[7]);  t += T.readModifyWrite(REG, REG);  // A R7,R4
            t += T.jump(true);  // JMP PSC3
        } else {
            t += T.jump(xDistance < yDistance);  // JL PSC2
            if (xDistance > yDistance) {
                r[6] = XDIFF[r[4]];  t += T.readModifyWrite(IDX, REG);  // MOVB @XDIFF(R4),R6
                t += T.shift(8);  // SRA R6,8
                r[4] = word(r[4] + r[6]);  t += T.readModifyWrite(REG, REG);  // A R6,R4
                t += T.jump(true);  // JMP PSC3
            } else {
                r[6] = XDIFF[r[3]];  t += T.readModifyWrite(IDX, REG);  // PSC2 MOVB @XDIFF(R3),R6
                t += T.shift(8);  // SRA R6,8
                r[3] = word(r[3] + r[6]);  t += T.readModifyWrite(REG, REG);  // A R6,R3
            }
        }
        pushIndex();
    }

    /** PSC3 (and POSCLC's end): R7 = 13 × R3 + R4, pushed on the path; RT. */
    private void pushIndex() {
        r[6] = r[3];  t += T.readModifyWrite(REG, REG);  // MOV R3,R6
        multiply(13, 6);  t += T.multiply(SYM);  // MPY @W13,R6
        r[7] = word(r[7] + r[4]);  t += T.readModifyWrite(REG, REG);  // A R4,R7
        push(r[7]);  t += T.readModifyWrite(REG, INC);  // MOV R7,*R9+
        t += T.returnFromBranch();  // RT
    }

    /** Step five: the tiles not blacked out copied from WORK, the player in the centre; B @SUBRET, RTWP. */
    private void finalMask() {
        r[5] = 0;  t += T.single(REG);  // PCMEND CLR R5
        r[1] = 169;  t += T.loadImmediate();  // LI R1,169
        do {
            // PCME1 CB @SPACE,@WORK+169(R5)
            boolean hidden = (work[MASK + r[5]] & 0xFF) == SPACE; t += T.compare(SYM, IDX);
            t += T.jump(hidden);  // JEQ PCME2
            if (!hidden) {
                work[MASK + r[5]] = work[r[5]];  t += T.readModifyWrite(IDX, IDX);  // MOVB @WORK(R5),@WORK+169(R5)
            }
            r[5]++;  t += T.single(REG);  // PCME2 INC R5
            r[1]--;  t += T.single(REG);  // DEC R1
            t += T.jump(r[1] != 0);  // JNE PCME1
        } while (r[1] != 0);
        work[MASK + MapView.CENTER] = (byte) MapView.PLAYER;  t += T.readModifyWrite(SYM, SYM);  // MOVB @B247,@WORK+253
        t += T.branch(SYM);  // B @SUBRET
        t += T.returnWithWorkspace();  // SUBRET RTWP
    }
}
