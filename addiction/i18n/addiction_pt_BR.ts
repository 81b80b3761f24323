<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>Random</source>
        <translation>Aleatória</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>as cartas soltas e os quatro espaços caem em qualquer lugar</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Após as sequências</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>cada linha recebe um espaço, logo após a sua sequência</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>A qualquer momento</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>mesmo quando ainda há jogadas</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Só quando travado</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>quando não resta nenhuma jogada</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Estação</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Espaços</translation>
    </message>
    <message>
        <source>Blue Moon</source>
        <translation>Lua Azul</translation>
    </message>
    <message>
        <source>Red Moon</source>
        <translation>Lua Vermelha</translation>
    </message>
    <message>
        <source>Galary</source>
        <translation>Galary</translation>
    </message>
    <message>
        <source>Free Parking</source>
        <translation>Estacionamento Livre</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>Selva</translation>
    </message>
    <message>
        <source>Spaces and Aces</source>
        <translation>Espaços e Ases</translation>
    </message>
    <message>
        <source>Paganini</source>
        <translation>Paganini</translation>
    </message>
    <message>
        <source>House of Commons</source>
        <translation>Câmara dos Comuns</translation>
    </message>
    <message>
        <source>Line Up</source>
        <translation>Em Fila</translation>
    </message>
    <message>
        <source>Rectangular Rovers</source>
        <translation>Andarilhos Retangulares</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>Labirinto</translation>
    </message>
    <message>
        <source>Double Montana</source>
        <translation>Montana Dupla</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Lua Azul Dupla</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Lua Vermelha Dupla</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction clássico</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Tranquilo</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (regras antigas)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>um 2 na coluna 1 pode mudar de lugar</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Sem embaralhadas</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>embaralhadas ilimitadas</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n embaralhada</numerusform>
            <numerusform>%n embaralhadas</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>espaços em qualquer lugar</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>um espaço após cada sequência</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>os espaços na última coluna</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>embaralhadas podem ser desfeitas</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>embaralhadas definitivas</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Personalizado: %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Não perguntar de novo</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nova distribuição numerada</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Número da distribuição de %1 (1 a %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Código do jogo:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Abrir código de jogo</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Taxa de vitórias ao longo do tempo</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Nenhum jogo ainda. Sua taxa de vitórias vai crescer aqui, jogo a jogo.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>cada ponto: os últimos {count} jogos</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>todos os jogos: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Jogos {first}–{last}: {rate} vencidos</translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Cartas no lugar ao final</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Nenhum jogo ainda. Cada jogo terminado soma a uma barra aqui.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>jogos por cartas no lugar; verde: vencidos</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} vencidos: todas as {cards} cartas no lugar</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} terminaram com {cards} cartas no lugar, {won} deles vencidos</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} terminaram com {cards} cartas no lugar</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Jogadas e tempo das vitórias</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Nenhuma vitória ainda. Sua primeira vitória vai aparecer aqui como um ponto.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n vitória</numerusform>
            <numerusform>%n vitórias; as melhores ficam embaixo e à esquerda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n dia jogado</numerusform>
            <numerusform>%n dias jogados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n jogo, {wins} vencidos</numerusform>
            <numerusform>{day}: %n jogos, {wins} vencidos</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jogadas</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Vencido em {moves} jogadas, {time}</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Jogos por dia</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Nenhum jogo ainda. Cada dia em que você jogar vai se acender aqui.</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>qua</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>seg</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>sex</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Sequência</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Melhor sequência</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Menos jogadas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>No lugar</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Desfazer: %1. Refazer: %2 ou %3. Desfazer e refazer não têm limite dentro das regras; Recomeçar volta à mesmíssima distribuição, com todas as embaralhadas de volta.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Uma paciência de habilidade: todas as cartas ficam viradas para cima. Ponha cada linha em ordem, do 2 ao Rei, um naipe por linha (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>As 52 cartas são distribuídas em 4 linhas de 13. Os quatro Ases são retirados e nunca voltam; os lugares deles são os quatro &lt;b&gt;espaços&lt;/b&gt;. Sempre há 48 cartas e 4 espaços.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Uma jogada põe uma carta em um espaço; o lugar que a carta deixa vira um espaço. A carta que um espaço recebe depende do que está à esquerda dele.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Então um espaço nas colunas 2–13 nunca oferece escolha; as escolhas são qual 2 vai para qual linha e qual espaço atacar primeiro.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Uma carta está &lt;b&gt;no lugar&lt;/b&gt; quando faz parte da sequência sem falhas que começa com um 2 na coluna 1 e continua nesse naipe: %1 tem 3 no lugar. As cartas no lugar levam um visto verde e nunca mais se movem. “No lugar: N de 48” é o seu progresso.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Quando você está travado, ou antes, se as regras permitirem, uma &lt;b&gt;embaralhada&lt;/b&gt; recolhe todas as cartas que não estão no lugar e as distribui de novo. As cartas no lugar ficam onde estão. Uma embaralhada conta como jogada. As regras diferem aqui:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Escolha um conjunto de regras, ou ajuste cada opção você mesmo, em &lt;i&gt;Jogo › Regras&lt;/i&gt;. As estatísticas são guardadas para cada conjunto de regras.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>O espaço está…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Ele recebe…</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Embaralhadas</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Redistribuição</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Permitida</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Desfazer embaralhada</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>A disposição</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Referência rápida: o que cada espaço recebe</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Vitória e derrota</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código do jogo</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n registro danificado foi ignorado.</numerusform>
            <numerusform>%n registros danificados foram ignorados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n jogo</numerusform>
            <numerusform>%n jogos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n jogo salvo em {path}</numerusform>
            <numerusform>%n jogos salvos em {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Esquecer o %n jogo registrado de {which}? Isso não pode ser desfeito.</numerusform>
            <numerusform>Esquecer os %n jogos registrados de {which}? Isso não pode ser desfeito.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Por regras</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zerar…</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Os níveis da campanha e as distribuições vencíveis são contados à parte das suas regras: escolha-os em Regras, acima.</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Todos os resultados</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Clique duas vezes em um jogo para jogar a mesma distribuição de novo.</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Todas as regras</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Cada jogo com uma jogada conta uma vez: vencido, perdido (travado sem embaralhadas restantes), desistido ou abandonado (deixado por outro jogo). Uma vitória é definitiva. Menos jogadas e vitória mais rápida vêm dos jogos vencidos.</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exportar jogos</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Não foi possível salvar os jogos em {path}: {reason}</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>todas as regras</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Jogados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencidos</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Desistidos</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonados</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Do dia %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Nível %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Desistência</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Abandono</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Sequência de vitórias atual</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Melhor sequência de vitórias</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Menos jogadas para vencer</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Vitória mais rápida</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Média no lugar</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>d &apos;de&apos; MMM &apos;de&apos; yyyy</translation>
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
        <translation>O jogo acabou (vitória).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>O jogo acabou (derrota).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Não é possível embaralhar: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Não foi possível salvar o jogo: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 O resultado foi guardado e será somado na próxima vez que o jogo abrir.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Também não foi possível guardar o resultado deste jogo para a próxima vez que o jogo abrir.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Preparando a distribuição do dia…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Não foi possível preparar a distribuição do dia.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Preparando os desafios do dia…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Não foi possível preparar os desafios do dia.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Não foi possível encontrar uma distribuição vencível.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Essa casa está fora da mesa.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 não é um espaço vazio.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 não está na %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>O espaço na %1 está à direita de um Rei: bloqueado.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>O espaço na %1 está à direita de outro espaço: bloqueado até esse espaço ser preenchido.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>Só um Ás pode ir para o espaço da primeira coluna na %1, não %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>Só um 2 pode ir para o espaço da primeira coluna na %1, não %2.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Só uma carta ao lado do espaço na %1 pode ir para ele, não %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>O espaço na %1 não recebe %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>O espaço na %1 recebe %3, não %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>o jogo acabou</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>não restam embaralhadas</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>estas regras só permitem embaralhar quando não resta nenhuma jogada</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>As dicas não estão disponíveis: %1. Peça de novo para tentar outra vez.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Procurando uma dica…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Ainda procurando uma dica: esta está demorando mais que o normal…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>O jogo está ganho.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Não resta nenhuma jogada. Embaralhe as cartas que não estão no lugar.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Não resta nenhuma jogada. O jogo acabou.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>Mova %1: a partir daí dá para vencer a rodada sem embaralhar.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>Mova %1: a melhor sequência achada até agora deixa %n carta no lugar.</numerusform>
            <numerusform>Mova %1: a melhor sequência achada até agora deixa %n cartas no lugar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mova %1: a melhor sequência antes de embaralhar termina com %n carta no lugar e deixa as linhas parelhas (sem embaralhar, nenhuma vence).</numerusform>
            <numerusform>Mova %1: a melhor sequência antes de embaralhar termina com %n cartas no lugar e deixa as linhas parelhas (sem embaralhar, nenhuma vence).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mova %1: a melhor sequência deixa %n carta no lugar (sem embaralhar, nenhuma vence).</numerusform>
            <numerusform>Mova %1: a melhor sequência deixa %n cartas no lugar (sem embaralhar, nenhuma vence).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>Mova %1: a sequência até embaralhar termina com %n carta no lugar, e daí a embaralhada dá uma rodada que se pode vencer (sem embaralhar, nenhuma vence).</numerusform>
            <numerusform>Mova %1: a sequência até embaralhar termina com %n cartas no lugar, e daí a embaralhada dá uma rodada que se pode vencer (sem embaralhar, nenhuma vence).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Embaralhe agora: a embaralhada dá uma rodada que se pode vencer.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Embaralhe agora: as linhas estão o mais parelhas possível, e pôr mais cartas no lugar estragaria isso.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Nenhuma jogada põe outra carta no lugar: embaralhe.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Nenhuma jogada põe outra carta no lugar; tente mover %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Nenhum movimento põe outra carta no lugar, e todo movimento volta a uma posição desta rodada: não resta nada de novo a tentar.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Dica: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Dica: embaralhe.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>Mova %1: a partir daí dá para vencer o jogo.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>Mova %1: a melhor sequência deixa %n carta no lugar (nenhuma vence).</numerusform>
            <numerusform>Mova %1: a melhor sequência deixa %n cartas no lugar (nenhuma vence).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 para a %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Embaralhamento</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>jogada %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Esta rodada foi vencida, e nenhuma jogada pelo caminho poderia tê-la perdido.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Esta rodada foi vencida. Onde ela esteve mais perto de escapar: o resolvedor não conseguiu dizer a tempo.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Esta rodada foi vencida. O momento mais arriscado está marcado na lista de jogadas.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Esta rodada podia ser vencida até a %1. O ponto de virada está marcado na lista.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Esta rodada podia ser vencida no início e não no fim; a vitória escapou entre a jogada %1 e a jogada %2 (o resolvedor não conseguiu dizer a tempo exatamente onde).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Esta rodada não podia ser vencida sem embaralhar, desde a primeira jogada.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Esta rodada ainda podia ser vencida sem embaralhar quando terminou.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Se esta rodada podia ser vencida sem embaralhar: o resolvedor não conseguiu dizer a tempo.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Depois da %1 esta rodada não podia mais ser vencida sem embaralhar.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 a teria mantido vencível: essa jogada está marcada na mesa um passo antes.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>A seguir vem a %1, que perde a vitória desta rodada. %2, marcada na mesa, a teria mantido vencível.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Momento mais arriscado: na %3, a rodada só continuava vencível com %1 das %2 jogadas possíveis. %4, por exemplo, a teria perdido.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Embaralhar mais cedo, antes da jogada %1, teria distribuído uma rodada que podia ser vencida.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Nenhum momento anterior que o resolvedor testou teria distribuído uma rodada que podia ser vencida.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Se embaralhar antes teria distribuído uma rodada vencível: o resolvedor não conseguiu dizer a tempo.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Continuar jogando antes de embaralhar, começando por %1, teria distribuído uma rodada que podia ser vencida.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Continuar jogando antes de embaralhar também não teria distribuído uma rodada que podia ser vencida.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Se embaralhar depois teria distribuído uma rodada vencível: o resolvedor não conseguiu dizer a tempo.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>Não foi possível fazer a análise: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Este jogo não está mais nas estatísticas.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Este jogo foi registrado antes de os jogos guardarem suas jogadas: não pode ser analisado.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Não foi possível ler as estatísticas.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>As jogadas guardadas deste jogo não se reproduzem: ele não pode ser analisado.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>As jogadas guardadas deste jogo não correspondem ao seu registro: ele não pode ser analisado.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 já está na coluna 1, onde fica neste jogo.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>nenhum processo auxiliar conseguiu iniciar (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>o processo auxiliar terminou duas vezes</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>o processo auxiliar parou de responder duas vezes</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>um erro do programa (%1), registrado em %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>um erro do programa (%1)</translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>os números de distribuição vão de 1 a %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>não é um código de jogo (os códigos são como A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>as letras de verificação não conferem: um caractere pode ter sido digitado errado ou estar faltando</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>ele indica regras que este jogo não conhece</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>a disposição dele não é uma mesa válida</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Não foi possível ler as estatísticas: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Não foi possível salvar as estatísticas: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Jogos e estatísticas não serão guardados desta vez: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Não foi possível abrir o seu arquivo de estatísticas (%1), então os jogos desta sessão não serão contados.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Não foi possível ler o seu jogo salvo, então um novo jogo foi iniciado; o arquivo danificado não pôde ser posto de lado.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>O seu arquivo de estatísticas não é um arquivo e não pôde ser posto de lado, então os jogos desta sessão não serão contados.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>O seu arquivo de preferências não é um arquivo e não pôde ser posto de lado, então suas preferências não serão guardadas.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Alguns resultados guardados de uma sessão anterior não puderam ser somados às suas estatísticas.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Um arquivo que acompanha as suas estatísticas não é um arquivo e não pôde ser posto de lado, então os jogos desta sessão não serão contados.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>O seu arquivo de preferências é grande demais e não pôde ser posto de lado, então suas preferências não serão guardadas.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Não foi possível ler nem pôr de lado as suas estatísticas, então os jogos desta sessão não serão contados.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Não foi possível ler o seu jogo salvo, então um novo jogo foi iniciado; o arquivo danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>O seu arquivo de estatísticas não era um arquivo, então um registro novo foi iniciado; o que estava lá foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>O seu arquivo de preferências não era um arquivo, então as preferências padrão estão sendo usadas; o que estava lá foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>O seu arquivo de estatísticas estava danificado, então um registro novo foi iniciado; o arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Não foi possível ler o seu arquivo de estatísticas, então um registro novo foi iniciado; o arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>O seu arquivo de estatísticas não tinha as tabelas esperadas, então um registro novo foi iniciado; o arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>O seu arquivo de estatísticas foi gravado por uma versão mais nova do Addiction Solitaire, então um registro novo foi iniciado; o arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>O seu arquivo de estatísticas continha outra coisa, então um registro novo foi iniciado; o arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Alguns resultados guardados de uma sessão anterior não puderam ser somados às suas estatísticas; eles foram guardados como %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Um arquivo que acompanha as suas estatísticas não era um arquivo, então foi posto de lado como %1; as suas estatísticas continuam como estavam.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>O seu arquivo de preferências era grande demais, então as preferências padrão são usadas; ele foi guardado como %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Algo que não era um arquivo estava onde o jogo guarda o seu arquivo de trava; foi guardado como %1.</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>na coluna 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>qualquer 2 que ainda não esteja na coluna 1 (o 2 decide o naipe da linha)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>à direita de uma carta, digamos %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>a carta seguinte desse naipe, %1, de qualquer lugar da mesa</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>à direita de um Rei</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nada: &lt;b&gt;bloqueado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>à direita de outro espaço</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>nada até esse espaço ser preenchido: &lt;b&gt;bloqueado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>As cartas que podem se mover e os espaços que podem ser preenchidos ficam destacados; um espaço bloqueado mostra um sinal de proibido.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Clique em uma carta destacada para movê-la, arraste-a até o seu espaço, clique em um espaço para preenchê-lo, ou clique em uma carta e depois em um espaço. Um espaço na coluna 1 oferece os 2 que podem ir para lá.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Dica (H) mostra uma boa jogada, ou sugere embaralhar quando você está travado. Embaralhar: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>O seu jogo é salvo enquanto você joga e volta quando você abre o jogo de novo. Um código de jogo recria a mesma distribuição para um amigo.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Você vence quando cada linha tem do 2 ao Rei de um naipe nas colunas 1–12; os espaços terminam na coluna 13. Não importa qual naipe fica em qual linha. Você está &lt;b&gt;travado&lt;/b&gt; quando todos os espaços estão bloqueados; travado sem embaralhadas restantes, o jogo está perdido. Você também pode desistir (&lt;i&gt;Jogo › Desistir&lt;/i&gt;); nas estatísticas ele conta como desistência.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqueado</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>qualquer Ás</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>qualquer 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>qualquer %1</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Outra cópia do Addiction Solitaire pode estar usando os seus jogos agora, então esta não salva mais nada. Por favor, feche esta cópia.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Outra cópia do Addiction Solitaire está usando os seus jogos, mas não responde: pode estar ocupada ou parada. Esta cópia não vai jogar ao lado dela. Esperar por ela ou sair?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jogada</numerusform>
            <numerusform>%n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 cartas em 4 linhas de 13, sem os Ases: preencha cada espaço com a carta um acima da vizinha da esquerda, do mesmo naipe, e monte cada linha do 2 ao Rei.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Como Addiction, mas uma nova distribuição põe os espaços na última coluna.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Como Addiction com duas novas distribuições, e um 2 na coluna 1 pode ir para outro espaço da coluna 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 linhas de 14, com os Ases levados para a coluna 1: monte cada linha do seu Ás ao Rei, em um só naipe.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Como Lua Azul, mas os Ases são distribuídos primeiro e os espaços começam na coluna 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Como Lua Vermelha, e um espaço também recebe a carta um abaixo da vizinha da direita, do naipe dela.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Como Addiction, e um espaço também recebe a carta um abaixo da vizinha da direita, do naipe dela.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Como Lua Azul, mas um espaço recebe o valor seguinte de qualquer naipe; uma linha ainda só vence em um naipe.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 linhas de 14, com a coluna 1 vazia: ela recebe um Ás, e qualquer outro espaço recebe qualquer carta maior do naipe da vizinha da esquerda.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 cartas (Ás, 6 ao Rei) em 4 linhas de 10, com os Ases levados para a coluna 1: um 6 vem depois do Ás.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 cartas (Ás ao 10) em 4 linhas de 10, sem os Ases: monte cada linha do 2 ao 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 cartas (Ás ao 6) em 4 linhas de 6, sem os Seis: a coluna 1 recebe um Ás, e cada linha vai do Ás ao 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>As cartas e a mesa de Em Fila, mas um espaço recebe qualquer carta ao seu lado: à esquerda, à direita, acima ou abaixo.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 cartas (Ás à Dama) em 6 linhas de 9, lidas como uma só linha que dá a volta: um espaço recebe a carta um acima da vizinha da esquerda ou um abaixo da vizinha da direita, e qualquer outro Ás depois de uma Dama; monte os quatro naipes um depois do outro a partir do canto superior esquerdo.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Dois baralhos em 8 linhas de 13, sem os Ases: duas linhas de cada naipe, montadas como em Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Dois baralhos em 8 linhas de 14, jogados como Lua Azul.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Dois baralhos em 8 linhas de 14, jogados como Lua Vermelha.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Dois baralhos em 8 linhas de 14, com a coluna 1 vazia: ela recebe um Ás, e qualquer outro espaço a carta um acima da vizinha da esquerda, do mesmo naipe.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II como este jogo o jogava no início: dois baralhos em 8 linhas de 14, jogados como Espaços e Ases.</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analisar este jogo</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Escolha um jogo na tabela para analisá-lo.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Rever este jogo passo a passo, com os conselhos do resolvedor.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Análise do jogo</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jogadas do jogo</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Início: a distribuição</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analisando…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Revisando… o resolvedor procura mais a fundo onde ainda não soube dizer.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Analisado pelo resolvedor.</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>O resolvedor ainda está procurando: isto dirá mais quando puder.</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>ponto de virada</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>mais arriscado</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Analisando… %1 de %2 rodadas analisadas.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>médio</translation>
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
        <translation>Desafio %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>O baralho “%1” não pode ser lido, então ficam as cartas do próprio jogo.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>O baralho “%1” não é um arquivo comum, então ficam as cartas do próprio jogo.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>O baralho “%1” é grande demais (mais de %2 MB), então ficam as cartas do próprio jogo.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>O baralho “%1” está danificado, então ficam as cartas do próprio jogo.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>Ao baralho “%1” falta %n das 52 cartas, então ficam as cartas do próprio jogo.</numerusform>
            <numerusform>Ao baralho “%1” faltam %n das 52 cartas, então ficam as cartas do próprio jogo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Sobre o Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versão %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>A paciência Gaps / Montana: ponha quatro linhas em ordem, do 2 ao Rei, movendo cartas para os espaços.

As dicas vêm de um resolvedor embutido que examina as jogadas à frente em um processo separado, então a mesa nunca trava enquanto ele pensa.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Licença: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>linha %1, coluna %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>qualquer %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, no lugar</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, pode se mover</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>espaço, bloqueado</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>espaço, recebe %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, dica</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; nada vai depois de um Rei</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; bloqueado até o espaço à esquerda dele ser preenchido</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 para a %2</translation>
    </message>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Novo jogo. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>De volta à distribuição. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Recomeço desfeito. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Embaralhado. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Embaralhadas restantes: %1.</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Jogo desistido. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Não restam jogadas nem embaralhadas: fim de jogo. Cartas no lugar: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Embaralhada desfeita.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Jogada de %1 desfeita.</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Dica: %1.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>&amp;Mapa da campanha…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>A trilha dos níveis: jogue o próximo</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Nova distribuição &amp;vencível</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Uma distribuição aleatória que o resolvedor já venceu</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Próximo nível</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nível %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Distribuição vencível %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Nível %1 · ★ vencer ★ sem embaralhar ★ ≤ %2 jogadas</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Nível %1: uma estrela pela vitória, mais uma por vencer sem embaralhar e mais uma por vencer em até %2 jogadas (par).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ vencer ★ sem embaralhar ★ ≤ %2 jogadas</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 jogadas</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Nível %1: %2 (%3 de %4 estrelas; meta de %5 jogadas)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparando a campanha…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campanha</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Não é possível jogar esse nível: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Nova distribuição vencível</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Procurando uma distribuição vencível…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Campanha</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Níveis vencidos: %1 de %2 · Estrelas: %3 de %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Vença um nível para liberar o próximo. Estrelas: vencido · vencido sem embaralhar · vencido sem passar da meta de jogadas. Clique em um nível, ou mova-se com as setas e pressione Enter, para jogá-lo.</translation>
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
        <translation>Mover %1 para cá</translation>
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
        <translation>As cartas do próprio jogo, um baralho do Aisleriot ou do KDE encontrado neste computador, ou um que vem com o jogo.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Leitura fácil</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Pintadas pelo jogo</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Vem com o jogo</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Tema do Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Baralho do KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Sequência diária: %1 · Melhor sequência diária: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Sequência de desafios difíceis: %1 · Melhor: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Calendário diário</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Mês anterior</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Próximo mês</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Coroa: todos os desafios difíceis deste mês vencidos</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ vencido · ✗ não vencido · em branco: não jogado. Clique em um dia para jogar a distribuição dele; um dia passado conta como um jogo normal, não para a sequência diária.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Desafios %1 %2 %3: preenchido, vencido · contornado, não vencido · só a letra, não jogado. Clique numa letra para jogar esse desafio.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Desafio fácil</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Desafio médio</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Desafio difícil</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Jogar o desafio deste nível no dia selecionado</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>distribuição do dia não jogada</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>distribuição do dia vencida</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>distribuição do dia não vencida</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>desafio %1 não jogado</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>desafio %1 vencido</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>desafio %1 não vencido</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
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
        <source>Addiction Solitaire</source>
        <extracomment>The player chose another language in View &gt; Language. app.py builds the window again in it (LiveWindow); where nothing listens (a window without a data folder to bring its game back from), the language waits for the next start.</extracomment>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Distribuir um novo jogo aleatório</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Começar esta distribuição de novo desde o início</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Desistir</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>Desafio &amp;fácil do dia</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Jogar o desafio fácil de hoje</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Jogar o desafio médio de hoje</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Jogar o desafio difícil de hoje</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Copiar código do jogo</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Copiar o código deste jogo</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>A&amp;brir código de jogo…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Jogar o jogo que um código representa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;fazer</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Voltar a última jogada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Jogar de novo o que foi desfeito</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Embaralhar</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Distribuir de novo as cartas soltas</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Mostrar uma boa jogada</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>Re&amp;gras…</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Nova distribuição n&amp;umerada…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Guia de estratégia</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;Sobre o Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Desafio médi&amp;o do dia</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Encerrar este jogo agora; conta como desistência (não vencido)</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Desafio difíci&amp;l do dia</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Mostrar &amp;cronômetro</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Boas-vindas…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Jo&amp;gar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>Cor da &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>A&amp;zul</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>V&amp;ermelho</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Roxo</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Cinza</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Ca&amp;rtas…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>As cartas do próprio jogo, ou um baralho de outros jogos de cartas</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Sons para jogadas, recusas, embaralhamentos, dicas e vitórias</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>V&amp;olume</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Baixo</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Médio</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>A&amp;lto</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>O baralho “%1” não está mais neste computador, então ficam as cartas do próprio jogo.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>O idioma muda na próxima vez que o Addiction Solitaire abrir.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Desistir deste jogo? Nas estatísticas ele conta como desistência (não vencido).</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Dizer na barra de status se esta rodada ainda pode ser vencida sem embaralhar, verificado em segundo plano após cada jogada. Desligado por padrão: conta mais do que muitos jogadores querem saber.</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Mostrar se dá para &amp;vencer</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Nova distribuição numerada</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Abrir código de jogo</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Não é possível começar esse jogo: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Preparando a campanha…</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Este é o desafio %1 de hoje.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Desafio do dia</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Distribuição do d&amp;ia</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jogar a distribuição de hoje</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>C&amp;alendário diário…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>As distribuições dos dias passados: vencidas, perdidas ou não jogadas</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Distribuição do dia, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Esta é a distribuição de hoje.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Distribuição do dia</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 não é um número</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Sair deste jogo? Nas estatísticas ele conta como abandono (não vencido).</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Essa distribuição não existe: %1.</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Código do jogo %1 copiado.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Esse código não funciona: %1.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Ainda há jogadas possíveis. Embaralhar as cartas soltas mesmo assim?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Embaralhar</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Desistir</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>O próximo jogo usa as regras %1.</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Não é possível jogar esse jogo: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verificando…</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Vence sem embaralhar</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vence</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Não vence</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Não vence sem embaralhar</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Difícil demais para dizer</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitadas</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Embaralhar (restam %1)</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Não é possível embaralhar: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Jogadas: %1</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Restam %1 embaralhadas</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Distribuição %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Distribuição personalizada</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>No lugar: %1 de %2</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Embaralhar (restam %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Não restam jogadas. %1 para distribuir de novo as cartas soltas.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Embaralhadas usadas: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Jogo desistido</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Não restam jogadas</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Não restam embaralhadas para distribuir as cartas de novo.</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Mostrar o caminho</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendário</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · sequência %2 · melhor %3</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, desafio do dia %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, distribuição do dia %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, nível %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, distribuição %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, distribuição personalizada</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>sem embaralhar</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>vitória em %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>desistência com %3 de %4 cartas no lugar após %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>sem jogadas com %3 de %4 cartas no lugar após %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · código %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Resultado copiado para a área de transferência.</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analisar este jogo</translation>
    </message>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Desafio do dia, %1 (%2)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>a sua escolha das opções abaixo</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Embaralhadas:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Número de embaralhadas</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ilimitadas</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Redistribuição:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Embaralhar permitido:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Desfazer:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Desfazer pode voltar uma embaralhada (refazer a repete)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Coluna 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Um 2 na coluna 1 pode ir para outro espaço da coluna 1 (como no PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>As regras valem para o próximo jogo; o jogo em andamento mantém as suas. As estatísticas são guardadas para cada conjunto de regras.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Padrão (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>A distribuição inicial de %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Campanha</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Distribuições vencíveis</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Guia de estratégia</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>O Addiction Solitaire é um jogo de habilidade: todas as cartas ficam viradas para cima, então a maioria dos jogos perdidos foi perdida algumas jogadas antes. Quatro ideias vencem a maioria deles.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Pense um passo à frente</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Cada jogada preenche um espaço e abre outro onde a carta estava. Antes de jogar, olhe o espaço que você vai deixar: ele recebe a carta seguinte à que está à esquerda dele. Uma jogada cujo novo espaço você pode preencher logo mantém o jogo andando; uma cujo novo espaço espera por uma carta que ainda não pode se mover custa um espaço a você.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>O espaço depois do 4♥ recebe o 5♥ (o anel duplo da dica). Mover o 5♥ abre um espaço depois do 7♦, e o 8♦ pode ir para lá em seguida: duas jogadas a partir de uma.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Libere os 2 cedo</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Só uma linha que começa com um 2 na coluna 1 pode crescer, e um espaço na coluna 1 recebe qualquer 2. Ponha os 2 lá cedo, cada um em uma linha cujas primeiras cartas você possa seguir logo com o 3 e o 4 dele; um 2 deixado no meio de uma linha não constrói nada.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>A linha do 2♠ já tem o 3♠ e o 4♠ no lugar (a marca verde). O espaço na coluna 1 recebe qualquer 2: a dica põe o 2♣ lá.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Não enterre um espaço atrás de um Rei</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Nada vai depois de um Rei, então um espaço que se abre logo depois de um Rei fica bloqueado até a próxima embaralhada, assim como todo espaço à direita dele que depende dele. Antes de mover a carta que está depois de um Rei, veja se ela vale um dos seus quatro espaços.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>O 8♠ pode preencher o espaço depois do 7♠, mas o lugar que ele deixa, depois do K♦, fica bloqueado na hora (o sinal de proibido).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Quando gastar uma embaralhada</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Uma embaralhada distribui de novo todas as cartas que não estão no lugar; as cartas no lugar ficam. Então primeiro construa as sequências a partir da coluna 1 até onde as jogadas permitirem, e só depois embaralhe. Embaralhe quando todos os espaços estiverem bloqueados ou, se as regras permitirem embaralhar a qualquer momento, quando as jogadas restantes só trocarem cartas de lugar sem aumentar nenhuma sequência. Guarde uma embaralhada para o fim, se puder: a última decide a maioria dos jogos.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Todos os espaços aqui estão bloqueados: depois do K♥, depois do K♣ e depois de outro espaço. Oito cartas estão no lugar e ficam lá; é hora de embaralhar.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Choose a 2</source>
        <translation>Escolha um 2</translation>
    </message>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Qual 2 vai aqui?</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Qual Ás vai aqui?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Escolha um Ás</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Qual carta vai aqui?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Escolha uma carta</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Mostrar o &amp;caminho</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Reproduzir desde o início o caminho verificado desta distribuição (não conta)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>Jogo &amp;automático</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Deixar o aplicativo jogar este jogo pelas próprias dicas (nunca conta como vitória sua)</translation>
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
        <translation>&amp;Velocidade da reprodução</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Deixar o aplicativo jogar este jogo? O seu jogo termina aqui como desistência nas estatísticas; o que o aplicativo joga nunca é contado.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Deixar o aplicativo jogar esta distribuição do dia? O dia conta como desistência; o que o aplicativo joga nunca é contado.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Jogo automático</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>O aplicativo joga este jogo: ele não conta nas suas estatísticas.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Qualquer clique ou tecla o interrompe.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jogada %1 de %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Jogo automático: jogada %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>O caminho foi reproduzido: %1 jogadas.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>O jogo automático terminou após %1 jogadas; ele não conta.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Parado na jogada %1 de %2; seu jogo está de volta na mesa.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Parado: o caminho não serve para este jogo; seu jogo está de volta na mesa.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Jogo automático parado após %1 jogadas.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Parado: o jogo mudou.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>O Autoplay parou: aqui as dicas andam em círculo (uma carta voltou para onde estava). Uma embaralhada ou uma jogada sua pode quebrar o círculo.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Jogo automático parado: nenhuma dica foi encontrada.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>O caminho vence</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>O aplicativo venceu</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Boas-vindas</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Bem-vindo ao Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Deslize as cartas para os espaços vazios até cada linha ir do 2 ao Rei de um só naipe. Algumas embaralhadas ajudam quando você trava.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Começar a campanha</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>O nível 1 é uma primeira partida guiada: a dica mostra uma boa jogada depois de cada uma sua. Sessenta níveis, até três estrelas cada.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Continuar a campanha</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>O próximo é o nível %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Jogar a distribuição de hoje</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: a mesma distribuição para todos hoje, e o solucionador já venceu com ela.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Distribuir um jogo ao acaso</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Uma entre quatro bilhões de distribuições numeradas, com as suas regras.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Aprender a jogar</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>As regras, com figuras.</translation>
    </message>
</context>
</TS>
