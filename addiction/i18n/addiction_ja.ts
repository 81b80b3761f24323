<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>初級</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>中級</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>上級</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>初</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>中</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>上</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>チャレンジ %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>カードデッキ「%1」を読み込めないため、ゲーム標準のカードを使います。</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>カードデッキ「%1」は通常のファイルではないため、ゲーム標準のカードを使います。</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>カードデッキ「%1」は大きすぎる(%2 MB 超)ため、ゲーム標準のカードを使います。</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>カードデッキ「%1」は破損しているため、ゲーム標準のカードを使います。</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>カードデッキ「%1」は52枚中 %n 枚が欠けているため、ゲーム標準のカードを使います。</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>残りのカードと4つの空きマスがどこにでも入ります</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>並びの後</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>各行の並びのすぐ後に空きマスが1つずつ入ります</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>いつでも</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>手が残っていても可能</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>詰まったときのみ</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>打つ手がなくなったとき</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>クラシック Addiction</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>モンタナ</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>リラックス</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>ステーション</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>スペース</translation>
    </message>
    <message>
        <source>Blue Moon</source>
        <translation>ブルームーン</translation>
    </message>
    <message>
        <source>Red Moon</source>
        <translation>レッドムーン</translation>
    </message>
    <message>
        <source>Galary</source>
        <translation>ギャラリー</translation>
    </message>
    <message>
        <source>Free Parking</source>
        <translation>フリーパーキング</translation>
    </message>
    <message>
        <source>Jungle</source>
        <translation>ジャングル</translation>
    </message>
    <message>
        <source>Spaces and Aces</source>
        <translation>スペース アンド エース</translation>
    </message>
    <message>
        <source>Paganini</source>
        <translation>パガニーニ</translation>
    </message>
    <message>
        <source>House of Commons</source>
        <translation>ハウス オブ コモンズ</translation>
    </message>
    <message>
        <source>Line Up</source>
        <translation>ラインアップ</translation>
    </message>
    <message>
        <source>Rectangular Rovers</source>
        <translation>レクタンギュラー ローバーズ</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>メイズ</translation>
    </message>
    <message>
        <source>Double Montana</source>
        <translation>ダブル モンタナ</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>ダブル ブルームーン</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>ダブル レッドムーン</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>パガニーニ II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>パガニーニ II(旧ルール)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>1列目の2も移動可能</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>シャッフルなし</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>シャッフル無制限</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>シャッフル %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>空きマスはどこにでも</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>各並びの後に空きマス</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>空きマスは最後の列に</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>シャッフルは取り消し可</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>シャッフルは取り消し不可</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>カスタム: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>1列目</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>1列目にまだない任意の2(その2が行のスートを決めます)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>カードの右(例: %1)</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>同じスートの次のカード %1(場のどこからでも)</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>キングの右</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>なし: &lt;b&gt;行き止まり&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>別の空きマスの右</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>その空きマスが埋まるまでなし: &lt;b&gt;行き止まり&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>動かせるカードと埋められる空きマスは強調表示されます。行き止まりの空きマスには進入禁止マークが付きます。</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>強調表示されたカードをクリックして移動するか、空きマスへドラッグします。空きマスをクリックして埋めることも、カードに続けて空きマスをクリックすることもできます。1列目の空きマスでは入れられる2が選べます。</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>元に戻す: %1。やり直し: %2 または %3。同じルール内なら元に戻す/やり直しは無制限です。「最初から」はシャッフルもすべて戻して、まったく同じディールの最初に戻ります。</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>ヒント (H) は良い手を示し、詰まったときはシャッフルを勧めます。シャッフル: S。</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>ゲームはプレイ中に保存され、次に起動したときに再開します。ゲームコードを使えば、同じディールを友だちに渡せます。</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>運ではなく腕で勝つソリティアです。カードはすべて表向き。各行を2からキングまで、1行に1スートで順に並べます(%1)。</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>52枚のカードを13枚ずつ4行に配ります。4枚のエースは取り除かれて二度と戻らず、その場所が4つの&lt;b&gt;空きマス&lt;/b&gt;になります。常にカードは48枚、空きマスは4つです。</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>1手で1枚のカードを空きマスに移します。カードが抜けた場所は空きマスになります。空きマスに入るカードは、その左にあるもので決まります。</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>つまり2~13列目の空きマスに選択肢はありません。選ぶのは、どの2をどの行に置くかと、どの空きマスから追うかです。</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>1列目の2から始まり同じスートで途切れずに続く並びに属するカードは&lt;b&gt;定位置&lt;/b&gt;にあります。%1 では3枚が定位置です。定位置のカードには緑のチェックが付き、二度と動きません。「定位置: 48 枚中 N 枚」が進み具合です。</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>詰まったとき、またはルールが許せばそれより前に、&lt;b&gt;シャッフル&lt;/b&gt;で定位置にないカードをすべて集めて配り直します。定位置のカードはそのままです。シャッフルも1手に数えます。ここはルールによって異なります:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>&lt;i&gt;ゲーム › ルール&lt;/i&gt;で、ルールを選ぶか各設定を自分で決めます。統計はルールごとに記録されます。</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>すべての行が1~12列目に1つのスートの2からキングまでを揃え、空きマスが13列目に来れば勝ちです。どの行がどのスートかは問いません。すべての空きマスが行き止まりになると&lt;b&gt;詰み&lt;/b&gt;です。シャッフルが残っていないまま詰むと負けです。ギブアップもできます(&lt;i&gt;ゲーム › ギブアップ&lt;/i&gt;)。統計ではギブアップとして数えます。</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>空きマスの場所…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>入るカード…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>実行可能</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>シャッフルの取り消し</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>レイアウト</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>早見表: 各空きマスに入るカード</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>定位置</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>勝ちと負け</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52枚を13枚ずつ4行に配り、エースを除きます。各空きマスに左隣と同じスートで1つ上のカードを入れ、すべての行を2からキングまで並べます。</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Addiction と同じですが、配り直すと空きマスが最後の列に来ます。</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Addiction と同じで配り直しは2回。1列目の2を1列目の別の空きマスに移せます。</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>14枚ずつ4行、エースを1列目へ: 各行をエースからキングまで1つのスートで並べます。</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>ブルームーンと同じですが、エースを先に配り、空きマスは2列目から始まります。</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>レッドムーンと同じで、空きマスには右隣のカードと同じスートで1つ下のカードも入れられます。</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Addiction と同じで、空きマスには右隣のカードと同じスートで1つ下のカードも入れられます。</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>ブルームーンと同じですが、空きマスには任意のスートの次のランクが入ります。行はやはり1つのスートで揃えて勝ちです。</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>14枚ずつ4行、1列目は空き: そこにはエースが入り、他の空きマスには左隣と同じスートのより大きいカードならどれでも入ります。</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36枚(エース、6~キング)を10枚ずつ4行、エースを1列目へ: エースの次は6です。</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40枚(エース~10)を10枚ずつ4行、エースを除きます: 各行を2から10まで並べます。</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24枚(エース~6)を6枚ずつ4行、6を除きます: 1列目にはエースが入り、各行はエースから5まで並べます。</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>ラインアップと同じカードと場ですが、空きマスには上下左右の隣のカードならどれでも入ります。</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48枚(エース~クイーン)を9枚ずつ6行、折り返して1本の列として読みます: 空きマスには左隣の1つ上か右隣の1つ下のカード、クイーンの後には残りのエースが入ります。左上から4つのスートを順に並べます。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>2組のデッキを13枚ずつ8行、エースを除きます: 各スート2行ずつ、Addiction と同じように並べます。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>2組のデッキを14枚ずつ8行、ブルームーンと同じように遊びます。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>2組のデッキを14枚ずつ8行、レッドムーンと同じように遊びます。</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>2組のデッキを14枚ずつ8行、1列目は空き: そこにはエースが入り、他の空きマスには左隣と同じスートで1つ上のカードが入ります。</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>このゲームの初期版のパガニーニ II: 2組のデッキを14枚ずつ8行、スペース アンド エースと同じように遊びます。</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>行き止まり</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>任意のエース</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>任意の2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>任意の %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>今後は確認しない</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>番号指定の新しいディール</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>%1 のディール番号(1~%2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>ゲームコード:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>ゲームコードを開く</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>振り返るゲームを表から選んでください。</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>ソルバーの助言とともに、このゲームを1手ずつ再生します。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>ゲームの手順</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>開始: 配られた状態</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>振り返り中…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>分かれ目</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>最も危なかった場面</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>振り返り中… %2 ラウンド中 %1 ラウンド完了。</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>振り返り中… まだ判定できなかった箇所をソルバーがさらに調べています。</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>ソルバーによる振り返り済み。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>ソルバーがまだ調べています: 分かり次第ここに表示します。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 を %2 へ</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>%1 手目 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>このラウンドは勝ちました。途中のどの手でも負けにはなりませんでした。</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>このラウンドは勝ちました。最も危なかった場面: ソルバーが時間内に判定できませんでした。</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>このラウンドは勝ちました。最も危なかった場面を手順の一覧に示しています。</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>このラウンドは %1 までは勝てました。分かれ目を一覧に示しています。</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>このラウンドは最初は勝てましたが、最後には勝てませんでした。勝ち筋は %1 手目から %2 手目の間で失われました(正確な場所はソルバーが時間内に判定できませんでした)。</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>このラウンドは最初の手からシャッフルなしでは勝てませんでした。</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>このラウンドは終了時にもまだシャッフルなしで勝てました。</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>このラウンドにシャッフルなしで勝てたかどうか: ソルバーが時間内に判定できませんでした。</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>%1 の後、このラウンドはシャッフルなしでは勝てなくなりました。</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 なら勝ち筋が残りました: 1手前の盤面に示しています。</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>次は %1 で、このラウンドの勝ち筋が失われます。盤面に示した %2 なら勝ち筋が残りました。</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>最も危なかった場面: %3 では、可能な %2 手のうち勝ち筋を残すのは %1 手だけでした。たとえば %4 では負けていました。</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>%1 手目より前にシャッフルしていれば、勝てるラウンドが配られていました。</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>ソルバーが試したそれより前のどの時点でも、勝てるラウンドは配られませんでした。</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>もっと早いシャッフルで勝てるラウンドが配られたかどうか: ソルバーが時間内に判定できませんでした。</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>シャッフルの前に %1 から手を進めていれば、勝てるラウンドが配られていました。</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>シャッフルの前に手を進めても、勝てるラウンドは配られませんでした。</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>もっと遅いシャッフルで勝てるラウンドが配られたかどうか: ソルバーが時間内に判定できませんでした。</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>振り返りを作成できませんでした: %1。</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>このゲームはもう統計にありません。</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>このゲームは手順を記録する前に記録されたため、振り返りできません。</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>統計を読み込めませんでした。</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>このゲームの記録された手順を再生できないため、振り返りできません。</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>このゲームの記録された手順が記録と一致しないため、振り返りできません。</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少手数</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>最速勝利</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>平均定位置数</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>1日あたりのゲーム数</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>まだゲームがありません。プレイした日がここで色づきます。</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>プレイ日数 %n 日</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>金</translation>
    </message>
    <message>
        <source>More</source>
        <translation>多い</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>少ない</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n ゲーム、{wins} 勝</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>終了時の定位置カード</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>まだゲームがありません。終えたゲームがここの棒グラフに加わります。</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>定位置の枚数ごとのゲーム数(緑: 勝ち)</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} 勝: {cards} 枚すべて定位置</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} ゲームが定位置 {cards} 枚で終了、うち {won} 勝</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} ゲームが定位置 {cards} 枚で終了</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>勝率の推移</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>まだゲームがありません。ここに勝率が1ゲームずつ描かれていきます。</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>各点: 直近 {count} ゲーム</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>全ゲーム: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>ゲーム {first}–{last}: 勝率 {rate}</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>勝ちゲームの手数と時間</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>まだ勝ちがありません。初めての勝ちがここに点で表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n 勝。良い記録ほど左下に来ます</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>{moves} 手、{time} で勝ち</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>ゲームコード</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>ゲームをダブルクリックすると同じディールをもう一度遊べます。</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n ゲーム</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>ゲームの書き出し</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>ゲームを {path} に保存できませんでした: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n ゲームを {path} に保存しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>破損した記録 %n 件をスキップしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>統計</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>ルール別</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>リセット…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>1手以上動かしたゲームを1回として数えます: 勝ち、負け(シャッフルが残らず詰まった)、ギブアップ、放棄(別のゲームに移った)。勝ちは確定です。最少手数と最速勝利は勝ったゲームから出します。</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>キャンペーンのレベルと勝てるディールは、ルールとは別に集計されます。上の「ルール」で選んでください。</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>すべてのルール</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>{which} の記録済み %n ゲームを消去しますか？この操作は元に戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>ギブアップ</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>現在の連勝</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>勝利までの最少手数</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>デイリー %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>負け</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>ギブアップ</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>放棄</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
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
        <translation>ゲームは終了しました(勝ち)。</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>ゲームは終了しました(負け)。</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>シャッフルできません: %1。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>ゲームを保存できませんでした: %1。</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 結果は保管され、次回の起動時に追加されます。</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 このゲームの結果は次回の起動用にも保管できませんでした。</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>デイリーディールを準備しています…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>デイリーディールを準備できませんでした。</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>デイリーチャレンジを準備しています…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>デイリーチャレンジを準備できませんでした。</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>勝てるディールが見つかりませんでした。</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>そのマスは場の外です。</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 は空きマスではありません。</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 は %3 にありません。</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>%1 の空きマスはキングの右です: 行き止まりです。</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>%1 の空きマスは別の空きマスの右です: そちらが埋まるまで行き止まりです。</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>%1 の1列目の空きマスに入れるのはエースだけです。%2 は入れられません。</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>%1 の1列目の空きマスに入れるのは2だけです。%2 は入れられません。</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 はすでに1列目にあり、このゲームではそこから動きません。</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>%1 の空きマスに入れるのは隣のカードだけです。%2 は入れられません。</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>%1 の空きマスに %2 は入れられません。</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>%1 の空きマスに入るのは %3 です。%2 ではありません。</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>シャッフルが残っていません</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>このルールでは打つ手がなくなったときしかシャッフルできません</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>ヒントを利用できません: %1。もう一度求めると再試行します。</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>ヒントを探しています…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>まだヒントを探しています: いつもより時間がかかっています…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>ゲームに勝ちました。</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>打つ手がありません。定位置にないカードをシャッフルしてください。</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>打つ手がありません。ゲーム終了です。</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: ここからシャッフルなしでこのラウンドに勝てます。</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: ここから、これまでに見つかった最善の手順で %n 枚が定位置になります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: ここから、シャッフル前の最善の手順は定位置 %n 枚で終わり、各行の釣り合いも保てます(シャッフルなしで勝てる手順はありません)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: ここから最善の手順で %n 枚が定位置になります(シャッフルなしで勝てる手順はありません)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: ここから、シャッフル前の手順は定位置 %n 枚で終わり、そのシャッフルで勝てるラウンドが配られます(シャッフルなしで勝てる手順はありません)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>今すぐシャッフル: ここからなら勝てるラウンドが配られます。</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>今すぐシャッフル: 各行はこれ以上ないほど釣り合っており、定位置を増やすとそれが崩れます。</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>定位置を増やせる手はありません: シャッフルしてください。</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>定位置を増やせる手はありません。%1 を試してください。</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>定位置を増やせる手はなく、どの手もこのラウンドの局面に戻ります: 新たに試せることは残っていません。</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>補助プロセスを開始できませんでした (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>補助プロセスが2回終了しました</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>補助プロセスが2回応答しなくなりました</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>プログラムのエラー (%1)、%2 に記録しました</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>プログラムのエラー (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ヒント: %1。</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>ヒント: シャッフル。</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: ここからゲームに勝てます。</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: ここから最善の手順で %n 枚が定位置になります(勝てる手順はありません)。</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>ディール番号は1~%1です</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>ゲームコードではありません(コードは A-1234-7Q のような形です)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>チェック文字が一致しません: 文字の打ち間違いか抜けがあるかもしれません</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>このゲームが知らないルールを指しています</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>レイアウトが正しい場ではありません</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>統計を読み込めませんでした: %1。</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>統計を保存できませんでした: %1。</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>今回はゲームと統計が保存されません: %1。</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>統計ファイルを開けなかったため(%1)、このセッションのゲームは集計されません。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>保存されたゲームを読み込めなかったため、新しいゲームを始めました。破損したファイルを退避できませんでした。</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>統計ファイルが通常のファイルではなく、退避もできなかったため、このセッションのゲームは集計されません。</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>設定ファイルが通常のファイルではなく、退避もできなかったため、設定は保存されません。</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>前回のセッションから保管していた結果の一部を統計に追加できませんでした。</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>統計の関連ファイルが通常のファイルではなく、退避もできなかったため、このセッションのゲームは集計されません。</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>設定ファイルが大きすぎて退避もできなかったため、設定は保存されません。</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>統計を読み込むことも退避することもできなかったため、このセッションのゲームは集計されません。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>保存されたゲームを読み込めなかったため、新しいゲームを始めました。破損したファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>統計ファイルが通常のファイルではなかったため、新しい記録を始めました。元の内容は %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>設定ファイルが通常のファイルではなかったため、既定の設定を使います。元の内容は %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>統計ファイルが破損していたため、新しい記録を始めました。古いファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>統計ファイルを読み込めなかったため、新しい記録を始めました。古いファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>統計ファイルに必要な表がなかったため、新しい記録を始めました。古いファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>統計ファイルが新しいバージョンの Addiction Solitaire で書かれていたため、新しい記録を始めました。古いファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>統計ファイルに別のデータが入っていたため、新しい記録を始めました。古いファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>前回のセッションから保管していた結果の一部を統計に追加できませんでした。それらは %1 として保管しました。</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>統計の関連ファイルが通常のファイルではなかったため、%1 として退避しました。統計はそのままです。</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>設定ファイルが大きすぎたため、既定の設定を使います。ファイルは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>ゲームのロックファイルの場所に通常のファイルではないものがありました。それは %1 として保管しました。</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>別に起動した Addiction Solitaire がゲームデータを使っている可能性があるため、こちらでは何も保存しません。こちらを閉じてください。</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>別に起動した Addiction Solitaire がゲームデータを使っていますが、応答がありません。処理中か停止している可能性があります。こちらは同時には動作しません。待ちますか、終了しますか？</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待つ</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Addiction Solitaire について</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>ギャップス/モンタナ系のソリティア: カードを空きマスに動かして、4つの行を2からキングまで順に並べます。

ヒントは内蔵のソルバーが別プロセスで先の手を探して出すので、考えている間も盤面が止まることはありません。</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>ライセンス: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>新しいゲーム。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>ディールの最初に戻りました。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>「最初から」を取り消しました。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>シャッフルを取り消しました。</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>%1 の手を取り消しました。</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>シャッフルしました。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>残りシャッフル: %1。</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1、定位置</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>勝ちました！</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>ギブアップしました。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>手もシャッフルも残っていません: ゲーム終了。定位置のカード: %1。</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ヒント: %1。</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>任意の %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 または %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1、移動可能</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>空きマス、行き止まり</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>空きマス、%1 が入る</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1、ヒント</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1。キングの後には何も入りません</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1。左の空きマスが埋まるまで行き止まり</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 を %2 へ</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>キャンペーンマップ(&amp;P)…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>レベルの道のり: 次のレベルを遊びます</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>勝てる新しいディール(&amp;W)</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>ソルバーが勝ったことのあるランダムなディール</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>次のレベル</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>勝てるディール %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>レベル %1 · ★ 勝ち ★ シャッフルなし ★ %2 手以内</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>レベル %1: 勝てばスター1つ、シャッフルなしで勝てばもう1つ、%2 手(パー)以内で勝てばさらに1つ。</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ 勝ち ★ シャッフルなし ★ %2 手以内</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ %2 手以内</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>レベル %1: %2(スター %3/%4、パー %5 手)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>キャンペーンを準備しています…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>そのレベルは遊べません: %1。</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>勝てる新しいディール</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>勝てるディールを探しています…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>クリアしたレベル: %1/%2 · スター: %3/%4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>レベルに勝つと次が解放されます。スター: 勝ち · シャッフルなしで勝ち · パー以内の手数で勝ち。レベルをクリックするか、矢印キーで選んで Enter を押すと遊べます。</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>ステージ %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>%1 をここへ移動</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>ゲーム標準のカード、このコンピューターにある Aisleriot や KDE のカードデッキ、またはゲーム付属のデッキ。</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>見やすい</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>ゲームが描画</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>ゲームに付属</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Aisleriot テーマ</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>KDE カードデッキ</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>デイリー連続記録: %1 · 最長: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>上級チャレンジの連続記録: %1 · 最長: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>デイリーカレンダー</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>前の月</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>次の月</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>王冠: この月の上級チャレンジにすべて勝利</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ 勝ち · ✗ 勝てず · 空白: 未プレイ。日をクリックするとそのディールを遊べます。過去の日は通常のゲームとして数え、デイリー連続記録には入りません。</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>チャレンジ %1 %2 %3: 塗りつぶし=勝ち · 枠のみ=勝てず · 文字だけ=未プレイ。文字をクリックするとそのチャレンジを遊べます。</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>初級チャレンジ</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>中級チャレンジ</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>上級チャレンジ</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>選んだ日のこの難易度のチャレンジを遊ぶ</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>デイリーディール未プレイ</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>デイリーディール勝ち</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>デイリーディール勝てず</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>%1チャレンジ未プレイ</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>%1チャレンジ勝ち</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>%1チャレンジ勝てず</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>システム</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>デイリーチャレンジ、%1 (%2)</translation>
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
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>ゲームコード %1 をコピーしました。</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>まだ打つ手があります。それでも残りのカードをシャッフルしますか？</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>このゲームをギブアップしますか？統計ではギブアップとして数えます(勝ちにはなりません)。</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>ギブアップ</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>シャッフル(残り %1)(&amp;S)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>残りのカードを配り直す</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>シャッフルできません: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>ディール %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>カスタムディール</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>新しいランダムなゲームを配る</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>最初から(&amp;R)</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>このディールを最初からやり直す</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>ギブアップ(&amp;G)</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>このゲームを今終わらせる。ギブアップとして数えます(勝ちにはなりません)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>番号指定の新しいディール(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>デイリーディール(&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>今日のデイリーディールを遊ぶ</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>初級デイリーチャレンジ(&amp;E)</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>今日の初級チャレンジを遊ぶ</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>中級デイリーチャレンジ(&amp;M)</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>今日の中級チャレンジを遊ぶ</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>上級デイリーチャレンジ(&amp;H)</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>今日の上級チャレンジを遊ぶ</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>デイリーカレンダー(&amp;A)…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>過去の日のデイリーディール: 勝ち、負け、未プレイ</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>ゲームコードをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>このゲームのコードをコピーする</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>ゲームコードを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>コードが表すゲームを遊ぶ</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>ルール(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>最後の手を取り消す</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>取り消した手をもう一度行う</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>シャッフル(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>良い手を示す</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>タイマーを表示(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>勝てるかどうかを表示(&amp;W)</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>このラウンドにまだシャッフルなしで勝てるかを、毎手の後にバックグラウンドで調べてステータスバーに表示します。既定ではオフです: 多くのプレイヤーが知りたい以上のことを教えてしまうためです。</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>ようこそ(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>戦略ガイド(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>Addiction Solitaire について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>手順を見る</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>カレンダー</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · 連続 %2 · 最長 %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>次のゲームは %1 のルールです。</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>シャッフル(残り %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>打つ手がありません。「%1」で残りのカードを配り直します。</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>使ったシャッフル: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>勝ちました！</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>ギブアップしました</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>打つ手がありません</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>シャッフルが残っていないため、配り直せません。</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>このゲームを離れますか？統計では放棄として数えます(勝ちにはなりません)。</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>番号指定の新しいディール</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>ゲームコードを開く</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>そのゲームは開始できません: %1。</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 は数値ではありません</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>そのディールはありません: %1。</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>そのコードは使えません: %1。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>そのゲームは遊べません: %1。</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>キャンペーンを準備しています…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>デイリーディール %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>今日のデイリーディールです。</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>デイリーディール</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>今日の%1チャレンジです。</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>デイリーチャレンジ</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>このゲームを振り返る</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1 デイリー %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1 デイリー %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1 レベル %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1 ディール %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1 カスタムディール</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>シャッフルなし</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>勝ち: %1、%2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>ギブアップ: %1、%2、定位置 %3/%4</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>詰み: %1、%2、定位置 %3/%4</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · コード %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>結果をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>残りシャッフル: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>時間: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>勝てる</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>勝てない</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>シャッフルなしで勝てる</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>シャッフルなしでは勝てない</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>判定が難しすぎます</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>定位置: %1/%2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手数: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>テーブルの色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>緑(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>青(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>赤(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>紫(&amp;P)</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>灰色(&amp;E)</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>カード(&amp;D)…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>ゲーム標準のカード、または他のカードゲームのカードデッキ</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>サウンド(&amp;S)</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>移動、拒否、シャッフル、ヒント、勝利の効果音</translation>
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
        <translation>カードデッキ「%1」はこのコンピューターにもうないため、ゲーム標準のカードを使います。</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>言語は Addiction Solitaire の次回起動時に切り替わります。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>下の設定を自分で選ぶ</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>シャッフル:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>シャッフルの回数</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>配り直し:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>シャッフル可能:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>元に戻す:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>元に戻すでシャッフルも取り消せる(やり直しで再実行)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>1列目:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>1列目の2を1列目の別の空きマスに移せる(PySolFC と同様)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>ルールは次のゲームから適用されます。進行中のゲームは元のルールのままです。統計はルールごとに記録されます。</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>既定 (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>%1 の初期配置</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>勝てるディール</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>戦略ガイド</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire は腕のゲームです。カードはすべて表向きなので、負けたゲームの多くは数手前に負けが決まっています。次の4つの考え方で、その多くに勝てます。</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>1手先を読む</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>1手ごとに空きマスが1つ埋まり、カードがあった場所に新しい空きマスができます。動かす前に、残す空きマスを見てください: そこには左隣の次のカードが入ります。新しい空きマスをすぐ埋められる手ならゲームが流れ続けます。まだ動けないカードを待つ空きマスができる手は、空きマスを1つ無駄にします。</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>4♥ の後の空きマスには 5♥ が入ります(ヒントの二重の輪)。5♥ を動かすと 7♦ の後に空きマスができ、次に 8♦ をそこへ入れられます: 1手から2手が生まれます。</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>2を早めに出す</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>伸ばせるのは1列目の2から始まる行だけで、1列目の空きマスにはどの2でも入ります。2は早めにそこへ置きましょう。それぞれ、すぐにその3と4で続けられる行に置きます。行の途中に残った2は何も作りません。</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>2♠ の行ではすでに 3♠ と 4♠ が定位置です(チェック)。1列目の空きマスにはどの2でも入ります: ヒントは 2♣ をそこへ置きます。</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>キングの後ろに空きマスを埋もれさせない</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>キングの後には何も入らないので、キングのすぐ後にできた空きマスは次のシャッフルまで行き止まりです。それを待つ右側の空きマスもすべて同じです。キングの後にあるカードを動かす前に、4つしかない空きマスの1つを使う価値があるか確かめましょう。</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ は 7♠ の後の空きマスを埋められますが、抜けた場所は K♦ の後なので、すぐに行き止まりになります(進入禁止マーク)。</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>シャッフルを使うタイミング</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>シャッフルは定位置にないカードをすべて配り直し、定位置のカードは残ります。だから、まず手の許す限り1列目から並びを伸ばし、それからシャッフルします。シャッフルするのは、すべての空きマスが行き止まりになったとき、あるいはいつでもシャッフルできるルールなら、残りの手がカードを入れ替えるだけで並びを伸ばさなくなったときです。できればシャッフルを1回最後まで取っておきましょう: 多くのゲームは最後の1回で決まります。</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>ここではすべての空きマスが行き止まりです: K♥ の後、K♣ の後、そして別の空きマスの後。8枚が定位置でそのまま残ります。シャッフルの時です。</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>ここに入れる2は？</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>2を選ぶ</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>ここに入れるエースは？</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>エースを選ぶ</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>ここに入れるカードは？</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>カードを選ぶ</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>手順を見る(&amp;O)</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>このディールの検証済みの手順を最初から再生する(記録されません)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>自動プレイ(&amp;A)</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>ヒントに従ってアプリにこのゲームを遊ばせる(あなたの勝ちには数えません)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>遅い(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>普通(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>再生速度(&amp;P)</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>アプリにこのゲームを遊ばせますか？あなたのゲームはここでギブアップとして統計に記録され、アプリのプレイは記録されません。</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>アプリにこのデイリーディールを遊ばせますか？この日はギブアップとして数え、アプリのプレイは記録されません。</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>自動プレイ</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>アプリがこのゲームを遊んでいます: 統計には数えません。</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>クリックかキー操作で止まります。</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1 / %2 手目</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>自動プレイ: %1 手目</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>手順を再生しました: %1 手。</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>自動プレイは %1 手で終わりました。記録されません。</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>%1 / %2 手目で止めました。あなたのゲームが盤面に戻っています。</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>自動プレイは %1 手で止まりました。</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>止めました: ゲームが変わりました。</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>止めました: 手順がこのゲームに合いません。あなたのゲームが盤面に戻っています。</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>自動プレイを止めました: ここではヒントが堂々巡りしています(カードが元の場所に戻りました)。シャッフルか自分の手で抜け出せるかもしれません。</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>自動プレイを止めました: ヒントが見つかりませんでした。</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>手順で勝ち</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>アプリの勝ち</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Addiction Solitaire へようこそ</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>カードを空きマスに滑らせて、各行を1つのスートで2からキングまで並べます。詰まったときは数回のシャッフルが助けになります。</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>キャンペーンを始める</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>レベル1はガイド付きの最初のゲームです: あなたが1手打つたびにヒントが良い手を示します。全60レベル、各レベル最大スター3つ。</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>キャンペーンを続ける</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>次はレベル %1 です。</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>今日のデイリーディールを遊ぶ</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: 今日は全員が同じディール。ソルバーは勝利済みです。</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>ランダムなゲームを配る</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>40億ある番号付きディールの1つを、あなたのルールで。</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>図解付きのルール。</translation>
    </message>
</context>
</TS>
