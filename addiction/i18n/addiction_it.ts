<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>media</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>difficile</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Sfida %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Il mazzo di carte «%1» non si può leggere, quindi restano le carte del gioco.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Il mazzo di carte «%1» non è un file normale, quindi restano le carte del gioco.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Il mazzo di carte «%1» è troppo grande (più di %2 MB), quindi restano le carte del gioco.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Il mazzo di carte «%1» è danneggiato, quindi restano le carte del gioco.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>Al mazzo di carte «%1» manca %n delle 52 carte, quindi restano le carte del gioco.</numerusform>
            <numerusform>Al mazzo di carte «%1» mancano %n delle 52 carte, quindi restano le carte del gioco.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>le carte libere e i quattro spazi finiscono ovunque</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Dopo le sequenze</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>ogni riga riceve uno spazio, subito dopo la sua sequenza</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>In qualsiasi momento</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>anche quando restano mosse</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Solo in stallo</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>quando non resta nessuna mossa</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction classico</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Rilassato</translation>
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
        <translation>Montana doppio</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Blue Moon doppio</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Red Moon doppio</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (vecchie regole)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>un 2 nella colonna 1 può spostarsi</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Nessuna rimescolata</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>rimescolate illimitate</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n rimescolata</numerusform>
            <numerusform>%n rimescolate</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>spazi ovunque</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>uno spazio dopo ogni sequenza</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>gli spazi nell&apos;ultima colonna</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>rimescolate annullabili</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>rimescolate definitive</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Personalizzato: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitate</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>nella colonna 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>qualsiasi 2 non ancora nella colonna 1 (il 2 decide il seme della riga)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>a destra di una carta, per esempio %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>la carta successiva di quel seme, %1, da qualsiasi punto del tavolo</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>a destra di un Re</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>niente: &lt;b&gt;bloccato&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>a destra di un altro spazio</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>niente finché quello spazio non viene riempito: &lt;b&gt;bloccato&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Le carte che si possono muovere e gli spazi che si possono riempire sono evidenziati; uno spazio bloccato mostra un segnale di divieto.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Fai clic su una carta evidenziata per spostarla, trascinala sul suo spazio, fai clic su uno spazio per riempirlo, oppure fai clic su una carta e poi su uno spazio. Uno spazio nella colonna 1 offre i 2 che possono andarci.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Annulla: %1. Ripeti: %2 o %3. Annulla e Ripeti sono illimitati entro le regole; Ricomincia torna alla stessa identica smazzata, con tutte le rimescolate restituite.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Suggerimento (H) mostra una buona mossa, o propone una rimescolata quando sei in stallo. Rimescola: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>La partita viene salvata mentre giochi e torna al prossimo avvio. Un codice partita ricrea la stessa smazzata per un amico.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Un solitario di abilità: tutte le carte sono scoperte. Metti in ordine ogni riga, dal 2 al Re, un seme per riga (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>Le 52 carte vengono distribuite in 4 righe da 13. I quattro Assi vengono tolti e non tornano più; i loro posti sono i quattro &lt;b&gt;spazi&lt;/b&gt;. Ci sono sempre 48 carte e 4 spazi.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Una mossa mette una carta in uno spazio; il posto che la carta lascia diventa uno spazio. Quale carta riceve uno spazio dipende da cosa c&apos;è alla sua sinistra.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Quindi uno spazio nelle colonne 2–13 non offre mai una scelta; le scelte sono quale 2 va in quale riga e quale spazio affrontare per primo.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Una carta è &lt;b&gt;a posto&lt;/b&gt; quando fa parte della sequenza continua che inizia con un 2 nella colonna 1 e prosegue in quel seme: %1 ha 3 carte a posto. Le carte a posto hanno un segno di spunta verde e non si muovono più. «A posto: N su 48» è il tuo progresso.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Quando sei in stallo, o prima se le regole lo permettono, una &lt;b&gt;rimescolata&lt;/b&gt; raccoglie tutte le carte che non sono a posto e le ridistribuisce. Le carte a posto restano dove sono. Una rimescolata conta come una mossa. Le regole qui differiscono:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Scegli un insieme di regole, o imposta tu ogni opzione, in &lt;i&gt;Partita › Regole&lt;/i&gt;. Le statistiche sono tenute per ogni insieme di regole.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Vinci quando ogni riga contiene dal 2 al Re di un solo seme nelle colonne 1–12; gli spazi finiscono nella colonna 13. Non importa quale seme stia in quale riga. Sei &lt;b&gt;in stallo&lt;/b&gt; quando tutti gli spazi sono bloccati; in stallo senza rimescolate rimaste, la partita è persa. Puoi anche abbandonare (&lt;i&gt;Partita › Abbandona&lt;/i&gt;); le statistiche la contano come abbandonata.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Lo spazio è…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Riceve…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Rimescolate</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Ridistribuzione</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Consentita</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Annullare una rimescolata</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>La disposizione</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Promemoria: cosa riceve ogni spazio</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>A posto</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Vincere e perdere</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 carte in 4 righe da 13, senza gli Assi: riempi ogni spazio con la carta successiva alla vicina di sinistra, dello stesso seme, e costruisci ogni riga dal 2 al Re.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Come Addiction, ma una ridistribuzione mette gli spazi nell&apos;ultima colonna.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Come Addiction con due ridistribuzioni, e un 2 nella colonna 1 può spostarsi in un altro spazio della colonna 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 righe da 14, gli Assi spostati nella colonna 1: costruisci ogni riga dal suo Asso al Re, in un solo seme.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Come Blue Moon, ma gli Assi vengono distribuiti per primi e gli spazi iniziano nella colonna 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Come Red Moon, e uno spazio riceve anche la carta precedente alla vicina di destra, del seme di quella.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Come Addiction, e uno spazio riceve anche la carta precedente alla vicina di destra, del seme di quella.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Come Blue Moon, ma uno spazio riceve il valore successivo di qualsiasi seme; una riga vince comunque in un solo seme.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 righe da 14, colonna 1 vuota: riceve un Asso, e ogni altro spazio riceve qualsiasi carta più alta del seme della vicina di sinistra.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 carte (Asso, dal 6 al Re) in 4 righe da 10, gli Assi spostati nella colonna 1: un 6 segue l&apos;Asso.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 carte (dall&apos;Asso al 10) in 4 righe da 10, senza gli Assi: costruisci ogni riga dal 2 al 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 carte (dall&apos;Asso al 6) in 4 righe da 6, senza i 6: la colonna 1 riceve un Asso, e ogni riga va dall&apos;Asso al 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Le carte e il tavolo di Line Up, ma uno spazio riceve qualsiasi carta accanto: a sinistra, a destra, sopra o sotto.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 carte (dall&apos;Asso alla Donna) in 6 righe da 9, lette come un&apos;unica linea che ricomincia a capo: uno spazio riceve la carta successiva alla vicina di sinistra o la precedente alla vicina di destra, e qualsiasi altro Asso dopo una Donna; costruisci i quattro semi uno dopo l&apos;altro partendo dall&apos;angolo in alto a sinistra.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Due mazzi in 8 righe da 13, senza gli Assi: due righe per seme, costruite come in Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Due mazzi in 8 righe da 14, giocati come Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Due mazzi in 8 righe da 14, giocati come Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Due mazzi in 8 righe da 14, colonna 1 vuota: riceve un Asso, e ogni altro spazio la carta successiva alla vicina di sinistra, dello stesso seme.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II come lo giocava all&apos;inizio questo gioco: due mazzi in 8 righe da 14, giocati come Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloccato</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>qualsiasi Asso</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>qualsiasi 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>qualsiasi %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nuova smazzata numerata</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Numero di smazzata di %1 (da 1 a %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Codice partita:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Apri codice partita</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Scegli una partita nella tabella per analizzarla.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Rivedi questa partita passo per passo, con i consigli del risolutore.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analisi della partita</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Mosse della partita</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Inizio: la smazzata</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analisi…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>svolta</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>più rischioso</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analisi… %1 mani analizzate su %2.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analisi… il risolutore cerca più a fondo dove non ha ancora una risposta.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Analizzata dal risolutore.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Il risolutore sta ancora cercando: dirà di più appena possibile.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Rimescolata</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>mossa %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Questa mano è stata vinta, e nessuna mossa lungo il percorso avrebbe potuto perderla.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Questa mano è stata vinta. Dove è stata più vicina a sfuggire: il risolutore non ha saputo dirlo in tempo.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Questa mano è stata vinta. Il momento più rischioso è segnato nell&apos;elenco delle mosse.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Questa mano si poteva vincere fino alla %1. La svolta è segnata nell&apos;elenco.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Questa mano si poteva vincere all&apos;inizio ma non alla fine; la vittoria è sfuggita tra la mossa %1 e la mossa %2 (il risolutore non ha saputo dire in tempo dove esattamente).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Questa mano non si poteva vincere senza rimescolare, fin dalla prima mossa.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Questa mano si poteva ancora vincere senza rimescolare quando è finita.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Se questa mano si potesse vincere senza rimescolare: il risolutore non ha saputo dirlo in tempo.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Dopo la %1 questa mano non si poteva più vincere senza rimescolare.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 l&apos;avrebbe mantenuta vincibile: è segnata sul tavolo un passo indietro.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Poi viene la %1, che perde la vittoria di questa mano. %2, segnata sul tavolo, l&apos;avrebbe mantenuta vincibile.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Momento più rischioso: alla %3, solo %1 delle %2 mosse possibili mantenevano vincibile questa mano. %4, per esempio, l&apos;avrebbe persa.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Rimescolare prima, prima della mossa %1, avrebbe dato una mano vincibile.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Nessun momento precedente provato dal risolutore avrebbe dato una mano vincibile.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Se una rimescolata anticipata avrebbe dato una mano vincibile: il risolutore non ha saputo dirlo in tempo.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Continuare a giocare prima di rimescolare, cominciando da %1, avrebbe dato una mano vincibile.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Continuare a giocare prima di rimescolare non avrebbe dato una mano vincibile.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Se una rimescolata posticipata avrebbe dato una mano vincibile: il risolutore non ha saputo dirlo in tempo.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>Impossibile fare l&apos;analisi: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Questa partita non è più nelle statistiche.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Questa partita è stata registrata prima che le partite conservassero le mosse: non si può analizzare.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Impossibile leggere le statistiche.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Le mosse conservate di questa partita non si possono rigiocare: non si può analizzare.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Le mosse conservate di questa partita non corrispondono alla sua registrazione: non si può analizzare.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Serie migliore</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Meno mosse</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Vittoria più rapida</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Media a posto</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Partite al giorno</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Ancora nessuna partita. Ogni giorno in cui giochi si illuminerà qui.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n giorno giocato</numerusform>
            <numerusform>%n giorni giocati</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mer</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>ven</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Più</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Meno</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n partita, {wins} vinte</numerusform>
            <numerusform>{day}: %n partite, {wins} vinte</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Carte a posto alla fine</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Ancora nessuna partita. Ogni partita finita si aggiunge a una barra qui.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>partite per carte a posto; verde: vinte</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} vinte: tutte le {cards} carte a posto</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} finite con {cards} carte a posto, di cui {won} vinte</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} finite con {cards} carte a posto</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Percentuale di vittorie nel tempo</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Ancora nessuna partita. La tua percentuale di vittorie crescerà qui, partita dopo partita.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>ogni punto: le ultime {count} partite</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>tutte le partite: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Partite {first}–{last}: {rate} vinte</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Mosse e tempo delle vittorie</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Ancora nessuna vittoria. La tua prima vittoria apparirà qui come un punto.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n vittoria; le migliori stanno in basso a sinistra</numerusform>
            <numerusform>%n vittorie; le migliori stanno in basso a sinistra</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>mosse</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Vinta in {moves} mosse, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Codice partita</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondi</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Esito:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Tutti gli esiti</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Fai doppio clic su una partita per rigiocarne la smazzata.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Esporta partite</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Impossibile salvare le partite in {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n partita salvata in {path}</numerusform>
            <numerusform>%n partite salvate in {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n record danneggiato è stato ignorato.</numerusform>
            <numerusform>%n record danneggiati sono stati ignorati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Per regole</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Ogni partita con almeno una mossa conta una volta: vinta, persa (in stallo senza rimescolate rimaste), abbandonata o interrotta (lasciata per un&apos;altra partita). Una vittoria è definitiva. Meno mosse e vittoria più rapida vengono dalle partite vinte.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>I livelli della campagna e le smazzate vincibili sono contati a parte rispetto alle loro regole: sceglili in Regole qui sopra.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>tutte le regole</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Dimenticare %n partita registrata di {which}? Non si può annullare.</numerusform>
            <numerusform>Dimenticare le %n partite registrate di {which}? Non si può annullare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abbandoni</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Interrotte</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Serie di vittorie attuale</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Migliore serie di vittorie</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Meno mosse per vincere</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Smazzata del %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Livello %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Interrotta</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
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
        <translation>La partita è finita (vinta).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>La partita è finita (persa).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Impossibile rimescolare: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Impossibile salvare la partita: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Il risultato è conservato e verrà aggiunto al prossimo avvio.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Nemmeno il risultato di questa partita è stato conservato per il prossimo avvio.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Preparazione della smazzata del giorno…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Impossibile preparare la smazzata del giorno.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Preparazione delle sfide del giorno…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Impossibile preparare le sfide del giorno.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Non è stata trovata nessuna smazzata vincibile.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Quella casella è fuori dal tavolo.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 non è uno spazio.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 non è in %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Lo spazio in %1 è a destra di un Re: bloccato.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Lo spazio in %1 è a destra di un altro spazio: bloccato finché quello spazio non viene riempito.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Solo un Asso può andare nello spazio della prima colonna in %1, non %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Solo un 2 può andare nello spazio della prima colonna in %1, non %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 è già nella colonna 1, dove resta per questa partita.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Solo una carta accanto allo spazio in %1 può andarci, non %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Lo spazio in %1 non riceve %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Lo spazio in %1 riceve %3, non %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>nessuna rimescolata rimasta</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>queste regole consentono una rimescolata solo quando non resta nessuna mossa</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Suggerimenti non disponibili: %1. Chiedi di nuovo per riprovare.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Ricerca di un suggerimento…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Ricerca di un suggerimento ancora in corso: questo richiede più tempo del solito…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partita è vinta.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Non resta nessuna mossa. Rimescola le carte che non sono a posto.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Non resta nessuna mossa. La partita è finita.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>Gioca %1: da qui la mano si può vincere senza rimescolare.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>Gioca %1: da qui la migliore linea trovata finora mette %n carta a posto.</numerusform>
            <numerusform>Gioca %1: da qui la migliore linea trovata finora mette %n carte a posto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>Gioca %1: da qui la migliore linea prima di una rimescolata finisce con %n carta a posto e tiene le righe pari (nessuna vince senza rimescolare).</numerusform>
            <numerusform>Gioca %1: da qui la migliore linea prima di una rimescolata finisce con %n carte a posto e tiene le righe pari (nessuna vince senza rimescolare).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>Gioca %1: da qui la migliore linea mette %n carta a posto (nessuna vince senza rimescolare).</numerusform>
            <numerusform>Gioca %1: da qui la migliore linea mette %n carte a posto (nessuna vince senza rimescolare).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>Gioca %1: da qui la linea prima della rimescolata finisce con %n carta a posto, e la rimescolata dà poi una mano vincibile (nessuna vince senza rimescolare).</numerusform>
            <numerusform>Gioca %1: da qui la linea prima della rimescolata finisce con %n carte a posto, e la rimescolata dà poi una mano vincibile (nessuna vince senza rimescolare).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Rimescola ora: da qui la rimescolata dà una mano vincibile.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Rimescola ora: le righe sono il più pari possibile, e altre carte a posto lo rovinerebbero.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Nessuna mossa mette un&apos;altra carta a posto: rimescola.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Nessuna mossa mette un&apos;altra carta a posto; prova %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Nessuna mossa mette un&apos;altra carta a posto, e ogni mossa riporta a una posizione di questa mano: non resta niente di nuovo da provare.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>nessun processo ausiliario è potuto partire (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>il processo ausiliario è terminato due volte</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>il processo ausiliario ha smesso di rispondere due volte</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>un errore del programma (%1), annotato in %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>un errore del programma (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Suggerimento: rimescola.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>Gioca %1: da qui la partita si può vincere.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>Gioca %1: da qui la migliore linea mette %n carta a posto (nessuna linea vince).</numerusform>
            <numerusform>Gioca %1: da qui la migliore linea mette %n carte a posto (nessuna linea vince).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>i numeri di smazzata vanno da 1 a %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>non è un codice partita (i codici sono come A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>le lettere di controllo non corrispondono: un carattere potrebbe essere sbagliato o mancante</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>indica regole che questo gioco non conosce</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>la sua disposizione non è un tavolo valido</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Impossibile leggere le statistiche: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Impossibile salvare le statistiche: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Partite e statistiche non verranno conservate questa volta: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Impossibile aprire il file delle statistiche (%1), quindi le partite di questa sessione non verranno contate.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Impossibile leggere la partita salvata, quindi è iniziata una nuova partita; non è stato possibile spostare altrove il file danneggiato.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Il file delle statistiche non è un file e non è stato possibile spostarlo altrove, quindi le partite di questa sessione non verranno contate.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Il file delle preferenze non è un file e non è stato possibile spostarlo altrove, quindi le preferenze non verranno conservate.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Alcuni risultati conservati da una sessione precedente non sono stati aggiunti alle statistiche.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Un file associato alle statistiche non è un file e non è stato possibile spostarlo altrove, quindi le partite di questa sessione non verranno contate.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Il file delle preferenze è troppo grande e non è stato possibile spostarlo altrove, quindi le preferenze non verranno conservate.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Impossibile leggere o spostare altrove le statistiche, quindi le partite di questa sessione non verranno contate.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Impossibile leggere la partita salvata, quindi è iniziata una nuova partita; il file danneggiato è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Il file delle statistiche non era un file, quindi è iniziato un nuovo registro; il contenuto è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Il file delle preferenze non era un file, quindi si usano le preferenze predefinite; il contenuto è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Il file delle statistiche era danneggiato, quindi è iniziato un nuovo registro; il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Impossibile leggere il file delle statistiche, quindi è iniziato un nuovo registro; il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Il file delle statistiche non aveva le tabelle previste, quindi è iniziato un nuovo registro; il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Il file delle statistiche è stato scritto da una versione più recente di Addiction Solitaire, quindi è iniziato un nuovo registro; il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Il file delle statistiche conteneva altro, quindi è iniziato un nuovo registro; il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Alcuni risultati conservati da una sessione precedente non sono stati aggiunti alle statistiche; sono stati conservati come %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Un file associato alle statistiche non era un file, quindi è stato spostato altrove come %1; le statistiche restano com&apos;erano.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Il file delle preferenze era troppo grande, quindi si usano le preferenze predefinite; è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Qualcosa che non era un file occupava il posto del file di blocco del gioco; è stato conservato come %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Un&apos;altra copia di Addiction Solitaire potrebbe usare le tue partite in questo momento, quindi questa non salva più nulla. Chiudi questa copia.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Un&apos;altra copia di Addiction Solitaire sta usando le tue partite ma non risponde: potrebbe essere occupata o ferma. Questa copia non giocherà in contemporanea. Attendere o uscire?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attendi</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Informazioni su Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Il solitario Gaps / Montana: metti in ordine quattro righe, dal 2 al Re, spostando le carte negli spazi.

I suggerimenti vengono da un risolutore integrato che esamina le mosse future in un processo separato, così il tavolo non si blocca mai mentre pensa.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licenza: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Nuova partita. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Ritorno alla smazzata. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Ripartenza annullata. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Rimescolata annullata.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Mossa annullata: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Rimescolato. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Rimescolate rimaste: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, a posto</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Partita abbandonata. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Nessuna mossa e nessuna rimescolata rimaste: partita finita. Carte a posto: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Suggerimento: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>riga %1, colonna %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>qualsiasi %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, si può muovere</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>spazio, bloccato</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>spazio, riceve %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, suggerimento</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; niente va dopo un Re</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; bloccato finché lo spazio alla sua sinistra non viene riempito</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 in %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Mappa della cam&amp;pagna…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>Il percorso dei livelli: gioca il prossimo</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nuova smazzata &amp;vincibile</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Una smazzata casuale che il risolutore ha vinto</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Livello successivo</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Livello %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Smazzata vincibile %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Livello %1 · ★ vinci ★ senza rimescolare ★ ≤ %2 mosse</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Livello %1: una stella per la vittoria, una in più per vincere senza rimescolare e una in più per vincere in al massimo %2 mosse (il par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ vinci ★ senza rimescolare ★ ≤ %2 mosse</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 mosse</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Livello %1: %2 (%3 stelle su %4; par %5 mosse)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparazione della campagna…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Impossibile giocare quel livello: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nuova smazzata vincibile</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Ricerca di una smazzata vincibile…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Livelli vinti: %1 su %2 · Stelle: %3 su %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Vinci un livello per sbloccare il successivo. Stelle: vinto · vinto senza rimescolare · vinto entro il par di mosse. Fai clic su un livello, o spostati con i tasti freccia e premi Invio, per giocarlo.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Tappa %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>Sposta %1 qui</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Le carte del gioco, un mazzo di Aisleriot o KDE trovato su questo computer, o uno fornito con il gioco.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Facile da leggere</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Disegnate dal gioco</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Fornito con il gioco</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Tema di Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Mazzo di carte KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Serie giornaliera: %1 · Migliore serie giornaliera: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Serie di sfide difficili: %1 · Migliore: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Calendario giornaliero</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Mese precedente</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Mese successivo</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Corona: tutte le sfide difficili di questo mese vinte</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ vinta · ✗ non vinta · vuoto: non giocata. Fai clic su un giorno per giocarne la smazzata; un giorno passato conta come una partita normale, non per la serie giornaliera.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Sfide %1 %2 %3: piena, vinta · contorno, non vinta · solo lettera, non giocata. Fai clic su una lettera per giocare quella sfida.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Sfida facile</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Sfida media</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Sfida difficile</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Gioca la sfida di questa difficoltà nel giorno selezionato</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>smazzata del giorno non giocata</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>smazzata del giorno vinta</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>smazzata del giorno non vinta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>sfida %1 non giocata</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>sfida %1 vinta</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>sfida %1 non vinta</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Sfida del giorno, %1 (%2)</translation>
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
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Codice partita %1 copiato.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Ci sono ancora mosse possibili. Rimescolare comunque le carte libere?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Rimescola</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Abbandonare questa partita? Le statistiche la contano come abbandonata (non vinta).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitate</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>Ri&amp;mescola (rimaste: %1)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Ridistribuisci le carte libere</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Impossibile rimescolare: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Smazzata personalizzata</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Distribuisci una nuova partita casuale</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Ricomincia questa smazzata dall&apos;inizio</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Termina subito questa partita; conta come abbandonata (non vinta)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Nuova smazzata n&amp;umerata…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Smazzata del &amp;giorno</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Gioca la smazzata di oggi</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>Sfida del giorno &amp;facile</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Gioca la sfida facile di oggi</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Sfida del giorno &amp;media</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Gioca la sfida media di oggi</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Sfida del giorno diffi&amp;cile</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Gioca la sfida difficile di oggi</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>Calen&amp;dario giornaliero…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Le smazzate del giorno dei giorni passati: vinte, perse o non giocate</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>C&amp;opia codice partita</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Copia il codice di questa partita</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>Apr&amp;i codice partita…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Gioca la partita indicata da un codice</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>Rego&amp;le…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annulla l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Rigioca ciò che è stato annullato</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>Ri&amp;mescola</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostra una buona mossa</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Mostra il &amp;cronometro</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animazioni</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Mostra se è &amp;vincibile</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Indica nella barra di stato se questa mano si può ancora vincere senza rimescolare, con un controllo in secondo piano dopo ogni mossa. Disattivato per impostazione predefinita: dice più di quanto molti giocatori vogliano sapere.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>Siste&amp;ma</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Scuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contrasto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Benvenuto…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Guida strategica</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;Informazioni su Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Mostra il percorso</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · serie %2 · record %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>La prossima partita usa le regole %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Rimescola (rimaste: %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Nessuna mossa rimasta. %1 per ridistribuire le carte libere.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Rimescolate usate: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Partita abbandonata</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Nessuna mossa rimasta</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Non restano rimescolate per ridistribuire le carte.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Lasciare questa partita? Le statistiche la contano come interrotta (non vinta).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nuova smazzata numerata</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Apri codice partita</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Impossibile iniziare quella partita: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 non è un numero</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Questa smazzata non esiste: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Quel codice non funziona: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Impossibile giocare quella partita: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparazione della campagna…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Smazzata del giorno, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Questa è la smazzata di oggi.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Questa è la sfida %1 di oggi.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Sfida del giorno</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copia risultato</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, sfida del giorno %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, smazzata del giorno %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, livello %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, smazzata %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, smazzata personalizzata</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>senza rimescolare</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>vinta in %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>abbandonata con %3 carte su %4 a posto dopo %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>in stallo con %3 carte su %4 a posto dopo %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · codice %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Risultato copiato negli appunti.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Rimescolate rimaste: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vincibile</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Non vincibile</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Vincibile senza rimescolare</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Non vincibile senza rimescolare</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verifica…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Troppo difficile da dire</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>A posto: %1 su %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Colore del tav&amp;olo</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Blu</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rosso</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>Vi&amp;ola</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Grigio</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Ca&amp;rte…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Le carte del gioco, o un mazzo di altri giochi di carte</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Suoni per mosse, rifiuti, rimescolate, suggerimenti e vittorie</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>Vol&amp;ume</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Basso</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Alto</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Il mazzo di carte «%1» non è più su questo computer, quindi restano le carte del gioco.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>La lingua cambierà al prossimo avvio di Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>la tua scelta delle opzioni qui sotto</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Rimescolate:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Numero di rimescolate</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimitate</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Ridistribuzione:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Rimescolata consentita:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annulla:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Annulla può ritirare una rimescolata (Ripeti la rigioca)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Colonna 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Un 2 nella colonna 1 può spostarsi in un altro spazio della colonna 1 (come in PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Le regole valgono per la prossima partita; la partita in corso mantiene le sue. Le statistiche sono tenute per ogni insieme di regole.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Predefinito (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>La smazzata iniziale di %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Smazzate vincibili</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Guida strategica</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire è un gioco di abilità: tutte le carte sono scoperte, quindi la maggior parte delle partite perse è stata persa qualche mossa prima. Quattro idee ne vincono la maggior parte.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Guarda una mossa più avanti</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Ogni mossa riempie uno spazio e ne apre un altro dove stava la carta. Prima di giocare, guarda lo spazio che lascerai: riceve la carta successiva alla sua vicina di sinistra. Una mossa il cui nuovo spazio si può riempire subito mantiene il gioco fluido; una il cui nuovo spazio aspetta una carta che non può ancora muoversi ti costa uno spazio.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Lo spazio dopo il 4♥ riceve il 5♥ (il doppio anello del suggerimento). Spostare il 5♥ apre uno spazio dopo il 7♦, e lì può andare poi l&apos;8♦: due mosse da una.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Libera presto i 2</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Solo una riga che inizia con un 2 nella colonna 1 può crescere, e uno spazio nella colonna 1 riceve qualsiasi 2. Mettici presto i 2, ognuno in una riga le cui prime carte potrai seguire presto con il suo 3 e il suo 4; un 2 lasciato in mezzo a una riga non costruisce nulla.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>La riga del 2♠ ha già il 3♠ e il 4♠ a posto (la spunta). Lo spazio nella colonna 1 riceve qualsiasi 2: il suggerimento ci mette il 2♣.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Non seppellire uno spazio dietro un Re</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Niente va dopo un Re, quindi uno spazio che si apre subito dopo un Re resta bloccato fino alla prossima rimescolata, come ogni spazio alla sua destra che dipende da lui. Prima di spostare la carta che sta dopo un Re, assicurati che valga uno dei tuoi quattro spazi.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>L&apos;8♠ può riempire lo spazio dopo il 7♠, ma il posto che lascia, dopo il K♦, si blocca subito (il segnale di divieto).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Quando usare una rimescolata</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Una rimescolata ridistribuisce tutte le carte che non sono a posto; le carte a posto restano. Quindi prima costruisci le sequenze dalla colonna 1 fin dove le mosse lo permettono, poi rimescola. Rimescola quando tutti gli spazi sono bloccati o, se le regole permettono di rimescolare in qualsiasi momento, quando le mosse rimaste spostano solo carte senza allungare nessuna sequenza. Tieni una rimescolata per la fine se puoi: l&apos;ultima decide la maggior parte delle partite.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Qui tutti gli spazi sono bloccati: dopo il K♥, dopo il K♣ e dopo un altro spazio. Otto carte sono a posto e ci restano; è ora di rimescolare.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Quale 2 va qui?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Scegli un 2</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Quale Asso va qui?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Scegli un Asso</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Quale carta va qui?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Scegli una carta</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Mostra il &amp;percorso</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Rigioca dall&apos;inizio il percorso verificato di questa smazzata (non conta)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Gioco automatico</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Lascia che l&apos;app giochi questa partita con i propri suggerimenti (mai contata come tua vittoria)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>&amp;Velocità di riproduzione</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Lasciare che l&apos;app giochi questa partita? La tua partita finisce qui come abbandonata nelle statistiche; ciò che gioca l&apos;app non viene mai contato.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Lasciare che l&apos;app giochi questa smazzata del giorno? Il giorno conta come abbandonato; ciò che gioca l&apos;app non viene mai contato.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Gioco automatico</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>L&apos;app gioca questa partita: non conta nelle tue statistiche.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Qualsiasi clic o tasto lo ferma.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Mossa %1 di %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Gioco automatico: mossa %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Il percorso è stato giocato: %1 mosse.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Il gioco automatico è finito dopo %1 mosse; non conta.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Fermato alla mossa %1 di %2; la tua partita è di nuovo sul tavolo.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Gioco automatico fermato dopo %1 mosse.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Fermato: la partita è cambiata.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Fermato: il percorso non corrisponde a questa partita; la tua partita è di nuovo sul tavolo.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Gioco automatico fermato: qui i suggerimenti girano in tondo (una carta è tornata dov&apos;era). Una rimescolata o una tua mossa può spezzare il cerchio.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Gioco automatico fermato: nessun suggerimento trovato.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Il percorso vince</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>L&apos;app ha vinto</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Benvenuto</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Benvenuto in Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Fai scorrere le carte negli spazi finché ogni riga va dal 2 al Re di un solo seme. Qualche rimescolata aiuta quando sei in stallo.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Inizia la campagna</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Il livello 1 è una prima partita guidata: il suggerimento mostra una buona mossa dopo ognuna delle tue. Sessanta livelli, fino a tre stelle ciascuno.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Continua la campagna</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Il prossimo è il livello %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Gioca la smazzata di oggi</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: la stessa smazzata per tutti oggi, e il risolutore l&apos;ha vinta.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Distribuisci una partita casuale</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Una tra quattro miliardi di smazzate numerate, con le tue regole.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Le regole, con immagini.</translation>
    </message>
</context>
</TS>
