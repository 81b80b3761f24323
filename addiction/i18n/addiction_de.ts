<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>schwer</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Herausforderung %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Das Kartenblatt „%1“ kann nicht gelesen werden, daher bleiben die spieleigenen Karten.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Das Kartenblatt „%1“ ist keine normale Datei, daher bleiben die spieleigenen Karten.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Das Kartenblatt „%1“ ist zu groß (mehr als %2 MB), daher bleiben die spieleigenen Karten.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Das Kartenblatt „%1“ ist beschädigt, daher bleiben die spieleigenen Karten.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>Dem Kartenblatt „%1“ fehlt %n der 52 Karten, daher bleiben die spieleigenen Karten.</numerusform>
            <numerusform>Dem Kartenblatt „%1“ fehlen %n der 52 Karten, daher bleiben die spieleigenen Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>die losen Karten und die vier Lücken landen irgendwo</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Nach den Folgen</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>jede Reihe erhält eine Lücke, direkt nach ihrer Folge</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>auch wenn noch Züge möglich sind</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Nur wenn festgefahren</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>wenn kein Zug mehr möglich ist</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction klassisch</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Entspannt</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Spaces</translation>
    </message>
    <message>
        <source>Blue Moon</source>
        <translation>Blue Moon</translation>
    </message>
    <message>
        <source>Red Moon</source>
        <translation>Red Moon</translation>
    </message>
    <message>
        <source>Galary</source>
        <translation>Galary</translation>
    </message>
    <message>
        <source>Free Parking</source>
        <translation>Free Parking</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Jungle</translation>
    </message>
    <message>
        <source>Spaces and Aces</source>
        <translation>Spaces and Aces</translation>
    </message>
    <message>
        <source>Paganini</source>
        <translation>Paganini</translation>
    </message>
    <message>
        <source>House of Commons</source>
        <translation>House of Commons</translation>
    </message>
    <message>
        <source>Line Up</source>
        <translation>Line Up</translation>
    </message>
    <message>
        <source>Rectangular Rovers</source>
        <translation>Rectangular Rovers</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>Maze</translation>
    </message>
    <message>
        <source>Double Montana</source>
        <translation>Doppel-Montana</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Doppel-Blue-Moon</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Doppel-Red-Moon</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (alte Regeln)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>eine 2 in Spalte 1 darf umziehen</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Ohne Mischen</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>beliebig viele Mischungen</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n Mischung</numerusform>
            <numerusform>%n Mischungen</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>Lücken landen irgendwo</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>eine Lücke nach jeder Folge</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>die Lücken in der letzten Spalte</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>Mischen rückgängig machbar</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>Mischen endgültig</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Eigene Regeln: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>in Spalte 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>jede 2, die nicht schon in Spalte 1 liegt (die 2 bestimmt die Farbe der Reihe)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>rechts von einer Karte, etwa %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>die nächste Karte dieser Farbe, %1, von irgendwo auf dem Tisch</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>rechts von einem König</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nichts: &lt;b&gt;blockiert&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>rechts von einer anderen Lücke</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nichts, bis diese Lücke gefüllt ist: &lt;b&gt;blockiert&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Karten, die ziehen können, und Lücken, die sich füllen lassen, sind hervorgehoben; eine blockierte Lücke zeigt ein Durchfahrt-verboten-Zeichen.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Klicken Sie auf eine hervorgehobene Karte, um sie zu ziehen, ziehen Sie sie in ihre Lücke, klicken Sie auf eine Lücke, um sie zu füllen, oder klicken Sie erst auf eine Karte und dann auf eine Lücke. Eine Lücke in Spalte 1 bietet die 2en an, die dorthin passen.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Rückgängig: %1. Wiederholen: %2 oder %3. Rückgängig und Wiederholen sind innerhalb des Regelwerks unbegrenzt; „Von vorn“ kehrt zum selben Spiel zurück, mit allen Mischungen wieder verfügbar.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Tipp (H) zeigt einen guten Zug oder schlägt Mischen vor, wenn Sie festgefahren sind. Mischen: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Ihr Spiel wird beim Spielen gespeichert und ist beim nächsten Start wieder da. Ein Spielcode erzeugt dasselbe Spiel für Freunde.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Eine Patience des Könnens: Alle Karten liegen offen. Ordnen Sie jede Reihe von 2 bis König, eine Farbe pro Reihe (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>Die 52 Karten werden in 4 Reihen zu 13 ausgelegt. Die vier Asse werden entfernt und kommen nie zurück; ihre Plätze sind die vier &lt;b&gt;Lücken&lt;/b&gt;. Es gibt immer 48 Karten und 4 Lücken.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Ein Zug legt eine Karte in eine Lücke; der Platz, den die Karte verlässt, wird zur Lücke. Welche Karte eine Lücke aufnimmt, hängt davon ab, was links von ihr liegt.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Eine Lücke in den Spalten 2–13 lässt also nie eine Wahl; zu wählen ist, welche 2 in welche Reihe kommt und welche Lücke man zuerst verfolgt.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Eine Karte ist &lt;b&gt;am Platz&lt;/b&gt;, wenn sie zur ununterbrochenen Folge gehört, die mit einer 2 in Spalte 1 beginnt und in dieser Farbe weitergeht: %1 hat 3 am Platz. Karten am Platz tragen einen grünen Haken und bewegen sich nie wieder. „Am Platz: N von 48“ ist Ihr Fortschritt.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Wenn Sie festgefahren sind, oder früher, falls die Regeln es erlauben, sammelt &lt;b&gt;Mischen&lt;/b&gt; alle Karten ein, die nicht am Platz sind, und teilt sie neu aus. Karten am Platz bleiben liegen. Mischen zählt als Zug. Hier unterscheiden sich die Regelwerke:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Wählen Sie unter &lt;i&gt;Spiel › Regeln&lt;/i&gt; ein Regelwerk oder stellen Sie jeden Schalter selbst ein. Die Statistik wird für jedes Regelwerk getrennt geführt.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Sie gewinnen, wenn jede Reihe in den Spalten 1–12 die 2 bis König einer Farbe enthält; die Lücken enden in Spalte 13. Welche Farbe in welcher Reihe liegt, ist egal. Sie sind &lt;b&gt;festgefahren&lt;/b&gt;, wenn jede Lücke blockiert ist; festgefahren ohne übrige Mischung ist das Spiel verloren. Sie können auch aufgeben (&lt;i&gt;Spiel › Aufgeben&lt;/i&gt;); die Statistik zählt es als aufgegeben.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Die Lücke liegt…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Sie nimmt…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Mischungen</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Neuverteilung</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Erlaubt</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Mischen zurücknehmen</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Die Auslage</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Kurzübersicht: was jede Lücke aufnimmt</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>Am Platz</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gewinnen und Verlieren</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 Karten in 4 Reihen zu 13, ohne die Asse: Füllen Sie jede Lücke mit der Karte, die um eins höher ist als ihr linker Nachbar in derselben Farbe, und bauen Sie jede Reihe von der 2 bis zum König.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Wie Addiction, aber eine Neuverteilung legt die Lücken in die letzte Spalte.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Wie Addiction mit zwei Neuverteilungen, und eine 2 in Spalte 1 darf in eine andere Lücke in Spalte 1 ziehen.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 Reihen zu 14, die Asse in Spalte 1 verschoben: Bauen Sie jede Reihe von ihrem Ass bis zum König in einer Farbe.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Wie Blue Moon, aber die Asse werden zuerst ausgeteilt und die Lücken beginnen in Spalte 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Wie Red Moon, und eine Lücke nimmt auch die Karte, die um eins niedriger ist als ihr rechter Nachbar, in dessen Farbe.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Wie Addiction, und eine Lücke nimmt auch die Karte, die um eins niedriger ist als ihr rechter Nachbar, in dessen Farbe.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Wie Blue Moon, aber eine Lücke nimmt den nächsten Rang jeder Farbe; eine Reihe gewinnt trotzdem nur in einer Farbe.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 Reihen zu 14, Spalte 1 leer: Sie nimmt ein Ass, und jede andere Lücke nimmt jede höhere Karte in der Farbe ihres linken Nachbarn.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 Karten (Ass, 6 bis König) in 4 Reihen zu 10, die Asse in Spalte 1 verschoben: Auf das Ass folgt eine 6.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 Karten (Ass bis 10) in 4 Reihen zu 10, ohne die Asse: Bauen Sie jede Reihe von der 2 bis zur 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 Karten (Ass bis 6) in 4 Reihen zu 6, ohne die Sechsen: Spalte 1 nimmt ein Ass, und jede Reihe läuft vom Ass bis zur 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Karten und Tisch von Line Up, aber eine Lücke nimmt jede Karte neben ihr: links, rechts, darüber oder darunter.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 Karten (Ass bis Dame) in 6 Reihen zu 9, gelesen als eine umlaufende Linie: Eine Lücke nimmt die Karte um eins über ihrem linken Nachbarn oder um eins unter ihrem rechten, nach einer Dame ein beliebiges anderes Ass; bauen Sie die vier Farben nacheinander von oben links.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Zwei Kartenspiele in 8 Reihen zu 13, ohne die Asse: zwei Reihen je Farbe, gebaut wie bei Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Zwei Kartenspiele in 8 Reihen zu 14, gespielt wie Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Zwei Kartenspiele in 8 Reihen zu 14, gespielt wie Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Zwei Kartenspiele in 8 Reihen zu 14, Spalte 1 leer: Sie nimmt ein Ass, und jede andere Lücke die Karte um eins über ihrem linken Nachbarn in derselben Farbe.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II, wie dieses Spiel es zuerst spielte: zwei Kartenspiele in 8 Reihen zu 14, gespielt wie Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>jedes Ass</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>jede 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>%1 jeder Farbe</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Neues nummeriertes Spiel</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Spielnummer für %1 (1 bis %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Spielcode:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Spielcode öffnen</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Dieses Spiel analysieren</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Wählen Sie ein Spiel in der Tabelle, um es zu analysieren.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Dieses Spiel Schritt für Schritt nachspielen, mit den Ratschlägen des Lösers.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Züge des Spiels</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Start: die Auslage</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>Wendepunkt</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>knappste Stelle</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analysiere… %1 von %2 Runden analysiert.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analysiere… der Löser sucht weiter, wo er es noch nicht sagen konnte.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Vom Löser analysiert.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Der Löser sucht noch: Hier steht mehr, sobald er kann.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>Zug %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Diese Runde wurde gewonnen, und kein Zug unterwegs hätte sie verlieren können.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Diese Runde wurde gewonnen. Wo sie am knappsten war, konnte der Löser nicht rechtzeitig sagen.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Diese Runde wurde gewonnen. Ihre knappste Stelle ist in der Zugliste markiert.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Diese Runde war bis %1 zu gewinnen. Ihr Wendepunkt ist in der Liste markiert.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Diese Runde war am Anfang zu gewinnen und am Ende nicht mehr; der Sieg ging zwischen Zug %1 und Zug %2 verloren (wo genau, konnte der Löser nicht rechtzeitig sagen).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Diese Runde war ab dem ersten Zug nicht ohne Mischen zu gewinnen.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Diese Runde war bei ihrem Ende noch ohne Mischen zu gewinnen.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Ob diese Runde ohne Mischen zu gewinnen war, konnte der Löser nicht rechtzeitig sagen.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Nach %1 war diese Runde nicht mehr ohne Mischen zu gewinnen.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 hätte sie gewinnbar gehalten: Der Zug ist einen Schritt zurück auf dem Tisch markiert.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Als Nächstes kommt %1, womit der Sieg dieser Runde verloren geht. %2, auf dem Tisch markiert, hätte sie gewinnbar gehalten.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Knappste Stelle: Bei %3 hielten nur %1 der %2 möglichen Züge diese Runde gewinnbar. %4 zum Beispiel hätte sie verloren.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Früher mischen, vor Zug %1, hätte eine gewinnbare Runde ausgeteilt.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Kein früherer Zeitpunkt, den der Löser probiert hat, hätte eine gewinnbare Runde ausgeteilt.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Ob früheres Mischen eine gewinnbare Runde ausgeteilt hätte, konnte der Löser nicht rechtzeitig sagen.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Vor dem Mischen weiterzuspielen, beginnend mit %1, hätte eine gewinnbare Runde ausgeteilt.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Vor dem Mischen weiterzuspielen hätte keine gewinnbare Runde ausgeteilt.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Ob späteres Mischen eine gewinnbare Runde ausgeteilt hätte, konnte der Löser nicht rechtzeitig sagen.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>Die Analyse konnte nicht erstellt werden: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Dieses Spiel ist nicht mehr in der Statistik.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Dieses Spiel wurde aufgezeichnet, bevor Spiele ihre Züge speicherten: Es kann nicht analysiert werden.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Die Statistik konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Die gespeicherten Züge dieses Spiels lassen sich nicht nachspielen: Es kann nicht analysiert werden.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Die gespeicherten Züge dieses Spiels passen nicht zu seinem Eintrag: Es kann nicht analysiert werden.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Wenigste Züge</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Schnitt am Platz</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Spiele pro Tag</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Noch keine Spiele. Jeder Tag, an dem Sie spielen, leuchtet hier auf.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n Tag gespielt</numerusform>
            <numerusform>%n Tage gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Mi</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>Mo</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Fr</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Weniger</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n Spiel, {wins} gewonnen</numerusform>
            <numerusform>{day}: %n Spiele, {wins} gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Karten am Platz am Ende</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Noch keine Spiele. Jedes beendete Spiel trägt hier zu einem Balken bei.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>Spiele nach Karten am Platz; grün: gewonnen</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} gewonnen: alle {cards} Karten am Platz</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} endeten mit {cards} Karten am Platz, davon {won} gewonnen</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} endeten mit {cards} Karten am Platz</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Gewinnquote im Zeitverlauf</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Noch keine Spiele. Ihre Gewinnquote wächst hier, Spiel für Spiel.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>jeder Punkt: die letzten {count} Spiele</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>alle Spiele: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Spiele {first}–{last}: {rate} gewonnen</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Züge und Zeit der Siege</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Noch keine Siege. Ihr erster Sieg erscheint hier als Punkt.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n Sieg; die besten liegen unten links</numerusform>
            <numerusform>%n Siege; die besten liegen unten links</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Gewonnen in {moves} Zügen, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel Nr.</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Doppelklicken Sie auf ein Spiel, um es erneut zu spielen.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Spiele exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Die Spiele konnten nicht in {path} gespeichert werden: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n Spiel in {path} gespeichert</numerusform>
            <numerusform>%n Spiele in {path} gespeichert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n beschädigter Eintrag wurde übersprungen.</numerusform>
            <numerusform>%n beschädigte Einträge wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Nach Regelwerk</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Jedes Spiel mit mindestens einem Zug zählt einmal: gewonnen, verloren (festgefahren ohne übrige Mischung), aufgegeben oder abgebrochen (für ein anderes Spiel verlassen). Ein Sieg ist endgültig. Wenigste Züge und schnellster Sieg stammen aus gewonnenen Spielen.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Kampagnen-Level und gewinnbare Spiele werden getrennt von ihren Regelwerken gezählt: Wählen Sie sie oben unter Regelwerk.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>alle Regelwerke</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Das %n aufgezeichnete Spiel von {which} vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Die %n aufgezeichneten Spiele von {which} vergessen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Beste Siegesserie</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Wenigste Züge zum Sieg</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Tagesspiel %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date in full: a QDate pattern (d day, MMMM month&apos;s name, yyyy year); other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with the month&apos;s short name (MMM): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>dddd, d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with its weekday&apos;s name (dddd): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>dddd, d. MMMM yyyy</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A month of a year (a calendar&apos;s heading): a QDate pattern; other words go in &apos;single quotes&apos;. LLLL is the month&apos;s name standing alone, where the language declines it (Russian &quot;декабрь 2027&quot;, not &quot;декабря&quot;).</extracomment>
        <translation>MMMM yyyy</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>date pattern</comment>
        <extracomment>A day of a month, the year left out: a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d. MMMM</translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation>Das Spiel ist vorbei (gewonnen).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>Das Spiel ist vorbei (verloren).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Mischen nicht möglich: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Es wurde aufbewahrt und wird beim nächsten Start hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Auch das Ergebnis dieses Spiels konnte nicht für den nächsten Start aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Das Tagesspiel wird vorbereitet…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Das Tagesspiel konnte nicht vorbereitet werden.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Die Tagesherausforderungen werden vorbereitet…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Die Tagesherausforderungen konnten nicht vorbereitet werden.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Es wurde kein gewinnbares Spiel gefunden.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Dieses Feld liegt außerhalb des Tisches.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 ist keine Lücke.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 liegt nicht in %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Die Lücke in %1 liegt rechts von einem König: tot.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Die Lücke in %1 liegt rechts von einer anderen Lücke: tot, bis diese gefüllt ist.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>In die Lücke der ersten Spalte in %1 darf nur ein Ass, nicht %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>In die Lücke der ersten Spalte in %1 darf nur eine 2, nicht %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 liegt schon in Spalte 1 und bleibt dort in diesem Spiel.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Nur eine Karte neben der Lücke in %1 kann hinein, nicht %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Die Lücke in %1 nimmt %2 nicht.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Die Lücke in %1 nimmt %3, nicht %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>keine Mischung mehr übrig</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>diese Regeln erlauben Mischen nur, wenn kein Zug mehr möglich ist</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Tipps sind nicht verfügbar: %1. Fragen Sie erneut, um es nochmal zu versuchen.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Suche noch einen Tipp: Dieser dauert länger als sonst…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Kein Zug mehr möglich. Mischen Sie die Karten, die nicht am Platz sind.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Kein Zug mehr möglich. Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: Von hier aus ist die Runde ohne Mischen zu gewinnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: Von hier aus bringt der beste bisher gefundene Weg %n Karte an ihren Platz.</numerusform>
            <numerusform>%1: Von hier aus bringt der beste bisher gefundene Weg %n Karten an ihren Platz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: Von hier aus endet der beste Weg vor dem Mischen mit %n Karte am Platz und hält die Reihen ausgeglichen (keiner gewinnt ohne Mischen).</numerusform>
            <numerusform>%1: Von hier aus endet der beste Weg vor dem Mischen mit %n Karten am Platz und hält die Reihen ausgeglichen (keiner gewinnt ohne Mischen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: Von hier aus bringt der beste Weg %n Karte an ihren Platz (keiner gewinnt ohne Mischen).</numerusform>
            <numerusform>%1: Von hier aus bringt der beste Weg %n Karten an ihren Platz (keiner gewinnt ohne Mischen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: Von hier aus endet der Weg vor dem Mischen mit %n Karte am Platz, und das Mischen teilt dann eine gewinnbare Runde aus (keiner gewinnt ohne Mischen).</numerusform>
            <numerusform>%1: Von hier aus endet der Weg vor dem Mischen mit %n Karten am Platz, und das Mischen teilt dann eine gewinnbare Runde aus (keiner gewinnt ohne Mischen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Jetzt mischen: Von hier aus teilt es eine gewinnbare Runde aus.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Jetzt mischen: Die Reihen sind so ausgeglichen wie möglich, und mehr Karten am Platz würden das verderben.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Kein Zug bringt eine weitere Karte an ihren Platz: mischen.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Kein Zug bringt eine weitere Karte an ihren Platz; versuchen Sie %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Kein Zug bringt eine weitere Karte an ihren Platz, und jeder Zug führt zu einer Stellung dieser Runde zurück: Es bleibt nichts Neues zu versuchen.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>kein Hilfsprozess konnte starten (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>der Hilfsprozess wurde zweimal beendet</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>der Hilfsprozess hat zweimal nicht mehr geantwortet</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>ein Programmfehler (%1), festgehalten in %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>ein Programmfehler (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Tipp: mischen.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: Von hier aus ist das Spiel zu gewinnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: Von hier aus bringt der beste Weg %n Karte an ihren Platz (keiner gewinnt).</numerusform>
            <numerusform>%1: Von hier aus bringt der beste Weg %n Karten an ihren Platz (keiner gewinnt).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>Spielnummern reichen von 1 bis %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>es ist kein Spielcode (Codes sehen aus wie A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>seine Prüfzeichen stimmen nicht: Ein Zeichen ist vielleicht vertippt oder fehlt</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>er nennt kein Regelwerk, das dieses Spiel kennt</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>seine Auslage ist kein gültiger Tisch</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Die Statistik konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Spiele und Statistik werden diesmal nicht aufbewahrt: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Ihre Statistikdatei konnte nicht geöffnet werden (%1), daher werden die Spiele dieser Sitzung nicht gezählt.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht gelesen werden, daher wurde ein neues Spiel gestartet; die beschädigte Datei konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Ihre Statistikdatei ist keine Datei und konnte nicht beiseitegelegt werden, daher werden die Spiele dieser Sitzung nicht gezählt.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Ihre Einstellungsdatei ist keine Datei und konnte nicht beiseitegelegt werden, daher werden Ihre Einstellungen nicht gespeichert.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Einige Ergebnisse aus einer früheren Sitzung konnten Ihrer Statistik nicht hinzugefügt werden.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Eine Begleitdatei Ihrer Statistik ist keine Datei und konnte nicht beiseitegelegt werden, daher werden die Spiele dieser Sitzung nicht gezählt.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Ihre Einstellungsdatei ist viel zu groß und konnte nicht beiseitegelegt werden, daher werden Ihre Einstellungen nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Ihre Statistik konnte weder gelesen noch beiseitegelegt werden, daher werden die Spiele dieser Sitzung nicht gezählt.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht gelesen werden, daher wurde ein neues Spiel gestartet; die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Ihre Statistikdatei war keine Datei, daher wurde eine neue Statistik begonnen; was dort lag, wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Ihre Einstellungsdatei war keine Datei, daher gelten die Standardeinstellungen; was dort lag, wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Ihre Statistikdatei war beschädigt, daher wurde eine neue Statistik begonnen; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Ihre Statistikdatei konnte nicht gelesen werden, daher wurde eine neue Statistik begonnen; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Ihre Statistikdatei hatte nicht die erwarteten Tabellen, daher wurde eine neue Statistik begonnen; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Ihre Statistikdatei stammt von einer neueren Version von Addiction Solitaire, daher wurde eine neue Statistik begonnen; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Ihre Statistikdatei enthielt etwas anderes, daher wurde eine neue Statistik begonnen; die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Einige Ergebnisse aus einer früheren Sitzung konnten Ihrer Statistik nicht hinzugefügt werden; sie wurden als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Eine Begleitdatei Ihrer Statistik war keine Datei und wurde daher als %1 beiseitegelegt; Ihre Statistik bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Ihre Einstellungsdatei war viel zu groß, daher gelten die Standardeinstellungen; sie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Dort, wo das Spiel seine Sperrdatei ablegt, lag etwas, das keine Datei war; es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Eine andere Instanz von Addiction Solitaire verwendet Ihre Spiele möglicherweise gerade, daher speichert diese nichts mehr. Bitte schließen Sie diese Instanz.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Eine andere Instanz von Addiction Solitaire verwendet Ihre Spiele, antwortet aber nicht: Sie ist vielleicht beschäftigt oder angehalten. Diese Instanz spielt nicht neben ihr. Warten oder beenden?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Über Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Die Gaps-/Montana-Patience: Ordnen Sie vier Reihen von 2 bis König, indem Sie Karten in die Lücken ziehen.

Tipps kommen von einem eingebauten Löser, der die kommenden Züge in einem eigenen Prozess durchsucht, sodass der Tisch beim Nachdenken nie hängt.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Lizenz: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Neues Spiel. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Zurück zum Anfang. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Neustart zurückgenommen. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Mischen zurückgenommen.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>%1 zurückgenommen.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Gemischt. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Mischungen übrig: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, am Platz</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Spiel aufgegeben. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Keine Züge und keine Mischung mehr: Spiel vorbei. Karten am Platz: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>%1 jeder Farbe</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, kann ziehen</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>Lücke, blockiert</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>Lücke, nimmt %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, Tipp</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; nach einem König kommt nichts</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; blockiert, bis die Lücke links davon gefüllt ist</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Kam&amp;pagnenkarte…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>Der Weg der Level: das nächste spielen</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Neues &amp;gewinnbares Spiel</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Ein zufälliges Spiel, das der Löser gewonnen hat</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Nächstes Level</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Gewinnbares Spiel %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Level %1 · ★ Sieg ★ ohne Mischen ★ ≤ %2 Züge</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Level %1: ein Stern für einen Sieg, einer mehr für einen Sieg ohne Mischen und noch einer für einen Sieg in höchstens %2 Zügen (Par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ Sieg ★ ohne Mischen ★ ≤ %2 Züge</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 Züge</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Level %1: %2 (%3 von %4 Sternen; Par %5 Züge)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Kampagne wird vorbereitet…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Dieses Level kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Neues gewinnbares Spiel</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Suche ein gewinnbares Spiel…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Level gewonnen: %1 von %2 · Sterne: %3 von %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Gewinnen Sie ein Level, um das nächste freizuschalten. Sterne: gewonnen · ohne Mischen gewonnen · in höchstens Par-Zügen gewonnen. Klicken Sie auf ein Level oder wählen Sie es mit den Pfeiltasten und drücken Sie Enter, um es zu spielen.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Etappe %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>%1 hierher ziehen</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Die spieleigenen Karten, ein auf diesem Computer gefundenes Kartenblatt von Aisleriot oder KDE oder eines, das mit dem Spiel geliefert wird.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Gut lesbar</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Vom Spiel gezeichnet</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Mit dem Spiel geliefert</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Aisleriot-Design</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>KDE-Kartenblatt</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Tagesserie: %1 · Beste Tagesserie: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Serie schwerer Herausforderungen: %1 · Beste: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Tageskalender</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Vorheriger Monat</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Nächster Monat</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Krone: alle schweren Herausforderungen dieses Monats gewonnen</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ gewonnen · ✗ nicht gewonnen · leer: nicht gespielt. Klicken Sie auf einen Tag, um sein Spiel zu spielen; ein vergangener Tag zählt als normales Spiel, nicht für die Tagesserie.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Herausforderungen %1 %2 %3: gefüllt, gewonnen · umrandet, nicht gewonnen · nur Buchstabe, nicht gespielt. Klicken Sie auf einen Buchstaben, um die Herausforderung zu spielen.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Leichte Herausforderung</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Mittlere Herausforderung</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Schwere Herausforderung</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Die Herausforderung dieser Stufe am gewählten Tag spielen</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>Tagesspiel nicht gespielt</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>Tagesspiel gewonnen</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>Tagesspiel nicht gewonnen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>Herausforderung (%1) nicht gespielt</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>Herausforderung (%1) gewonnen</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>Herausforderung (%1) nicht gewonnen</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Tagesherausforderung, %1 (%2)</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <extracomment>The player chose another language in View &gt; Language. app.py builds the window again in it (LiveWindow); where nothing listens (a window without a data folder to bring its game back from), the language waits for the next start.</extracomment>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Spielcode %1 kopiert.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Es sind noch Züge möglich. Die losen Karten trotzdem mischen?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Dieses Spiel aufgeben? Die Statistik zählt es als aufgegeben (nicht gewonnen).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Mischen (%1 übrig)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Die losen Karten neu austeilen</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Mischen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eigenes Spiel</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Ein neues zufälliges Spiel austeilen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Dieses Spiel noch einmal von Anfang an beginnen</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Dieses Spiel jetzt beenden; es zählt als aufgegeben (nicht gewonnen)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Neues n&amp;ummeriertes Spiel…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Tagesspiel</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Das heutige Tagesspiel spielen</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>&amp;Leichte Tagesherausforderung</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Die heutige leichte Herausforderung spielen</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>&amp;Mittlere Tagesherausforderung</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Die heutige mittlere Herausforderung spielen</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Sch&amp;were Tagesherausforderung</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Die heutige schwere Herausforderung spielen</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>Tages&amp;kalender…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Die Tagesspiele vergangener Tage: gewonnen, verloren oder nicht gespielt</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Spielcode k&amp;opieren</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Den Code dieses Spiels kopieren</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>Spielcode ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Das Spiel spielen, für das ein Code steht</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Das Zurückgenommene erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mischen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Einen guten Zug zeigen</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>&amp;Zeit anzeigen</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>&amp;Gewinnbarkeit anzeigen</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>In der Statusleiste anzeigen, ob diese Runde noch ohne Mischen zu gewinnen ist, nach jedem Zug im Hintergrund geprüft. Standardmäßig aus: Es verrät mehr, als viele Spieler wissen wollen.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Willkommen…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Strategieleitfaden</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>Ü&amp;ber Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Lösungsweg zeigen</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · Serie %2 · Beste %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>Das nächste Spiel verwendet die Regeln von %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Mischen (%1 übrig)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Keine Züge mehr. %1, um die losen Karten neu auszuteilen.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Gemischt: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Spiel aufgegeben</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Keine Mischung mehr übrig, um die Karten neu auszuteilen.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Dieses Spiel verlassen? Die Statistik zählt es als abgebrochen (nicht gewonnen).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Neues nummeriertes Spiel</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Spielcode öffnen</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Dieses Spiel kann nicht gestartet werden: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Kein solches Spiel: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Dieser Code funktioniert nicht: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Dieses Spiel kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Kampagne wird vorbereitet…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Tagesspiel, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Dies ist das heutige Tagesspiel.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Tagesspiel</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Dies ist die heutige Herausforderung (%1).</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Tagesherausforderung</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Dieses Spiel analysieren</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Ergebnis kopieren</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, Tagesherausforderung %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, Tagesspiel %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, Level %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, eigenes Spiel</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>ohne Mischen</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>gewonnen in %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>aufgegeben mit %3 von %4 Karten am Platz nach %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>festgefahren mit %3 von %4 Karten am Platz nach %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · Code %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Ergebnis in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Mischungen übrig: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nicht gewinnbar</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Ohne Mischen gewinnbar</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Ohne Mischen nicht gewinnbar</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Prüfe…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Zu schwer zu sagen</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>Am Platz: %1 von %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Tisch&amp;farbe</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grün</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blau</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Lila</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>Gr&amp;au</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>&amp;Karten…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Die spieleigenen Karten oder ein Kartenblatt anderer Kartenspiele</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Klänge für Züge, Ablehnungen, Mischen, Tipps und Siege</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Leise</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Mittel</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>L&amp;aut</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Das Kartenblatt „%1“ ist nicht mehr auf diesem Computer, daher bleiben die spieleigenen Karten.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>Ihre eigene Wahl der Schalter unten</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Schalter</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Mischungen:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Anzahl der Mischungen</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Neuverteilung:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Mischen erlaubt:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Rückgängig:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Rückgängig darf ein Mischen zurücknehmen (Wiederholen spielt es erneut)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Spalte 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Eine 2 in Spalte 1 darf in eine andere Lücke in Spalte 1 ziehen (wie in PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Die Regeln gelten für das nächste Spiel; das laufende Spiel behält seine eigenen. Die Statistik wird für jedes Regelwerk getrennt geführt.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Standard (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>Die Startauslage von %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Gewinnbare Spiele</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Strategieleitfaden</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire ist ein Spiel des Könnens: Alle Karten liegen offen, daher wurden die meisten verlorenen Spiele schon ein paar Züge vorher verloren. Vier Ideen gewinnen die meisten davon.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Einen Schritt vorausdenken</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Jeder Zug füllt eine Lücke und öffnet eine andere, wo die Karte lag. Schauen Sie vor dem Zug auf die Lücke, die Sie hinterlassen: Sie nimmt die Karte nach ihrem linken Nachbarn. Ein Zug, dessen neue Lücke Sie sofort füllen können, hält das Spiel im Fluss; einer, dessen neue Lücke auf eine Karte wartet, die noch nicht ziehen kann, kostet Sie eine Lücke.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Die Lücke nach 4♥ nimmt 5♥ (der Doppelring des Tipps). 5♥ zu ziehen öffnet eine Lücke nach 7♦, und 8♦ kann als Nächstes dorthin: zwei Züge aus einem.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Die 2en früh befreien</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Nur eine Reihe, die mit einer 2 in Spalte 1 beginnt, kann wachsen, und eine Lücke in Spalte 1 nimmt jede 2. Legen Sie die 2en früh dorthin, jede in eine Reihe, deren erste Karten Sie bald mit ihrer 3 und 4 fortsetzen können; eine 2 mitten in einer Reihe baut nichts.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>Die 2♠-Reihe hat 3♠ und 4♠ schon am Platz (der Haken). Die Lücke in Spalte 1 nimmt jede 2: Der Tipp legt 2♣ dorthin.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Keine Lücke hinter einem König begraben</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Nach einem König kommt nichts, daher ist eine Lücke direkt nach einem König bis zum nächsten Mischen blockiert, ebenso jede Lücke rechts davon, die auf sie wartet. Bevor Sie die Karte nach einem König ziehen, prüfen Sie, ob sie eine Ihrer vier Lücken wert ist.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ kann die Lücke nach 7♠ füllen, aber der Platz, den sie verlässt, nach K♦, ist sofort blockiert (das Durchfahrt-verboten-Zeichen).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Wann mischen?</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Mischen teilt jede Karte neu aus, die nicht am Platz ist; Karten am Platz bleiben. Bauen Sie also zuerst die Folgen ab Spalte 1 so weit aus, wie die Züge es erlauben, und mischen Sie dann. Mischen Sie, wenn jede Lücke blockiert ist oder, wo die Regeln jederzeit Mischen erlauben, wenn die übrigen Züge nur Karten verschieben, ohne eine Folge zu verlängern. Heben Sie sich möglichst ein Mischen für das Ende auf: Das letzte entscheidet die meisten Spiele.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Jede Lücke hier ist blockiert: nach K♥, nach K♣ und nach einer anderen Lücke. Acht Karten sind am Platz und bleiben dort; Zeit zu mischen.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Welche 2 kommt hierher?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Eine 2 wählen</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Welches Ass kommt hierher?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Ein Ass wählen</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Welche Karte kommt hierher?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Eine Karte wählen</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>&amp;Lösungsweg zeigen</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Den geprüften Lösungsweg dieses Spiels von Anfang an abspielen (zählt nicht)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch spielen</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Die App dieses Spiel nach ihren eigenen Tipps spielen lassen (zählt nie als Ihr Sieg)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Die App dieses Spiel spielen lassen? Ihr Spiel endet hier in der Statistik als aufgegeben; was die App spielt, zählt nie.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Die App dieses Tagesspiel spielen lassen? Der Tag zählt als aufgegeben; was die App spielt, zählt nie.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Automatisch spielen</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>Die App spielt dieses Spiel: Es zählt nicht in Ihrer Statistik.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Ein Klick oder Tastendruck hält es an.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Automatisch: Zug %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Der Lösungsweg ist abgespielt: %1 Züge.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Automatisches Spiel nach %1 Zügen beendet; es zählt nicht.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Angehalten bei Zug %1 von %2; Ihr Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Automatisches Spiel nach %1 Zügen angehalten.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Angehalten: Das Spiel hat sich geändert.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Angehalten: Der Lösungsweg passt nicht zu diesem Spiel; Ihr Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Automatisches Spiel angehalten: Die Tipps drehen sich hier im Kreis (eine Karte ging dorthin zurück, wo sie war). Mischen oder ein eigener Zug kann das durchbrechen.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Automatisches Spiel angehalten: Es wurde kein Tipp gefunden.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Der Lösungsweg gewinnt</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>Die App hat gewonnen</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Willkommen bei Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Schieben Sie Karten in die Lücken, bis jede Reihe von 2 bis König in einer Farbe läuft. Ein paar Mischungen helfen, wenn Sie festgefahren sind.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Kampagne starten</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Level 1 ist ein geführtes erstes Spiel: Der Tipp zeigt nach jedem Ihrer Züge einen guten Zug. Sechzig Level mit je bis zu drei Sternen.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Kampagne fortsetzen</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Als Nächstes kommt Level %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Das heutige Tagesspiel spielen</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: dasselbe Spiel heute für alle, und der Löser hat es gewonnen.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Ein zufälliges Spiel austeilen</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Eines von vier Milliarden nummerierten Spielen, nach Ihren Regeln.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Spielregeln lernen</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Die Regeln, mit Bildern.</translation>
    </message>
</context>
</TS>
