<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>лёгкое</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>среднее</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>трудное</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>Л</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Испытание %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>Колоду «%1» не удаётся прочитать, поэтому остаются собственные карты игры.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>Колода «%1» не является обычным файлом, поэтому остаются собственные карты игры.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>Колода «%1» слишком велика (больше %2 МБ), поэтому остаются собственные карты игры.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>Колода «%1» повреждена, поэтому остаются собственные карты игры.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>В колоде «%1» не хватает %n карты из 52, поэтому остаются собственные карты игры.</numerusform>
            <numerusform>В колоде «%1» не хватает %n карт из 52, поэтому остаются собственные карты игры.</numerusform>
            <numerusform>В колоде «%1» не хватает %n карт из 52, поэтому остаются собственные карты игры.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>свободные карты и четыре пропуска ложатся куда угодно</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>После цепочек</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>в каждом ряду один пропуск, сразу после его цепочки</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>В любой момент</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>даже когда ещё есть ходы</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Только в тупике</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>когда ходов не осталось</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Addiction классический</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Монтана</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Спокойный</translation>
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
        <translation>Палата общин</translation>
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
        <translation>Двойная Монтана</translation>
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
        <translation>Paganini II (старые правила)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>двойку в столбце 1 можно переносить</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Без перетасовок</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>перетасовок без ограничений</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n перетасовка</numerusform>
            <numerusform>%n перетасовки</numerusform>
            <numerusform>%n перетасовок</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>пропуски где угодно</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>пропуск после каждой цепочки</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>пропуски в последнем столбце</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>перетасовку можно отменить</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>перетасовка окончательна</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Свои: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>в столбце 1</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>любая двойка, которой ещё нет в столбце 1 (двойка задаёт масть ряда)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>справа от карты, например %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>следующая карта той же масти, %1, с любого места стола</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>справа от Короля</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>ничего: &lt;b&gt;заблокирован&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>справа от другого пропуска</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>ничего, пока тот пропуск не заполнен: &lt;b&gt;заблокирован&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Карты, которые можно перенести, и пропуски, которые можно заполнить, подсвечены; на заблокированном пропуске стоит знак «въезд запрещён».</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Щёлкните подсвеченную карту, чтобы перенести её, перетащите её в пропуск, щёлкните пропуск, чтобы заполнить его, или щёлкните карту, а затем пропуск. Пропуск в столбце 1 предлагает двойки, которые туда подходят.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Отмена: %1. Повтор: %2 или %3. Отменять и повторять можно без ограничений в пределах правил; «Начать заново» возвращает к тому же раскладу со всеми перетасовками.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>Подсказка (H) показывает хороший ход или предлагает перетасовку, если вы в тупике. Перетасовка: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Игра сохраняется по ходу и возвращается при следующем запуске. Код игры воссоздаёт тот же расклад для друга.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Пасьянс на мастерство: все карты открыты. Разложите каждый ряд по порядку, от 2 до Короля, по одной масти в ряду (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>52 карты раскладываются в 4 ряда по 13. Четыре Туза убираются и больше не возвращаются; их места — это четыре &lt;b&gt;пропуска&lt;/b&gt;. Всегда на столе 48 карт и 4 пропуска.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Ход переносит одну карту в пропуск; место, откуда ушла карта, становится пропуском. Какую карту принимает пропуск, зависит от того, что слева от него.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Поэтому пропуск в столбцах 2–13 никогда не даёт выбора; выбор в том, какая двойка пойдёт в какой ряд и каким пропуском заняться первым.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Карта &lt;b&gt;на месте&lt;/b&gt;, если она входит в непрерывную цепочку, которая начинается с двойки в столбце 1 и продолжается в той же масти: в %1 на месте 3 карты. Карты на месте отмечены зелёной галочкой и больше не двигаются. «На месте: N из 48» — ваш прогресс.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Когда вы в тупике (или раньше, если правила позволяют), &lt;b&gt;перетасовка&lt;/b&gt; собирает все карты не на месте и раскладывает их заново. Карты на месте остаются. Перетасовка считается ходом. Здесь правила различаются:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Выберите набор правил или настройте каждый переключатель сами в меню &lt;i&gt;Игра › Правила&lt;/i&gt;. Статистика ведётся для каждого набора правил.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Вы выигрываете, когда в каждом ряду лежат карты от 2 до Короля одной масти в столбцах 1–12; пропуски оказываются в столбце 13. Какая масть в каком ряду — неважно. Вы &lt;b&gt;в тупике&lt;/b&gt;, когда все пропуски заблокированы; в тупике без оставшихся перетасовок игра проиграна. Можно также сдаться (&lt;i&gt;Игра › Сдаться&lt;/i&gt;); в статистике это учитывается как сдача.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Пропуск находится…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Он принимает…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Перетасовки</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Разрешена</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Отмена перетасовки</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Расположение карт</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Краткая справка: что принимает каждый пропуск</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>На месте</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Победа и поражение</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>52 карты в 4 ряда по 13, Тузы убраны: заполняйте каждый пропуск картой на одну выше соседа слева той же масти и соберите каждый ряд от 2 до Короля.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Как Addiction, но пересдача кладёт пропуски в последний столбец.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>Как Addiction с двумя пересдачами, и двойку в столбце 1 можно перенести в другой пропуск столбца 1.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>4 ряда по 14, Тузы перенесены в столбец 1: соберите каждый ряд от Туза до Короля одной масти.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Как Blue Moon, но Тузы сдаются первыми, а пропуски начинаются со столбца 2.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Как Red Moon, и пропуск принимает также карту на одну ниже соседа справа, той же масти.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Как Addiction, и пропуск принимает также карту на одну ниже соседа справа, той же масти.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Как Blue Moon, но пропуск принимает следующую карту любой масти; ряд всё равно собирается в одной масти.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>4 ряда по 14, столбец 1 пуст: он принимает Туза, а любой другой пропуск — любую старшую карту масти соседа слева.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>36 карт (Туз, от 6 до Короля) в 4 ряда по 10, Тузы перенесены в столбец 1: за Тузом идёт 6.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>40 карт (от Туза до 10) в 4 ряда по 10, Тузы убраны: соберите каждый ряд от 2 до 10.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>24 карты (от Туза до 6) в 4 ряда по 6, шестёрки убраны: столбец 1 принимает Туза, и каждый ряд идёт от Туза до 5.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Карты и стол как в Line Up, но пропуск принимает любую соседнюю карту: слева, справа, сверху или снизу.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>48 карт (от Туза до Дамы) в 6 рядов по 9, которые читаются как одна сплошная линия: пропуск принимает карту на одну выше соседа слева или на одну ниже соседа справа, а после Дамы — любого другого Туза; соберите четыре масти одну за другой начиная с левого верхнего угла.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>Две колоды в 8 рядов по 13, Тузы убраны: по два ряда каждой масти, собираются как в Addiction.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>Две колоды в 8 рядов по 14, игра как в Blue Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>Две колоды в 8 рядов по 14, игра как в Red Moon.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>Две колоды в 8 рядов по 14, столбец 1 пуст: он принимает Туза, а любой другой пропуск — карту на одну выше соседа слева той же масти.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Paganini II в том виде, в каком эта игра сначала в него играла: две колоды в 8 рядов по 14, игра как в Spaces and Aces.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Закрыт</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>любой Туз</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>любая 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>любой %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Новый расклад по номеру</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>Номер расклада %1 (от 1 до %2):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Код игры:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Открыть код игры</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Разбор этой игры</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>Выберите игру в таблице, чтобы разобрать её.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Воспроизвести эту игру шаг за шагом с советами решателя.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Ходы игры</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Начало: расклад</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Разбор…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>перелом</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>на волоске</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Шаг %1 из %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>Разбор… разобрано раундов: %1 из %2.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>Разбор… решатель ищет дальше там, где пока не смог ответить.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Разобрано решателем.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Решатель ещё ищет: здесь появится больше, когда он сможет ответить.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Перетасовка</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>ход %1 (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Этот раунд выигран, и ни один ход по пути не мог его проиграть.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Этот раунд выигран. Где он был ближе всего к проигрышу — решатель не успел определить.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Этот раунд выигран. Самый опасный момент отмечен в списке ходов.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Этот раунд можно было выиграть вплоть до момента «%1». Переломный момент отмечен в списке.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>В начале этот раунд можно было выиграть, а в конце уже нет; победа ускользнула между ходом %1 и ходом %2 (решатель не успел определить, где именно).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Этот раунд нельзя было выиграть без перетасовки с самого первого хода.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Когда этот раунд закончился, его ещё можно было выиграть без перетасовки.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Можно ли было выиграть этот раунд без перетасовки — решатель не успел определить.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>%1 — после этого хода раунд уже нельзя было выиграть без перетасовки.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 — этот ход сохранил бы шанс на победу; он отмечен на столе шагом раньше.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Дальше идёт %1, и победа в этом раунде теряется. %2 (отмечен на столе) сохранил бы шанс на победу.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>Самый опасный момент — %3: лишь %1 из %2 возможных ходов сохраняли шанс на победу в раунде. Например, %4 привёл бы к проигрышу.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>Перетасовка раньше, до хода %1, дала бы раунд, который можно выиграть.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Ни один более ранний момент, проверенный решателем, не дал бы выигрышного раунда.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Дала бы более ранняя перетасовка выигрышный раунд — решатель не успел определить.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Если бы вы поиграли ещё перед перетасовкой, начиная с %1, она дала бы раунд, который можно выиграть.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Игра перед перетасовкой не дала бы раунда, который можно выиграть.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Дала бы более поздняя перетасовка выигрышный раунд — решатель не успел определить.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>Разбор выполнить не удалось: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Этой игры больше нет в статистике.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Эта игра записана до того, как игры стали сохранять ходы: разобрать её нельзя.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>Не удалось прочитать статистику.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Сохранённые ходы этой игры не воспроизводятся: разобрать её нельзя.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Сохранённые ходы этой игры не совпадают с её записью: разобрать её нельзя.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Меньше всего ходов</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Самая быстрая победа</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>В среднем на месте</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Игры по дням</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Игр пока нет. Здесь будет загораться каждый день, когда вы играете.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n день с игрой</numerusform>
            <numerusform>%n дня с игрой</numerusform>
            <numerusform>%n дней с игрой</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Ср</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>Пн</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Пт</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Больше</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Меньше</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n игра, выиграно {wins}</numerusform>
            <numerusform>{day}: %n игры, выиграно {wins}</numerusform>
            <numerusform>{day}: %n игр, выиграно {wins}</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Карт на месте в конце</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Игр пока нет. Каждая законченная игра добавится здесь к одному из столбиков.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>игры по числу карт на месте; зелёный — выигрыши</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>Выиграно {count}: все карты на месте ({cards})</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>Закончено с {cards} картами на месте: {count}, из них выиграно {won}</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>Закончено с {cards} картами на месте: {count}</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Доля побед со временем</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Игр пока нет. Здесь, игра за игрой, будет расти ваша доля побед.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>каждая точка: последних игр — {count}</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>все игры: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>Игры {first}–{last}: выиграно {rate}</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Ходы и время побед</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Побед пока нет. Ваша первая победа появится здесь точкой.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n победа; лучшие — внизу слева</numerusform>
            <numerusform>%n победы; лучшие — внизу слева</numerusform>
            <numerusform>%n побед; лучшие — внизу слева</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>ходы</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>Победа — ходов: {moves}, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Секунды</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Итог:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Все итоги</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Дважды щёлкните игру, чтобы сыграть её расклад снова.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Экспорт игр</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Не удалось сохранить игры в {path}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n игра сохранена в {path}</numerusform>
            <numerusform>%n игры сохранены в {path}</numerusform>
            <numerusform>%n игр сохранено в {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>Пропущена %n повреждённая запись.</numerusform>
            <numerusform>Пропущены %n повреждённые записи.</numerusform>
            <numerusform>Пропущено %n повреждённых записей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Правила:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>По правилам</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Каждая игра, в которой сделан хотя бы один ход, учитывается один раз: выиграна, проиграна (тупик без оставшихся перетасовок), сдана или брошена (оставлена ради другой игры). Победа окончательна. Меньше всего ходов и самая быстрая победа берутся из выигранных игр.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Уровни кампании и выигрышные расклады учитываются отдельно от своих правил: выберите их выше в поле «Правила».</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>все правила</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Забыть %n записанную игру ({which})? Это нельзя отменить.</numerusform>
            <numerusform>Забыть %n записанные игры ({which})? Это нельзя отменить.</numerusform>
            <numerusform>Забыть %n записанных игр ({which})? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Сдано</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Брошено</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Текущая серия побед</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>Лучшая серия побед</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Меньше всего ходов до победы</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Расклад дня %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Выиграна</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Проиграна</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Сдана</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Брошена</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
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
        <translation>Игра окончена (победа).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>Игра окончена (поражение).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Перетасовать нельзя: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Не удалось сохранить игру: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Результат сохранён и будет добавлен при следующем запуске.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Результат этой игры не удалось сохранить и для следующего запуска.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Подготовка расклада дня…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Не удалось подготовить расклад дня.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Подготовка испытаний дня…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Не удалось подготовить испытания дня.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Не удалось найти выигрышный расклад.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>Эта клетка за пределами стола.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 — не пропуск.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 не находится в клетке %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Пропуск (%1) стоит справа от Короля: он заблокирован.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Пропуск (%1) стоит справа от другого пропуска: он заблокирован, пока тот не заполнен.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>В пропуск первого столбца (%1) можно положить только Туза, а не %2.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>В пропуск первого столбца (%1) можно положить только двойку, а не %2.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 уже стоит в столбце 1 и остаётся там до конца игры.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>В пропуск (%1) переходит только соседняя с ним карта, а не %2.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Пропуск (%1) не принимает %2.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Пропуск (%1) принимает %3, а не %2.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>перетасовок не осталось</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>по этим правилам перетасовать можно, только когда ходов не осталось</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>Подсказки недоступны: %1. Запросите снова, чтобы повторить.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Подсказка всё ещё ищется: на этот раз дольше обычного…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Игра выиграна.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Ходов не осталось. Перетасуйте карты не на месте.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Ходов не осталось. Игра окончена.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: отсюда раунд можно выиграть без перетасовки.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: лучший найденный пока вариант ставит на место %n карту.</numerusform>
            <numerusform>%1: лучший найденный пока вариант ставит на место %n карты.</numerusform>
            <numerusform>%1: лучший найденный пока вариант ставит на место %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: лучший вариант до перетасовки заканчивается с %n картой на месте и оставляет ряды ровными (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: лучший вариант до перетасовки заканчивается с %n картами на месте и оставляет ряды ровными (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: лучший вариант до перетасовки заканчивается с %n картами на месте и оставляет ряды ровными (без перетасовки не выигрывает ни один).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: лучший вариант ставит на место %n карту (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: лучший вариант ставит на место %n карты (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: лучший вариант ставит на место %n карт (без перетасовки не выигрывает ни один).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: вариант до перетасовки заканчивается с %n картой на месте, и тогда перетасовка даёт раунд, который можно выиграть (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: вариант до перетасовки заканчивается с %n картами на месте, и тогда перетасовка даёт раунд, который можно выиграть (без перетасовки не выигрывает ни один).</numerusform>
            <numerusform>%1: вариант до перетасовки заканчивается с %n картами на месте, и тогда перетасовка даёт раунд, который можно выиграть (без перетасовки не выигрывает ни один).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Перетасуйте сейчас: она даст раунд, который можно выиграть.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Перетасуйте сейчас: ряды выровнены как нельзя лучше, и новые карты на месте это испортят.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Ни один ход не ставит на место ещё одну карту: перетасуйте.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Ни один ход не ставит на место ещё одну карту; попробуйте %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Ни один ход не ставит на место ещё одну карту, и каждый ход возвращает к уже бывшей в этом раунде позиции: пробовать больше нечего.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>не удалось запустить вспомогательный процесс (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>вспомогательный процесс дважды завершился</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>вспомогательный процесс дважды перестал отвечать</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>ошибка программы (%1), записана в %2</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>ошибка программы (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>Подсказка: перетасуйте.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: отсюда игру можно выиграть.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: лучший вариант ставит на место %n карту (выигрышного нет).</numerusform>
            <numerusform>%1: лучший вариант ставит на место %n карты (выигрышного нет).</numerusform>
            <numerusform>%1: лучший вариант ставит на место %n карт (выигрышного нет).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>номера раскладов — от 1 до %1</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>это не код игры (коды выглядят как A-1234-7Q)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>контрольные буквы не совпадают: возможно, символ введён неверно или пропущен</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>в нём указаны правила, неизвестные этой игре</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>его раскладка не является допустимым столом</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Не удалось прочитать статистику: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>Не удалось сохранить статистику: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>На этот раз игры и статистика не будут сохраняться: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>Не удалось открыть файл статистики (%1), поэтому игры этого сеанса не будут учтены.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Сохранённую игру не удалось прочитать, поэтому начата новая игра; повреждённый файл не удалось отложить в сторону.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Файл статистики не является файлом и его не удалось отложить в сторону, поэтому игры этого сеанса не будут учтены.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Файл настроек не является файлом и его не удалось отложить в сторону, поэтому настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Некоторые результаты, сохранённые в прошлом сеансе, не удалось добавить в статистику.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Сопутствующий файл статистики не является файлом и его не удалось отложить в сторону, поэтому игры этого сеанса не будут учтены.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Файл настроек слишком велик и его не удалось отложить в сторону, поэтому настройки не будут сохранены.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>Статистику не удалось ни прочитать, ни отложить в сторону, поэтому игры этого сеанса не будут учтены.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Сохранённую игру не удалось прочитать, поэтому начата новая игра; повреждённый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>Файл статистики не был файлом, поэтому начата новая запись; прежнее содержимое сохранено как %1.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Файл настроек не был файлом, поэтому используются настройки по умолчанию; прежнее содержимое сохранено как %1.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Файл статистики был повреждён, поэтому начата новая запись; старый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Файл статистики не удалось прочитать, поэтому начата новая запись; старый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>В файле статистики не оказалось нужных таблиц, поэтому начата новая запись; старый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>Файл статистики записан более новой версией Addiction Solitaire, поэтому начата новая запись; старый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>В файле статистики было что-то другое, поэтому начата новая запись; старый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Некоторые результаты, сохранённые в прошлом сеансе, не удалось добавить в статистику; они сохранены как %1.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>Сопутствующий файл статистики не был файлом, поэтому он отложен в сторону как %1; статистика осталась прежней.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Файл настроек был слишком велик, поэтому используются настройки по умолчанию; он сохранён как %1.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>На месте файла блокировки игры оказался не файл; он сохранён как %1.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Возможно, другая копия Addiction Solitaire сейчас использует ваши игры, поэтому эта копия больше ничего не сохраняет. Закройте, пожалуйста, эту копию.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Другая копия Addiction Solitaire использует ваши игры, но не отвечает: возможно, она занята или остановлена. Эта копия не будет работать параллельно с ней. Подождать или выйти?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Подождать</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>О программе Addiction Solitaire</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Пасьянс Gaps / Монтана: разложите четыре ряда по порядку, от 2 до Короля, перенося карты в пропуски.

Подсказки даёт встроенный решатель, который просчитывает ходы наперёд в отдельном процессе, так что стол никогда не замирает, пока он думает.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Лицензия: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Новая игра. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Назад к раскладу. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Новое начало отменено. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Перетасовка отменена.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Отменён ход: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Перетасовано. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Осталось перетасовок: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, на месте</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Игра сдана. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Нет ни ходов, ни перетасовок: игра окончена. Карт на месте: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ряд %1, столбец %2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>любой %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, можно перенести</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>пропуск, заблокирован</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>пропуск, принимает: %1</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, подсказка</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; после Короля ничего не кладётся</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; заблокирован, пока не заполнен пропуск слева</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 — в клетку: %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Карта ка&amp;мпании…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>Дорога уровней: играть следующий</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Новый &amp;выигрышный расклад</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Случайный расклад, который решатель уже выиграл</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Выигрышный расклад %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Уровень %1 · ★ победа ★ без перетасовки ★ ≤ %2 ходов</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Уровень %1: звезда за победу, ещё одна за победу без перетасовки и ещё одна за победу, в которой ходов не больше %2 (норма).</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ победа ★ без перетасовки ★ ≤ %2 ходов</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 ходов</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Уровень %1: %2 (звёзд: %3 из %4; норма ходов: %5)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Подготовка кампании…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Этот уровень нельзя сыграть: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Новый выигрышный расклад</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Поиск выигрышного расклада…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Пройдено уровней: %1 из %2 · Звёзд: %3 из %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Выиграйте уровень, чтобы открыть следующий. Звёзды: победа · победа без перетасовки · победа не более чем за норму ходов. Щёлкните уровень или выберите его стрелками и нажмите Enter, чтобы сыграть.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Этап %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>Перенести %1 сюда</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Собственные карты игры, колода Aisleriot или KDE, найденная на этом компьютере, или колода, входящая в комплект игры.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Легко читаемые</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Нарисованы игрой</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Входят в комплект игры</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Тема Aisleriot</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>Колода KDE</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Серия дней: %1 · Лучшая серия дней: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Серия трудных испытаний: %1 · Лучшая: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Календарь раскладов</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Предыдущий месяц</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Следующий месяц</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Корона: выиграны все трудные испытания этого месяца</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ выигран · ✗ не выигран · пусто: не сыгран. Щёлкните день, чтобы сыграть его расклад; прошедший день считается обычной игрой, не для серии дней.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>Испытания %1 %2 %3: закрашена — выиграно · контур — не выиграно · только буква — не сыграно. Щёлкните букву, чтобы сыграть это испытание.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Лёгкое испытание</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Среднее испытание</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Трудное испытание</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Сыграть испытание этой сложности за выбранный день</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>расклад дня не сыгран</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>расклад дня выигран</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>расклад дня не выигран</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>%1 испытание не сыграно</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>%1 испытание выиграно</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>%1 испытание не выиграно</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Системный</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Испытание дня, %1 (%2)</translation>
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
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>Код игры %1 скопирован.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Ходы ещё есть. Всё равно перетасовать свободные карты?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Перетасовать</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Сдаться в этой игре? В статистике это учитывается как сдача (не победа).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>∞</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>Пере&amp;тасовать (осталось %1)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Разложить свободные карты заново</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Перетасовать нельзя: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Расклад %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Свой расклад</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Разложить новую случайную игру</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Начать этот расклад заново с самого начала</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Сдаться</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Закончить эту игру сейчас; учитывается как сдача (не победа)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Расклад по номе&amp;ру…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Сыграть сегодняшний расклад дня</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>&amp;Лёгкое испытание дня</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Сыграть сегодняшнее лёгкое испытание</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Ср&amp;еднее испытание дня</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Сыграть сегодняшнее среднее испытание</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>Тр&amp;удное испытание дня</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Сыграть сегодняшнее трудное испытание</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>&amp;Календарь раскладов…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Расклады прошедших дней: выигранные, проигранные или не сыгранные</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Коп&amp;ировать код игры</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Скопировать код этой игры</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>&amp;Открыть код игры…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Сыграть игру, которой соответствует код</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>&amp;Правила…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Отменить последний ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>По&amp;вторить</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Снова сыграть то, что было отменено</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>Пере&amp;тасовать</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>Показать хороший ход</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>Показывать та&amp;ймер</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>Показывать &amp;выигрышность</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Показывать в строке состояния, можно ли ещё выиграть этот раунд без перетасовки; проверяется в фоне после каждого хода. По умолчанию выключено: это больше, чем хотят знать многие игроки.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>Св&amp;етлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Приветствие…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Руководство по стратегии</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;О программе Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ходы</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Показать путь</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Календарь</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · серия %2 · лучшая %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>Следующая игра пойдёт по правилам %1.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Перетасовать (осталось %1)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Ходов не осталось. %1, чтобы разложить свободные карты заново.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Использовано перетасовок: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы выиграли!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Игра сдана</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Ходов не осталось</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Перетасовок не осталось, чтобы разложить карты заново.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Покинуть эту игру? В статистике она будет учтена как брошенная (не победа).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Новый расклад по номеру</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Открыть код игры</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Эту игру нельзя начать: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 — не число</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Нет такого расклада: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Этот код не подходит: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть снова</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Эту игру нельзя сыграть: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Подготовка кампании…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Расклад дня, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Это сегодняшний расклад дня.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Это сегодняшнее %1 испытание.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Испытание дня</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Разбор этой игры</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Копировать результат</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, испытание дня %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, расклад дня %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, уровень %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, расклад %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, свой расклад</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>без перетасовки</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>победа: %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>сдача: %3 из %4 карт на месте; %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>тупик: %3 из %4 карт на месте; %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · код %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Результат скопирован в буфер обмена.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Осталось перетасовок: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Выигрышный</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Невыигрышный</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Выигрышный без перетасовки</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Невыигрышный без перетасовки</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Трудно сказать</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>На месте: %1 из %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>&amp;Цвет стола</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Зелёный</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Синий</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Красный</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>&amp;Фиолетовый</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>С&amp;ерый</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>&amp;Карты…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Собственные карты игры или колода из других карточных игр</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Звук</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Звуки ходов, отказов, перетасовок, подсказок и побед</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Громкость</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Тихо</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Средне</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>Г&amp;ромко</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>Колоды «%1» больше нет на этом компьютере, поэтому остаются собственные карты игры.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>Язык сменится при следующем запуске Addiction Solitaire.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>ваш собственный выбор переключателей ниже</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Переключатели</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Перетасовки:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Число перетасовок</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Пересдача:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Перетасовка разрешена:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Отмена:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Отмена может вернуть перетасовку (повтор проигрывает её снова)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>Столбец 1:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>Двойку в столбце 1 можно перенести в другой пропуск столбца 1 (как в PySolFC)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Правила действуют со следующей игры; текущая игра сохраняет свои. Статистика ведётся для каждого набора правил.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>По умолчанию (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>Начальный расклад %1</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Выигрышные расклады</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Руководство по стратегии</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire — игра на мастерство: все карты открыты, поэтому большинство проигранных игр было проиграно на несколько ходов раньше. Четыре идеи выигрывают большинство из них.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Смотрите на ход вперёд</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Каждый ход заполняет один пропуск и открывает другой там, где была карта. Прежде чем ходить, посмотрите на пропуск, который вы оставите: он примет карту, следующую за его соседом слева. Ход, чей новый пропуск можно сразу заполнить, сохраняет темп игры; ход, чей новый пропуск ждёт карту, которая пока не может двигаться, стоит вам пропуска.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>Пропуск после 4♥ принимает 5♥ (двойное кольцо подсказки). Перенос 5♥ открывает пропуск после 7♦, и туда следом можно положить 8♦: два хода из одного.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>Освобождайте двойки пораньше</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Расти может только ряд, начинающийся с двойки в столбце 1, а пропуск в столбце 1 принимает любую двойку. Ставьте двойки туда пораньше, каждую в ряд, первые карты которого вы скоро сможете продолжить её тройкой и четвёркой; двойка, оставленная в середине ряда, ничего не строит.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>В ряду 2♠ уже стоят на месте 3♠ и 4♠ (галочка). Пропуск в столбце 1 принимает любую двойку: подсказка кладёт туда 2♣.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Не хороните пропуск за Королём</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>После Короля ничего не кладётся, поэтому пропуск, открывшийся сразу после него, заблокирован до следующей перетасовки, как и каждый пропуск справа, который от него зависит. Прежде чем переносить карту, лежащую после Короля, убедитесь, что она стоит одного из ваших четырёх пропусков.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠ может заполнить пропуск после 7♠, но место, которое она оставит, после K♦, сразу окажется заблокированным (знак «въезд запрещён»).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Когда тратить перетасовку</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Перетасовка заново раскладывает все карты не на месте; карты на месте остаются. Поэтому сначала постройте цепочки от столбца 1 так далеко, как позволяют ходы, и только потом перетасовывайте. Перетасовывайте, когда все пропуски заблокированы или — если правила позволяют перетасовку в любой момент — когда оставшиеся ходы лишь переставляют карты, не удлиняя ни одной цепочки. По возможности приберегите перетасовку на конец: последняя решает большинство игр.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Здесь все пропуски заблокированы: после K♥, после K♣ и после другого пропуска. Восемь карт на месте и там останутся; пора перетасовать.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Какая двойка сюда?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Выберите двойку</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Какой Туз сюда?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Выберите Туза</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Какая карта сюда?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Выберите карту</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>Пока&amp;зать путь</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Воспроизвести проверенный путь этого расклада с начала (не учитывается)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автоигра</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Пусть приложение сыграет эту игру по своим подсказкам (никогда не считается вашей победой)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>С&amp;корость воспроизведения</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Пусть приложение сыграет эту игру? Ваша игра заканчивается здесь и учитывается в статистике как сдача; то, что сыграет приложение, не учитывается.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Пусть приложение сыграет этот расклад дня? День засчитывается как сдача; то, что сыграет приложение, не учитывается.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Автоигра</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>Приложение играет эту игру: она не учитывается в вашей статистике.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Любой щелчок или клавиша остановит её.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Автоигра: ход %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Путь пройден, ходов: %1.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Автоигра завершена, ходов: %1; она не учитывается.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Остановлено на ходе %1 из %2; ваша игра снова на столе.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Автоигра остановлена, ходов: %1.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Остановлено: игра изменилась.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Остановлено: путь не подходит к этой игре; ваша игра снова на столе.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Автоигра остановлена: подсказки здесь ходят по кругу (карта вернулась туда, где была). Круг может разорвать перетасовка или ваш собственный ход.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Автоигра остановлена: подсказка не найдена.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Путь выигрывает</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>Приложение выиграло</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Добро пожаловать в Addiction Solitaire</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Переносите карты в пропуски, пока в каждом ряду не выстроятся карты от 2 до Короля одной масти. Если вы в тупике, помогут несколько перетасовок.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Начать кампанию</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Уровень 1 — первая игра с подсказками: после каждого вашего хода подсказка показывает хороший ход. Шестьдесят уровней, до трёх звёзд в каждом.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Продолжить кампанию</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Следующий — уровень %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Сыграть сегодняшний расклад дня</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: один и тот же расклад для всех сегодня, и решатель его уже выиграл.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Разложить случайную игру</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Один из четырёх миллиардов пронумерованных раскладов, по вашим правилам.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Правила с картинками.</translation>
    </message>
</context>
</TS>
