<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Montana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (1 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} won: all 48 cards in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green mark and never move again. “In place: N of 48” is your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); it counts as a loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 already stands in column 1; moving it would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint could be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: Ctrl+Z. Redo: Ctrl+Shift+Z or Ctrl+Y. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire did not answer, so this one took over.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>The languages the game speaks (as View &gt; Language offers them), by preference value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this game now; it counts as a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;numbered deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game? It counts as a loss in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this game? It counts as a loss in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Choose a 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which 2 goes here?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
