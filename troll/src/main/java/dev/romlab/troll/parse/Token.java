package dev.romlab.troll.parse;

import dev.romlab.troll.ast.Position;

/** One lexeme: its kind, its text (digits, name, string contents or the ?p fraction) and where it starts. */
record Token(TokenKind kind, String text, Position position) {
}
