<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
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
        <source>Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue Moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red Moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Galary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free Parking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces and Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paganini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House of Commons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangular Rovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Montana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shuffles</source>
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
        <source>the gaps in the last column</source>
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
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
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
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
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
        <source>Rule set</source>
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
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place</source>
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
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any %1</source>
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
        <source>%1 deal number (1 to %2):</source>
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
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closest call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
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
        <source>Win rate</source>
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
        <source>Fastest win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rule sets</source>
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
    <message numerus="yes">
        <source>%n days played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>{count} won: all {cards} cards in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
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
    <message>
        <source>moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
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
    <message numerus="yes">
        <source>%n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
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
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
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
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date in full: a QDate pattern (d day, MMMM month&apos;s name, yyyy year); other words go in &apos;single quotes&apos;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with the month&apos;s short name (MMM): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dddd, d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with its weekday&apos;s name (dddd): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A month of a year (a calendar&apos;s heading): a QDate pattern; other words go in &apos;single quotes&apos;. LLLL is the month&apos;s name standing alone, where the language declines it (Russian &quot;декабрь 2027&quot;, not &quot;декабря&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>date pattern</comment>
        <extracomment>A day of a month, the year left out: a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
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
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
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
        <source>Preparing the daily challenges…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
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
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
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
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
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
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation type="unfinished"></translation>
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
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
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
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
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
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
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
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
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
        <source>any %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
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
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
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
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KDE card deck</source>
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
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
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
        <source>Crown: every hard challenge of this month won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
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
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
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
        <source>Copied the game code %1.</source>
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
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up</source>
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
        <source>Deal the loose cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
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
        <source>End this game now; it counts as given up (not won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
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
        <source>&amp;Easy daily challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
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
        <source>R&amp;ules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
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
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
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
        <source>Show &amp;winnability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
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
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
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
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect the next time the game starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
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
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
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
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
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
        <source>This is today&apos;s %1 challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not winnable</source>
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
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
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
        <source>Column 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
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
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app won</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
