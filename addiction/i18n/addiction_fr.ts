<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <translation>moyen</translation>
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
        <translation>Défi %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» est illisible&#xa0;: les cartes du jeu restent.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» n&apos;est pas un simple fichier&#xa0;: les cartes du jeu restent.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» est trop gros (plus de %2 Mo)&#xa0;: les cartes du jeu restent.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» est endommagé&#xa0;: les cartes du jeu restent.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>Il manque %n des 52 cartes au jeu de cartes «&#xa0;%1&#xa0;»&#xa0;: les cartes du jeu restent.</numerusform>
            <numerusform>Il manque %n des 52 cartes au jeu de cartes «&#xa0;%1&#xa0;»&#xa0;: les cartes du jeu restent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>les cartes libres et les quatre trous tombent n&apos;importe où</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Après les suites</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>chaque rangée reçoit un trou, juste après sa suite</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>À tout moment</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>même s&apos;il reste des coups</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Seulement si coincé</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>quand il ne reste aucun coup</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction classique</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Détente</translation>
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
        <translation>Montana double</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Blue Moon double</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Red Moon double</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (anciennes règles)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>un 2 en colonne 1 peut bouger</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Sans mélange</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>mélanges illimités</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n mélange</numerusform>
            <numerusform>%n mélanges</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>trous n&apos;importe où</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>un trou après chaque suite</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>les trous en dernière colonne</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>mélanges annulables</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>mélanges définitifs</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Personnalisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimités</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>en colonne 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>n&apos;importe quel 2 pas encore en colonne 1 (le 2 décide de la couleur de la rangée)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>à droite d&apos;une carte, par exemple %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>la carte suivante de cette couleur, %1, de n&apos;importe où sur la table</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>à droite d&apos;un Roi</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>rien&#xa0;: &lt;b&gt;bloqué&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>à droite d&apos;un autre trou</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>rien tant que ce trou n&apos;est pas comblé&#xa0;: &lt;b&gt;bloqué&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Les cartes qui peuvent bouger et les trous qui peuvent être comblés sont mis en évidence&#xa0;; un trou bloqué porte un sens interdit.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Cliquez sur une carte en évidence pour la déplacer, faites-la glisser sur son trou, cliquez sur un trou pour le combler, ou cliquez sur une carte puis sur un trou. Un trou en colonne 1 propose les 2 qui peuvent y aller.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Annuler&#xa0;: %1. Rétablir&#xa0;: %2 ou %3. Annuler et rétablir sont illimités dans les règles&#xa0;; Recommencer revient à la même donne avec tous les mélanges rendus.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Indice (H) montre un bon coup, ou propose un mélange quand vous êtes coincé. Mélanger&#xa0;: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Votre partie est enregistrée pendant que vous jouez et revient au prochain lancement. Un code de partie recrée la même donne pour un ami.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Une patience d&apos;adresse&#xa0;: toutes les cartes sont visibles. Mettez chaque rangée en ordre, du 2 au Roi, une couleur par rangée (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>Les 52 cartes sont distribuées en 4 rangées de 13. Les quatre As sont retirés et ne reviennent jamais&#xa0;; leurs places sont les quatre &lt;b&gt;trous&lt;/b&gt;. Il y a toujours 48 cartes et 4 trous.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Un coup place une carte dans un trou&#xa0;; la place que la carte quitte devient un trou. La carte que reçoit un trou dépend de ce qui se trouve à sa gauche.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Un trou des colonnes 2–13 n&apos;offre donc jamais de choix&#xa0;; les choix portent sur quel 2 va dans quelle rangée et quel trou viser d&apos;abord.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Une carte est &lt;b&gt;en place&lt;/b&gt; quand elle appartient à la suite ininterrompue qui commence par un 2 en colonne 1 et continue dans cette couleur&#xa0;: %1 a 3 cartes en place. Les cartes en place portent une coche verte et ne bougent plus. «&#xa0;En place&#xa0;: N sur 48&#xa0;» mesure votre progression.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Quand vous êtes coincé, ou plus tôt si les règles le permettent, un &lt;b&gt;mélange&lt;/b&gt; ramasse toutes les cartes qui ne sont pas en place et les redistribue. Les cartes en place restent. Un mélange compte comme un coup. Les règles diffèrent ici&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Choisissez des règles, ou réglez chaque option vous-même, dans &lt;i&gt;Partie › Règles&lt;/i&gt;. Les statistiques sont tenues pour chaque jeu de règles.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Vous gagnez quand chaque rangée contient du 2 au Roi d&apos;une même couleur dans les colonnes 1–12&#xa0;; les trous finissent en colonne 13. Peu importe quelle couleur est dans quelle rangée. Vous êtes &lt;b&gt;coincé&lt;/b&gt; quand tous les trous sont bloqués&#xa0;; coincé sans mélange restant, la partie est perdue. Vous pouvez aussi abandonner (&lt;i&gt;Partie › Abandonner&lt;/i&gt;)&#xa0;; les statistiques la comptent comme abandonnée.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Le trou est…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Il reçoit…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Mélanges</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Redistribution</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Autorisé</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Annuler un mélange</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>La disposition</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Aide-mémoire&#xa0;: ce que reçoit chaque trou</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>En place</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Gagner et perdre</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 cartes en 4 rangées de 13, sans les As&#xa0;: comblez chaque trou avec la carte juste au-dessus de sa voisine de gauche, de même couleur, et montez chaque rangée du 2 au Roi.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Comme Addiction, mais une redistribution met les trous en dernière colonne.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Comme Addiction avec deux redistributions, et un 2 en colonne 1 peut aller dans un autre trou de la colonne 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 rangées de 14, les As placés en colonne 1&#xa0;: montez chaque rangée de son As au Roi, dans une seule couleur.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Comme Blue Moon, mais les As sont distribués en premier et les trous commencent en colonne 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Comme Red Moon, et un trou reçoit aussi la carte juste en dessous de sa voisine de droite, de la couleur de celle-ci.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Comme Addiction, et un trou reçoit aussi la carte juste en dessous de sa voisine de droite, de la couleur de celle-ci.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Comme Blue Moon, mais un trou reçoit le rang suivant de n&apos;importe quelle couleur&#xa0;; une rangée ne gagne toujours qu&apos;en une seule couleur.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 rangées de 14, colonne 1 vide&#xa0;: elle reçoit un As, et tout autre trou reçoit n&apos;importe quelle carte plus haute de la couleur de sa voisine de gauche.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 cartes (As, 6 au Roi) en 4 rangées de 10, les As placés en colonne 1&#xa0;: un 6 suit l&apos;As.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 cartes (As au 10) en 4 rangées de 10, sans les As&#xa0;: montez chaque rangée du 2 au 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 cartes (As au 6) en 4 rangées de 6, sans les 6&#xa0;: la colonne 1 reçoit un As, et chaque rangée va de l&apos;As au 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Les cartes et la table de Line Up, mais un trou reçoit toute carte qui le touche&#xa0;: à gauche, à droite, au-dessus ou en dessous.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 cartes (As à la Dame) en 6 rangées de 9, lues comme une seule ligne qui fait le tour&#xa0;: un trou reçoit la carte juste au-dessus de sa voisine de gauche ou juste en dessous de celle de droite, et tout autre As après une Dame&#xa0;; montez les quatre couleurs l&apos;une après l&apos;autre depuis le coin supérieur gauche.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Deux jeux en 8 rangées de 13, sans les As&#xa0;: deux rangées de chaque couleur, montées comme dans Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Deux jeux en 8 rangées de 14, joués comme Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Deux jeux en 8 rangées de 14, joués comme Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Deux jeux en 8 rangées de 14, colonne 1 vide&#xa0;: elle reçoit un As, et tout autre trou la carte juste au-dessus de sa voisine de gauche, de même couleur.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II tel que ce jeu y jouait au début&#xa0;: deux jeux en 8 rangées de 14, joués comme Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqué</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>n&apos;importe quel As</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>n&apos;importe quel 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>n&apos;importe quel %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nouvelle donne numérotée</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Numéro de donne de %1 (1 à %2)&#xa0;:</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Code de partie&#xa0;:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Ouvrir un code de partie</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Choisissez une partie dans le tableau pour l&apos;analyser.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Rejouer cette partie pas à pas, avec les conseils du solveur.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Début&#xa0;: la donne</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>tournant</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>le plus risqué</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analyse… %1 manches analysées sur %2.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Analyse… le solveur cherche plus loin là où il n&apos;a pas encore su dire.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Analysée par le solveur.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Le solveur cherche encore&#xa0;: ceci en dira plus dès que possible.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélange</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>coup %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Cette manche a été gagnée, et aucun coup en chemin n&apos;aurait pu la perdre.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Cette manche a été gagnée. Où elle a failli échapper&#xa0;: le solveur n&apos;a pas pu le dire à temps.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Cette manche a été gagnée. Le moment le plus risqué est marqué dans la liste des coups.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Cette manche pouvait être gagnée jusqu&apos;au %1. Son tournant est marqué dans la liste.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Cette manche pouvait être gagnée au début mais plus à la fin&#xa0;; la victoire a filé entre le coup %1 et le coup %2 (le solveur n&apos;a pas pu dire à temps où exactement).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Cette manche ne pouvait pas être gagnée sans mélange, dès son premier coup.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Cette manche pouvait encore être gagnée sans mélange quand elle s&apos;est terminée.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Cette manche pouvait-elle être gagnée sans mélange&#xa0;? Le solveur n&apos;a pas pu le dire à temps.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Après le %1, cette manche ne pouvait plus être gagnée sans mélange.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 l&apos;aurait gardée gagnable&#xa0;: ce coup est marqué sur la table, un pas en arrière.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Vient ensuite le %1, qui perd la victoire de cette manche. %2, marqué sur la table, l&apos;aurait gardée gagnable.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Moment le plus risqué&#xa0;: au %3, seuls %1 des %2 coups possibles gardaient cette manche gagnable. %4, par exemple, l&apos;aurait perdue.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Mélanger plus tôt, avant le coup %1, aurait donné une manche gagnable.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Aucun moment antérieur essayé par le solveur n&apos;aurait donné une manche gagnable.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Un mélange plus tôt aurait-il donné une manche gagnable&#xa0;? Le solveur n&apos;a pas pu le dire à temps.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Continuer à jouer avant de mélanger, en commençant par %1, aurait donné une manche gagnable.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Continuer à jouer avant de mélanger n&apos;aurait pas donné une manche gagnable.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Un mélange plus tard aurait-il donné une manche gagnable&#xa0;? Le solveur n&apos;a pas pu le dire à temps.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>L&apos;analyse n&apos;a pas pu être faite&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Cette partie n&apos;est plus dans les statistiques.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Cette partie a été enregistrée avant que les parties ne gardent leurs coups&#xa0;: elle ne peut pas être analysée.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Impossible de lire les statistiques.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Les coups gardés de cette partie ne se rejouent pas&#xa0;: elle ne peut pas être analysée.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Les coups gardés de cette partie ne correspondent pas à son enregistrement&#xa0;: elle ne peut pas être analysée.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Moins de coups</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoire la plus rapide</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Moyenne en place</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Parties par jour</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Aucune partie pour l&apos;instant. Chaque jour de jeu s&apos;allumera ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n jour joué</numerusform>
            <numerusform>%n jours joués</numerusform>
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
        <translation>Plus</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Moins</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}&#xa0;: %n partie, {wins} gagnée(s)</numerusform>
            <numerusform>{day}&#xa0;: %n parties, {wins} gagnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Cartes en place à la fin</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Aucune partie pour l&apos;instant. Chaque partie terminée s&apos;ajoute à une barre ici.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>parties par cartes en place&#xa0;; vert&#xa0;: gagnées</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} gagnées&#xa0;: les {cards} cartes en place</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} terminées avec {cards} cartes en place, dont {won} gagnées</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} terminées avec {cards} cartes en place</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Taux de victoire au fil du temps</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Aucune partie pour l&apos;instant. Votre taux de victoire grandira ici, partie après partie.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>chaque point&#xa0;: les {count} dernières parties</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>toutes les parties&#xa0;: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Parties {first}–{last}&#xa0;: {rate} gagnées</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Coups et temps des victoires</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Aucune victoire pour l&apos;instant. Votre première victoire apparaîtra ici sous forme de point.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n victoire&#xa0;; les meilleures sont en bas à gauche</numerusform>
            <numerusform>%n victoires&#xa0;; les meilleures sont en bas à gauche</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>coups</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Gagnée en {moves} coups, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Double-cliquez sur une partie pour rejouer sa donne.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Impossible d&apos;enregistrer les parties dans {path}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n partie enregistrée dans {path}</numerusform>
            <numerusform>%n parties enregistrées dans {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n enregistrement endommagé a été ignoré.</numerusform>
            <numerusform>%n enregistrements endommagés ont été ignorés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Par règles</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Chaque partie avec un coup compte une fois&#xa0;: gagnée, perdue (coincée sans mélange restant), abandonnée ou interrompue (quittée pour une autre partie). Une victoire est définitive. Le moins de coups et la victoire la plus rapide viennent des parties gagnées.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Les niveaux de campagne et les donnes gagnables sont comptés à part de leurs règles&#xa0;: choisissez-les dans Règles ci-dessus.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>toutes les règles</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Oublier %n partie enregistrée de {which}&#xa0;? Cette action est irréversible.</numerusform>
            <numerusform>Oublier les %n parties enregistrées de {which}&#xa0;? Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandons</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Interrompues</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Moins de coups pour gagner</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Donne du %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Interrompue</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
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
        <translation>La partie est terminée (gagnée).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>La partie est terminée (perdue).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Mélange impossible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Impossible d&apos;enregistrer la partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Le résultat est conservé et sera ajouté au prochain lancement.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Le résultat de cette partie n&apos;a pas pu être conservé non plus pour le prochain lancement.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Préparation de la donne du jour…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Impossible de préparer la donne du jour.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Préparation des défis du jour…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Impossible de préparer les défis du jour.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Aucune donne gagnable n&apos;a été trouvée.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Cette case est hors de la table.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 n&apos;est pas un trou.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 n&apos;est pas en %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Le trou en %1 est à droite d&apos;un Roi&#xa0;: bloqué.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Le trou en %1 est à droite d&apos;un autre trou&#xa0;: bloqué jusqu&apos;à ce que ce trou soit comblé.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Seul un As peut aller dans le trou de première colonne en %1, pas %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Seul un 2 peut aller dans le trou de première colonne en %1, pas %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 est déjà en colonne 1, où il reste pour cette partie.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Seule une carte voisine du trou en %1 peut y aller, pas %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Le trou en %1 ne reçoit pas %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Le trou en %1 reçoit %3, pas %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>plus aucun mélange</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>ces règles n&apos;autorisent un mélange que s&apos;il ne reste aucun coup</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Indices indisponibles&#xa0;: %1. Redemandez pour réessayer.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Recherche d&apos;un indice toujours en cours&#xa0;: celui-ci prend plus de temps que d&apos;habitude…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partie est gagnée.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Il ne reste aucun coup. Mélangez les cartes qui ne sont pas en place.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Il ne reste aucun coup. La partie est terminée.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>Jouez %1&#xa0;: de là, la manche peut être gagnée sans mélange.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne trouvée jusqu&apos;ici met %n carte en place.</numerusform>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne trouvée jusqu&apos;ici met %n cartes en place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne avant un mélange finit avec %n carte en place et garde les rangées égales (aucune ne gagne sans mélange).</numerusform>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne avant un mélange finit avec %n cartes en place et garde les rangées égales (aucune ne gagne sans mélange).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne met %n carte en place (aucune ne gagne sans mélange).</numerusform>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne met %n cartes en place (aucune ne gagne sans mélange).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>Jouez %1&#xa0;: de là, la ligne avant le mélange finit avec %n carte en place, et le mélange donne alors une manche gagnable (aucune ne gagne sans mélange).</numerusform>
            <numerusform>Jouez %1&#xa0;: de là, la ligne avant le mélange finit avec %n cartes en place, et le mélange donne alors une manche gagnable (aucune ne gagne sans mélange).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Mélangez maintenant&#xa0;: de là, le mélange donne une manche gagnable.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Mélangez maintenant&#xa0;: les rangées sont aussi égales que possible, et plus de cartes en place gâcheraient cela.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Aucun coup ne met une autre carte en place&#xa0;: mélangez.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Aucun coup ne met une autre carte en place&#xa0;; essayez %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Aucun coup ne met une autre carte en place, et chaque coup ramène à une position de cette manche&#xa0;: il ne reste rien de nouveau à essayer.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>aucun processus auxiliaire n’a pu démarrer (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>le processus auxiliaire s’est arrêté deux fois</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>le processus auxiliaire a cessé de répondre deux fois</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>une erreur du programme (%1), notée dans %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>une erreur du programme (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Indice&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Indice&#xa0;: mélangez.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>Jouez %1&#xa0;: de là, la partie peut être gagnée.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne met %n carte en place (aucune ligne ne gagne).</numerusform>
            <numerusform>Jouez %1&#xa0;: de là, la meilleure ligne met %n cartes en place (aucune ligne ne gagne).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>les numéros de donne vont de 1 à %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>ce n&apos;est pas un code de partie (les codes ressemblent à A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>ses lettres de contrôle ne correspondent pas&#xa0;: un caractère est peut-être mal saisi ou manquant</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>il désigne des règles que ce jeu ne connaît pas</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>sa disposition n&apos;est pas une table valide</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Impossible de lire les statistiques&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Impossible d&apos;enregistrer les statistiques&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Les parties et les statistiques ne seront pas conservées cette fois&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Votre fichier de statistiques n&apos;a pas pu être ouvert (%1)&#xa0;: les parties de cette session ne seront pas comptées.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être lue, une nouvelle partie a donc commencé&#xa0;; le fichier endommagé n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Votre fichier de statistiques n&apos;est pas un fichier et n&apos;a pas pu être mis de côté&#xa0;: les parties de cette session ne seront pas comptées.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Votre fichier de préférences n&apos;est pas un fichier et n&apos;a pas pu être mis de côté&#xa0;: vos préférences ne seront pas conservées.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Certains résultats gardés d&apos;une session précédente n&apos;ont pas pu être ajoutés à vos statistiques.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Un fichier annexe de vos statistiques n&apos;est pas un fichier et n&apos;a pas pu être mis de côté&#xa0;: les parties de cette session ne seront pas comptées.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Votre fichier de préférences est bien trop gros et n&apos;a pas pu être mis de côté&#xa0;: vos préférences ne seront pas conservées.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Vos statistiques n&apos;ont pu être ni lues ni mises de côté&#xa0;: les parties de cette session ne seront pas comptées.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Votre partie enregistrée n&apos;a pas pu être lue, une nouvelle partie a donc commencé&#xa0;; le fichier endommagé a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Votre fichier de statistiques n&apos;était pas un fichier, un nouveau registre a donc commencé&#xa0;; son contenu a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Votre fichier de préférences n&apos;était pas un fichier, les préférences par défaut sont donc utilisées&#xa0;; son contenu a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Votre fichier de statistiques était endommagé, un nouveau registre a donc commencé&#xa0;; l&apos;ancien fichier a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Votre fichier de statistiques n&apos;a pas pu être lu, un nouveau registre a donc commencé&#xa0;; l&apos;ancien fichier a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Votre fichier de statistiques n&apos;avait pas les tables attendues, un nouveau registre a donc commencé&#xa0;; l&apos;ancien fichier a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Votre fichier de statistiques a été écrit par une version plus récente d&apos;Addiction Solitaire, un nouveau registre a donc commencé&#xa0;; l&apos;ancien fichier a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Votre fichier de statistiques contenait autre chose, un nouveau registre a donc commencé&#xa0;; l&apos;ancien fichier a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Certains résultats gardés d&apos;une session précédente n&apos;ont pas pu être ajoutés à vos statistiques&#xa0;; ils ont été gardés sous %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Un fichier annexe de vos statistiques n&apos;était pas un fichier, il a donc été mis de côté sous %1&#xa0;; vos statistiques restent telles quelles.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Votre fichier de préférences était bien trop gros, les préférences par défaut sont donc utilisées&#xa0;; il a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Quelque chose qui n&apos;était pas un fichier occupait la place du fichier de verrou du jeu&#xa0;; cela a été gardé sous %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Une autre copie d&apos;Addiction Solitaire utilise peut-être vos parties en ce moment, donc celle-ci n&apos;enregistre plus rien. Veuillez fermer celle-ci.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Une autre copie d&apos;Addiction Solitaire utilise vos parties mais ne répond pas&#xa0;: elle est peut-être occupée ou arrêtée. Cette copie ne jouera pas à côté d&apos;elle. L&apos;attendre, ou quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>À propos d&apos;Addiction Solitaire</translation>
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
        <translation>La patience Gaps / Montana&#xa0;: mettez quatre rangées en ordre, du 2 au Roi, en déplaçant des cartes dans les trous.

Les indices viennent d&apos;un solveur intégré qui explore les coups à venir dans un processus séparé&#xa0;: la table ne se fige jamais pendant qu&apos;il réfléchit.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licence&#xa0;: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Nouvelle partie. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Retour à la donne. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Recommencement annulé. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Mélange annulé.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Coup annulé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Mélangé. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Mélanges restants&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, en place</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Partie abandonnée. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Plus de coups ni de mélanges&#xa0;: partie terminée. Cartes en place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Indice&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>n&apos;importe quel %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, peut bouger</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>trou, bloqué</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>trou, reçoit %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, indice</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1&#xa0;; rien ne va après un Roi</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1&#xa0;; bloqué jusqu&apos;à ce que le trou à sa gauche soit comblé</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Carte de la cam&amp;pagne…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>La route des niveaux&#xa0;: jouez le suivant</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nouvelle donne &amp;gagnable</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Une donne aléatoire que le solveur a gagnée</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Niveau suivant</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Donne gagnable %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Niveau %1 · ★ gagner ★ sans mélange ★ ≤ %2 coups</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Niveau %1&#xa0;: une étoile pour une victoire, une de plus pour une victoire sans mélange, et une de plus pour une victoire en %2 coups au plus (le par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ gagner ★ sans mélange ★ ≤ %2 coups</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 coups</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Niveau %1&#xa0;: %2 (%3 étoiles sur %4&#xa0;; par de %5 coups)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Préparation de la campagne…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Ce niveau ne peut pas être joué&#xa0;: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nouvelle donne gagnable</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Recherche d&apos;une donne gagnable…</translation>
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
        <translation>Niveaux gagnés&#xa0;: %1 sur %2 · Étoiles&#xa0;: %3 sur %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Gagnez un niveau pour débloquer le suivant. Étoiles&#xa0;: gagné · gagné sans mélange · gagné sans dépasser le par. Cliquez sur un niveau, ou déplacez-vous avec les flèches et appuyez sur Entrée, pour le jouer.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Étape %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>Déplacer %1 ici</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Les cartes du jeu lui-même, un jeu de cartes Aisleriot ou KDE trouvé sur cet ordinateur, ou un jeu de cartes fourni avec le jeu.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Lecture facile</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Dessinées par le jeu</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Fourni avec le jeu</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Thème Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Jeu de cartes KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Série quotidienne&#xa0;: %1 · Meilleure série quotidienne&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Série de défis difficiles&#xa0;: %1 · Meilleure&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Calendrier quotidien</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Mois précédent</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Mois suivant</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Couronne&#xa0;: tous les défis difficiles de ce mois gagnés</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ gagnée · ✗ non gagnée · vide&#xa0;: non jouée. Cliquez sur un jour pour jouer sa donne&#xa0;; un jour passé compte comme une partie normale, pas pour la série quotidienne.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Défis %1 %2 %3&#xa0;: plein, gagné · contour, non gagné · lettre seule, non joué. Cliquez sur une lettre pour jouer ce défi.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Défi facile</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Défi moyen</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Défi difficile</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Jouer le défi de cette difficulté pour le jour choisi</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>donne du jour non jouée</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>donne du jour gagnée</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>donne du jour non gagnée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>défi %1 non joué</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>défi %1 gagné</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>défi %1 non gagné</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Défi du jour, %1 (%2)</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Code de partie %1 copié.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Des coups sont encore possibles. Mélanger quand même les cartes libres&#xa0;?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Abandonner cette partie&#xa0;? Les statistiques la comptent comme abandonnée (non gagnée).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimités</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Mélanger (restants&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Redistribuer les cartes libres</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Mélange impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Donne personnalisée</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Distribuer une nouvelle partie aléatoire</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Recommencer cette donne depuis le début</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Terminer cette partie maintenant&#xa0;; elle compte comme abandonnée (non gagnée)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Nouvelle donne n&amp;umérotée…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Donne du &amp;jour</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jouer la donne du jour</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>Défi du jour &amp;facile</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Jouer le défi facile du jour</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Défi du jour &amp;moyen</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Jouer le défi moyen du jour</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Défi du jour diffi&amp;cile</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Jouer le défi difficile du jour</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>Ca&amp;lendrier quotidien…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Les donnes du jour des jours passés&#xa0;: gagnées, perdues ou non jouées</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>C&amp;opier le code de partie</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Copier le code de cette partie</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>Ou&amp;vrir un code de partie…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Jouer la partie que désigne un code</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>Règl&amp;es…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Annuler le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Rejouer ce qui a été annulé</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Mélanger</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Montrer un bon coup</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Afficher le &amp;chronomètre</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Indiquer si c&apos;est &amp;gagnable</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Indiquer dans la barre d&apos;état si cette manche peut encore être gagnée sans mélange, vérifié en arrière-plan après chaque coup. Désactivé par défaut&#xa0;: cela en dit plus que beaucoup de joueurs ne veulent en savoir.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>Systè&amp;me</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenue…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Guide de stratégie</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>À &amp;propos d&apos;Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Montrer le chemin</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · série %2 · record %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>La prochaine partie utilise les règles %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Mélanger (restants&#xa0;: %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Plus aucun coup. %1 pour redistribuer les cartes libres.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Mélanges utilisés&#xa0;: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Partie abandonnée</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Plus aucun coup</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Il ne reste aucun mélange pour redistribuer les cartes.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Quitter cette partie&#xa0;? Les statistiques la comptent comme interrompue (non gagnée).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nouvelle donne numérotée</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Ouvrir un code de partie</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Cette partie ne peut pas commencer&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Cette donne n&apos;existe pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Ce code ne fonctionne pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Cette partie ne peut pas être jouée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Préparation de la campagne…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Donne du jour, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>C&apos;est la donne du jour.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Donne du jour</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>C&apos;est le défi %1 du jour.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Défi du jour</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copier le résultat</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, défi du jour %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, donne du jour %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, niveau %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, donne %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, donne personnalisée</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>sans mélange</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>gagnée en %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>abandonnée avec %3 cartes en place sur %4 après %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>coincée avec %3 cartes en place sur %4 après %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · code %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Résultat copié dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Mélanges restants&#xa0;: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps&#xa0;: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Pas gagnable</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Gagnable sans mélange</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Pas gagnable sans mélange</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Trop difficile à dire</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>En place&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Couleur du ta&amp;pis</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Vert</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Bleu</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rouge</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>V&amp;iolet</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Gris</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Ca&amp;rtes…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Les cartes du jeu, ou un jeu de cartes d&apos;autres jeux</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Sons des coups, refus, mélanges, indices et victoires</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>V&amp;olume</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Faible</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Moyen</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>F&amp;ort</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Le jeu de cartes «&#xa0;%1&#xa0;» n&apos;est plus sur cet ordinateur&#xa0;: les cartes du jeu restent.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>La langue change au prochain lancement d&apos;Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>votre propre choix des options ci-dessous</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Mélanges&#xa0;:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Nombre de mélanges</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimités</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Redistribution&#xa0;:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Mélange autorisé&#xa0;:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annuler&#xa0;:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Annuler peut reprendre un mélange (rétablir le rejoue)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Colonne 1&#xa0;:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Un 2 en colonne 1 peut aller dans un autre trou de la colonne 1 (comme dans PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Les règles s&apos;appliquent à la prochaine partie&#xa0;; la partie en cours garde les siennes. Les statistiques sont tenues pour chaque jeu de règles.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Par défaut (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>La donne d&apos;ouverture de %1</translation>
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
        <translation>Donnes gagnables</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Guide de stratégie</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire est un jeu d&apos;adresse&#xa0;: toutes les cartes sont visibles, donc la plupart des parties perdues l&apos;ont été quelques coups plus tôt. Quatre idées en gagnent la plupart.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Voir un coup plus loin</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Chaque coup comble un trou et en ouvre un autre là où était la carte. Avant de jouer, regardez le trou que vous allez laisser&#xa0;: il reçoit la carte qui suit sa voisine de gauche. Un coup dont le nouveau trou peut être comblé aussitôt garde le jeu fluide&#xa0;; un coup dont le nouveau trou attend une carte qui ne peut pas encore bouger vous coûte un trou.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Le trou après le 4♥ reçoit le 5♥ (le double anneau de l&apos;indice). Déplacer le 5♥ ouvre un trou après le 7♦, et le 8♦ peut y aller ensuite&#xa0;: deux coups pour un.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Libérez les 2 tôt</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Seule une rangée qui commence par un 2 en colonne 1 peut grandir, et un trou en colonne 1 reçoit n&apos;importe quel 2. Placez-y les 2 tôt, chacun dans une rangée dont vous pourrez bientôt suivre les premières cartes avec son 3 et son 4&#xa0;; un 2 laissé au milieu d&apos;une rangée ne construit rien.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>La rangée du 2♠ a déjà le 3♠ et le 4♠ en place (la coche). Le trou en colonne 1 reçoit n&apos;importe quel 2&#xa0;: l&apos;indice y met le 2♣.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>N&apos;enterrez pas un trou derrière un Roi</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Rien ne va après un Roi&#xa0;: un trou qui s&apos;ouvre juste après un Roi est bloqué jusqu&apos;au prochain mélange, tout comme chaque trou à sa droite qui dépend de lui. Avant de déplacer la carte qui suit un Roi, assurez-vous qu&apos;elle vaut l&apos;un de vos quatre trous.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>Le 8♠ peut combler le trou après le 7♠, mais la place qu&apos;il quitte, après le K♦, est aussitôt bloquée (le sens interdit).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Quand utiliser un mélange</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Un mélange redistribue toutes les cartes qui ne sont pas en place&#xa0;; les cartes en place restent. Construisez donc d&apos;abord les suites depuis la colonne 1 aussi loin que les coups le permettent, puis mélangez. Mélangez quand tous les trous sont bloqués, ou, si les règles autorisent un mélange à tout moment, quand les coups restants ne font que déplacer des cartes sans allonger de suite. Gardez un mélange pour la fin si vous le pouvez&#xa0;: le dernier décide de la plupart des parties.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Tous les trous sont bloqués ici&#xa0;: après le K♥, après le K♣ et après un autre trou. Huit cartes sont en place et y restent&#xa0;; il est temps de mélanger.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Quel 2 va ici&#xa0;?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Choisir un 2</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Quel As va ici&#xa0;?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Choisir un As</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Quelle carte va ici&#xa0;?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Choisir une carte</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Montrer le &amp;chemin</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Rejouer depuis le début le chemin vérifié de cette donne (non compté)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Jeu automatique</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Laisser l&apos;application jouer cette partie avec ses propres indices (jamais comptée comme votre victoire)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>&amp;Vitesse de relecture</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Laisser l&apos;application jouer cette partie&#xa0;? Votre partie s&apos;arrête ici et compte comme abandonnée dans les statistiques&#xa0;; ce que joue l&apos;application n&apos;est jamais compté.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Laisser l&apos;application jouer cette donne du jour&#xa0;? Le jour compte comme abandonné&#xa0;; ce que joue l&apos;application n&apos;est jamais compté.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Jeu automatique</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>L&apos;application joue cette partie&#xa0;: elle ne compte pas dans vos statistiques.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Un clic ou une touche l&apos;arrête.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Jeu automatique&#xa0;: coup %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Le chemin est joué&#xa0;: %1 coups.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Le jeu automatique est terminé après %1 coups&#xa0;; il ne compte pas.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Arrêté au coup %1 sur %2&#xa0;; votre partie est de retour sur la table.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Jeu automatique arrêté après %1 coups.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Arrêté&#xa0;: la partie a changé.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Arrêté&#xa0;: le chemin ne correspond pas à cette partie&#xa0;; votre partie est de retour sur la table.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Jeu automatique arrêté&#xa0;: les indices tournent en rond ici (une carte est revenue à sa place). Un mélange ou un coup de votre part peut briser le cercle.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Jeu automatique arrêté&#xa0;: aucun indice trouvé.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Le chemin gagne</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>L&apos;application a gagné</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Bienvenue dans Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Faites glisser les cartes dans les trous jusqu&apos;à ce que chaque rangée aille du 2 au Roi d&apos;une même couleur. Quelques mélanges aident quand vous êtes coincé.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Commencer la campagne</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Le niveau 1 est une première partie guidée&#xa0;: l&apos;indice montre un bon coup après chacun des vôtres. Soixante niveaux, jusqu&apos;à trois étoiles chacun.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Continuer la campagne</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Le niveau %1 est le suivant.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jouer la donne du jour</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1&#xa0;: la même donne pour tous aujourd&apos;hui, et le solveur l&apos;a gagnée.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Distribuer une partie aléatoire</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Une donne parmi quatre milliards de donnes numérotées, selon vos règles.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Les règles, en images.</translation>
    </message>
</context>
</TS>
