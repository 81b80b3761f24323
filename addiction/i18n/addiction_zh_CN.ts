<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>困难</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>易</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>中</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>难</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>挑战 %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>无法读取牌组“%1”，因此继续使用游戏自带的牌。</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>牌组“%1”不是普通文件，因此继续使用游戏自带的牌。</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>牌组“%1”太大（超过 %2 MB），因此继续使用游戏自带的牌。</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>牌组“%1”已损坏，因此继续使用游戏自带的牌。</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>牌组“%1”缺少 52 张牌中的 %n 张，因此继续使用游戏自带的牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>剩余的牌和四个空位随意落在任何地方</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>序列之后</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>每行一个空位，紧跟在该行的序列之后</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>随时</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>即使还有可走的步</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>仅在无路可走时</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>当没有可走的步时</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>经典 Addiction</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>蒙大拿</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>轻松</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>车站</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Blue Moon</source>
        <translation>蓝月</translation>
    </message>
    <message>
        <source>Red Moon</source>
        <translation>红月</translation>
    </message>
    <message>
        <source>Galary</source>
        <translation>画廊</translation>
    </message>
    <message>
        <source>Free Parking</source>
        <translation>免费停车</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>丛林</translation>
    </message>
    <message>
        <source>Spaces and Aces</source>
        <translation>空位与A</translation>
    </message>
    <message>
        <source>Paganini</source>
        <translation>帕格尼尼</translation>
    </message>
    <message>
        <source>House of Commons</source>
        <translation>下议院</translation>
    </message>
    <message>
        <source>Line Up</source>
        <translation>排队</translation>
    </message>
    <message>
        <source>Rectangular Rovers</source>
        <translation>矩形漫游者</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>迷宫</translation>
    </message>
    <message>
        <source>Double Montana</source>
        <translation>双副蒙大拿</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>双副蓝月</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>双副红月</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>帕格尼尼 II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>帕格尼尼 II（旧规则）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>第 1 列的 2 可以移动</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>不洗牌</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>无限次洗牌</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n 次洗牌</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>空位随意分布</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>每个序列后一个空位</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>空位在最后一列</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>洗牌可撤销</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>洗牌不可撤销</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>在第 1 列</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>任意一张还不在第 1 列的 2（这张 2 决定该行的花色）</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>在一张牌的右边，比如 %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>同花色的下一张牌 %1，可从牌桌上任何位置移来</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>在 K 的右边</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>无：&lt;b&gt;堵死&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>在另一个空位的右边</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>在那个空位填上之前无：&lt;b&gt;堵死&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>可移动的牌和可填的空位会高亮显示；被堵死的空位会显示禁止通行标志。</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>单击高亮的牌即可移动，也可把它拖到空位上；单击空位可填入，或先单击一张牌再单击一个空位。第 1 列的空位会列出可放入的 2。</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>撤销：%1。重做：%2 或 %3。在同一规则下可无限撤销和重做；“重新开始”会回到完全相同的牌局，所有洗牌次数也会恢复。</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>提示 (H) 会给出一步好棋，无路可走时会建议洗牌。洗牌：S。</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>游戏会在你玩的时候自动保存，下次启动时会恢复。游戏代码可以为朋友重现同一牌局。</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>一种靠技巧的纸牌游戏：所有牌都正面朝上。把每一行按顺序排好，从 2 到 K，每行一种花色（%1）。</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>52 张牌发成 4 行，每行 13 张。四张 A 被取出且不再放回，它们的位置就是四个&lt;b&gt;空位&lt;/b&gt;。桌面上始终有 48 张牌和 4 个空位。</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>每一步把一张牌放进一个空位，这张牌原来的位置就成为新的空位。一个空位能放哪张牌，取决于它左边是什么。</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>所以第 2–13 列的空位从来没有选择余地；要选择的是哪张 2 放到哪一行，以及先追哪个空位。</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>一张牌如果属于从第 1 列的 2 开始、同一花色连续不断的序列，它就&lt;b&gt;就位&lt;/b&gt;了：%1 有 3 张牌就位。就位的牌带有绿色对勾，不会再移动。“就位：N / 48”就是你的进度。</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>当你无路可走时，或者在规则允许时更早，&lt;b&gt;洗牌&lt;/b&gt;会收起所有未就位的牌并重新发出。就位的牌保持不动。洗牌算作一步。各规则在这里有所不同：</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>在&lt;i&gt;游戏 › 规则&lt;/i&gt;中选择一套规则，或自己设置每个选项。统计按规则分别记录。</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>当每一行在第 1–12 列都是同一花色的 2 到 K，空位都落在第 13 列时即获胜。哪种花色在哪一行无关紧要。所有空位都被堵死时即&lt;b&gt;无路可走&lt;/b&gt;；无路可走且没有剩余洗牌时，游戏失败。你也可以认输（&lt;i&gt;游戏 › 认输&lt;/i&gt;），统计中记为认输。</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>空位在…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>可放入…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>重发</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>撤销洗牌</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>牌面布局</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>速查：每个空位可放入什么</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>就位</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>胜负</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 张牌发成 4 行，每行 13 张，去掉 A：每个空位放入左邻牌同花色大一点的牌，把每一行从 2 排到 K。</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>与 Addiction 相同，但重发时空位放在最后一列。</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>与 Addiction 相同，可重发两次，且第 1 列的 2 可以移到第 1 列的另一个空位。</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 行，每行 14 张，A 移到第 1 列：把每一行按同一花色从 A 排到 K。</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>与蓝月相同，但先发 A，空位从第 2 列开始。</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>与红月相同，空位还可以放入右邻牌同花色小一点的牌。</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>与 Addiction 相同，空位还可以放入右邻牌同花色小一点的牌。</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>与蓝月相同，但空位可以放入任意花色的下一点数；每一行仍须同一花色才算完成。</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 行，每行 14 张，第 1 列为空：它可放入 A，其他空位可放入与左邻牌同花色的任意更大的牌。</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 张牌（A、6 到 K）发成 4 行，每行 10 张，A 移到第 1 列：A 之后接 6。</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 张牌（A 到 10）发成 4 行，每行 10 张，去掉 A：把每一行从 2 排到 10。</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 张牌（A 到 6）发成 4 行，每行 6 张，去掉 6：第 1 列放 A，每一行从 A 排到 5。</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>牌和牌桌与排队相同，但空位可以放入它旁边的任意一张牌：左、右、上或下。</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 张牌（A 到 Q）发成 6 行，每行 9 张，首尾相接读作一整行：空位可放入左邻牌大一点或右邻牌小一点的牌，Q 之后可放入任意其他 A；从左上角开始依次排好四种花色。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>两副牌发成 8 行，每行 13 张，去掉 A：每种花色两行，按 Addiction 的方式排列。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>两副牌发成 8 行，每行 14 张，按蓝月的方式玩。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>两副牌发成 8 行，每行 14 张，按红月的方式玩。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>两副牌发成 8 行，每行 14 张，第 1 列为空：它可放入 A，其他空位放入左邻牌同花色大一点的牌。</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>本游戏最初版本中的帕格尼尼 II：两副牌发成 8 行，每行 14 张，按空位与A的方式玩。</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>堵死</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>任意 A</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>任意 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>任意 %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>不再询问</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>新的编号牌局</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>%1 牌局编号（1 到 %2）：</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>游戏代码：</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>打开游戏代码</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>复盘这局</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>在表格中选择一局来复盘。</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>结合求解器的建议，一步一步重放这局。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>对局复盘</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>对局步骤</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>开始：发牌</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>正在复盘…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最前</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最后</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>转折点</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>最险的一步</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>正在复盘… 已复盘 %1 / %2 轮。</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>正在复盘… 求解器正在更深入地分析尚未判断的地方。</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>已由求解器复盘。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>求解器仍在分析：有结果后会在这里显示更多。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 移到 %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>第 %1 步（%2）</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>本轮已获胜，途中没有哪一步可能让它输掉。</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>本轮已获胜。最险的一步在哪里：求解器未能及时判断。</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>本轮已获胜。最险的一步已在步骤列表中标出。</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>本轮在 %1 之前都可以获胜。转折点已在列表中标出。</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>本轮开始时可以获胜，结束时却不能；胜机在第 %1 步到第 %2 步之间失去（求解器未能及时判断确切位置）。</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>本轮从第一步起就无法不洗牌获胜。</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>本轮结束时仍然可以不洗牌获胜。</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>本轮能否不洗牌获胜：求解器未能及时判断。</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>%1 之后，本轮已无法不洗牌获胜。</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 本可以保住胜机：它已在退后一步的牌面上标出。</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>接下来是 %1，它让本轮失去胜机。牌面上标出的 %2 本可以保住胜机。</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>最险的一步：在 %3 时，%2 种可能的走法中只有 %1 种能保住本轮的胜机。例如 %4 就会输掉。</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>如果在第 %1 步之前更早洗牌，本会发出一轮可以获胜的牌。</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>求解器尝试过的更早时机，都不会发出一轮可以获胜的牌。</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>更早洗牌能否发出可胜的一轮：求解器未能及时判断。</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>如果先继续走再洗牌（从 %1 开始），本会发出一轮可以获胜的牌。</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>先继续走再洗牌，也不会发出一轮可以获胜的牌。</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>更晚洗牌能否发出可胜的一轮：求解器未能及时判断。</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>无法生成复盘：%1。</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>这局已不在统计中。</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>这局是在对局开始保存步骤之前记录的：无法复盘。</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>无法读取统计。</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>这局保存的步骤无法重放：无法复盘。</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>这局保存的步骤与其记录不符：无法复盘。</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最佳连胜</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>最快获胜</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>平均就位数</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>每日对局数</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>还没有对局。你玩过的每一天都会在这里亮起。</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>已玩 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <source>More</source>
        <translation>多</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>少</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}：%n 局，{wins} 局获胜</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>结束时就位的牌</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>还没有对局。每结束一局，这里的某根柱子就会加一。</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>按就位牌数统计的对局；绿色：获胜</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} 局获胜：全部 {cards} 张牌就位</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} 局结束时 {cards} 张牌就位，其中 {won} 局获胜</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} 局结束时 {cards} 张牌就位</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>胜率变化</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>还没有对局。你的胜率会在这里一局一局地增长。</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>每个点：最近 {count} 局</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>全部对局：{rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>第 {first}–{last} 局：胜率 {rate}</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>获胜的步数与用时</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>还没有获胜。你的第一次获胜会在这里显示为一个点。</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n 次获胜；越靠左下越好</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>{moves} 步获胜，用时 {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>游戏代码</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>全部结果</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>双击一局即可重玩同一牌局。</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>导出对局</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>无法将对局保存到 {path}：{reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>已将 %n 局保存到 {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>已跳过 %n 条损坏的记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>统计</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>按规则</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>重置…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>每局只要走过一步就计一次：获胜、失败（无路可走且没有剩余洗牌）、认输或放弃（改玩别的对局）。获胜即为最终结果。最少步数和最快获胜取自获胜的对局。</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>闯关关卡和可胜牌局与其规则分开统计：请在上方的“规则”中选择它们。</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>全部规则</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>要删除 {which} 的 %n 局记录吗？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>最佳连胜</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>获胜最少步数</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>每日 %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>第 %1 关</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>获胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>失败</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>认输</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>放弃</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date in full: a QDate pattern (d day, MMMM month&apos;s name, yyyy year); other words go in &apos;single quotes&apos;.</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with the month&apos;s short name (MMM): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>dddd, d MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A date with its weekday&apos;s name (dddd): a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>yyyy年M月d日 dddd</translation>
    </message>
    <message>
        <source>MMMM yyyy</source>
        <comment>date pattern</comment>
        <extracomment>A month of a year (a calendar&apos;s heading): a QDate pattern; other words go in &apos;single quotes&apos;. LLLL is the month&apos;s name standing alone, where the language declines it (Russian &quot;декабрь 2027&quot;, not &quot;декабря&quot;).</extracomment>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>date pattern</comment>
        <extracomment>A day of a month, the year left out: a QDate pattern; other words go in &apos;single quotes&apos;.</extracomment>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>The game is over (won).</source>
        <translation>游戏已结束（获胜）。</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>游戏已结束（失败）。</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>无法洗牌：%1。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>无法保存游戏：%1。</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 结果已保留，将在下次启动时计入。</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 这局的结果也无法保留到下次启动。</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>正在准备每日牌局…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>无法准备每日牌局。</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>正在准备每日挑战…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>无法准备每日挑战。</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>找不到可胜的牌局。</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>该位置不在牌桌上。</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 不是空位。</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 不在 %3。</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>%1 的空位在 K 的右边：已堵死。</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>%1 的空位在另一个空位的右边：在那个空位填上之前被堵死。</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>%1 第一列的空位只能放 A，不能放 %2。</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>%1 第一列的空位只能放 2，不能放 %2。</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 已经在第 1 列，这局中它会一直留在那里。</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>只有 %1 空位旁边的牌才能移入，%2 不行。</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>%1 的空位不能放 %2。</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>%1 的空位应放 %3，而不是 %2。</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>游戏已结束</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>没有剩余的洗牌</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>这些规则只允许在无路可走时洗牌</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>提示不可用：%1。再次请求即可重试。</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>正在寻找提示…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>仍在寻找提示：这次比平常要久一些…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>游戏已获胜。</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>无路可走。请洗乱未就位的牌。</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>无路可走。游戏结束。</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1：从这里起本轮无需洗牌即可获胜。</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1：从这里起，目前找到的最佳走法可使 %n 张牌就位。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1：从这里起，洗牌前的最佳走法结束时有 %n 张牌就位，且各行保持均衡（没有走法能不洗牌获胜）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1：从这里起，最佳走法可使 %n 张牌就位（没有走法能不洗牌获胜）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1：从这里起，洗牌前的走法结束时有 %n 张牌就位，之后洗牌会发出一轮可以获胜的牌（没有走法能不洗牌获胜）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>现在洗牌：从这里洗牌会发出一轮可以获胜的牌。</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>现在洗牌：各行已经尽量均衡，再让更多牌就位反而会破坏这一点。</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>没有哪一步能让更多牌就位：请洗牌。</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>没有哪一步能让更多牌就位；试试 %1。</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>没有哪一步能让更多牌就位，而且每一步都会回到本轮出现过的局面：已没有新的可尝试。</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>无法启动辅助进程 (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>辅助进程两次意外结束</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>辅助进程两次停止响应</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>程序错误 (%1)，已记录到 %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>程序错误 (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>提示：洗牌。</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1：从这里起可以赢下这局。</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1：从这里起，最佳走法可使 %n 张牌就位（没有走法能获胜）。</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>牌局编号从 1 到 %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>这不是游戏代码（代码形如 A-1234-7Q）</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>校验字母不匹配：可能有字符输错或缺失</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>它指定的规则本游戏不认识</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>它的布局不是有效的牌桌</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>无法读取统计：%1。</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>无法保存统计：%1。</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>这次将不会保存对局和统计：%1。</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>无法打开你的统计文件（%1），因此本次会话的对局不会被计入。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>无法读取你保存的游戏，因此开始了新游戏；损坏的文件无法移到一旁。</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>你的统计文件不是普通文件，且无法移到一旁，因此本次会话的对局不会被计入。</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>你的偏好设置文件不是普通文件，且无法移到一旁，因此你的偏好设置不会被保存。</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>上次会话保留的部分结果无法计入你的统计。</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>统计的一个配套文件不是普通文件，且无法移到一旁，因此本次会话的对局不会被计入。</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>你的偏好设置文件太大，且无法移到一旁，因此你的偏好设置不会被保存。</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>无法读取也无法移开你的统计，因此本次会话的对局不会被计入。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>无法读取你保存的游戏，因此开始了新游戏；损坏的文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>你的统计文件不是普通文件，因此开始了新的记录；原有内容已保存为 %1。</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>你的偏好设置文件不是普通文件，因此使用默认设置；原有内容已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>你的统计文件已损坏，因此开始了新的记录；旧文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>无法读取你的统计文件，因此开始了新的记录；旧文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>你的统计文件缺少预期的数据表，因此开始了新的记录；旧文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>你的统计文件由更新版本的 Addiction Solitaire 写入，因此开始了新的记录；旧文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>你的统计文件中是别的内容，因此开始了新的记录；旧文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>上次会话保留的部分结果无法计入你的统计；它们已保存为 %1。</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>统计的一个配套文件不是普通文件，因此已将其移开并保存为 %1；你的统计保持不变。</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>你的偏好设置文件太大，因此使用默认设置；该文件已保存为 %1。</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>游戏存放锁文件的位置上有一个不是文件的东西；它已保存为 %1。</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>另一个正在运行的 Addiction Solitaire 可能正在使用你的对局数据，因此本窗口不再保存任何内容。请关闭本窗口。</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>另一个 Addiction Solitaire 正在使用你的对局数据，但没有响应：它可能正忙或已停止。本窗口不会与它同时运行。要等待它，还是退出？</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>关于 Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Gaps / 蒙大拿纸牌：把牌移进空位，将四行按 2 到 K 的顺序排好。

提示来自内置的求解器，它在独立的进程中搜索后续走法，因此思考时牌桌不会卡住。</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>许可证：MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>新游戏。就位的牌：%1。</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>回到发牌时。就位的牌：%1。</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>已撤销重新开始。就位的牌：%1。</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>已撤销洗牌。</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>已撤销 %1 的移动。</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>已洗牌。就位的牌：%1。</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>剩余洗牌：%1。</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1，已就位</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>已认输。就位的牌：%1。</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>没有可走的步，也没有剩余洗牌：游戏结束。就位的牌：%1。</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>提示：%1。</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>任意 %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1，可移动</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>空位，已堵死</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>空位，可放入 %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1，提示</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1；K 之后不能放任何牌</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1；在左边的空位填上之前被堵死</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 移到 %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>闯关地图(&amp;P)…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>关卡之路：玩下一关</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>新的可胜牌局(&amp;W)</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>求解器已经赢过的随机牌局</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>下一关</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>第 %1 关</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>可胜牌局 %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>第 %1 关 · ★ 获胜 ★ 不洗牌 ★ ≤ %2 步</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>第 %1 关：获胜得一颗星，不洗牌获胜再得一颗，在 %2 步（标准步数）内获胜再得一颗。</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ 获胜 ★ 不洗牌 ★ ≤ %2 步</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 步</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>第 %1 关：%2（%3 / %4 颗星；标准 %5 步）</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>正在准备闯关…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>闯关</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>无法玩该关：%1。</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>新的可胜牌局</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>正在寻找可胜的牌局…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>闯关</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>已通过关卡：%1 / %2 · 星：%3 / %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>赢下一关即可解锁下一关。星：获胜 · 不洗牌获胜 · 在标准步数内获胜。单击关卡，或用方向键选择后按 Enter 开始。</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>阶段 %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>把 %1 移到这里</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>纸牌</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>游戏自带的牌，或在本机找到的 Aisleriot 或 KDE 牌组，或随游戏附带的牌组。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>易读</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>由游戏绘制</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>随游戏附带</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Aisleriot 主题</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>KDE 牌组</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>每日连续：%1 · 最佳每日连续：%2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>困难挑战连续：%1 · 最佳：%2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>每日日历</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>上个月</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>下个月</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>皇冠：本月所有困难挑战都已获胜</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ 获胜 · ✗ 未获胜 · 空白：未玩。单击某一天即可玩当天的牌局；过去的日子按普通对局计算，不计入每日连续。</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>挑战 %1 %2 %3：实心为获胜 · 空心为未获胜 · 仅有文字为未玩。单击文字即可玩该挑战。</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>简单挑战</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>中等挑战</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>困难挑战</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>玩所选日期的这一难度挑战</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>每日牌局未玩</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>每日牌局已获胜</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>每日牌局未获胜</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>%1挑战未玩</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>%1挑战已获胜</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>%1挑战未获胜</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>每日挑战，%1（%2）</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <extracomment>The player chose another language in View &gt; Language. app.py builds the window again in it (LiveWindow); where nothing listens (a window without a data folder to bring its game back from), the language waits for the next start.</extracomment>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>已复制游戏代码 %1。</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>还有可走的步。仍要洗乱未就位的牌吗？</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>要认输吗？统计中会记为认输（不算获胜）。</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>洗牌（剩余 %1）(&amp;S)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>重新发出未就位的牌</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>无法洗牌：%1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>牌局 %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>自定义牌局</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>发一局新的随机牌</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>从头再玩一次这个牌局</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>认输(&amp;G)</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>立即结束这局；记为认输（不算获胜）</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>新的编号牌局(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>玩今天的每日牌局</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>简单每日挑战(&amp;E)</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>玩今天的简单挑战</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>中等每日挑战(&amp;M)</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>玩今天的中等挑战</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>困难每日挑战(&amp;H)</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>玩今天的困难挑战</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>每日日历(&amp;A)…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>过去每天的每日牌局：获胜、失败或未玩</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>复制游戏代码(&amp;C)</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>复制这局的代码</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>打开游戏代码(&amp;O)…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>玩代码所代表的对局</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>规则(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>收回上一步</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>重走已撤销的步</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>洗牌(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>显示一步好棋</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>显示计时器(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>显示能否获胜(&amp;W)</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>每走一步后在后台检查本轮是否仍能不洗牌获胜，并在状态栏中显示。默认关闭：它透露的信息比很多玩家想知道的要多。</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>欢迎(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>策略指南(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>关于 Addiction Solitaire(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>对局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>显示路线</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · 连续 %2 · 最佳 %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>下一局使用 %1 规则。</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>洗牌（剩余 %1）</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>无路可走。用“%1”重新发出未就位的牌。</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>已用洗牌：%1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>已认输</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>无路可走</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>没有剩余的洗牌，无法重新发牌。</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>要离开这局吗？统计中会记为放弃（不算获胜）。</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>新的编号牌局</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>打开游戏代码</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>无法开始该对局：%1。</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>没有这个牌局：%1。</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>该代码无效：%1。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>无法玩该对局：%1。</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>正在准备闯关…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>每日牌局，%1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>这是今天的每日牌局。</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>每日牌局</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>这是今天的%1挑战。</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>每日挑战</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>复盘这局</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>复制结果</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1 每日 %2（%3）</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1 每日 %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1 第 %2 关</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1 牌局 %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1 自定义牌局</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>不洗牌</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>获胜：%1，%2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>认输：%1，%2，%3 / %4 张牌就位</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>无路可走：%1，%2，%3 / %4 张牌就位</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · 代码 %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>已将结果复制到剪贴板。</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>剩余洗牌：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>可获胜</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>无法获胜</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>不洗牌可获胜</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>不洗牌无法获胜</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>太难判断</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>就位：%1 / %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>牌桌颜色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>绿色(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>蓝色(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>红色(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>紫色(&amp;P)</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>灰色(&amp;E)</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>纸牌(&amp;D)…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>游戏自带的牌，或其他纸牌游戏的牌组</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>声音(&amp;S)</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>移动、拒绝、洗牌、提示和获胜时的音效</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>音量(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>小(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>中(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>大(&amp;L)</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>牌组“%1”已不在本机上，因此继续使用游戏自带的牌。</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>语言将在下次启动 Addiction Solitaire 时更改。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>由你自己设置下面的选项</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>洗牌：</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>洗牌次数</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>无限</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>重发：</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>允许洗牌：</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>撤销：</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>撤销可以收回洗牌（重做会重新洗牌）</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>第 1 列：</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>第 1 列的 2 可以移到第 1 列的另一个空位（与 PySolFC 相同）</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>规则从下一局开始生效；进行中的对局保持原规则。统计按规则分别记录。</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>默认 (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>%1 的初始牌局</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>闯关</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>可胜牌局</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>策略指南</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire 是一款靠技巧的游戏：所有牌都正面朝上，所以大多数输掉的对局其实早在几步之前就输了。掌握以下四点，就能赢下其中大部分。</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>多看一步</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>每一步都会填上一个空位，同时在牌原来的位置开出一个新空位。走之前先看看你将留下的空位：它要放入的是其左邻牌的下一张。新空位能立刻填上的一步会让对局顺畅进行；新空位要等一张还不能移动的牌，这一步就白白浪费了一个空位。</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>4♥ 后面的空位可放入 5♥（提示的双圈）。移动 5♥ 会在 7♦ 后面开出一个空位，接着 8♦ 可以放进去：一步带出两步。</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>尽早放好 2</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>只有第 1 列是 2 的行才能延伸，而第 1 列的空位可以放入任意一张 2。尽早把 2 放到那里，每张都放在其 3 和 4 很快能跟上的那一行；留在行中间的 2 什么也建不起来。</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>2♠ 那一行的 3♠ 和 4♠ 已经就位（对勾）。第 1 列的空位可以放入任意一张 2：提示把 2♣ 放到那里。</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>别把空位埋在 K 后面</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>K 之后不能放任何牌，所以紧跟在 K 后面开出的空位在下次洗牌前都会被堵死，它右边依赖它的空位也一样。移动 K 后面的那张牌之前，先想想它是否值得用掉你四个空位中的一个。</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ 可以填入 7♠ 后面的空位，但它留下的位置在 K♦ 后面，立刻被堵死（禁止通行标志）。</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>何时使用洗牌</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>洗牌会把所有未就位的牌重新发出；就位的牌保持不动。所以先在步数允许的范围内从第 1 列起尽量延长序列，然后再洗牌。当所有空位都被堵死时洗牌；如果规则允许随时洗牌，那么当剩下的步只是在挪动牌、不能延长任何序列时也可以洗牌。尽量把一次洗牌留到最后：大多数对局由最后一次洗牌决定。</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>这里的每个空位都被堵死了：K♥ 之后、K♣ 之后，以及另一个空位之后。有八张牌已就位并会保持不动；该洗牌了。</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>哪张 2 放在这里？</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>选择一张 2</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>哪张 A 放在这里？</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>选择一张 A</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>哪张牌放在这里？</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>选择一张牌</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>显示路线(&amp;O)</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>从头重放这一牌局已验证的路线（不计入统计）</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>自动游戏(&amp;A)</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>让程序按自己的提示玩这局（不会算作你的胜利）</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>重放速度(&amp;P)</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>让程序来玩这局吗？你的对局会在此以认输记入统计；程序所玩的不会计入。</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>让程序来玩这个每日牌局吗？这一天会记为认输；程序所玩的不会计入。</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>自动游戏</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>由程序来玩这局：不计入你的统计。</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>单击鼠标或按任意键即可停止。</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>自动游戏：第 %1 步</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>路线已播放完毕：%1 步。</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>自动游戏在 %1 步后结束；不计入统计。</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>已在第 %1 步（共 %2 步）停止；你的对局已回到牌桌上。</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>自动游戏在 %1 步后停止。</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>已停止：对局已改变。</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>已停止：该路线不适用于这局；你的对局已回到牌桌上。</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>自动游戏已停止：这里的提示在兜圈子（一张牌回到了原来的位置）。洗牌或你自己走一步也许能打破僵局。</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>自动游戏已停止：找不到提示。</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>路线获胜</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>程序获胜</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>欢迎来到 Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>把牌滑进空位，直到每一行都是同一花色的 2 到 K。无路可走时，几次洗牌能帮上忙。</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>开始闯关</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>第 1 关是有引导的第一局：你每走一步，提示都会给出一步好棋。共六十关，每关最多三颗星。</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>继续闯关</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>下一关是第 %1 关。</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>玩今天的每日牌局</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1：今天所有人都是同一牌局，且求解器已经赢过它。</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>随机发一局</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>四十亿个编号牌局之一，使用你的规则。</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>学习玩法</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>规则说明，配有图示。</translation>
    </message>
</context>
</TS>
