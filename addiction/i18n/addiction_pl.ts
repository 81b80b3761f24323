<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>łatwe</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>średnie</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>trudne</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>Ł</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>Ś</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Wyzwanie %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Talii kart „%1” nie da się odczytać, więc zostają własne karty gry.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Talia kart „%1” nie jest zwykłym plikiem, więc zostają własne karty gry.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Talia kart „%1” jest za duża (ponad %2 MB), więc zostają własne karty gry.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Talia kart „%1” jest uszkodzona, więc zostają własne karty gry.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>W talii kart „%1” brakuje %n z 52 kart, więc zostają własne karty gry.</numerusform>
            <numerusform>W talii kart „%1” brakuje %n z 52 kart, więc zostają własne karty gry.</numerusform>
            <numerusform>W talii kart „%1” brakuje %n z 52 kart, więc zostają własne karty gry.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>luźne karty i cztery luki trafiają gdziekolwiek</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Za ciągami</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>każdy rząd dostaje jedną lukę, tuż za swoim ciągiem</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>W dowolnej chwili</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>nawet gdy są jeszcze ruchy</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Tylko w impasie</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>gdy nie ma już ruchów</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction klasyczny</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Na luzie</translation>
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
        <translation>Izba Gmin</translation>
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
        <translation>Podwójna Montana</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Double Blue Moon</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Double Red Moon</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (stare zasady)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Własne</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>dwójkę w kolumnie 1 można przenieść</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Bez tasowań</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>tasowania bez limitu</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n tasowanie</numerusform>
            <numerusform>%n tasowania</numerusform>
            <numerusform>%n tasowań</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>luki gdziekolwiek</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>luka za każdym ciągiem</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>luki w ostatniej kolumnie</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>tasowanie można cofnąć</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>tasowanie ostateczne</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Własne: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>bez limitu</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>w kolumnie 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>dowolną dwójkę, której jeszcze nie ma w kolumnie 1 (dwójka wyznacza kolor rzędu)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>na prawo od karty, np. %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>następną kartę w tym kolorze, %1, z dowolnego miejsca na stole</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>na prawo od Króla</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nic: &lt;b&gt;zablokowana&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>na prawo od innej luki</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nic, dopóki tamta luka nie zostanie wypełniona: &lt;b&gt;zablokowana&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Karty, które można przenieść, i luki, które można wypełnić, są podświetlone; zablokowana luka ma znak zakazu wjazdu.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Kliknij podświetloną kartę, aby ją przenieść, przeciągnij ją na jej lukę, kliknij lukę, aby ją wypełnić, albo kliknij kartę, a potem lukę. Luka w kolumnie 1 proponuje dwójki, które mogą tam trafić.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Cofnij: %1. Ponów: %2 lub %3. Cofać i ponawiać można bez limitu w ramach zasad; „Zacznij od nowa” wraca do tego samego rozdania ze wszystkimi tasowaniami.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Podpowiedź (H) pokazuje dobry ruch albo proponuje tasowanie, gdy gra jest w impasie. Tasowanie: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Gra zapisuje się w trakcie i wraca przy następnym uruchomieniu. Kod gry pozwala znajomemu zagrać identyczne rozdanie.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Pasjans logiczny: wszystkie karty są odkryte. Ułóż każdy rząd po kolei, od 2 do Króla, w jednym kolorze na rząd (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>52 karty rozkłada się w 4 rzędach po 13. Cztery Asy zostają usunięte i nigdy nie wracają; ich miejsca stają się czterema &lt;b&gt;lukami&lt;/b&gt;. Zawsze jest 48 kart i 4 luki.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Ruch przenosi jedną kartę do luki; miejsce, które karta opuszcza, staje się luką. Jaką kartę przyjmuje luka, zależy od tego, co leży na lewo od niej.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Luka w kolumnach 2–13 nigdy więc nie daje wyboru; wybór polega na tym, która dwójka trafi do którego rzędu i którą lukę zająć najpierw.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Karta jest &lt;b&gt;na miejscu&lt;/b&gt;, gdy należy do nieprzerwanego ciągu, który zaczyna się od dwójki w kolumnie 1 i biegnie dalej w tym samym kolorze: w %1 na miejscu są 3 karty. Karty na miejscu mają zielony znacznik i już się nie ruszają. „Na miejscu: N z 48” pokazuje twój postęp.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Gdy gra jest w impasie (albo wcześniej, jeśli zasady pozwalają), &lt;b&gt;tasowanie&lt;/b&gt; zbiera wszystkie karty, które nie są na miejscu, i rozkłada je od nowa. Karty na miejscu zostają. Tasowanie liczy się jako ruch. Tu zestawy zasad się różnią:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Wybierz zestaw zasad albo ustaw każdy przełącznik sam w menu &lt;i&gt;Gra › Zasady&lt;/i&gt;. Statystyki są prowadzone osobno dla każdego zestawu zasad.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Wygrywasz, gdy każdy rząd ma karty od 2 do Króla jednego koloru w kolumnach 1–12; luki kończą w kolumnie 13. Nie ma znaczenia, który kolor jest w którym rzędzie. Gra jest w &lt;b&gt;impasie&lt;/b&gt;, gdy wszystkie luki są zablokowane; impas bez pozostałych tasowań oznacza przegraną. Można też się poddać (&lt;i&gt;Gra › Poddaj się&lt;/i&gt;); statystyki liczą ją jako poddaną.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Luka jest…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Przyjmuje…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Tasowania</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ponowne rozdanie</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Dozwolone</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Cofnięcie tasowania</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Układ kart</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Ściągawka: co przyjmuje każda luka</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>Na miejscu</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Wygrana i przegrana</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 karty w 4 rzędach po 13, bez Asów: wypełniaj każdą lukę kartą o jeden wyższą od lewego sąsiada w tym samym kolorze i ułóż każdy rząd od 2 do Króla.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Jak Addiction, ale ponowne rozdanie kładzie luki w ostatniej kolumnie.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Jak Addiction z dwoma ponownymi rozdaniami, a dwójkę w kolumnie 1 można przenieść do innej luki w kolumnie 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 rzędy po 14, Asy przeniesione do kolumny 1: ułóż każdy rząd od Asa do Króla w jednym kolorze.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Jak Blue Moon, ale Asy są rozdawane najpierw, a luki zaczynają się w kolumnie 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Jak Red Moon, a luka przyjmuje też kartę o jeden niższą od prawego sąsiada, w jego kolorze.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Jak Addiction, a luka przyjmuje też kartę o jeden niższą od prawego sąsiada, w jego kolorze.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Jak Blue Moon, ale luka przyjmuje następną wartość w dowolnym kolorze; rząd i tak wygrywa tylko w jednym kolorze.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 rzędy po 14, kolumna 1 pusta: przyjmuje Asa, a każda inna luka dowolną wyższą kartę w kolorze lewego sąsiada.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 kart (As, od 6 do Króla) w 4 rzędach po 10, Asy przeniesione do kolumny 1: po Asie idzie 6.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 kart (od Asa do 10) w 4 rzędach po 10, bez Asów: ułóż każdy rząd od 2 do 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 karty (od Asa do 6) w 4 rzędach po 6, bez szóstek: kolumna 1 przyjmuje Asa, a każdy rząd biegnie od Asa do 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Karty i stół jak w Line Up, ale luka przyjmuje każdą kartę obok niej: z lewej, z prawej, z góry lub z dołu.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 kart (od Asa do Damy) w 6 rzędach po 9, czytanych jak jedna zawijana linia: luka przyjmuje kartę o jeden wyższą od lewego sąsiada lub o jeden niższą od prawego, a po Damie dowolnego innego Asa; ułóż cztery kolory jeden po drugim od lewego górnego rogu.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Dwie talie w 8 rzędach po 13, bez Asów: po dwa rzędy każdego koloru, układane jak w Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Dwie talie w 8 rzędach po 14, gra jak w Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Dwie talie w 8 rzędach po 14, gra jak w Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Dwie talie w 8 rzędach po 14, kolumna 1 pusta: przyjmuje Asa, a każda inna luka kartę o jeden wyższą od lewego sąsiada w tym samym kolorze.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II tak, jak ta gra rozgrywała go na początku: dwie talie w 8 rzędach po 14, gra jak w Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blokada</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>dowolny As</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>dowolna 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>dowolny %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Nie pytaj ponownie</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nowe rozdanie według numeru</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Numer rozdania %1 (od 1 do %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Kod gry:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Otwórz kod gry</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przeanalizuj tę grę</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Wybierz grę w tabeli, aby ją przeanalizować.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Odtwórz tę grę krok po kroku, z radami solvera.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Ruchy w grze</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Start: rozdanie</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analiza…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>punkt zwrotny</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>na włosku</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analiza… przeanalizowane rundy: %1 z %2.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analiza… solver szuka dalej tam, gdzie jeszcze nie umiał rozstrzygnąć.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Przeanalizowane przez solver.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Solver wciąż szuka: powie tu więcej, gdy będzie mógł.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Tasowanie</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>ruch %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Ta runda została wygrana i żaden ruch po drodze nie mógł jej przegrać.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Ta runda została wygrana. Gdzie była najbliżej przegranej — solver nie zdążył rozstrzygnąć.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Ta runda została wygrana. Najbardziej ryzykowny moment jest zaznaczony na liście ruchów.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Tę rundę można było wygrać aż do chwili „%1”. Punkt zwrotny jest zaznaczony na liście.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Na początku tę rundę można było wygrać, a na końcu już nie; wygrana wymknęła się między ruchem %1 a ruchem %2 (solver nie zdążył rozstrzygnąć, gdzie dokładnie).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Tej rundy nie dało się wygrać bez tasowania, od pierwszego ruchu.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Gdy runda się skończyła, wciąż można ją było wygrać bez tasowania.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Czy tę rundę dało się wygrać bez tasowania — solver nie zdążył rozstrzygnąć.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>%1 — po tym ruchu runda nie dała się już wygrać bez tasowania.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 — ten ruch zachowałby szansę na wygraną; jest zaznaczony na stole krok wcześniej.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Dalej jest %1, który traci wygraną w tej rundzie. %2 (zaznaczony na stole) zachowałby szansę na wygraną.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Najbardziej ryzykowny moment — %3: tylko %1 z %2 możliwych ruchów zachowywało szansę na wygraną w rundzie. Na przykład %4 prowadziłby do przegranej.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Wcześniejsze tasowanie, przed ruchem %1, dałoby rundę, którą można wygrać.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Żaden wcześniejszy moment sprawdzony przez solver nie dałby rundy, którą można wygrać.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Czy wcześniejsze tasowanie dałoby wygrywalną rundę — solver nie zdążył rozstrzygnąć.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Dalsza gra przed tasowaniem, zaczynając od %1, dałaby rundę, którą można wygrać.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Dalsza gra przed tasowaniem nie dałaby rundy, którą można wygrać.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Czy późniejsze tasowanie dałoby wygrywalną rundę — solver nie zdążył rozstrzygnąć.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>Nie udało się przeprowadzić analizy: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Tej gry nie ma już w statystykach.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Ta gra została zapisana, zanim gry zaczęły przechowywać ruchy: nie można jej przeanalizować.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Nie udało się odczytać statystyk.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Zapisanych ruchów tej gry nie da się odtworzyć: nie można jej przeanalizować.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Zapisane ruchy tej gry nie zgadzają się z jej zapisem: nie można jej przeanalizować.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Seria</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Najlepsza seria</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Najmniej ruchów</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Najszybsza wygrana</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Średnio na miejscu</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Wszystkie zasady</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Gry dziennie</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Jeszcze brak gier. Tu rozświetli się każdy dzień, w którym zagrasz.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n dzień gry</numerusform>
            <numerusform>%n dni gry</numerusform>
            <numerusform>%n dni gry</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Śr</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>Pn</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Pt</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Więcej</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Mniej</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n gra, wygrane {wins}</numerusform>
            <numerusform>{day}: %n gry, wygrane {wins}</numerusform>
            <numerusform>{day}: %n gier, wygrane {wins}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Karty na miejscu na koniec</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Jeszcze brak gier. Każda ukończona gra dołoży się tu do jednego słupka.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>gry według kart na miejscu; zielone: wygrane</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>Wygrane {count}: wszystkie karty na miejscu ({cards})</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>Zakończone z {cards} kartami na miejscu: {count}, w tym wygrane: {won}</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>Zakończone z {cards} kartami na miejscu: {count}</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Odsetek wygranych w czasie</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Jeszcze brak gier. Tu, gra po grze, będzie rósł twój odsetek wygranych.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>każdy punkt: ostatnie gry ({count})</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>wszystkie gry: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Gry {first}–{last}: wygrane {rate}</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Ruchy i czas wygranych</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Jeszcze brak wygranych. Twoja pierwsza wygrana pojawi się tu jako punkt.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n wygrana; najlepsze są nisko i z lewej</numerusform>
            <numerusform>%n wygrane; najlepsze są nisko i z lewej</numerusform>
            <numerusform>%n wygranych; najlepsze są nisko i z lewej</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>ruchy</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Wygrana w {moves} ruchach, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kod gry</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Wszystkie wyniki</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Kliknij dwukrotnie grę, aby zagrać jej rozdanie ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Eksport gier</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Nie udało się zapisać gier w {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>Zapisano %n grę w {path}</numerusform>
            <numerusform>Zapisano %n gry w {path}</numerusform>
            <numerusform>Zapisano %n gier w {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>Pominięto %n uszkodzony wpis.</numerusform>
            <numerusform>Pominięto %n uszkodzone wpisy.</numerusform>
            <numerusform>Pominięto %n uszkodzonych wpisów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Zasady:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Według zasad</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Wyzeruj…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Każda gra z co najmniej jednym ruchem liczy się raz: wygrana, przegrana (impas bez pozostałych tasowań), poddana lub porzucona (zostawiona dla innej gry). Wygrana jest ostateczna. Najmniej ruchów i najszybsza wygrana pochodzą z wygranych gier.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Poziomy kampanii i wygrywalne rozdania liczą się osobno od swoich zasad: wybierz je wyżej w polu Zasady.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>wszystkie zasady</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Zapomnieć %n zapisaną grę ({which})? Tego nie można cofnąć.</numerusform>
            <numerusform>Zapomnieć %n zapisane gry ({which})? Tego nie można cofnąć.</numerusform>
            <numerusform>Zapomnieć %n zapisanych gier ({which})? Tego nie można cofnąć.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerowanie statystyk</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrane</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Poddane</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Porzucone</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Obecna seria wygranych</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Najlepsza seria wygranych</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Najmniej ruchów do wygranej</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Rozdanie dnia %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Poddana</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Porzucona</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
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
        <translation>dddd, d MMMM yyyy</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A month of a year (a calendar&apos;s heading): a QDate pattern; other words go in &apos;single quotes&apos;. LLLL is the month&apos;s name standing alone, where the language declines it (Russian &quot;декабрь 2027&quot;, not &quot;декабря&quot;).</extracomment>
        <translation>LLLL yyyy</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>date pattern</comment>
        <extracomment>A day of a month, the year left out: a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation>Gra skończona (wygrana).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>Gra skończona (przegrana).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Nie można przetasować: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Nie udało się zapisać gry: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Wynik został zachowany i zostanie dodany przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Wyniku tej gry nie udało się też zachować na następne uruchomienie.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Przygotowywanie rozdania dnia…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Nie udało się przygotować rozdania dnia.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Przygotowywanie wyzwań dnia…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Nie udało się przygotować wyzwań dnia.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Nie udało się znaleźć wygrywalnego rozdania.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>To pole jest poza stołem.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 nie jest luką.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 nie leży na polu %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Luka (%1) jest na prawo od Króla: martwa.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Luka (%1) jest na prawo od innej luki: martwa, dopóki tamta nie zostanie wypełniona.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Do luki w pierwszej kolumnie (%1) może trafić tylko As, nie %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Do luki w pierwszej kolumnie (%1) może trafić tylko dwójka, nie %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 stoi już w kolumnie 1 i zostaje tam do końca gry.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Do luki (%1) trafia tylko karta obok niej, nie %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Luka (%1) nie przyjmuje %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Luka (%1) przyjmuje %3, nie %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra jest skończona</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>nie zostało żadne tasowanie</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>te zasady pozwalają tasować tylko wtedy, gdy nie ma już ruchów</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Podpowiedzi są niedostępne: %1. Poproś ponownie, aby spróbować jeszcze raz.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Szukanie podpowiedzi…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Wciąż szukam podpowiedzi: tym razem trwa dłużej niż zwykle…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Gra jest wygrana.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Nie ma już ruchów. Przetasuj karty, które nie są na miejscu.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Nie ma już ruchów. Gra skończona.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: stąd rundę można wygrać bez tasowania.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: najlepszy dotąd znaleziony wariant stawia na miejscu %n kartę.</numerusform>
            <numerusform>%1: najlepszy dotąd znaleziony wariant stawia na miejscu %n karty.</numerusform>
            <numerusform>%1: najlepszy dotąd znaleziony wariant stawia na miejscu %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: najlepszy wariant przed tasowaniem kończy się z %n kartą na miejscu i wyrównuje rzędy (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: najlepszy wariant przed tasowaniem kończy się z %n kartami na miejscu i wyrównuje rzędy (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: najlepszy wariant przed tasowaniem kończy się z %n kartami na miejscu i wyrównuje rzędy (żaden nie wygrywa bez tasowania).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n kartę (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n karty (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n kart (żaden nie wygrywa bez tasowania).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: wariant przed tasowaniem kończy się z %n kartą na miejscu, a wtedy tasowanie daje rundę, którą można wygrać (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: wariant przed tasowaniem kończy się z %n kartami na miejscu, a wtedy tasowanie daje rundę, którą można wygrać (żaden nie wygrywa bez tasowania).</numerusform>
            <numerusform>%1: wariant przed tasowaniem kończy się z %n kartami na miejscu, a wtedy tasowanie daje rundę, którą można wygrać (żaden nie wygrywa bez tasowania).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Przetasuj teraz: tasowanie da rundę, którą można wygrać.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Przetasuj teraz: rzędy są wyrównane jak najlepiej, a więcej kart na miejscu zepsułoby ten układ.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Żaden ruch nie stawia na miejscu kolejnej karty: przetasuj.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Żaden ruch nie stawia na miejscu kolejnej karty; spróbuj %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Żaden ruch nie stawia na miejscu kolejnej karty, a każdy ruch wraca do pozycji z tej rundy: nie ma już nic nowego do spróbowania.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>nie udało się uruchomić procesu pomocniczego (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>proces pomocniczy dwa razy się zakończył</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>proces pomocniczy dwa razy przestał odpowiadać</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>błąd programu (%1), zapisany w %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>błąd programu (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Podpowiedź: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Podpowiedź: przetasuj.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: stąd grę można wygrać.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n kartę (żaden nie wygrywa).</numerusform>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n karty (żaden nie wygrywa).</numerusform>
            <numerusform>%1: najlepszy wariant stawia na miejscu %n kart (żaden nie wygrywa).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>numery rozdań: od 1 do %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>to nie jest kod gry (kody wyglądają jak A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>litery kontrolne się nie zgadzają: jakiś znak może być źle wpisany albo go brakuje</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>wskazuje zasady, których ta gra nie zna</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>jego układ nie jest poprawnym stołem</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Nie udało się odczytać statystyk: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Nie udało się zapisać statystyk: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Tym razem gry i statystyki nie będą zachowywane: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Nie udało się otworzyć pliku statystyk (%1), więc gry z tej sesji nie zostaną policzone.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Nie udało się odczytać zapisanej gry, więc rozpoczęto nową; uszkodzonego pliku nie udało się odłożyć na bok.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Plik statystyk nie jest plikiem i nie udało się go odłożyć na bok, więc gry z tej sesji nie zostaną policzone.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Plik ustawień nie jest plikiem i nie udało się go odłożyć na bok, więc ustawienia nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Niektórych wyników zachowanych z wcześniejszej sesji nie udało się dodać do statystyk.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Plik towarzyszący statystykom nie jest plikiem i nie udało się go odłożyć na bok, więc gry z tej sesji nie zostaną policzone.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Plik ustawień jest o wiele za duży i nie udało się go odłożyć na bok, więc ustawienia nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Statystyk nie udało się ani odczytać, ani odłożyć na bok, więc gry z tej sesji nie zostaną policzone.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Nie udało się odczytać zapisanej gry, więc rozpoczęto nową; uszkodzony plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Plik statystyk nie był plikiem, więc rozpoczęto nowy zapis; poprzednią zawartość zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Plik ustawień nie był plikiem, więc używane są ustawienia domyślne; poprzednią zawartość zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Plik statystyk był uszkodzony, więc rozpoczęto nowy zapis; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Nie udało się odczytać pliku statystyk, więc rozpoczęto nowy zapis; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Plik statystyk nie miał oczekiwanych tabel, więc rozpoczęto nowy zapis; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Plik statystyk został zapisany przez nowszą wersję Addiction Solitaire, więc rozpoczęto nowy zapis; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Plik statystyk zawierał coś innego, więc rozpoczęto nowy zapis; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Niektórych wyników zachowanych z wcześniejszej sesji nie udało się dodać do statystyk; zachowano je jako %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Plik towarzyszący statystykom nie był plikiem, więc odłożono go na bok jako %1; statystyki pozostały bez zmian.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Plik ustawień był o wiele za duży, więc używane są ustawienia domyślne; zachowano go jako %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>W miejscu pliku blokady gry było coś, co nie jest plikiem; zostało zachowane jako %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Inna kopia Addiction Solitaire może teraz używać twoich gier, więc ta kopia niczego już nie zapisuje. Zamknij, proszę, tę kopię.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Inna kopia Addiction Solitaire używa twoich gier, ale nie odpowiada: może być zajęta lub zatrzymana. Ta kopia nie będzie działać obok niej. Czekać czy wyjść?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Czekaj</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Wyjdź</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>O programie Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Pasjans Gaps / Montana: ułóż cztery rzędy po kolei, od 2 do Króla, przenosząc karty do luk.

Podpowiedzi daje wbudowany solver, który przeszukuje kolejne ruchy w osobnym procesie, więc stół nigdy nie zamiera, gdy on myśli.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licencja: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Nowa gra. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Powrót do rozdania. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Cofnięto ponowny start. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Cofnięto tasowanie.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Cofnięto ruch: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Przetasowano. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Pozostałe tasowania: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, na miejscu</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Gra poddana. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Brak ruchów i tasowań: koniec gry. Karty na miejscu: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Podpowiedź: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rząd %1, kolumna %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>dowolny %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, można przenieść</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>luka, zablokowana</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>luka, przyjmuje: %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, podpowiedź</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; po Królu nic nie można położyć</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; zablokowana, dopóki luka po lewej nie zostanie wypełniona</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1, na pole: %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>&amp;Mapa kampanii…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>Droga poziomów: zagraj następny</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nowe &amp;wygrywalne rozdanie</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Losowe rozdanie, które solver już wygrał</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Następny poziom</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Wygrywalne rozdanie %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Poziom %1 · ★ wygrana ★ bez tasowania ★ ≤ %2 ruchów</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Poziom %1: gwiazdka za wygraną, kolejna za wygraną bez tasowania i jeszcze jedna za wygraną w najwyżej %2 ruchach (norma).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ wygrana ★ bez tasowania ★ ≤ %2 ruchów</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 ruchów</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Poziom %1: %2 (gwiazdki: %3 z %4; norma ruchów: %5)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Przygotowywanie kampanii…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Tego poziomu nie można zagrać: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nowe wygrywalne rozdanie</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Szukanie wygrywalnego rozdania…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Wygrane poziomy: %1 z %2 · Gwiazdki: %3 z %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Wygraj poziom, aby odblokować następny. Gwiazdki: wygrana · wygrana bez tasowania · wygrana w normie ruchów. Kliknij poziom albo wybierz go strzałkami i naciśnij Enter, aby zagrać.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Etap %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>Przenieś tu %1</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Własne karty gry, talia Aisleriot lub KDE znaleziona na tym komputerze albo talia dołączona do gry.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardowe</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Czytelne</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Rysowane przez grę</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Dołączone do gry</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Motyw Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Talia KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Seria dzienna: %1 · Najlepsza seria dzienna: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Seria trudnych wyzwań: %1 · Najlepsza: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Kalendarz rozdań</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Poprzedni miesiąc</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Następny miesiąc</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Korona: wygrane wszystkie trudne wyzwania tego miesiąca</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ wygrane · ✗ niewygrane · puste: nierozegrane. Kliknij dzień, aby zagrać jego rozdanie; miniony dzień liczy się jak zwykła gra, nie do serii dziennej.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Wyzwania %1 %2 %3: wypełniona — wygrane · obrys — niewygrane · sama litera — nierozegrane. Kliknij literę, aby zagrać jej wyzwanie.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Łatwe wyzwanie</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Średnie wyzwanie</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Trudne wyzwanie</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Zagraj wyzwanie tej trudności z wybranego dnia</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>rozdanie dnia nierozegrane</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>rozdanie dnia wygrane</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>rozdanie dnia niewygrane</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>%1 wyzwanie nierozegrane</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>%1 wyzwanie wygrane</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>%1 wyzwanie niewygrane</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Systemowy</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Wyzwanie dnia, %1 (%2)</translation>
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
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Skopiowano kod gry %1.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Ruchy są jeszcze możliwe. Czy mimo wszystko przetasować luźne karty?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Przetasuj</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Poddać tę grę? Statystyki liczą ją jako poddaną (niewygraną).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Poddaj się</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>∞</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Przetasuj (jeszcze %1)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Rozłóż luźne karty od nowa</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Nie można przetasować: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Własne rozdanie</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Rozdaj nową losową grę</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Z&amp;acznij od nowa</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Zacznij bieżące rozdanie od samego początku</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Poddaj się</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Zakończ tę grę teraz; liczy się jako poddana (niewygrana)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Rozdanie według num&amp;eru…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Zagraj dzisiejsze rozdanie dnia</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>&amp;Łatwe wyzwanie dnia</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Zagraj dzisiejsze łatwe wyzwanie</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Ś&amp;rednie wyzwanie dnia</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Zagraj dzisiejsze średnie wyzwanie</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>&amp;Trudne wyzwanie dnia</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Zagraj dzisiejsze trudne wyzwanie</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>&amp;Kalendarz rozdań…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Rozdania minionych dni: wygrane, przegrane lub nierozegrane</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Kop&amp;iuj kod gry</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Skopiuj kod tej gry</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>&amp;Otwórz kod gry…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Zagraj grę, której odpowiada kod</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>&amp;Zasady…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>P&amp;onów</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Zagraj ponownie to, co zostało cofnięte</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>Przeta&amp;suj</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Podpo&amp;wiedź</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Pokaż dobry ruch</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Pokaż &amp;zegar</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animacje</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Talia &amp;czterokolorowa</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Pokazuj &amp;wygrywalność</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Pokazuj na pasku stanu, czy tę rundę wciąż można wygrać bez tasowania; sprawdzane w tle po każdym ruchu. Domyślnie wyłączone: mówi więcej, niż wielu graczy chce wiedzieć.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Systemowy</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Jasny</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Ciemny</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Wysoki kontrast</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Powitanie…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>Przewodnik po &amp;strategii</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;O programie Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Rozgrywka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Pokaż drogę</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalendarz</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · seria %2 · najlepsza %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>Następna gra użyje zasad %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Przetasuj (jeszcze %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Nie ma już ruchów. %1, aby rozłożyć luźne karty od nowa.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Użyte tasowania: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Gra poddana</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Brak ruchów</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Nie zostały żadne tasowania, by rozłożyć karty od nowa.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Opuścić tę grę? Statystyki liczą ją jako porzuconą (niewygraną).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nowe rozdanie według numeru</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Otwórz kod gry</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Nie można rozpocząć tej gry: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 nie jest liczbą</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Nie ma takiego rozdania: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Ten kod nie działa: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Nie można zagrać tej gry: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Przygotowywanie kampanii…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Rozdanie dnia, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>To jest dzisiejsze rozdanie dnia.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Rozdanie dnia</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>To jest dzisiejsze %1 wyzwanie.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Wyzwanie dnia</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przeanalizuj tę grę</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Kopiuj wynik</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, wyzwanie dnia %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, rozdanie dnia %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, poziom %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, rozdanie %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, własne rozdanie</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>bez tasowania</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>wygrana: %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>poddana: %3 z %4 kart na miejscu; %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>impas: %3 z %4 kart na miejscu; %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · kod %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Skopiowano wynik do schowka.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Pozostałe tasowania: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Czas: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Wygrywalna</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Niewygrywalna</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Wygrywalna bez tasowania</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Niewygrywalna bez tasowania</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Trudno powiedzieć</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>Na miejscu: %1 z %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>&amp;Kolor stołu</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Zielony</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Niebieski</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Czerwony</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Fioletowy</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Szary</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Kar&amp;ty…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Własne karty gry albo talia z innych gier karcianych</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Dźwięk</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Dźwięki ruchów, odmów, tasowań, podpowiedzi i wygranych</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Głośność</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Cicho</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>Ś&amp;rednio</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Głośno</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Talii kart „%1” nie ma już na tym komputerze, więc zostają własne karty gry.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>Język zmieni się przy następnym uruchomieniu Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Zestaw zasad</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Własne</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>twój własny wybór przełączników poniżej</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Przełączniki</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Tasowania:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Liczba tasowań</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Ponowne rozdanie:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Tasowanie dozwolone:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Cofanie:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Cofanie może cofnąć tasowanie (ponowienie je powtarza)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Kolumna 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Dwójkę w kolumnie 1 można przenieść do innej luki w kolumnie 1 (jak w PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Zasady obowiązują od następnej gry; trwająca gra zachowuje swoje. Statystyki są prowadzone osobno dla każdego zestawu zasad.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Domyślne (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>Początkowe rozdanie %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Wygrywalne rozdania</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Przewodnik po strategii</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire jest grą logiczną: wszystkie karty są odkryte, więc większość przegranych gier przegrano kilka ruchów wcześniej. Cztery zasady wygrywają większość z nich.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Patrz krok do przodu</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Każdy ruch wypełnia jedną lukę i otwiera inną tam, gdzie była karta. Zanim zagrasz, spójrz na lukę, którą zostawisz: przyjmie kartę następną po jej lewym sąsiedzie. Ruch, którego nową lukę od razu wypełnisz, podtrzymuje grę; ruch, którego nowa luka czeka na kartę, która jeszcze nie może się ruszyć, kosztuje cię lukę.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Luka za 4♥ przyjmuje 5♥ (podwójny pierścień podpowiedzi). Przeniesienie 5♥ otwiera lukę za 7♦, a tam może zaraz trafić 8♦: dwa ruchy z jednego.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Uwalniaj dwójki wcześnie</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Rosnąć może tylko rząd, który zaczyna się od dwójki w kolumnie 1, a luka w kolumnie 1 przyjmuje dowolną dwójkę. Stawiaj tam dwójki wcześnie, każdą w rzędzie, którego pierwsze karty szybko dopełnisz jej trójką i czwórką; dwójka zostawiona w środku rzędu niczego nie buduje.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>Rząd 2♠ ma już na miejscu 3♠ i 4♠ (znacznik). Luka w kolumnie 1 przyjmuje dowolną dwójkę: podpowiedź kładzie tam 2♣.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Nie zakopuj luki za Królem</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Po Królu nic nie można położyć, więc luka otwarta tuż za nim jest zablokowana aż do następnego tasowania, podobnie jak każda luka na prawo od niej, która na nią czeka. Zanim przeniesiesz kartę leżącą za Królem, upewnij się, że jest warta jednej z twoich czterech luk.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ może wypełnić lukę za 7♠, ale miejsce, które zostawi, za K♦, od razu jest zablokowane (znak zakazu wjazdu).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Kiedy wydać tasowanie</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Tasowanie rozkłada od nowa wszystkie karty, które nie są na miejscu; karty na miejscu zostają. Najpierw więc buduj ciągi od kolumny 1 tak daleko, jak pozwalają ruchy, a dopiero potem tasuj. Tasuj, gdy wszystkie luki są zablokowane albo — jeśli zasady pozwalają tasować w dowolnej chwili — gdy pozostałe ruchy tylko przestawiają karty, nie wydłużając żadnego ciągu. Jeśli możesz, zachowaj tasowanie na koniec: ostatnie rozstrzyga większość gier.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Wszystkie luki są tu zablokowane: za K♥, za K♣ i za inną luką. Osiem kart jest na miejscu i tam zostanie; czas przetasować.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Która dwójka tutaj?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Wybierz dwójkę</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Który As tutaj?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Wybierz Asa</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Która karta tutaj?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Wybierz kartę</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Pokaż &amp;drogę</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Odtwórz od początku sprawdzoną drogę tego rozdania (nie liczy się)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Autogra</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Niech aplikacja zagra tę grę według własnych podpowiedzi (nigdy nie liczy się jako twoja wygrana)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Wolno</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalnie</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Szybko</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>Pręd&amp;kość odtwarzania</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Pozwolić aplikacji zagrać tę grę? Twoja gra kończy się tu jako poddana w statystykach; to, co zagra aplikacja, nigdy się nie liczy.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Pozwolić aplikacji zagrać rozdanie dnia? Dzień liczy się jako poddany; ruchy aplikacji nigdy się nie liczą.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Autogra</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>Aplikacja gra tę grę: nie liczy się ona do twoich statystyk.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Zatrzymasz ją dowolnym kliknięciem lub klawiszem.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ruch %1 z %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Autogra: ruch %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Droga odtworzona, ruchy: %1.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Autogra zakończona po %1 ruchach; nie liczy się.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Zatrzymano na ruchu %1 z %2; twoja gra wróciła na stół.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Autogra zatrzymana po %1 ruchach.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Zatrzymano: gra się zmieniła.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Zatrzymano: droga nie pasuje do tej gry; twoja gra wróciła na stół.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Autogra zatrzymana: podpowiedzi krążą tu w kółko (karta wróciła tam, gdzie była). Tasowanie albo twój własny ruch może przerwać ten cykl.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Autogra zatrzymana: nie znaleziono podpowiedzi.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Droga wygrywa</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>Aplikacja wygrała</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Witaj</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Witaj w Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Przesuwaj karty do luk, aż w każdym rzędzie ułożą się karty od 2 do Króla w jednym kolorze. Kilka tasowań pomaga, gdy gra utknie.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Rozpocznij kampanię</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Poziom 1 jest grą z przewodnikiem: po każdym twoim ruchu podpowiedź pokazuje dobry ruch. Sześćdziesiąt poziomów, do trzech gwiazdek w każdym.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Kontynuuj kampanię</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Następny jest poziom %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Zagraj dzisiejsze rozdanie dnia</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: dziś jedno rozdanie dla wszystkich, a solver już je wygrał.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Rozdaj losową grę</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Jedno z czterech miliardów numerowanych rozdań, według twoich zasad.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Zasady z obrazkami.</translation>
    </message>
</context>
</TS>
