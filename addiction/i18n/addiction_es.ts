<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>difícil</translation>
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
        <translation>Reto %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>No se puede leer la baraja «%1», así que se quedan las cartas del juego.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>La baraja «%1» no es un archivo normal, así que se quedan las cartas del juego.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>La baraja «%1» es demasiado grande (más de %2 MB), así que se quedan las cartas del juego.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>La baraja «%1» está dañada, así que se quedan las cartas del juego.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>A la baraja «%1» le falta %n de las 52 cartas, así que se quedan las cartas del juego.</numerusform>
            <numerusform>A la baraja «%1» le faltan %n de las 52 cartas, así que se quedan las cartas del juego.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>las cartas sueltas y los cuatro huecos caen en cualquier sitio</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Tras las escaleras</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>cada fila recibe un hueco, justo después de su escalera</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>En cualquier momento</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>aunque aún queden jugadas</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Solo si no hay jugadas</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>cuando no queda ninguna jugada</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction clásico</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Relajado</translation>
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
        <translation>Montana doble</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Blue Moon doble</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Red Moon doble</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (reglas antiguas)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>un 2 en la columna 1 puede moverse</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Sin barajadas</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>barajadas ilimitadas</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n barajada</numerusform>
            <numerusform>%n barajadas</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>huecos en cualquier sitio</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>un hueco tras cada escalera</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>los huecos en la última columna</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>barajadas que se pueden deshacer</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>barajadas definitivas</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Personalizado: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>en la columna 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>cualquier 2 que aún no esté en la columna 1 (el 2 decide el palo de la fila)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>a la derecha de una carta, por ejemplo %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>la carta siguiente de ese palo, %1, desde cualquier lugar de la mesa</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>a la derecha de un Rey</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nada: &lt;b&gt;bloqueado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>a la derecha de otro hueco</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nada hasta que se llene ese hueco: &lt;b&gt;bloqueado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Las cartas que pueden moverse y los huecos que pueden llenarse se resaltan; un hueco bloqueado muestra una señal de prohibido.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Haz clic en una carta resaltada para moverla, arrástrala a su hueco, haz clic en un hueco para llenarlo, o haz clic en una carta y luego en un hueco. Un hueco en la columna 1 ofrece los 2 que pueden ir allí.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Deshacer: %1. Rehacer: %2 o %3. Deshacer y rehacer no tienen límite dentro de las reglas; Reiniciar vuelve al mismo reparto, con todas las barajadas de nuevo.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Pista (H) muestra una buena jugada, o sugiere barajar cuando no tienes jugadas. Barajar: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Tu partida se guarda mientras juegas y vuelve cuando abres el juego de nuevo. Un código de partida recrea el mismo reparto para un amigo.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Un solitario de habilidad: todas las cartas están boca arriba. Ordena cada fila, del 2 al Rey, un palo por fila (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>Las 52 cartas se reparten en 4 filas de 13. Se retiran los cuatro Ases, que nunca vuelven; sus lugares son los cuatro &lt;b&gt;huecos&lt;/b&gt;. Siempre hay 48 cartas y 4 huecos.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Una jugada pone una carta en un hueco; el lugar que deja la carta pasa a ser un hueco. La carta que admite un hueco depende de lo que tiene a su izquierda.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Así, un hueco en las columnas 2–13 nunca ofrece elección; las elecciones son qué 2 va a qué fila y qué hueco atacar primero.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Una carta está &lt;b&gt;en su sitio&lt;/b&gt; cuando forma parte de la escalera sin cortes que empieza con un 2 en la columna 1 y sigue en ese palo: %1 tiene 3 en su sitio. Las cartas en su sitio llevan una marca verde y ya no se mueven. «En su sitio: N de 48» es tu progreso.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Cuando no tienes jugadas, o antes si las reglas lo permiten, una &lt;b&gt;barajada&lt;/b&gt; recoge todas las cartas que no están en su sitio y las reparte de nuevo. Las cartas en su sitio no se mueven. Una barajada cuenta como jugada. Aquí las reglas difieren:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Elige un conjunto de reglas, o ajusta cada opción tú mismo, en &lt;i&gt;Partida › Reglas&lt;/i&gt;. Las estadísticas se guardan para cada conjunto de reglas.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Ganas cuando cada fila tiene del 2 al Rey de un palo en las columnas 1–12; los huecos acaban en la columna 13. Da igual qué palo quede en qué fila. Estás &lt;b&gt;atascado&lt;/b&gt; cuando todos los huecos están bloqueados; atascado sin barajadas, la partida está perdida. También puedes rendirte (&lt;i&gt;Partida › Rendirse&lt;/i&gt;); las estadísticas lo cuentan como rendición.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>El hueco está…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Admite…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Barajadas</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Nuevo reparto</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitida</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Deshacer barajada</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>La disposición</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Referencia rápida: qué admite cada hueco</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>En su sitio</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Ganar y perder</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 cartas en 4 filas de 13, sin los Ases: llena cada hueco con la carta siguiente a su vecina de la izquierda, del mismo palo, y forma cada fila del 2 al Rey.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Como Addiction, pero un nuevo reparto pone los huecos en la última columna.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Como Addiction con dos nuevos repartos, y un 2 en la columna 1 puede ir a otro hueco de la columna 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 filas de 14, con los Ases llevados a la columna 1: forma cada fila de su As al Rey, en un solo palo.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Como Blue Moon, pero los Ases se reparten primero y los huecos empiezan en la columna 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Como Red Moon, y un hueco también admite la carta anterior a su vecina de la derecha, del palo de esta.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Como Addiction, y un hueco también admite la carta anterior a su vecina de la derecha, del palo de esta.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Como Blue Moon, pero un hueco admite el valor siguiente de cualquier palo; una fila solo gana en un palo.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 filas de 14, con la columna 1 vacía: admite un As, y cualquier otro hueco admite cualquier carta mayor del palo de su vecina de la izquierda.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 cartas (As, 6 al Rey) en 4 filas de 10, con los Ases llevados a la columna 1: un 6 sigue al As.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 cartas (As al 10) en 4 filas de 10, sin los Ases: forma cada fila del 2 al 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 cartas (As al 6) en 4 filas de 6, sin los Seises: la columna 1 admite un As, y cada fila va del As al 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Las cartas y la mesa de Line Up, pero un hueco admite cualquier carta a su lado: izquierda, derecha, arriba o abajo.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 cartas (As a Reina) en 6 filas de 9, leídas como una sola línea que da la vuelta: un hueco admite la carta siguiente a su vecina de la izquierda o la anterior a la de la derecha, y cualquier otro As tras una Reina; forma los cuatro palos uno tras otro desde arriba a la izquierda.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Dos barajas en 8 filas de 13, sin los Ases: dos filas de cada palo, formadas como en Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Dos barajas en 8 filas de 14, jugadas como Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Dos barajas en 8 filas de 14, jugadas como Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Dos barajas en 8 filas de 14, con la columna 1 vacía: admite un As, y cualquier otro hueco la carta siguiente a su vecina de la izquierda, del mismo palo.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II como lo jugaba este juego al principio: dos barajas en 8 filas de 14, jugadas como Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqueado</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>cualquier As</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>cualquier 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>cualquier %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nuevo reparto numerado</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Número de reparto de %1 (1 a %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Código de partida:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Abrir código de partida</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizar esta partida</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Elige una partida en la tabla para analizarla.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Revive esta partida paso a paso, con los consejos del solucionador.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Análisis de la partida</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugadas de la partida</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Inicio: el reparto</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>punto de inflexión</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>más arriesgado</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analizando… %1 de %2 rondas analizadas.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analizando… el solucionador busca más a fondo donde aún no pudo decidir.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Analizada por el solucionador.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>El solucionador sigue buscando: esto dirá más cuando pueda.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a la %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Barajada</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>jugada %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Esta ronda se ganó, y ninguna jugada del camino podría haberla perdido.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Esta ronda se ganó. Dónde estuvo más cerca de escaparse: el solucionador no pudo decirlo a tiempo.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Esta ronda se ganó. Su momento más arriesgado está marcado en la lista de jugadas.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Esta ronda se podía ganar hasta la %1. Su punto de inflexión está marcado en la lista.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Esta ronda se podía ganar al principio y no al final; la victoria se escapó entre la jugada %1 y la jugada %2 (el solucionador no pudo decir a tiempo dónde exactamente).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Esta ronda no se podía ganar sin barajar, desde su primera jugada.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Esta ronda aún se podía ganar sin barajar cuando terminó.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Si esta ronda se podía ganar sin barajar: el solucionador no pudo decirlo a tiempo.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Tras la %1 esta ronda ya no se podía ganar sin barajar.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 la habría mantenido ganable: está marcada en la mesa un paso atrás.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Después viene la %1, que pierde la victoria de esta ronda. %2, marcada en la mesa, la habría mantenido ganable.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Momento más arriesgado: en la %3, solo %1 de las %2 jugadas posibles mantenían esta ronda ganable. %4, por ejemplo, la habría perdido.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Barajar antes, antes de la jugada %1, habría dado una ronda que se podía ganar.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Ningún momento anterior que probó el solucionador habría dado una ronda que se pudiera ganar.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Si barajar antes habría dado una ronda ganable: el solucionador no pudo decirlo a tiempo.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Seguir jugando antes de barajar, empezando por %1, habría dado una ronda que se podía ganar.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Seguir jugando antes de barajar tampoco habría dado una ronda que se pudiera ganar.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Si barajar después habría dado una ronda ganable: el solucionador no pudo decirlo a tiempo.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>No se pudo hacer el análisis: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Esta partida ya no está en las estadísticas.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Esta partida se registró antes de que las partidas guardaran sus jugadas: no se puede analizar.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>No se pudieron leer las estadísticas.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Las jugadas guardadas de esta partida no se reproducen: no se puede analizar.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Las jugadas guardadas de esta partida no coinciden con su registro: no se puede analizar.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Racha</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Mejor racha</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos jugadas</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoria más rápida</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Media en su sitio</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Partidas por día</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Aún no hay partidas. Cada día que juegues se iluminará aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n día jugado</numerusform>
            <numerusform>%n días jugados</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mié</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>vie</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n partida, {wins} ganadas</numerusform>
            <numerusform>{day}: %n partidas, {wins} ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Cartas en su sitio al final</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Aún no hay partidas. Cada partida terminada suma a una barra aquí.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>partidas según cartas en su sitio; verde: ganadas</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} ganadas: las {cards} cartas en su sitio</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} terminaron con {cards} cartas en su sitio, {won} de ellas ganadas</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} terminaron con {cards} cartas en su sitio</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Porcentaje de victorias en el tiempo</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Aún no hay partidas. Tu porcentaje de victorias crecerá aquí, partida a partida.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>cada punto: las últimas {count} partidas</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>todas las partidas: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Partidas {first}–{last}: {rate} ganadas</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Jugadas y tiempo de las victorias</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Aún no hay victorias. Tu primera victoria aparecerá aquí como un punto.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n victoria; las mejores quedan abajo a la izquierda</numerusform>
            <numerusform>%n victorias; las mejores quedan abajo a la izquierda</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jugadas</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Ganada en {moves} jugadas, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Haz doble clic en una partida para volver a jugar su reparto.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>No se pudieron guardar las partidas en {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n partida guardada en {path}</numerusform>
            <numerusform>%n partidas guardadas en {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>Se omitió %n registro dañado.</numerusform>
            <numerusform>Se omitieron %n registros dañados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Por reglas</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Reiniciar…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Cada partida con una jugada cuenta una vez: ganada, perdida (sin jugadas ni barajadas), rendida o abandonada (dejada por otra partida). Una victoria es definitiva. Menos jugadas y victoria más rápida salen de las partidas ganadas.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Los niveles de la campaña y los repartos ganables se cuentan aparte de sus reglas: elígelos arriba, en Reglas.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>todas las reglas</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>¿Olvidar la %n partida registrada de {which}? No se puede deshacer.</numerusform>
            <numerusform>¿Olvidar las %n partidas registradas de {which}? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Rendidas</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Racha de victorias actual</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Menos jugadas para ganar</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Del día %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Abandono</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date in full: a QDate pattern (d day, MMMM month&apos;s name, yyyy year); other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
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
        <translation>dddd, d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A month of a year (a calendar&apos;s heading): a QDate pattern; other words go in &apos;single quotes&apos;. LLLL is the month&apos;s name standing alone, where the language declines it (Russian &quot;декабрь 2027&quot;, not &quot;декабря&quot;).</extracomment>
        <translation>MMMM &apos;de&apos; yyyy</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>date pattern</comment>
        <extracomment>A day of a month, the year left out: a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>d &apos;de&apos; MMMM</translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation>La partida ha terminado (victoria).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>La partida ha terminado (derrota).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>No se puede barajar: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>No se pudo guardar la partida: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Se ha guardado y se sumará la próxima vez que se abra el juego.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Tampoco se pudo guardar el resultado de esta partida para la próxima vez que se abra el juego.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Preparando el reparto del día…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>No se pudo preparar el reparto del día.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Preparando los retos del día…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>No se pudieron preparar los retos del día.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>No se encontró ningún reparto ganable.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Esa casilla está fuera de la mesa.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 no es un hueco.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 no está en la %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>El hueco de la %1 está a la derecha de un Rey: bloqueado.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>El hueco de la %1 está a la derecha de otro hueco: bloqueado hasta que se llene ese hueco.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Solo un As puede ir al hueco de la primera columna en la %1, no %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Solo un 2 puede ir al hueco de la primera columna en la %1, no %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 ya está en la columna 1, donde se queda en esta partida.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Solo una carta junto al hueco de la %1 puede ir a él, no %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>El hueco de la %1 no admite %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>El hueco de la %1 admite %3, no %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>no quedan barajadas</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>estas reglas solo permiten barajar cuando no queda ninguna jugada</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Las pistas no están disponibles: %1. Pide otra para volver a intentarlo.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Sigo buscando una pista: esta tarda más de lo normal…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>No queda ninguna jugada. Baraja las cartas que no están en su sitio.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>No queda ninguna jugada. La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>Mueve %1: desde ahí la ronda se puede ganar sin barajar.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>Mueve %1: la mejor línea hallada hasta ahora deja %n carta en su sitio.</numerusform>
            <numerusform>Mueve %1: la mejor línea hallada hasta ahora deja %n cartas en su sitio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mueve %1: la mejor línea antes de barajar acaba con %n carta en su sitio y deja las filas parejas (ninguna gana sin barajar).</numerusform>
            <numerusform>Mueve %1: la mejor línea antes de barajar acaba con %n cartas en su sitio y deja las filas parejas (ninguna gana sin barajar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mueve %1: la mejor línea deja %n carta en su sitio (ninguna gana sin barajar).</numerusform>
            <numerusform>Mueve %1: la mejor línea deja %n cartas en su sitio (ninguna gana sin barajar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mueve %1: la línea hasta barajar acaba con %n carta en su sitio, y la barajada da una ronda que se puede ganar (ninguna gana sin barajar).</numerusform>
            <numerusform>Mueve %1: la línea hasta barajar acaba con %n cartas en su sitio, y la barajada da una ronda que se puede ganar (ninguna gana sin barajar).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Baraja ahora: desde aquí sale una ronda que se puede ganar.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Baraja ahora: las filas están tan parejas como pueden estar, y más cartas en su sitio lo estropearían.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Ninguna jugada pone otra carta en su sitio: baraja.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Ninguna jugada pone otra carta en su sitio; prueba a mover %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Ninguna jugada pone otra carta en su sitio, y todas vuelven a una posición de esta ronda: no queda nada nuevo que probar.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>no se pudo iniciar ningún proceso auxiliar (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>el proceso auxiliar terminó dos veces</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>el proceso auxiliar dejó de responder dos veces</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>un error del programa (%1), anotado en %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>un error del programa (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Pista: baraja.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>Mueve %1: desde ahí la partida se puede ganar.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>Mueve %1: la mejor línea deja %n carta en su sitio (ninguna gana).</numerusform>
            <numerusform>Mueve %1: la mejor línea deja %n cartas en su sitio (ninguna gana).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>los números de reparto van del 1 al %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>no es un código de partida (los códigos son como A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>sus letras de control no coinciden: quizá falte un carácter o esté mal escrito</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>indica unas reglas que este juego no conoce</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>su disposición no es una mesa válida</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>No se pudieron leer las estadísticas: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>No se pudieron guardar las estadísticas: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Esta vez no se guardarán partidas ni estadísticas: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>No se pudo abrir tu archivo de estadísticas (%1), así que las partidas de esta sesión no se contarán.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>No se pudo leer tu partida guardada, así que se empezó una nueva; el archivo dañado no se pudo apartar.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Tu archivo de estadísticas no es un archivo y no se pudo apartar, así que las partidas de esta sesión no se contarán.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Tu archivo de preferencias no es un archivo y no se pudo apartar, así que tus preferencias no se guardarán.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Algunos resultados guardados de una sesión anterior no se pudieron sumar a tus estadísticas.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Un archivo que acompaña a tus estadísticas no es un archivo y no se pudo apartar, así que las partidas de esta sesión no se contarán.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Tu archivo de preferencias es demasiado grande y no se pudo apartar, así que tus preferencias no se guardarán.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Tus estadísticas no se pudieron leer ni apartar, así que las partidas de esta sesión no se contarán.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>No se pudo leer tu partida guardada, así que se empezó una nueva; el archivo dañado se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Tu archivo de estadísticas no era un archivo, así que se empezó un registro nuevo; lo que había se guardó como %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Tu archivo de preferencias no era un archivo, así que se usan las preferencias predeterminadas; lo que había se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Tu archivo de estadísticas estaba dañado, así que se empezó un registro nuevo; el archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>No se pudo leer tu archivo de estadísticas, así que se empezó un registro nuevo; el archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Tu archivo de estadísticas no tenía las tablas esperadas, así que se empezó un registro nuevo; el archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Tu archivo de estadísticas lo escribió una versión más nueva de Addiction Solitaire, así que se empezó un registro nuevo; el archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Tu archivo de estadísticas contenía otra cosa, así que se empezó un registro nuevo; el archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Algunos resultados guardados de una sesión anterior no se pudieron sumar a tus estadísticas; se guardaron como %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Un archivo que acompaña a tus estadísticas no era un archivo, así que se apartó como %1; tus estadísticas siguen como estaban.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Tu archivo de preferencias era demasiado grande, así que se usan las preferencias predeterminadas; se guardó como %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Algo que no era un archivo estaba donde el juego guarda su archivo de bloqueo; se guardó como %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Otra copia de Addiction Solitaire puede estar usando tus partidas ahora, así que esta ya no guarda nada. Cierra esta copia.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Otra copia de Addiction Solitaire está usando tus partidas pero no responde: puede estar ocupada o detenida. Esta copia no jugará a la vez. ¿Esperar o salir?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Acerca de Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>El solitario Gaps / Montana: ordena cuatro filas, del 2 al Rey, moviendo cartas a los huecos.

Las pistas vienen de un solucionador integrado que examina las jugadas futuras en un proceso aparte, así que la mesa nunca se congela mientras piensa.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licencia: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Nueva partida. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>De vuelta al reparto. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Reinicio deshecho. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Barajada deshecha.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Jugada de %1 deshecha.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Barajado. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Barajadas restantes: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, en su sitio</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Te has rendido. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>No quedan jugadas ni barajadas: fin de la partida. Cartas en su sitio: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>cualquier %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, puede moverse</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>hueco, bloqueado</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>hueco, admite %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, pista</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; nada va después de un Rey</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; bloqueado hasta que se llene el hueco de su izquierda</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a la %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Ma&amp;pa de la campaña…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>El camino de niveles: juega el siguiente</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nuevo reparto &amp;ganable</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Un reparto aleatorio que el solucionador ha ganado</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Siguiente nivel</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Reparto ganable %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Nivel %1 · ★ ganar ★ sin barajar ★ ≤ %2 jugadas</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Nivel %1: una estrella por ganar, otra por ganar sin barajar y otra por ganar en %2 jugadas como máximo (par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ ganar ★ sin barajar ★ ≤ %2 jugadas</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 jugadas</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Nivel %1: %2 (%3 de %4 estrellas; par de %5 jugadas)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparando la campaña…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>No se puede jugar ese nivel: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nuevo reparto ganable</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Buscando un reparto ganable…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Niveles ganados: %1 de %2 · Estrellas: %3 de %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Gana un nivel para desbloquear el siguiente. Estrellas: ganado · ganado sin barajar · ganado sin pasar del par de jugadas. Haz clic en un nivel, o muévete con las flechas y pulsa Intro, para jugarlo.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Etapa %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>Mover %1 aquí</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Las cartas del propio juego, una baraja de Aisleriot o de KDE encontrada en este equipo, o una que viene con el juego.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Fácil de leer</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Dibujadas por el juego</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Incluidas con el juego</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Tema de Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Baraja de KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Racha diaria: %1 · Mejor racha diaria: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Racha de retos difíciles: %1 · Mejor: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Calendario diario</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Mes anterior</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Mes siguiente</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Corona: todos los retos difíciles de este mes ganados</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ ganado · ✗ no ganado · vacío: no jugado. Haz clic en un día para jugar su reparto; un día pasado cuenta como partida normal, no para la racha diaria.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Retos %1 %2 %3: relleno, ganado · contorno, no ganado · solo la letra, no jugado. Haz clic en una letra para jugar ese reto.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Reto fácil</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Reto medio</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Reto difícil</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Jugar el reto de este nivel del día elegido</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>reparto del día no jugado</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>reparto del día ganado</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>reparto del día no ganado</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>reto %1 no jugado</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>reto %1 ganado</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>reto %1 no ganado</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
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
        <translation>Reto del día, %1 (%2)</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <extracomment>The player chose another language in View &gt; Language. app.py builds the window again in it (LiveWindow); where nothing listens (a window without a data folder to bring its game back from), the language waits for the next start.</extracomment>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Código de partida %1 copiado.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Aún hay jugadas posibles. ¿Barajar las cartas sueltas de todos modos?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Barajar</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>¿Rendirse en esta partida? Las estadísticas la cuentan como rendición (no ganada).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Rendirse</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Barajar (quedan %1)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Repartir de nuevo las cartas sueltas</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>No se puede barajar: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Reparto %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Reparto personalizado</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Repartir una nueva partida aleatoria</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Re&amp;iniciar</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Empezar este reparto de nuevo desde el principio</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>R&amp;endirse</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Terminar esta partida ahora; cuenta como rendición (no ganada)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Nuevo reparto n&amp;umerado…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Reparto del &amp;día</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jugar el reparto de hoy</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>Reto &amp;fácil del día</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Jugar el reto fácil de hoy</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Reto &amp;medio del día</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Jugar el reto medio de hoy</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Reto difíci&amp;l del día</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Jugar el reto difícil de hoy</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>C&amp;alendario diario…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Los repartos de días pasados: ganados, perdidos o no jugados</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Copiar código de partida</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Copiar el código de esta partida</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>A&amp;brir código de partida…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Jugar la partida que indica un código</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>&amp;Reglas…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Volver a jugar lo deshecho</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Barajar</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostrar una buena jugada</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Mostrar &amp;cronómetro</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de c&amp;uatro colores</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Mostrar si se puede &amp;ganar</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Indicar en la barra de estado si esta ronda aún se puede ganar sin barajar, comprobado en segundo plano tras cada jugada. Desactivado por defecto: dice más de lo que muchos jugadores quieren saber.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenida…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Guía de estrategia</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;Acerca de Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Mostrar la ruta</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · racha %2 · mejor %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>La próxima partida usa las reglas %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Barajar (quedan %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>No quedan jugadas. %1 para repartir de nuevo las cartas sueltas.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Barajadas usadas: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Te has rendido</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>No quedan jugadas</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>No quedan barajadas para repartir las cartas de nuevo.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>¿Dejar esta partida? Las estadísticas la cuentan como abandonada (no ganada).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nuevo reparto numerado</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Abrir código de partida</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>No se puede empezar esa partida: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 no es un número</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>No existe ese reparto: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Ese código no funciona: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar de nuevo</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>No se puede jugar esa partida: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparando la campaña…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Reparto del día, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Este es el reparto de hoy.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Reparto del día</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Este es el reto %1 de hoy.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Reto del día</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizar esta partida</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, reto del día %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, reparto del día %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, nivel %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, reparto %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, reparto personalizado</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>sin barajar</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>ganada en %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>rendición con %3 de %4 cartas en su sitio tras %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>sin jugadas con %3 de %4 cartas en su sitio tras %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · código %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Resultado copiado al portapapeles.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Barajadas restantes: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Ganable</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>No ganable</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Ganable sin barajar</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>No ganable sin barajar</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Demasiado difícil de saber</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>En su sitio: %1 de %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Jugadas: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Color de la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Azul</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rojo</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Morado</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Gris</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Ca&amp;rtas…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Las cartas del propio juego, o una baraja de otros juegos de cartas</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Sonidos para jugadas, rechazos, barajadas, pistas y victorias</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>V&amp;olumen</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Bajo</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>A&amp;lto</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>La baraja «%1» ya no está en este equipo, así que se quedan las cartas del juego.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>El idioma cambiará la próxima vez que se abra Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>tu propia elección de las opciones de abajo</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Barajadas:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Número de barajadas</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ilimitadas</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Nuevo reparto:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Barajar permitido:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Deshacer:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Deshacer puede anular una barajada (rehacer la repite)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Columna 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Un 2 en la columna 1 puede ir a otro hueco de la columna 1 (como en PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Las reglas se aplican a la próxima partida; la partida en curso conserva las suyas. Las estadísticas se guardan para cada conjunto de reglas.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Predeterminado (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>El reparto inicial de %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Repartos ganables</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Guía de estrategia</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire es un juego de habilidad: todas las cartas están boca arriba, así que la mayoría de las partidas perdidas se perdieron unas jugadas antes. Cuatro ideas ganan la mayoría de ellas.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Piensa un paso por delante</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Cada jugada llena un hueco y abre otro donde estaba la carta. Antes de jugar, mira el hueco que dejarás: admite la carta siguiente a su vecina de la izquierda. Una jugada cuyo nuevo hueco puedes llenar enseguida mantiene la partida en marcha; una cuyo nuevo hueco espera una carta que aún no puede moverse te cuesta un hueco.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>El hueco tras el 4♥ admite el 5♥ (el doble anillo de la pista). Mover el 5♥ abre un hueco tras el 7♦, y el 8♦ puede ir allí después: dos jugadas a partir de una.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Libera pronto los 2</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Solo una fila que empieza con un 2 en la columna 1 puede crecer, y un hueco en la columna 1 admite cualquier 2. Pon pronto los 2 allí, cada uno en una fila cuyas primeras cartas puedas seguir pronto con su 3 y su 4; un 2 dejado en medio de una fila no construye nada.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>La fila del 2♠ ya tiene el 3♠ y el 4♠ en su sitio (la marca). El hueco de la columna 1 admite cualquier 2: la pista pone allí el 2♣.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>No entierres un hueco tras un Rey</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Nada va después de un Rey, así que un hueco que se abre justo después de uno queda bloqueado hasta la próxima barajada, igual que todo hueco a su derecha que dependa de él. Antes de mover la carta que está tras un Rey, asegúrate de que vale uno de tus cuatro huecos.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>El 8♠ puede llenar el hueco tras el 7♠, pero el lugar que deja, tras el K♦, queda bloqueado al instante (la señal de prohibido).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Cuándo gastar una barajada</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Una barajada reparte de nuevo todas las cartas que no están en su sitio; las que están en su sitio se quedan. Así que primero forma las escaleras desde la columna 1 hasta donde permitan las jugadas, y luego baraja. Baraja cuando todos los huecos estén bloqueados o, si las reglas permiten barajar en cualquier momento, cuando las jugadas restantes solo cambien cartas de lugar sin alargar ninguna escalera. Guarda una barajada para el final si puedes: la última decide la mayoría de las partidas.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Aquí todos los huecos están bloqueados: tras el K♥, tras el K♣ y tras otro hueco. Ocho cartas están en su sitio y se quedan; es hora de barajar.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>¿Qué 2 va aquí?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Elige un 2</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>¿Qué As va aquí?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Elige un As</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>¿Qué carta va aquí?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Elige una carta</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Mostrar la r&amp;uta</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Reproducir desde el principio la ruta verificada de este reparto (no cuenta)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>Juego &amp;automático</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Dejar que la aplicación juegue esta partida con sus propias pistas (nunca cuenta como victoria tuya)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>&amp;Velocidad de reproducción</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>¿Dejar que la aplicación juegue esta partida? Tu partida termina aquí como rendición en las estadísticas; lo que juegue la aplicación nunca cuenta.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>¿Dejar que la aplicación juegue este reparto del día? El día cuenta como rendición; lo que juegue la aplicación nunca cuenta.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Juego automático</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>La aplicación juega esta partida: no cuenta en tus estadísticas.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Cualquier clic o tecla lo detiene.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Juego automático: jugada %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>La ruta se ha reproducido: %1 jugadas.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>El juego automático terminó tras %1 jugadas; no cuenta.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Detenido en la jugada %1 de %2; tu partida vuelve a estar en la mesa.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Juego automático detenido tras %1 jugadas.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Detenido: la partida cambió.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Detenido: la ruta no corresponde a esta partida; tu partida vuelve a estar en la mesa.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Juego automático detenido: aquí las pistas dan vueltas en círculo (una carta volvió a donde estaba). Una barajada o una jugada tuya puede romperlo.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Juego automático detenido: no se encontró ninguna pista.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>La ruta gana</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>La aplicación ganó</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenida</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Te damos la bienvenida a Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Desliza las cartas a los huecos hasta que cada fila vaya del 2 al Rey de un solo palo. Unas pocas barajadas ayudan cuando te atascas.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Empezar la campaña</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>El nivel 1 es una primera partida guiada: la pista muestra una buena jugada después de cada una tuya. Sesenta niveles, hasta tres estrellas cada uno.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Continuar la campaña</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>El siguiente es el nivel %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jugar el reparto de hoy</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: el mismo reparto para todos hoy, y el solucionador lo ha ganado.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Repartir una partida al azar</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Uno entre cuatro mil millones de repartos numerados, con tus reglas.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Las reglas, con imágenes.</translation>
    </message>
</context>
</TS>
