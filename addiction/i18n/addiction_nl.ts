<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>eenvoudig</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>moeilijk</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Uitdaging %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Het kaartspel ‘%1’ kan niet worden gelezen, dus blijven de eigen kaarten van het spel.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Het kaartspel ‘%1’ is geen gewoon bestand, dus blijven de eigen kaarten van het spel.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Het kaartspel ‘%1’ is te groot (meer dan %2 MB), dus blijven de eigen kaarten van het spel.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Het kaartspel ‘%1’ is beschadigd, dus blijven de eigen kaarten van het spel.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>Het kaartspel ‘%1’ mist %n van de 52 kaarten, dus blijven de eigen kaarten van het spel.</numerusform>
            <numerusform>Het kaartspel ‘%1’ mist %n van de 52 kaarten, dus blijven de eigen kaarten van het spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>de losse kaarten en de vier gaten komen overal terecht</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Na de reeksen</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>elke rij krijgt één gat, direct na zijn reeks</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Altijd</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>ook als er nog zetten mogelijk zijn</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Alleen als je vastzit</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>als er geen zet meer mogelijk is</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Klassieke Addiction</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Ontspannen</translation>
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
        <translation>Dubbel Montana</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Dubbel Blue Moon</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Dubbel Red Moon</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (oude regels)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>een 2 in kolom 1 mag verplaatsen</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Niet schudden</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>onbeperkt schudden</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n schudbeurt</numerusform>
            <numerusform>%n schudbeurten</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>gaten komen overal terecht</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>een gat na elke reeks</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>de gaten in de laatste kolom</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>schudden terug te draaien</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>schudden definitief</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Eigen regels: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>onbeperkt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>in kolom 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>elke 2 die nog niet in kolom 1 ligt (de 2 bepaalt de kleur van de rij)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>rechts van een kaart, bijvoorbeeld %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>de volgende kaart van die kleur, %1, van overal op tafel</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>rechts van een heer</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>niets: &lt;b&gt;geblokkeerd&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>rechts van een ander gat</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>niets tot dat gat gevuld is: &lt;b&gt;geblokkeerd&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Kaarten die kunnen verplaatsen en gaten die gevuld kunnen worden, zijn gemarkeerd; een geblokkeerd gat toont een verbodsbord.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Klik op een gemarkeerde kaart om hem te verplaatsen, sleep hem naar zijn gat, klik op een gat om het te vullen, of klik op een kaart en dan op een gat. Een gat in kolom 1 biedt de tweeën aan die daar passen.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Ongedaan maken: %1. Opnieuw: %2 of %3. Ongedaan maken en opnieuw zijn onbeperkt binnen de regels; Herstarten gaat terug naar precies hetzelfde spel, met alle schudbeurten terug.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Tip (H) toont een goede zet, of stelt schudden voor als je vastzit. Schudden: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Je spel wordt tijdens het spelen bewaard en komt terug als je weer start. Een spelcode maakt hetzelfde spel na voor een vriend.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Een patience van vaardigheid: alle kaarten liggen open. Leg elke rij op volgorde, 2 tot heer, één kleur per rij (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>De 52 kaarten worden in 4 rijen van 13 gelegd. De vier azen worden weggenomen en komen nooit terug; hun plaatsen zijn de vier &lt;b&gt;gaten&lt;/b&gt;. Er zijn altijd 48 kaarten en 4 gaten.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Een zet legt één kaart in een gat; de plek die de kaart verlaat, wordt een gat. Welke kaart een gat neemt, hangt af van wat links ervan ligt.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Een gat in de kolommen 2–13 biedt dus nooit een keuze; de keuzes zijn welke 2 naar welke rij gaat en welk gat je eerst aanpakt.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Een kaart ligt &lt;b&gt;op zijn plek&lt;/b&gt; als hij hoort bij de ononderbroken reeks die begint met een 2 in kolom 1 en doorloopt in die kleur: %1 heeft er 3 op hun plek. Kaarten op hun plek krijgen een groen vinkje en bewegen nooit meer. ‘Op hun plek: N van 48’ is je voortgang.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Als je vastzit, of eerder als de regels het toestaan, verzamelt &lt;b&gt;schudden&lt;/b&gt; alle kaarten die niet op hun plek liggen en deelt ze opnieuw. Kaarten op hun plek blijven liggen. Schudden telt als een zet. Hier verschillen de regels:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Kies een regelset, of stel elke schakelaar zelf in, via &lt;i&gt;Spel › Regels&lt;/i&gt;. Statistieken worden per regelset bijgehouden.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Je wint als elke rij in de kolommen 1–12 de 2 tot en met de heer van één kleur bevat; de gaten eindigen in kolom 13. Welke kleur in welke rij ligt, maakt niet uit. Je &lt;b&gt;zit vast&lt;/b&gt; als elk gat geblokkeerd is; vast zonder schudbeurten over is het spel verloren. Je kunt ook opgeven (&lt;i&gt;Spel › Opgeven&lt;/i&gt;); de statistieken tellen het als opgegeven.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Het gat ligt…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Het neemt…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelset</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Schudbeurten</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Toegestaan</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Schudden terugdraaien</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>De opstelling</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Overzicht: wat elk gat neemt</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>Op hun plek</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Winnen en verliezen</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 kaarten in 4 rijen van 13, zonder de azen: vul elk gat met de kaart één hoger dan zijn linkerbuur in dezelfde kleur, en bouw elke rij van een 2 tot de heer.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Als Addiction, maar opnieuw delen legt de gaten in de laatste kolom.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Als Addiction met twee keer opnieuw delen, en een 2 in kolom 1 mag naar een ander gat in kolom 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 rijen van 14, de azen naar kolom 1 verplaatst: bouw elke rij van zijn aas tot de heer in één kleur.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Als Blue Moon, maar de azen worden eerst gedeeld en de gaten beginnen in kolom 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Als Red Moon, en een gat neemt ook de kaart één lager dan zijn rechterbuur, in de kleur van die kaart.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Als Addiction, en een gat neemt ook de kaart één lager dan zijn rechterbuur, in de kleur van die kaart.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Als Blue Moon, maar een gat neemt de volgende waarde van elke kleur; een rij wint nog steeds in één kleur.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 rijen van 14, kolom 1 leeg: die neemt een aas, en elk ander gat neemt elke hogere kaart in de kleur van zijn linkerbuur.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 kaarten (aas, 6 tot heer) in 4 rijen van 10, de azen naar kolom 1 verplaatst: op de aas volgt een 6.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 kaarten (aas tot 10) in 4 rijen van 10, zonder de azen: bouw elke rij van een 2 tot de 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 kaarten (aas tot 6) in 4 rijen van 6, zonder de zessen: kolom 1 neemt een aas, en elke rij loopt van aas tot 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Kaarten en tafel van Line Up, maar een gat neemt elke kaart ernaast: links, rechts, erboven of eronder.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 kaarten (aas tot vrouw) in 6 rijen van 9, gelezen als één doorlopende lijn: een gat neemt de kaart één hoger dan zijn linkerbuur of één lager dan zijn rechterbuur, en na een vrouw een willekeurige andere aas; bouw de vier kleuren na elkaar vanaf linksboven.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Twee kaartspellen in 8 rijen van 13, zonder de azen: twee rijen per kleur, gebouwd als in Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Twee kaartspellen in 8 rijen van 14, gespeeld als Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Twee kaartspellen in 8 rijen van 14, gespeeld als Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Twee kaartspellen in 8 rijen van 14, kolom 1 leeg: die neemt een aas, en elk ander gat de kaart één hoger dan zijn linkerbuur in dezelfde kleur.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II zoals dit spel het eerst speelde: twee kaartspellen in 8 rijen van 14, gespeeld als Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Geblokkeerd</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>elke aas</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>elke 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>elke %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Niet meer vragen</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nieuw genummerd spel</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Spelnummer voor %1 (1 tot %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Spelcode:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Spelcode openen</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Dit spel analyseren</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Kies een spel in de tabel om het te analyseren.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Dit spel stap voor stap naspelen, met het advies van de oplosser.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse van het spel</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Zetten van het spel</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Begin: de opstelling</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analyseren…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>keerpunt</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>nipste moment</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analyseren… %1 van %2 rondes geanalyseerd.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analyseren… de oplosser zoekt verder waar hij het nog niet kon zeggen.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Geanalyseerd door de oplosser.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>De oplosser zoekt nog: hier staat meer zodra hij kan.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 naar %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Schudden</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>zet %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Deze ronde is gewonnen, en geen enkele zet onderweg had haar kunnen verliezen.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Deze ronde is gewonnen. Waar ze het nipst was, kon de oplosser niet op tijd zeggen.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Deze ronde is gewonnen. Het nipste moment is gemarkeerd in de lijst met zetten.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Deze ronde was te winnen tot %1. Het keerpunt is gemarkeerd in de lijst.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Deze ronde was aan het begin te winnen en aan het eind niet meer; de winst ging verloren tussen zet %1 en zet %2 (waar precies, kon de oplosser niet op tijd zeggen).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Deze ronde was vanaf de eerste zet niet te winnen zonder schudden.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Deze ronde was aan het eind nog te winnen zonder schudden.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Of deze ronde zonder schudden te winnen was, kon de oplosser niet op tijd zeggen.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Na %1 was deze ronde niet meer te winnen zonder schudden.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 had haar winbaar gehouden: die zet is op tafel één stap terug gemarkeerd.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Hierna komt %1, waarmee de winst van deze ronde verloren gaat. %2, gemarkeerd op tafel, had haar winbaar gehouden.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Nipste moment: bij %3 hielden maar %1 van de %2 mogelijke zetten deze ronde winbaar. %4 bijvoorbeeld had haar verloren.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Eerder schudden, vóór zet %1, had een ronde gedeeld die te winnen was.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Geen eerder moment dat de oplosser probeerde, had een ronde gedeeld die te winnen was.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Of eerder schudden een winbare ronde had gedeeld, kon de oplosser niet op tijd zeggen.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Doorspelen voor het schudden, te beginnen met %1, had een ronde gedeeld die te winnen was.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Doorspelen voor het schudden had geen ronde gedeeld die te winnen was.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Of later schudden een winbare ronde had gedeeld, kon de oplosser niet op tijd zeggen.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>De analyse kon niet worden gemaakt: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Dit spel staat niet meer in de statistieken.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Dit spel is vastgelegd voordat spellen hun zetten bewaarden: het kan niet worden geanalyseerd.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>De statistieken konden niet worden gelezen.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>De bewaarde zetten van dit spel zijn niet na te spelen: het kan niet worden geanalyseerd.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>De bewaarde zetten van dit spel passen niet bij het verslag: het kan niet worden geanalyseerd.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Reeks</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste reeks</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Minste zetten</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Snelste winst</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Gem. op hun plek</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Alle regelsets</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Spellen per dag</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Nog geen spellen. Elke dag dat je speelt, licht hier op.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n dag gespeeld</numerusform>
            <numerusform>%n dagen gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>wo</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>ma</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>vr</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Minder</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n spel, {wins} gewonnen</numerusform>
            <numerusform>{day}: %n spellen, {wins} gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Kaarten op hun plek aan het eind</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Nog geen spellen. Elk afgerond spel telt hier mee in een staaf.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>spellen per aantal kaarten op hun plek; groen: gewonnen</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} gewonnen: alle {cards} kaarten op hun plek</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} eindigden met {cards} kaarten op hun plek, waarvan {won} gewonnen</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} eindigden met {cards} kaarten op hun plek</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Winstpercentage door de tijd</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Nog geen spellen. Je winstpercentage groeit hier, spel na spel.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>elk punt: de laatste {count} spellen</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>alle spellen: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Spellen {first}–{last}: {rate} gewonnen</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Zetten en tijd van de winsten</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Nog geen winsten. Je eerste winst verschijnt hier als een punt.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n winst; de beste liggen laag en links</numerusform>
            <numerusform>%n winsten; de beste liggen laag en links</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>zetten</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Gewonnen in {moves} zetten, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spelcode</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconden</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Uitslag:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Alle uitslagen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Dubbelklik op een spel om het opnieuw te spelen.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Spellen exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>De spellen konden niet worden opgeslagen in {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n spel opgeslagen in {path}</numerusform>
            <numerusform>%n spellen opgeslagen in {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n beschadigd record is overgeslagen.</numerusform>
            <numerusform>%n beschadigde records zijn overgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regelset:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Per regelset</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Wissen…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Elk spel met een zet telt één keer: gewonnen, verloren (vast zonder schudbeurten over), opgegeven of afgebroken (verlaten voor een ander spel). Een winst is definitief. Minste zetten en snelste winst komen uit gewonnen spellen.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Campagnelevels en winbare spellen worden los van hun regelsets geteld: kies ze hierboven bij Regelset.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>alle regelsets</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Het %n vastgelegde spel van {which} vergeten? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>De %n vastgelegde spellen van {which} vergeten? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Huidige winstreeks</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Beste winstreeks</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Minste zetten voor winst</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Dagspel %1</translation>
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
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Afgebroken</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date in full: a QDate pattern (d day, MMMM month&apos;s name, yyyy year); other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with the month&apos;s short name (MMM): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>dddd, d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with its weekday&apos;s name (dddd): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>dddd d MMMM yyyy</translation>
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
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation>Het spel is voorbij (gewonnen).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>Het spel is voorbij (verloren).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Schudden kan niet: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Het spel kon niet worden opgeslagen: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Het is bewaard en wordt bij de volgende start toegevoegd.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Ook de uitslag van dit spel kon niet worden bewaard voor de volgende start.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Het dagspel wordt voorbereid…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Het dagspel kon niet worden voorbereid.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>De daguitdagingen worden voorbereid…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>De daguitdagingen konden niet worden voorbereid.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Er is geen winbaar spel gevonden.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Dat vak ligt buiten de tafel.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 is geen gat.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 ligt niet op %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Het gat op %1 ligt rechts van een heer: dood.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Het gat op %1 ligt rechts van een ander gat: dood tot dat gat gevuld is.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Alleen een aas mag in het gat van de eerste kolom op %1, niet %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Alleen een 2 mag in het gat van de eerste kolom op %1, niet %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 ligt al in kolom 1 en blijft daar in dit spel.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Alleen een kaart naast het gat op %1 mag erin, niet %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Het gat op %1 neemt %2 niet.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Het gat op %1 neemt %3, niet %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is voorbij</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>geen schudbeurten meer over</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>deze regels staan schudden alleen toe als er geen zet meer mogelijk is</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Tips zijn niet beschikbaar: %1. Vraag opnieuw om het nog eens te proberen.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Tip zoeken…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Nog een tip aan het zoeken: deze duurt langer dan normaal…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Het spel is gewonnen.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Er is geen zet meer mogelijk. Schud de kaarten die niet op hun plek liggen.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Er is geen zet meer mogelijk. Het spel is voorbij.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: vanaf hier is de ronde te winnen zonder schudden.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: vanaf hier brengt de beste lijn tot nu toe %n kaart op zijn plek.</numerusform>
            <numerusform>%1: vanaf hier brengt de beste lijn tot nu toe %n kaarten op hun plek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: vanaf hier eindigt de beste lijn vóór het schudden met %n kaart op zijn plek en houdt de rijen gelijk (geen enkele wint zonder schudden).</numerusform>
            <numerusform>%1: vanaf hier eindigt de beste lijn vóór het schudden met %n kaarten op hun plek en houdt de rijen gelijk (geen enkele wint zonder schudden).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: vanaf hier brengt de beste lijn %n kaart op zijn plek (geen enkele wint zonder schudden).</numerusform>
            <numerusform>%1: vanaf hier brengt de beste lijn %n kaarten op hun plek (geen enkele wint zonder schudden).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: vanaf hier eindigt de lijn vóór het schudden met %n kaart op zijn plek, waarna het schudden een winbare ronde deelt (geen enkele wint zonder schudden).</numerusform>
            <numerusform>%1: vanaf hier eindigt de lijn vóór het schudden met %n kaarten op hun plek, waarna het schudden een winbare ronde deelt (geen enkele wint zonder schudden).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Schud nu: vanaf hier deelt het een ronde die te winnen is.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Schud nu: de rijen zijn zo gelijk als maar kan, en meer kaarten op hun plek zouden dat bederven.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Geen zet brengt nog een kaart op zijn plek: schud.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Geen zet brengt nog een kaart op zijn plek; probeer %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Geen zet brengt nog een kaart op zijn plek, en elke zet leidt terug naar een stand van deze ronde: er valt niets nieuws meer te proberen.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>geen hulpproces kon starten (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>het hulpproces is twee keer gestopt</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>het hulpproces reageerde twee keer niet meer</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>een programmafout (%1), vastgelegd in %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>een programmafout (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tip: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Tip: schud.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: vanaf hier is het spel te winnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: vanaf hier brengt de beste lijn %n kaart op zijn plek (geen enkele wint).</numerusform>
            <numerusform>%1: vanaf hier brengt de beste lijn %n kaarten op hun plek (geen enkele wint).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>spelnummers lopen van 1 tot %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>het is geen spelcode (codes zien eruit als A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>de controletekens kloppen niet: misschien is een teken verkeerd getypt of ontbreekt het</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>hij noemt geen regelset die dit spel kent</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>de opstelling is geen geldige tafel</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>De statistieken konden niet worden gelezen: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>De statistieken konden niet worden opgeslagen: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Spellen en statistieken worden deze keer niet bewaard: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Je statistiekenbestand kon niet worden geopend (%1), dus de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Je opgeslagen spel kon niet worden gelezen, dus is er een nieuw spel gestart; het beschadigde bestand kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Je statistiekenbestand is geen bestand en kon niet opzij worden gezet, dus de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Je voorkeurenbestand is geen bestand en kon niet opzij worden gezet, dus je voorkeuren worden niet bewaard.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Sommige uitslagen uit een eerdere sessie konden niet aan je statistieken worden toegevoegd.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Een bijbehorend bestand van je statistieken is geen bestand en kon niet opzij worden gezet, dus de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Je voorkeurenbestand is veel te groot en kon niet opzij worden gezet, dus je voorkeuren worden niet bewaard.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Je statistieken konden niet worden gelezen of opzij worden gezet, dus de spellen van deze sessie worden niet geteld.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Je opgeslagen spel kon niet worden gelezen, dus is er een nieuw spel gestart; het beschadigde bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Je statistiekenbestand was geen bestand, dus is er opnieuw begonnen; wat er stond, is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Je voorkeurenbestand was geen bestand, dus gelden de standaardvoorkeuren; wat er stond, is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Je statistiekenbestand was beschadigd, dus is er opnieuw begonnen; het oude bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Je statistiekenbestand kon niet worden gelezen, dus is er opnieuw begonnen; het oude bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Je statistiekenbestand had niet de verwachte tabellen, dus is er opnieuw begonnen; het oude bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Je statistiekenbestand is geschreven door een nieuwere versie van Addiction Solitaire, dus is er opnieuw begonnen; het oude bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Je statistiekenbestand bevatte iets anders, dus is er opnieuw begonnen; het oude bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Sommige uitslagen uit een eerdere sessie konden niet aan je statistieken worden toegevoegd; ze zijn bewaard als %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Een bijbehorend bestand van je statistieken was geen bestand, dus is het opzij gezet als %1; je statistieken blijven zoals ze waren.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Je voorkeurenbestand was veel te groot, dus gelden de standaardvoorkeuren; het is bewaard als %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Op de plek van het vergrendelingsbestand van het spel stond iets wat geen bestand was; het is bewaard als %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Een ander exemplaar van Addiction Solitaire gebruikt misschien nu je spellen, dus dit exemplaar bewaart niets meer. Sluit dit exemplaar.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Een ander exemplaar van Addiction Solitaire gebruikt je spellen maar reageert niet: het is misschien bezig of gestopt. Dit exemplaar speelt er niet naast. Wachten of afsluiten?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Wachten</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Over Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>De Gaps-/Montana-patience: leg vier rijen op volgorde, 2 tot heer, door kaarten in de gaten te schuiven.

Tips komen van een ingebouwde oplosser die de komende zetten in een apart proces doorzoekt, zodat de tafel nooit hapert terwijl hij nadenkt.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licentie: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Nieuw spel. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Terug naar het begin. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Herstarten teruggedraaid. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Schudden teruggedraaid.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>%1 teruggenomen.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Geschud. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Schudbeurten over: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, op zijn plek</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Spel opgegeven. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Geen zetten en geen schudbeurten meer: spel voorbij. Kaarten op hun plek: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tip: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Aas</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Boer</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Vrouw</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Heer</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rij %1, kolom %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>elke %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, kan verplaatsen</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>gat, geblokkeerd</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>gat, neemt %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, tip</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; na een heer komt niets</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; geblokkeerd tot het gat links ervan gevuld is</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 naar %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>&amp;Campagnekaart…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>De weg van levels: speel het volgende</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nieuw &amp;winbaar spel</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Een willekeurig spel dat de oplosser heeft gewonnen</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Volgend level</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Winbaar spel %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Level %1 · ★ winst ★ niet schudden ★ ≤ %2 zetten</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Level %1: een ster voor winst, nog een voor winst zonder schudden, en nog een voor winst in hoogstens %2 zetten (par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ winst ★ niet schudden ★ ≤ %2 zetten</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 zetten</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Level %1: %2 (%3 van %4 sterren; par %5 zetten)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>De campagne wordt voorbereid…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Dat level kan niet worden gespeeld: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nieuw winbaar spel</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Een winbaar spel zoeken…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Levels gewonnen: %1 van %2 · Sterren: %3 van %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Win een level om het volgende vrij te spelen. Sterren: gewonnen · gewonnen zonder schudden · gewonnen in hoogstens par zetten. Klik op een level, of ga erheen met de pijltjestoetsen en druk op Enter, om het te spelen.</translation>
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
        <translation>%1 hierheen verplaatsen</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>De eigen kaarten van het spel, een kaartspel van Aisleriot of KDE op deze computer, of een dat bij het spel wordt geleverd.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Goed leesbaar</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Getekend door het spel</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Meegeleverd met het spel</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Aisleriot-thema</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>KDE-kaartspel</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Dagreeks: %1 · Beste dagreeks: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Reeks moeilijke uitdagingen: %1 · Beste: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Dagkalender</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Vorige maand</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Volgende maand</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Kroon: alle moeilijke uitdagingen van deze maand gewonnen</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ gewonnen · ✗ niet gewonnen · leeg: niet gespeeld. Klik op een dag om dat spel te spelen; een voorbije dag telt als een gewoon spel, niet voor de dagreeks.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Uitdagingen %1 %2 %3: gevuld, gewonnen · omlijnd, niet gewonnen · alleen de letter, niet gespeeld. Klik op een letter om die uitdaging te spelen.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Eenvoudige uitdaging</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Gemiddelde uitdaging</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Moeilijke uitdaging</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>De uitdaging van dit niveau op de gekozen dag spelen</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>dagspel niet gespeeld</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>dagspel gewonnen</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>dagspel niet gewonnen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>uitdaging (%1) niet gespeeld</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>uitdaging (%1) gewonnen</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>uitdaging (%1) niet gewonnen</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Systeem</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Daguitdaging, %1 (%2)</translation>
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
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Spelcode %1 gekopieerd.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Er zijn nog zetten mogelijk. De losse kaarten toch schudden?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Schudden</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Dit spel opgeven? De statistieken tellen het als opgegeven (niet gewonnen).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>onbeperkt</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Schudden (%1 over)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>De losse kaarten opnieuw delen</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Schudden kan niet: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Spel %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Eigen spel</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Een nieuw willekeurig spel delen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Herstarten</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Dit spel opnieuw vanaf het begin spelen</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Dit spel nu beëindigen; het telt als opgegeven (niet gewonnen)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Nieuw &amp;genummerd spel…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Het dagspel van vandaag spelen</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>&amp;Eenvoudige daguitdaging</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>De eenvoudige uitdaging van vandaag spelen</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Ge&amp;middelde daguitdaging</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>De gemiddelde uitdaging van vandaag spelen</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Moei&amp;lijke daguitdaging</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>De moeilijke uitdaging van vandaag spelen</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>Dag&amp;kalender…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>De dagspellen van voorbije dagen: gewonnen, verloren of niet gespeeld</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Spelcode ko&amp;piëren</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>De code van dit spel kopiëren</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>&amp;Spelcode openen…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Het spel spelen waar een code voor staat</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>&amp;Regels…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>De laatste zet terugnemen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Opnieuw spelen wat ongedaan is gemaakt</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Schudden</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Een goede zet tonen</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>&amp;Tijd tonen</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaties</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Kaarten in &amp;vier kleuren</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>&amp;Winbaarheid tonen</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>In de statusbalk tonen of deze ronde nog zonder schudden te winnen is, na elke zet op de achtergrond gecontroleerd. Standaard uit: het verklapt meer dan veel spelers willen weten.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systeem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>Spel&amp;uitleg</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Welkom…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Strategiegids</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;Over Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zetten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;hema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Taa&amp;l</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Route tonen</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · reeks %2 · beste %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>Het volgende spel gebruikt de regels van %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Schudden (%1 over)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Geen zetten meer. %1 om de losse kaarten opnieuw te delen.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Schudbeurten gebruikt: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Spel opgegeven</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Geen zetten meer</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Er zijn geen schudbeurten meer om de kaarten opnieuw te delen.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Dit spel verlaten? De statistieken tellen het als afgebroken (niet gewonnen).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nieuw genummerd spel</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Spelcode openen</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Dat spel kan niet worden gestart: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 is geen getal</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Dat spel bestaat niet: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Die code werkt niet: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog eens spelen</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Dat spel kan niet worden gespeeld: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>De campagne wordt voorbereid…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Dagspel, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Dit is het dagspel van vandaag.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Dagspel</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Dit is de uitdaging (%1) van vandaag.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Daguitdaging</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Dit spel analyseren</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Uitslag kopiëren</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, daguitdaging %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, dagspel %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, level %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, spel %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, eigen spel</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>niet geschud</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>gewonnen in %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>opgegeven met %3 van %4 kaarten op hun plek na %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>vast met %3 van %4 kaarten op hun plek na %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · code %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Uitslag naar het klembord gekopieerd.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Schudbeurten over: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Winbaar</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Niet winbaar</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Winbaar zonder schudden</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Niet winbaar zonder schudden</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Te moeilijk om te zeggen</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>Op hun plek: %1 van %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Zetten: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Tafel&amp;kleur</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Groen</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blauw</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rood</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Paars</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>Gr&amp;ijs</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Kaa&amp;rten…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>De eigen kaarten van het spel, of een kaartspel van andere kaartspellen</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Geluiden bij zetten, weigeringen, schudden, tips en winst</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>V&amp;olume</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Zacht</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Gemiddeld</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Luid</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Het kaartspel ‘%1’ staat niet meer op deze computer, dus blijven de eigen kaarten van het spel.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>De taal verandert de volgende keer dat Addiction Solitaire start.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelset</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>je eigen keuze van de schakelaars hieronder</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Schakelaars</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Schudbeurten:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Aantal schudbeurten</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Onbeperkt</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Opnieuw delen:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Schudden toegestaan:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Ongedaan maken:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Ongedaan maken mag schudden terugdraaien (opnieuw speelt het weer af)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Kolom 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Een 2 in kolom 1 mag naar een ander gat in kolom 1 (zoals in PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>De regels gelden voor het volgende spel; het lopende spel houdt zijn eigen regels. Statistieken worden per regelset bijgehouden.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Standaard (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>De beginopstelling van %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Winbare spellen</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Strategiegids</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire is een spel van vaardigheid: alle kaarten liggen open, dus de meeste verloren spellen gingen al een paar zetten eerder verloren. Vier ideeën winnen de meeste ervan.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Denk één stap vooruit</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Elke zet vult een gat en opent een ander waar de kaart lag. Kijk voor je speelt naar het gat dat je achterlaat: het neemt de kaart na zijn linkerbuur. Een zet waarvan je het nieuwe gat meteen kunt vullen, houdt het spel gaande; een zet waarvan het nieuwe gat wacht op een kaart die nog niet kan verplaatsen, kost je een gat.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Het gat na 4♥ neemt 5♥ (de dubbele ring van de tip). 5♥ verplaatsen opent een gat na 7♦, en 8♦ kan daar daarna heen: twee zetten uit één.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Maak de tweeën vroeg vrij</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Alleen een rij die begint met een 2 in kolom 1 kan groeien, en een gat in kolom 1 neemt elke 2. Leg de tweeën daar vroeg, elk in een rij waarvan je de eerste kaarten snel met de 3 en 4 kunt vervolgen; een 2 midden in een rij bouwt niets.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>De 2♠-rij heeft 3♠ en 4♠ al op hun plek (het vinkje). Het gat in kolom 1 neemt elke 2: de tip legt 2♣ daar.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Begraaf geen gat achter een heer</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Na een heer komt niets, dus een gat dat direct na een heer opengaat, is geblokkeerd tot de volgende schudbeurt, net als elk gat rechts ervan dat erop wacht. Kijk voor je de kaart na een heer verplaatst, of die een van je vier gaten waard is.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ kan het gat na 7♠ vullen, maar de plek die hij achterlaat, na K♦, is meteen geblokkeerd (het verbodsbord).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Wanneer schudden?</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Schudden deelt elke kaart die niet op zijn plek ligt opnieuw; kaarten op hun plek blijven. Bouw dus eerst de reeksen vanaf kolom 1 zo ver als de zetten toelaten, en schud dan. Schud als elk gat geblokkeerd is, of, waar de regels altijd schudden toestaan, als de overgebleven zetten alleen kaarten verschuiven zonder een reeks te verlengen. Bewaar zo mogelijk een schudbeurt voor het eind: de laatste beslist de meeste spellen.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Elk gat hier is geblokkeerd: na K♥, na K♣ en na een ander gat. Acht kaarten liggen op hun plek en blijven daar; tijd om te schudden.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Welke 2 komt hier?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Kies een 2</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Welke aas komt hier?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Kies een aas</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Welke kaart komt hier?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Kies een kaart</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>&amp;Route tonen</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>De gecontroleerde route van dit spel vanaf het begin afspelen (telt niet)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch spelen</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>De app dit spel laten spelen met zijn eigen tips (telt nooit als jouw winst)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>Afs&amp;peelsnelheid</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>De app dit spel laten spelen? Je spel eindigt hier als opgegeven in de statistieken; wat de app speelt, telt nooit.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>De app dit dagspel laten spelen? De dag telt als opgegeven; wat de app speelt, telt nooit.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Automatisch spelen</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>De app speelt dit spel: het telt niet mee in je statistieken.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Een klik of toets stopt het.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zet %1 van %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Automatisch: zet %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>De route is afgespeeld: %1 zetten.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Automatisch spelen is klaar na %1 zetten; het telt niet.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Gestopt bij zet %1 van %2; je spel ligt weer op tafel.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Automatisch spelen gestopt na %1 zetten.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Gestopt: het spel is veranderd.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Gestopt: de route past niet bij dit spel; je spel ligt weer op tafel.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Automatisch spelen gestopt: de tips draaien hier in een kringetje (een kaart ging terug naar waar hij lag). Schudden of een eigen zet kan dat doorbreken.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Automatisch spelen gestopt: er is geen tip gevonden.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>De route wint</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>De app heeft gewonnen</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Welkom</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Welkom bij Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Schuif kaarten in de gaten tot elke rij van 2 tot heer in één kleur loopt. Een paar schudbeurten helpen als je vastzit.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Campagne starten</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Level 1 is een begeleid eerste spel: de tip toont na elke zet van jou een goede zet. Zestig levels, elk met tot drie sterren.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Verder met de campagne</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Level %1 is de volgende.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Het dagspel van vandaag spelen</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: hetzelfde spel voor iedereen vandaag, en de oplosser heeft het gewonnen.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Een willekeurig spel delen</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Een van vier miljard genummerde spellen, met jouw regels.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Spelregels leren</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>De regels, met plaatjes.</translation>
    </message>
</context>
</TS>
