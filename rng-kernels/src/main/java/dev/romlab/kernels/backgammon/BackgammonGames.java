package dev.romlab.kernels.backgammon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import dev.romlab.kernels.backgammon.model.FaithfulGenerator;
import dev.romlab.kernels.backgammon.model.ListingReading;
import dev.romlab.kernels.backgammon.model.Roll;

/**
 * Games of FDS Backgammon on the emulator, for {@code romlab backgammon}: the rolls of a game started after a
 * number of title frames, and the search for the reset and frame that give wanted first rolls. The generator stops
 * when start is pressed, so a game's rolls are fixed by its sequence and its frame (the seed document).
 *
 * <p>The search runs each sequence once: the title screen takes one value per frame and GetDiceRoll one per roll,
 * so the game started after F frames rolls the values F+1, F+2, ... of the stream, and one pass of GetDiceRoll calls
 * from the reset gives every start frame's rolls at once (a test checks this against playing each game apart).
 */
public final class BackgammonGames {

    /** The NTSC Famicom's frame rate: 39,375,000 / 655,171.5 Hz (NESdev wiki, "Cycle reference chart"). */
    public static final double FRAMES_PER_SECOND = 60.0988;

    /** {@code --max-frames}' default: one minute of title screen. */
    public static final int DEFAULT_MAX_FRAMES = 3_600;

    /** Sequences 0..31; 31 is power-on. */
    public static final int SEQUENCES = FaithfulGenerator.SEQUENCES;

    private final BackgammonMachine machine;

    public BackgammonGames(ListingReading reading) {
        this.machine = new BackgammonMachine(reading);
    }

    /**
     * A game found by {@link #find}.
     *
     * @param sequence the start sequence (31: power-on)
     * @param frames   title frames before start is pressed
     * @param rolls    its first rolls as the game makes them (die 1 - die 2)
     */
    public record Match(int sequence, int frames, List<Roll> rolls) {

        public Match {
            rolls = List.copyOf(rolls);
        }

        /** When to press start after the title screen appears. */
        public double seconds() {
            return BackgammonGames.seconds(frames);
        }
    }

    /** {@code frames} at 60.0988 frames a second. */
    public static double seconds(int frames) {
        return frames / FRAMES_PER_SECOND;
    }

    /** {@code 31 (power-on)} or {@code 12 (reset with $33 mod 32 = 12)}. */
    public static String sequenceText(int sequence) {
        return sequence == SEQUENCES - 1 ? String.format(Locale.ROOT, "%d (power-on)", sequence)
                : String.format(Locale.ROOT, "%d (reset with $33 mod 32 = %d)", sequence, sequence);
    }

    /** The first {@code rolls} rolls of the game of {@code sequence} started after {@code frames} title frames. */
    public List<Roll> game(int sequence, int frames, int rolls) {
        machine.reset(sequence);
        for (int f = 0; f < frames; f++) {
            machine.draw();
        }
        List<Roll> out = new ArrayList<>(rolls);
        for (int k = 0; k < rolls; k++) {
            out.add(machine.roll());
        }
        return out;
    }

    /**
     * Every sequence and start frame below {@code maxFrames} whose first rolls are {@code wanted}, each roll's dice in
     * either order (3-1 is 1-3 to the player), by sequence then frame.
     */
    public List<Match> find(List<Roll> wanted, int maxFrames) {
        if (wanted.isEmpty()) {
            throw new IllegalArgumentException("no rolls to find");
        }
        List<Match> out = new ArrayList<>();
        Roll[] stream = new Roll[maxFrames + wanted.size() - 1];
        for (int sequence = 0; sequence < SEQUENCES; sequence++) {
            machine.reset(sequence);
            for (int j = 0; j < stream.length; j++) {
                stream[j] = machine.roll();
            }
            for (int frames = 0; frames < maxFrames; frames++) {
                if (startsWith(stream, frames, wanted)) {
                    out.add(new Match(sequence, frames, Arrays.asList(stream).subList(frames, frames + wanted.size())));
                }
            }
        }
        return out;
    }

    private static boolean startsWith(Roll[] stream, int from, List<Roll> wanted) {
        for (int k = 0; k < wanted.size(); k++) {
            if (!stream[from + k].sameDice(wanted.get(k))) {
                return false;
            }
        }
        return true;
    }
}
