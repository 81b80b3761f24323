<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name></name>
    <message>
        <source>easy</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>kolay</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>orta</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>a daily challenge&apos;s tier</comment>
        <translation>zor</translation>
    </message>
    <message>
        <source>E</source>
        <comment>the calendar&apos;s letter for the easy challenge</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the calendar&apos;s letter for the medium challenge</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the calendar&apos;s letter for the hard challenge</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Challenge %1 · %2</source>
        <comment>a daily challenge by its date and tier</comment>
        <translation>Görev %1 · %2</translation>
    </message>
    <message>
        <source>The card deck “%1” cannot be read, so the game&apos;s own cards stay.</source>
        <translation>“%1” destesi okunamıyor, bu yüzden oyunun kendi kartları kalıyor.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not a plain file, so the game&apos;s own cards stay.</source>
        <translation>“%1” destesi normal bir dosya değil, bu yüzden oyunun kendi kartları kalıyor.</translation>
    </message>
    <message>
        <source>The card deck “%1” is too large (more than %2 MB), so the game&apos;s own cards stay.</source>
        <translation>“%1” destesi çok büyük (%2 MB&apos;tan fazla), bu yüzden oyunun kendi kartları kalıyor.</translation>
    </message>
    <message>
        <source>The card deck “%1” is damaged, so the game&apos;s own cards stay.</source>
        <translation>“%1” destesi bozuk, bu yüzden oyunun kendi kartları kalıyor.</translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>“%1” destesinde 52 karttan %n tanesi eksik, bu yüzden oyunun kendi kartları kalıyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <source>the loose cards and the four gaps land anywhere</source>
        <translation>açıktaki kartlar ve dört boşluk herhangi bir yere düşer</translation>
    </message>
    <message>
        <source>After runs</source>
        <translation>Dizilerden sonra</translation>
    </message>
    <message>
        <source>each row gets one gap, right after its run</source>
        <translation>her sıra, dizisinin hemen ardından bir boşluk alır</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Her zaman</translation>
    </message>
    <message>
        <source>even while moves remain</source>
        <translation>hamle kalmışken bile</translation>
    </message>
    <message>
        <source>Only when stuck</source>
        <translation>Yalnızca tıkanınca</translation>
    </message>
    <message>
        <source>when no move is left</source>
        <translation>hiç hamle kalmadığında</translation>
    </message>
    <message>
        <source>Addiction</source>
        <translation>Addiction</translation>
    </message>
    <message>
        <source>Classic Addiction</source>
        <translation>Klasik Addiction</translation>
    </message>
    <message>
        <source>Montana</source>
        <translation>Montana</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Rahat</translation>
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
        <translation>Çift Montana</translation>
    </message>
    <message>
        <source>Double Blue Moon</source>
        <translation>Çift Blue Moon</translation>
    </message>
    <message>
        <source>Double Red Moon</source>
        <translation>Çift Red Moon</translation>
    </message>
    <message>
        <source>Paganini II</source>
        <translation>Paganini II</translation>
    </message>
    <message>
        <source>Paganini II (old rules)</source>
        <translation>Paganini II (eski kurallar)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Özel</translation>
    </message>
    <message>
        <source>a 2 in column 1 may move</source>
        <translation>1. sütundaki bir 2 yer değiştirebilir</translation>
    </message>
    <message>
        <source>No shuffles</source>
        <translation>Karıştırma yok</translation>
    </message>
    <message>
        <source>unlimited shuffles</source>
        <translation>sınırsız karıştırma</translation>
    </message>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n karıştırma</numerusform>
        </translation>
    </message>
    <message>
        <source>gaps land anywhere</source>
        <translation>boşluklar herhangi bir yerde</translation>
    </message>
    <message>
        <source>a gap after each run</source>
        <translation>her diziden sonra bir boşluk</translation>
    </message>
    <message>
        <source>the gaps in the last column</source>
        <translation>boşluklar son sütunda</translation>
    </message>
    <message>
        <source>shuffles undoable</source>
        <translation>karıştırma geri alınabilir</translation>
    </message>
    <message>
        <source>shuffles final</source>
        <translation>karıştırma kesin</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>Özel: %1</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>in column 1</source>
        <translation>1. sütunda</translation>
    </message>
    <message>
        <source>any 2 not already in column 1 (the 2 decides the row&apos;s suit)</source>
        <translation>henüz 1. sütunda olmayan herhangi bir 2 (2, sıranın rengini belirler)</translation>
    </message>
    <message>
        <source>right of a card, say %1</source>
        <translation>bir kartın sağında, örneğin %1</translation>
    </message>
    <message>
        <source>the next card of that suit, %1, from anywhere on the table</source>
        <translation>o rengin sıradaki kartı, %1, masanın herhangi bir yerinden</translation>
    </message>
    <message>
        <source>right of a King</source>
        <translation>bir Papazın sağında</translation>
    </message>
    <message>
        <source>nothing: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>hiçbir şey: &lt;b&gt;kapalı&lt;/b&gt;</translation>
    </message>
    <message>
        <source>right of another gap</source>
        <translation>başka bir boşluğun sağında</translation>
    </message>
    <message>
        <source>nothing until that gap is filled: &lt;b&gt;blocked&lt;/b&gt;</source>
        <translation>o boşluk dolana kadar hiçbir şey: &lt;b&gt;kapalı&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cards that can move and gaps that can be filled are highlighted; a blocked gap shows a no-entry mark.</source>
        <translation>Hareket edebilen kartlar ve doldurulabilen boşluklar vurgulanır; kapalı bir boşlukta giriş yasak işareti görünür.</translation>
    </message>
    <message>
        <source>Click a highlighted card to move it, drag it onto its gap, click a gap to fill it, or click a card and then a gap. A gap in column 1 offers the 2s that can go there.</source>
        <translation>Taşımak için vurgulu bir karta tıklayın, boşluğuna sürükleyin, doldurmak için bir boşluğa tıklayın ya da önce bir karta sonra bir boşluğa tıklayın. 1. sütundaki bir boşluk oraya gidebilecek 2&apos;leri sunar.</translation>
    </message>
    <message>
        <source>Undo: %1. Redo: %2 or %3. Undo and redo are unlimited within the rule set; Restart goes back to the very same deal with every shuffle back.</source>
        <extracomment>%1 is Undo&apos;s key, %2 and %3 Redo&apos;s two, as the menus write them (Qt names the keys in the player&apos;s language: &quot;Strg+Umschalt+Z&quot;).</extracomment>
        <translation>Geri al: %1. Yinele: %2 ya da %3. Geri alma ve yineleme kural seti içinde sınırsızdır; Yeniden başlat, tüm karıştırmalar geri gelerek aynı dağıtıma döner.</translation>
    </message>
    <message>
        <source>Hint (H) shows a good move, or suggests a shuffle when you are stuck. Shuffle: S.</source>
        <translation>İpucu (H) iyi bir hamle gösterir ya da tıkandığınızda karıştırmayı önerir. Karıştır: S.</translation>
    </message>
    <message>
        <source>Your game is saved as you play and comes back when you start again. A game code recreates the same deal for a friend.</source>
        <translation>Oyununuz siz oynarken kaydedilir ve oyunu yeniden açtığınızda geri gelir. Oyun kodu, aynı dağıtımı bir arkadaşınız için yeniden oluşturur.</translation>
    </message>
    <message>
        <source>A patience of skill: every card is face up. Put each row in order, 2 to King, one suit per row (%1).</source>
        <translation>Beceri isteyen bir solitaire: tüm kartlar açıktır. Her sırayı 2&apos;den Papaza, sıra başına tek renk olacak şekilde dizin (%1).</translation>
    </message>
    <message>
        <source>The 52 cards are dealt into 4 rows of 13. The four Aces are taken out and never come back; their places are the four &lt;b&gt;gaps&lt;/b&gt;. There are always 48 cards and 4 gaps.</source>
        <translation>52 kart, 13&apos;erli 4 sıra halinde dağıtılır. Dört As çıkarılır ve bir daha geri gelmez; yerleri dört &lt;b&gt;boşluk&lt;/b&gt; olur. Her zaman 48 kart ve 4 boşluk vardır.</translation>
    </message>
    <message>
        <source>A move puts one card into a gap; the place the card leaves becomes a gap. Which card a gap takes depends on what is to its left.</source>
        <translation>Bir hamle, bir kartı bir boşluğa koyar; kartın bıraktığı yer boşluk olur. Bir boşluğun hangi kartı alacağı solundakine bağlıdır.</translation>
    </message>
    <message>
        <source>So a gap in columns 2–13 never offers a choice; the choices are which 2 goes to which row and which gap to chase first.</source>
        <translation>Yani 2–13. sütunlardaki bir boşluk hiçbir zaman seçenek sunmaz; seçimler hangi 2&apos;nin hangi sıraya gideceği ve önce hangi boşluğun peşine düşüleceğidir.</translation>
    </message>
    <message>
        <source>A card is &lt;b&gt;in place&lt;/b&gt; when it belongs to the unbroken run that starts with a 2 in column 1 and goes on in that suit: %1 has 3 in place. In-place cards carry a green tick and never move again. “In place: N of 48” is your progress.</source>
        <translation>Bir kart, 1. sütundaki bir 2 ile başlayıp aynı renkte kesintisiz süren dizinin parçasıysa &lt;b&gt;yerindedir&lt;/b&gt;: %1 dizisinde 3 kart yerinde. Yerindeki kartlarda yeşil bir onay işareti olur ve bir daha hareket etmezler. “Yerinde: N / 48” ilerlemenizdir.</translation>
    </message>
    <message>
        <source>When you are stuck, or earlier if the rules allow, a &lt;b&gt;shuffle&lt;/b&gt; gathers every card that is not in place and deals them again. In-place cards stay put. A shuffle counts as a move. The rule sets differ here:</source>
        <translation>Tıkandığınızda ya da kurallar izin veriyorsa daha önce, bir &lt;b&gt;karıştırma&lt;/b&gt; yerinde olmayan tüm kartları toplar ve yeniden dağıtır. Yerindeki kartlar olduğu yerde kalır. Karıştırma bir hamle sayılır. Kural setleri burada ayrılır:</translation>
    </message>
    <message>
        <source>Choose a rule set, or set each switch yourself, with &lt;i&gt;Game › Rules&lt;/i&gt;. Statistics are kept for each rule set.</source>
        <translation>Bir kural seti seçin ya da her ayarı kendiniz yapın: &lt;i&gt;Oyun › Kurallar&lt;/i&gt;. İstatistikler her kural seti için ayrı tutulur.</translation>
    </message>
    <message>
        <source>You win when every row holds 2 to King of one suit in columns 1–12; the gaps end in column 13. Which suit is in which row does not matter. You are &lt;b&gt;stuck&lt;/b&gt; when every gap is blocked; stuck with no shuffle left, the game is lost. You may also give up (&lt;i&gt;Game › Give up&lt;/i&gt;); the statistics count it as given up.</source>
        <translation>Her sıra 1–12. sütunlarda tek renkte 2&apos;den Papaza dizildiğinde kazanırsınız; boşluklar 13. sütunda kalır. Hangi rengin hangi sırada olduğu önemli değildir. Tüm boşluklar kapalıysa &lt;b&gt;tıkanmışsınızdır&lt;/b&gt;; karıştırma hakkı kalmadan tıkanırsanız oyun kaybedilir. Pes de edebilirsiniz (&lt;i&gt;Oyun › Pes et&lt;/i&gt;); istatistikler bunu pes edildi olarak sayar.</translation>
    </message>
    <message>
        <source>The gap is…</source>
        <translation>Boşluk…</translation>
    </message>
    <message>
        <source>It takes…</source>
        <translation>Aldığı…</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Kural seti</translation>
    </message>
    <message>
        <source>Shuffles</source>
        <translation>Karıştırma</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>Yeniden dağıtım</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>İzin</translation>
    </message>
    <message>
        <source>Undo a shuffle</source>
        <translation>Karıştırmayı geri al</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>The layout</source>
        <translation>Yerleşim</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Quick reference: what each gap takes</source>
        <translation>Hızlı başvuru: hangi boşluk ne alır</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>Yerinde</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Kazanmak ve kaybetmek</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Oynanış</translation>
    </message>
    <message>
        <source>52 cards in 4 rows of 13, the Aces taken out: fill each gap with the card one above its left neighbour in the same suit, and build every row from a 2 to the King.</source>
        <translation>13&apos;erli 4 sırada 52 kart, Aslar çıkarılmış: her boşluğu sol komşusunun aynı renkten bir üstü olan kartla doldurun ve her sırayı 2&apos;den Papaza dizin.</translation>
    </message>
    <message>
        <source>As Addiction, but a redeal puts the gaps in the last column.</source>
        <translation>Addiction gibi, ama yeniden dağıtım boşlukları son sütuna koyar.</translation>
    </message>
    <message>
        <source>As Addiction with two redeals, and a 2 in column 1 may move to another gap in column 1.</source>
        <translation>İki yeniden dağıtımlı Addiction gibi; ayrıca 1. sütundaki bir 2, 1. sütundaki başka bir boşluğa geçebilir.</translation>
    </message>
    <message>
        <source>4 rows of 14, the Aces moved to column 1: build every row from its Ace to the King in one suit.</source>
        <translation>14&apos;erli 4 sıra, Aslar 1. sütuna taşınmış: her sırayı tek renkte Asından Papaza dizin.</translation>
    </message>
    <message>
        <source>As Blue Moon, but the Aces are dealt first and the gaps start in column 2.</source>
        <translation>Blue Moon gibi, ama Aslar önce dağıtılır ve boşluklar 2. sütunda başlar.</translation>
    </message>
    <message>
        <source>As Red Moon, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Red Moon gibi; ayrıca bir boşluk, sağ komşusunun bir altı olan kartı da onun renginden alır.</translation>
    </message>
    <message>
        <source>As Addiction, and a gap also takes the card one below its right neighbour, in that card&apos;s suit.</source>
        <translation>Addiction gibi; ayrıca bir boşluk, sağ komşusunun bir altı olan kartı da onun renginden alır.</translation>
    </message>
    <message>
        <source>As Blue Moon, but a gap takes the next rank of any suit; a row still wins in one suit.</source>
        <translation>Blue Moon gibi, ama bir boşluk herhangi bir renkten sıradaki değeri alır; bir sıra yine de tek renkte kazanır.</translation>
    </message>
    <message>
        <source>4 rows of 14, column 1 empty: it takes an Ace, and any other gap takes any higher card of its left neighbour&apos;s suit.</source>
        <translation>14&apos;erli 4 sıra, 1. sütun boş: orası bir As alır, diğer her boşluk sol komşusunun renginden daha büyük herhangi bir kartı alır.</translation>
    </message>
    <message>
        <source>36 cards (Ace, 6 to King) in 4 rows of 10, the Aces moved to column 1: a 6 follows the Ace.</source>
        <translation>10&apos;arlı 4 sırada 36 kart (As, 6&apos;dan Papaza), Aslar 1. sütuna taşınmış: Astan sonra 6 gelir.</translation>
    </message>
    <message>
        <source>40 cards (Ace to 10) in 4 rows of 10, the Aces taken out: build every row from a 2 to the 10.</source>
        <translation>10&apos;arlı 4 sırada 40 kart (Astan 10&apos;a), Aslar çıkarılmış: her sırayı 2&apos;den 10&apos;a dizin.</translation>
    </message>
    <message>
        <source>24 cards (Ace to 6) in 4 rows of 6, the Sixes taken out: column 1 takes an Ace, and every row runs from Ace to 5.</source>
        <translation>6&apos;şarlı 4 sırada 24 kart (Astan 6&apos;ya), 6&apos;lar çıkarılmış: 1. sütun bir As alır ve her sıra Astan 5&apos;e gider.</translation>
    </message>
    <message>
        <source>Line Up&apos;s cards and table, but a gap takes any card beside it: left, right, above or below.</source>
        <translation>Line Up&apos;ın kartları ve masası, ama bir boşluk yanındaki herhangi bir kartı alır: solda, sağda, üstte ya da altta.</translation>
    </message>
    <message>
        <source>48 cards (Ace to Queen) in 6 rows of 9, read as one line that wraps round: a gap takes the card one above its left neighbour or one below its right one, any other Ace after a Queen; build the four suits one after another from the top left.</source>
        <translation>9&apos;arlı 6 sırada 48 kart (Astan Kıza), sarmal tek bir çizgi gibi okunur: bir boşluk sol komşusunun bir üstünü ya da sağ komşusunun bir altını, Kızdan sonra da başka herhangi bir Ası alır; dört rengi sol üstten başlayarak art arda dizin.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 13, the Aces taken out: two rows of each suit, built as in Addiction.</source>
        <translation>13&apos;erli 8 sırada iki deste, Aslar çıkarılmış: her renkten iki sıra, Addiction&apos;daki gibi dizilir.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Blue Moon.</source>
        <translation>14&apos;erli 8 sırada iki deste, Blue Moon gibi oynanır.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, played as Red Moon.</source>
        <translation>14&apos;erli 8 sırada iki deste, Red Moon gibi oynanır.</translation>
    </message>
    <message>
        <source>Two decks in 8 rows of 14, column 1 empty: it takes an Ace, and any other gap the card one above its left neighbour in the same suit.</source>
        <translation>14&apos;erli 8 sırada iki deste, 1. sütun boş: orası bir As alır, diğer her boşluk sol komşusunun aynı renkten bir üstünü alır.</translation>
    </message>
    <message>
        <source>Paganini II as this game first played it: two decks in 8 rows of 14, played as Spaces and Aces.</source>
        <translation>Bu oyunun ilk oynadığı haliyle Paganini II: 14&apos;erli 8 sırada iki deste, Spaces and Aces gibi oynanır.</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>any Ace</source>
        <translation>herhangi bir As</translation>
    </message>
    <message>
        <source>any 2</source>
        <translation>herhangi bir 2</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>herhangi bir %1</translation>
    </message>
    <message>
        <source>Do not ask again</source>
        <translation>Bir daha sorma</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Yeni numaralı dağıtım</translation>
    </message>
    <message>
        <source>%1 deal number (1 to %2):</source>
        <translation>%1 dağıtım numarası (1 ile %2 arası):</translation>
    </message>
    <message>
        <source>Game code:</source>
        <translation>Oyun kodu:</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Oyun kodunu aç</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Bu oyunu incele</translation>
    </message>
    <message>
        <source>Choose a game in the table to review it.</source>
        <translation>İncelemek için tablodan bir oyun seçin.</translation>
    </message>
    <message>
        <source>Replay this game step by step, with the solver&apos;s advice.</source>
        <translation>Bu oyunu, çözücünün önerileriyle adım adım yeniden oynatın.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Oyunun incelemesi</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Oyunun hamleleri</translation>
    </message>
    <message>
        <source>Start: the deal</source>
        <translation>Başlangıç: dağıtım</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>İnceleniyor…</translation>
    </message>
    <message>
        <source>First</source>
        <translation>İlk</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>turning point</source>
        <translation>dönüm noktası</translation>
    </message>
    <message>
        <source>closest call</source>
        <translation>en riskli an</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Adım %1 / %2</translation>
    </message>
    <message>
        <source>Reviewing… %1 of %2 rounds reviewed.</source>
        <translation>İnceleniyor… %2 turdan %1 tanesi incelendi.</translation>
    </message>
    <message>
        <source>Reviewing… the solver is looking further where it could not tell yet.</source>
        <translation>İnceleniyor… çözücü henüz karar veremediği yerlerde daha derine bakıyor.</translation>
    </message>
    <message>
        <source>Reviewed by the solver.</source>
        <translation>Çözücü tarafından incelendi.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solver is still looking: this will tell more when it can.</source>
        <translation>Çözücü hâlâ arıyor: elinden geldiğinde daha fazlasını söyleyecek.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Karıştırma</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>move %1 (%2)</source>
        <translation>%1. hamle (%2)</translation>
    </message>
    <message>
        <source>This round was won, and no move along the way could have lost it.</source>
        <translation>Bu tur kazanıldı ve yol boyunca hiçbir hamle onu kaybettiremezdi.</translation>
    </message>
    <message>
        <source>This round was won. Where it came closest to slipping: the solver could not tell in time.</source>
        <translation>Bu tur kazanıldı. Kaçmaya en yakın olduğu an: çözücü zamanında söyleyemedi.</translation>
    </message>
    <message>
        <source>This round was won. Its closest call is marked on the list of moves.</source>
        <translation>Bu tur kazanıldı. En riskli anı hamle listesinde işaretli.</translation>
    </message>
    <message>
        <source>This round could be won until %1. Its turning point is marked on the list.</source>
        <translation>Bu tur şu hamleye kadar kazanılabilirdi: %1. Dönüm noktası listede işaretli.</translation>
    </message>
    <message>
        <source>This round could be won at its start and not at its end; the win slipped away between move %1 and move %2 (the solver could not tell in time exactly where).</source>
        <translation>Bu tur başında kazanılabilirdi, sonunda değil; kazanç %1. ve %2. hamleler arasında kaçtı (çözücü tam yerini zamanında söyleyemedi).</translation>
    </message>
    <message>
        <source>This round could not be won without a shuffle, from its first move.</source>
        <translation>Bu tur ilk hamlesinden itibaren karıştırmadan kazanılamazdı.</translation>
    </message>
    <message>
        <source>This round could still be won without a shuffle when it ended.</source>
        <translation>Bu tur bittiğinde hâlâ karıştırmadan kazanılabilirdi.</translation>
    </message>
    <message>
        <source>Whether this round could be won without a shuffle: the solver could not tell in time.</source>
        <translation>Bu turun karıştırmadan kazanılıp kazanılamayacağını çözücü zamanında söyleyemedi.</translation>
    </message>
    <message>
        <source>After %1 this round could no longer be won without a shuffle.</source>
        <translation>Şu hamleden sonra bu tur artık karıştırmadan kazanılamazdı: %1.</translation>
    </message>
    <message>
        <source>%1 would have kept it winnable: it is marked on the board one step back.</source>
        <translation>%1 turu kazanılabilir tutardı: tahtada bir adım geride işaretli.</translation>
    </message>
    <message>
        <source>Next comes %1, which loses this round&apos;s win. %2, marked on the board, would have kept it winnable.</source>
        <translation>Sıradaki hamle bu turun kazancını kaybettiriyor: %1. Tahtada işaretli olan %2 turu kazanılabilir tutardı.</translation>
    </message>
    <message>
        <source>Closest call: at %3, only %1 of the %2 moves possible kept this round winnable. %4, for one, would have lost it.</source>
        <translation>En riskli an (%3): olası %2 hamleden yalnızca %1 tanesi bu turu kazanılabilir tuttu. Örneğin %4 turu kaybettirirdi.</translation>
    </message>
    <message>
        <source>Shuffling earlier, before move %1, would have dealt a round that could be won.</source>
        <translation>%1. hamleden önce, daha erken karıştırmak kazanılabilir bir tur dağıtırdı.</translation>
    </message>
    <message>
        <source>No earlier moment the solver tried would have dealt a round that could be won.</source>
        <translation>Çözücünün denediği daha erken hiçbir an kazanılabilir bir tur dağıtmazdı.</translation>
    </message>
    <message>
        <source>Whether an earlier shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Daha erken karıştırmanın kazanılabilir bir tur dağıtıp dağıtmayacağını çözücü zamanında söyleyemedi.</translation>
    </message>
    <message>
        <source>Playing on before shuffling, starting with %1, would have dealt a round that could be won.</source>
        <translation>Karıştırmadan önce oynamaya devam etmek, %1 ile başlayarak, kazanılabilir bir tur dağıtırdı.</translation>
    </message>
    <message>
        <source>Playing on before shuffling would not have dealt a round that could be won.</source>
        <translation>Karıştırmadan önce oynamaya devam etmek de kazanılabilir bir tur dağıtmazdı.</translation>
    </message>
    <message>
        <source>Whether a later shuffle would have dealt a winnable round: the solver could not tell in time.</source>
        <translation>Daha geç karıştırmanın kazanılabilir bir tur dağıtıp dağıtmayacağını çözücü zamanında söyleyemedi.</translation>
    </message>
    <message>
        <source>The review could not be made: %1.</source>
        <translation>İnceleme yapılamadı: %1.</translation>
    </message>
    <message>
        <source>This game is no longer in the statistics.</source>
        <translation>Bu oyun artık istatistiklerde yok.</translation>
    </message>
    <message>
        <source>This game was recorded before games kept their moves: it cannot be reviewed.</source>
        <translation>Bu oyun, oyunlar hamlelerini saklamadan önce kaydedildi: incelenemez.</translation>
    </message>
    <message>
        <source>The statistics could not be read.</source>
        <translation>İstatistikler okunamadı.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not replay: it cannot be reviewed.</source>
        <translation>Bu oyunun saklanan hamleleri yeniden oynatılamıyor: incelenemez.</translation>
    </message>
    <message>
        <source>This game&apos;s kept moves do not match its record: it cannot be reviewed.</source>
        <translation>Bu oyunun saklanan hamleleri kaydıyla uyuşmuyor: incelenemez.</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>The figures in the &quot;By rule set&quot; table, with their (short) column titles.</extracomment>
        <translation>Oynanan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>En iyi seri</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>En az hamle</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>En hızlı kazanç</translation>
    </message>
    <message>
        <source>Average in place</source>
        <translation>Ortalama yerinde</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Tüm kural setleri</translation>
    </message>
    <message>
        <source>Games per day</source>
        <translation>Günlük oyunlar</translation>
    </message>
    <message>
        <source>No games yet. Each day you play will light up here.</source>
        <translation>Henüz oyun yok. Oynadığınız her gün burada yanacak.</translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n gün oynandı</numerusform>
        </translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Çar</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>Pzt</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Cum</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Çok</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Az</translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n oyun, {wins} kazanıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in place at the end</source>
        <translation>Sonunda yerindeki kartlar</translation>
    </message>
    <message>
        <source>No games yet. Each finished game adds to one bar here.</source>
        <translation>Henüz oyun yok. Biten her oyun buradaki bir çubuğa eklenir.</translation>
    </message>
    <message>
        <source>games by cards in place; green: won</source>
        <translation>yerindeki kart sayısına göre oyunlar; yeşil: kazanılan</translation>
    </message>
    <message>
        <source>{count} won: all {cards} cards in place</source>
        <translation>{count} kazanıldı: {cards} kartın hepsi yerinde</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place, {won} of them won</source>
        <translation>{count} oyun {cards} kart yerindeyken bitti, {won} tanesi kazanıldı</translation>
    </message>
    <message>
        <source>{count} ended with {cards} cards in place</source>
        <translation>{count} oyun {cards} kart yerindeyken bitti</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <extracomment>Games in the rolling win rate, at least; a long record takes a wider window (a hundredth of the games) so that the line shows a trend, not noise.</extracomment>
        <translation>Zaman içinde kazanma oranı</translation>
    </message>
    <message>
        <source>No games yet. Your win rate will grow here, game by game.</source>
        <translation>Henüz oyun yok. Kazanma oranınız burada oyun oyun büyüyecek.</translation>
    </message>
    <message>
        <source>each point: the last {count} games</source>
        <translation>her nokta: son {count} oyun</translation>
    </message>
    <message>
        <source>all games: {rate}</source>
        <translation>tüm oyunlar: {rate}</translation>
    </message>
    <message>
        <source>Games {first}–{last}: {rate} won</source>
        <translation>{first}–{last}. oyunlar: {rate} kazanıldı</translation>
    </message>
    <message>
        <source>Moves and time of wins</source>
        <translation>Kazançların hamleleri ve süresi</translation>
    </message>
    <message>
        <source>No wins yet. Your first win will show here as a point.</source>
        <translation>Henüz kazanç yok. İlk kazancınız burada bir nokta olarak görünecek.</translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n kazanç; en iyileri aşağıda ve solda</numerusform>
        </translation>
    </message>
    <message>
        <source>moves</source>
        <translation>hamle</translation>
    </message>
    <message>
        <source>Won in {moves} moves, {time}</source>
        <translation>{moves} hamlede kazanıldı, {time}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Oyun kodu</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Saniye</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>Sonuç:</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Tüm sonuçlar</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV olarak dışa aktar…</translation>
    </message>
    <message>
        <source>Double-click a game to play its deal again.</source>
        <translation>Dağıtımını yeniden oynamak için bir oyuna çift tıklayın.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n oyun</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Oyunları dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>The games could not be saved to {path}: {reason}</source>
        <translation>Oyunlar {path} konumuna kaydedilemedi: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n oyun {path} konumuna kaydedildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n bozuk kayıt atlandı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>The player&apos;s local date, for the daily streak (tests set another).</extracomment>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Kural seti:</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafikler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>By rule set</source>
        <translation>Kural setine göre</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Sıfırla…</translation>
    </message>
    <message>
        <source>Each game with a move counts once: won, lost (stuck with no shuffle left), given up, or abandoned (left for another game). A win is final. Fewest moves and fastest win come from won games.</source>
        <translation>Hamle yapılan her oyun bir kez sayılır: kazanılan, kaybedilen (karıştırma kalmadan tıkanan), pes edilen ya da bırakılan (başka oyun için). Kazanç kesindir. En az hamle ve en hızlı kazanç, kazanılan oyunlardan gelir.</translation>
    </message>
    <message>
        <source>Campaign levels and winnable deals are counted apart from their rule sets: choose them in Rule set above.</source>
        <translation>Kampanya seviyeleri ve kazanılabilir dağıtımlar kural setlerinden ayrı sayılır: yukarıdaki Kural seti listesinden seçin.</translation>
    </message>
    <message>
        <source>every rule set</source>
        <translation>tüm kural setleri</translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>{which} için kayıtlı %n oyun unutulsun mu? Bu geri alınamaz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedilen</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Pes edilen</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Bırakılan</translation>
    </message>
    <message>
        <source>Current win streak</source>
        <translation>Güncel kazanma serisi</translation>
    </message>
    <message>
        <source>Best win streak</source>
        <translation>En iyi kazanma serisi</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Kazanmak için en az hamle</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Daily %1</source>
        <comment>a daily deal by its date</comment>
        <translation>Günlük %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <comment>a campaign level by its number</comment>
        <translation>Seviye %1</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>the outcome of one game</comment>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>the outcome of one game</comment>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>Given up</source>
        <comment>the outcome of one game</comment>
        <translation>Pes edildi</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <comment>the outcome of one game</comment>
        <translation>Bırakıldı</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n hamle</numerusform>
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
        <translation>d MMMM yyyy dddd</translation>
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
        <translation>Oyun bitti (kazanıldı).</translation>
    </message>
    <message>
        <source>The game is over (lost).</source>
        <translation>Oyun bitti (kaybedildi).</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1.</source>
        <translation>Karıştırılamıyor: %1.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Oyun kaydedilemedi: %1.</translation>
    </message>
    <message>
        <source>%1 It is kept and will be added at the next start.</source>
        <translation>%1 Sonuç saklandı, oyun bir dahaki açılışında eklenecek.</translation>
    </message>
    <message>
        <source>%1 This game&apos;s result could not be kept for the next start either.</source>
        <translation>%1 Bu oyunun sonucu bir dahaki açılış için de saklanamadı.</translation>
    </message>
    <message>
        <source>Preparing the daily deal…</source>
        <translation>Günün dağıtımı hazırlanıyor…</translation>
    </message>
    <message>
        <source>The daily deal could not be prepared.</source>
        <translation>Günün dağıtımı hazırlanamadı.</translation>
    </message>
    <message>
        <source>Preparing the daily challenges…</source>
        <translation>Günlük görevler hazırlanıyor…</translation>
    </message>
    <message>
        <source>The daily challenges could not be prepared.</source>
        <translation>Günlük görevler hazırlanamadı.</translation>
    </message>
    <message>
        <source>No winnable deal could be found.</source>
        <translation>Kazanılabilir bir dağıtım bulunamadı.</translation>
    </message>
    <message>
        <source>That square is off the table.</source>
        <translation>O kare masanın dışında.</translation>
    </message>
    <message>
        <source>%1 is not a gap.</source>
        <translation>%1 bir boşluk değil.</translation>
    </message>
    <message>
        <source>%2 is not on %3.</source>
        <translation>%2 şurada değil: %3.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of a King: dead.</source>
        <translation>Boşluk (%1) bir Papazın sağında: kapalı.</translation>
    </message>
    <message>
        <source>The gap at %1 is right of another gap: dead until that gap is filled.</source>
        <translation>Boşluk (%1) başka bir boşluğun sağında: o boşluk dolana kadar kapalı.</translation>
    </message>
    <message>
        <source>Only an Ace may go into the first-column gap at %1, not %2.</source>
        <translation>İlk sütundaki boşluğa (%1) yalnızca As gidebilir, %2 değil.</translation>
    </message>
    <message>
        <source>Only a 2 may go into the first-column gap at %1, not %2.</source>
        <translation>İlk sütundaki boşluğa (%1) yalnızca 2 gidebilir, %2 değil.</translation>
    </message>
    <message>
        <source>%2 already stands in column 1, where it stays in this game.</source>
        <translation>%2 zaten 1. sütunda ve bu oyunda orada kalır.</translation>
    </message>
    <message>
        <source>Only a card beside the gap at %1 moves into it, not %2.</source>
        <translation>Boşluğa (%1) yalnızca yanındaki bir kart gidebilir, %2 değil.</translation>
    </message>
    <message>
        <source>The gap at %1 does not take %2.</source>
        <translation>Boşluk (%1) %2 almaz.</translation>
    </message>
    <message>
        <source>The gap at %1 takes %3, not %2.</source>
        <translation>Boşluk (%1) %3 alır, %2 değil.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>oyun bitti</translation>
    </message>
    <message>
        <source>no shuffles left</source>
        <translation>karıştırma hakkı kalmadı</translation>
    </message>
    <message>
        <source>these rules allow a shuffle only when no move is left</source>
        <translation>bu kurallar yalnızca hiç hamle kalmadığında karıştırmaya izin verir</translation>
    </message>
    <message>
        <source>Hints are not available: %1. Ask again to retry.</source>
        <translation>İpuçları kullanılamıyor: %1. Yeniden denemek için tekrar isteyin.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>İpucu aranıyor…</translation>
    </message>
    <message>
        <source>Still looking for a hint: this one is taking longer than usual…</source>
        <translation>Hâlâ ipucu aranıyor: bu seferki her zamankinden uzun sürüyor…</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Oyun kazanıldı.</translation>
    </message>
    <message>
        <source>No move is left. Shuffle the cards that are not in place.</source>
        <translation>Hamle kalmadı. Yerinde olmayan kartları karıştırın.</translation>
    </message>
    <message>
        <source>No move is left. The game is over.</source>
        <translation>Hamle kalmadı. Oyun bitti.</translation>
    </message>
    <message>
        <source>%1: from here the round can be won without a shuffle.</source>
        <translation>%1: buradan sonra tur karıştırmadan kazanılabilir.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: şimdiye dek bulunan en iyi yol %n kartı yerine oturtur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: karıştırmadan önceki en iyi yol %n kart yerindeyken biter ve sıraları dengeli bırakır (karıştırmadan hiçbiri kazanmaz).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: en iyi yol %n kartı yerine oturtur (karıştırmadan hiçbiri kazanmaz).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: karıştırmaya kadarki yol %n kart yerindeyken biter ve karıştırma kazanılabilir bir tur dağıtır (karıştırmadan hiçbiri kazanmaz).</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle now: from here it deals a round that can be won.</source>
        <translation>Şimdi karıştırın: buradan kazanılabilir bir tur çıkar.</translation>
    </message>
    <message>
        <source>Shuffle now: the rows are as even as they get, and more cards in place would spoil that.</source>
        <translation>Şimdi karıştırın: sıralar olabildiğince dengeli, daha fazla kartı yerine oturtmak bunu bozar.</translation>
    </message>
    <message>
        <source>No move gets another card in place: shuffle.</source>
        <translation>Hiçbir hamle başka bir kartı yerine oturtmuyor: karıştırın.</translation>
    </message>
    <message>
        <source>No move gets another card in place; try %1.</source>
        <translation>Hiçbir hamle başka bir kartı yerine oturtmuyor; şunu deneyin: %1.</translation>
    </message>
    <message>
        <source>No move gets another card in place, and every move goes back to a position of this round: nothing new is left to try.</source>
        <translation>Hiçbir hamle başka bir kartı yerine oturtmuyor ve her hamle bu turun bir konumuna geri dönüyor: denenecek yeni bir şey kalmadı.</translation>
    </message>
    <message>
        <source>no helper process could start (%1)</source>
        <translation>hiçbir yardımcı işlem başlatılamadı (%1)</translation>
    </message>
    <message>
        <source>the helper process ended twice</source>
        <translation>yardımcı işlem iki kez sonlandı</translation>
    </message>
    <message>
        <source>the helper process stopped answering twice</source>
        <translation>yardımcı işlem iki kez yanıt vermeyi bıraktı</translation>
    </message>
    <message>
        <source>a program error (%1), written to %2</source>
        <translation>bir program hatası (%1), %2 dosyasına yazıldı</translation>
    </message>
    <message>
        <source>a program error (%1)</source>
        <translation>bir program hatası (%1)</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>İpucu: %1.</translation>
    </message>
    <message>
        <source>Hint: shuffle.</source>
        <translation>İpucu: karıştırın.</translation>
    </message>
    <message>
        <source>%1: from here the game can be won.</source>
        <translation>%1: buradan sonra oyun kazanılabilir.</translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: en iyi yol %n kartı yerine oturtur (hiçbir yol kazanmaz).</numerusform>
        </translation>
    </message>
    <message>
        <source>deal numbers run from 1 to %1</source>
        <translation>dağıtım numaraları 1 ile %1 arasındadır</translation>
    </message>
    <message>
        <source>it is not a game code (codes look like A-1234-7Q)</source>
        <translation>bu bir oyun kodu değil (kodlar A-1234-7Q gibidir)</translation>
    </message>
    <message>
        <source>its check letters do not match: a character may be mistyped or missing</source>
        <translation>kontrol harfleri uyuşmuyor: bir karakter yanlış yazılmış ya da eksik olabilir</translation>
    </message>
    <message>
        <source>it names no rule set this game knows</source>
        <translation>bu oyunun bilmediği bir kural setini belirtiyor</translation>
    </message>
    <message>
        <source>its layout is not a valid table</source>
        <translation>yerleşimi geçerli bir masa değil</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>İstatistikler okunamadı: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1.</source>
        <translation>İstatistikler kaydedilemedi: %1.</translation>
    </message>
    <message>
        <source>Games and statistics will not be kept this time: %1.</source>
        <translation>Oyunlar ve istatistikler bu sefer saklanmayacak: %1.</translation>
    </message>
    <message>
        <source>Your statistics file could not be opened (%1), so this session&apos;s games will not be counted.</source>
        <translation>İstatistik dosyanız açılamadı (%1), bu yüzden bu oturumun oyunları sayılmayacak.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file could not be moved aside.</source>
        <translation>Kayıtlı oyununuz okunamadı, bu yüzden yeni bir oyun başlatıldı; bozuk dosya kenara taşınamadı.</translation>
    </message>
    <message>
        <source>Your statistics file is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>İstatistik dosyanız bir dosya değil ve kenara taşınamadı, bu yüzden bu oturumun oyunları sayılmayacak.</translation>
    </message>
    <message>
        <source>Your preferences file is not a file and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Tercih dosyanız bir dosya değil ve kenara taşınamadı, bu yüzden tercihleriniz saklanmayacak.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics.</source>
        <translation>Önceki bir oturumdan saklanan bazı sonuçlar istatistiklerinize eklenemedi.</translation>
    </message>
    <message>
        <source>A companion file of your statistics is not a file and could not be moved aside, so this session&apos;s games will not be counted.</source>
        <translation>İstatistiklerinize eşlik eden bir dosya bir dosya değil ve kenara taşınamadı, bu yüzden bu oturumun oyunları sayılmayacak.</translation>
    </message>
    <message>
        <source>Your preferences file is far too large and could not be moved aside, so your preferences will not be kept.</source>
        <translation>Tercih dosyanız çok büyük ve kenara taşınamadı, bu yüzden tercihleriniz saklanmayacak.</translation>
    </message>
    <message>
        <source>Your statistics could not be read or moved aside, so this session&apos;s games will not be counted.</source>
        <translation>İstatistikleriniz okunamadı ve kenara taşınamadı, bu yüzden bu oturumun oyunları sayılmayacak.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game was started; the damaged file was kept as %1.</source>
        <translation>Kayıtlı oyununuz okunamadı, bu yüzden yeni bir oyun başlatıldı; bozuk dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file was not a file, so a fresh record was started; what was there was kept as %1.</source>
        <translation>İstatistik dosyanız bir dosya değildi, bu yüzden yeni bir kayıt başlatıldı; oradaki %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your preferences file was not a file, so the default preferences are used; what was there was kept as %1.</source>
        <translation>Tercih dosyanız bir dosya değildi, bu yüzden varsayılan tercihler kullanılıyor; oradaki %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged, so a fresh record was started; the old file was kept as %1.</source>
        <translation>İstatistik dosyanız bozuktu, bu yüzden yeni bir kayıt başlatıldı; eski dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file could not be read, so a fresh record was started; the old file was kept as %1.</source>
        <translation>İstatistik dosyanız okunamadı, bu yüzden yeni bir kayıt başlatıldı; eski dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file did not have the expected tables, so a fresh record was started; the old file was kept as %1.</source>
        <translation>İstatistik dosyanızda beklenen tablolar yoktu, bu yüzden yeni bir kayıt başlatıldı; eski dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file was written by a newer version of Addiction Solitaire, so a fresh record was started; the old file was kept as %1.</source>
        <translation>İstatistik dosyanız Addiction Solitaire&apos;in daha yeni bir sürümüyle yazılmış, bu yüzden yeni bir kayıt başlatıldı; eski dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Your statistics file held something else, so a fresh record was started; the old file was kept as %1.</source>
        <translation>İstatistik dosyanız başka bir şey içeriyordu, bu yüzden yeni bir kayıt başlatıldı; eski dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Some results kept from an earlier session could not be added to your statistics; they were kept as %1.</source>
        <translation>Önceki bir oturumdan saklanan bazı sonuçlar istatistiklerinize eklenemedi; %1 olarak saklandılar.</translation>
    </message>
    <message>
        <source>A companion file of your statistics was not a file, so it was moved aside as %1; your statistics are kept as they were.</source>
        <translation>İstatistiklerinize eşlik eden bir dosya bir dosya değildi, bu yüzden %1 olarak kenara taşındı; istatistikleriniz olduğu gibi duruyor.</translation>
    </message>
    <message>
        <source>Your preferences file was far too large, so the default preferences are used; it was kept as %1.</source>
        <translation>Tercih dosyanız çok büyüktü, bu yüzden varsayılan tercihler kullanılıyor; dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Something that was not a file stood where the game keeps its lock file; it was kept as %1.</source>
        <translation>Oyunun kilit dosyasını tuttuğu yerde dosya olmayan bir şey vardı; %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire may be using your games now, so this one no longer saves anything. Please close this one.</source>
        <extracomment>The desktop entry&apos;s id (packaging/linux/): Wayland matches windows to it.</extracomment>
        <translation>Addiction Solitaire&apos;in başka bir kopyası şu anda oyunlarınızı kullanıyor olabilir, bu yüzden bu kopya artık hiçbir şey kaydetmiyor. Lütfen bu kopyayı kapatın.</translation>
    </message>
    <message>
        <source>Another copy of Addiction Solitaire is using your games but does not answer: it may be busy or stopped. This copy will not play beside it. Wait for it, or quit?</source>
        <translation>Addiction Solitaire&apos;in başka bir kopyası oyunlarınızı kullanıyor ama yanıt vermiyor: meşgul ya da durmuş olabilir. Bu kopya onunla aynı anda oynamaz. Beklensin mi, çıkılsın mı?</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Bekle</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Çık</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Addiction Solitaire</source>
        <translation>Addiction Solitaire hakkında</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Sürüm %1</translation>
    </message>
    <message>
        <source>The Gaps / Montana patience: put four rows in order, 2 to King, by moving cards into the gaps.

Hints come from a built-in solver that searches the moves ahead in a separate process, so the board never stalls while it thinks.</source>
        <translation>Gaps / Montana solitaire oyunu: kartları boşluklara taşıyarak dört sırayı 2&apos;den Papaza dizin.

İpuçları, önümüzdeki hamleleri ayrı bir süreçte tarayan yerleşik bir çözücüden gelir; böylece o düşünürken masa hiç donmaz.</translation>
    </message>
    <message>
        <source>Licence: MIT</source>
        <translation>Lisans: MIT</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>New game. Cards in place: %1.</source>
        <translation>Yeni oyun. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>Back to the deal. Cards in place: %1.</source>
        <translation>Dağıtıma dönüldü. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>Restart taken back. Cards in place: %1.</source>
        <translation>Yeniden başlatma geri alındı. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>Shuffle taken back.</source>
        <translation>Karıştırma geri alındı.</translation>
    </message>
    <message>
        <source>Took back %1.</source>
        <translation>Geri alındı: %1.</translation>
    </message>
    <message>
        <source>Shuffled. Cards in place: %1.</source>
        <translation>Karıştırıldı. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>Shuffles left: %1.</source>
        <translation>Kalan karıştırma: %1.</translation>
    </message>
    <message>
        <source>%1, in place</source>
        <translation>%1, yerinde</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>Game given up. Cards in place: %1.</source>
        <translation>Pes edildi. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>No moves and no shuffles left: game over. Cards in place: %1.</source>
        <translation>Hamle de karıştırma da kalmadı: oyun bitti. Yerindeki kartlar: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>İpucu: %1.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Vale</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Kız</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Papaz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>%1. sıra, %2. sütun</translation>
    </message>
    <message>
        <source>any %1</source>
        <translation>herhangi bir %1</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ya da %2</translation>
    </message>
    <message>
        <source>%1, can move</source>
        <translation>%1, hareket edebilir</translation>
    </message>
    <message>
        <source>gap, blocked</source>
        <translation>boşluk, kapalı</translation>
    </message>
    <message>
        <source>gap, takes %1</source>
        <translation>boşluk, %1 alır</translation>
    </message>
    <message>
        <source>%1, hint</source>
        <translation>%1, ipucu</translation>
    </message>
    <message>
        <source>%1; nothing goes after a King</source>
        <translation>%1; Papazdan sonra hiçbir şey gelmez</translation>
    </message>
    <message>
        <source>%1; blocked until the gap on its left is filled</source>
        <translation>%1; solundaki boşluk dolana kadar kapalı</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
</context>
<context>
    <name>CampaignActions</name>
    <message>
        <source>Cam&amp;paign map…</source>
        <translation>Kampanya &amp;haritası…</translation>
    </message>
    <message>
        <source>The road of levels: play the next one</source>
        <translation>Seviyelerin yolu: sıradakini oynayın</translation>
    </message>
    <message>
        <source>New &amp;winnable deal</source>
        <translation>Yeni &amp;kazanılabilir dağıtım</translation>
    </message>
    <message>
        <source>A random deal the solver has won</source>
        <translation>Çözücünün kazandığı rastgele bir dağıtım</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Sonraki seviye</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Seviye %1</translation>
    </message>
    <message>
        <source>Winnable deal %1</source>
        <translation>Kazanılabilir dağıtım %1</translation>
    </message>
    <message>
        <source>Level %1 · ★ win ★ no shuffle ★ ≤ %2 moves</source>
        <translation>Seviye %1 · ★ kazan ★ karıştırmadan ★ ≤ %2 hamle</translation>
    </message>
    <message>
        <source>Level %1: a star for a win, one more for a win without a shuffle, and one more for a win in at most %2 moves (par).</source>
        <translation>Seviye %1: kazanmaya bir yıldız, karıştırmadan kazanmaya bir yıldız daha, en çok %2 hamlede (par) kazanmaya bir yıldız daha.</translation>
    </message>
    <message>
        <source>★ win ★ no shuffle ★ ≤ %2 moves</source>
        <comment>a level&apos;s goals, without its number</comment>
        <translation>★ kazan ★ karıştırmadan ★ ≤ %2 hamle</translation>
    </message>
    <message>
        <source>★★★ ≤ %2 moves</source>
        <comment>a level&apos;s three stars and its par, in least room</comment>
        <translation>★★★ ≤ %2 hamle</translation>
    </message>
    <message>
        <source>Level %1: %2 (%3 of %4 stars; par %5 moves)</source>
        <translation>Seviye %1: %2 (%3 / %4 yıldız; par %5 hamle)</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Kampanya hazırlanıyor…</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampanya</translation>
    </message>
    <message>
        <source>That level cannot be played: %1.</source>
        <translation>Bu seviye oynanamıyor: %1.</translation>
    </message>
    <message>
        <source>New winnable deal</source>
        <translation>Yeni kazanılabilir dağıtım</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>Campaign</source>
        <translation>Kampanya</translation>
    </message>
    <message>
        <source>Levels won: %1 of %2 · Stars: %3 of %4</source>
        <translation>Kazanılan seviyeler: %1 / %2 · Yıldızlar: %3 / %4</translation>
    </message>
    <message>
        <source>Win a level to unlock the next. Stars: won · won without a shuffle · won in at most par moves. Click a level, or move with the arrow keys and press Enter, to play it.</source>
        <translation>Sonrakinin kilidini açmak için bir seviyeyi kazanın. Yıldızlar: kazanıldı · karıştırmadan kazanıldı · en çok par kadar hamlede kazanıldı. Oynamak için bir seviyeye tıklayın ya da ok tuşlarıyla gidip Enter&apos;a basın.</translation>
    </message>
</context>
<context>
    <name>CampaignMap</name>
    <message>
        <source>Stage %1</source>
        <extracomment>Room on the left of each row for its stage&apos;s name, as a share of the width.</extracomment>
        <translation>Aşama %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Move %1 here</source>
        <translation>%1 kartını buraya taşı</translation>
    </message>
</context>
<context>
    <name>CardsDialog</name>
    <message>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of Aisleriot or KDE found on this computer, or one shipped with the game.</source>
        <translation>Oyunun kendi kartları, bu bilgisayarda bulunan bir Aisleriot ya da KDE destesi ya da oyunla gelen bir deste.</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standart</translation>
    </message>
    <message>
        <source>Easy read</source>
        <translation>Kolay okunur</translation>
    </message>
    <message>
        <source>Painted by the game</source>
        <translation>Oyunun çizdiği</translation>
    </message>
    <message>
        <source>Shipped with the game</source>
        <translation>Oyunla gelen</translation>
    </message>
    <message>
        <source>Aisleriot theme</source>
        <translation>Aisleriot teması</translation>
    </message>
    <message>
        <source>KDE card deck</source>
        <translation>KDE destesi</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <source>Daily streak: %1 · Best daily streak: %2</source>
        <extracomment>How far back the calendar goes beyond the first day played: a year of months.</extracomment>
        <translation>Günlük seri: %1 · En iyi günlük seri: %2</translation>
    </message>
    <message>
        <source>Hard challenge streak: %1 · Best: %2</source>
        <translation>Zor görev serisi: %1 · En iyi: %2</translation>
    </message>
</context>
<context>
    <name>DailyCalendarDialog</name>
    <message>
        <source>Daily calendar</source>
        <extracomment>A challenge&apos;s letter was clicked on a day up to today: chosen_challenge. The selected day changed (a click, an arrow key, another month).</extracomment>
        <translation>Günlük takvim</translation>
    </message>
    <message>
        <source>Previous month</source>
        <translation>Önceki ay</translation>
    </message>
    <message>
        <source>Next month</source>
        <translation>Sonraki ay</translation>
    </message>
    <message>
        <source>Crown: every hard challenge of this month won</source>
        <translation>Taç: bu ayın tüm zor görevleri kazanıldı</translation>
    </message>
    <message>
        <source>✓ won · ✗ not won · blank: not played. Click a day to play its deal; a past day counts as a normal game, not for the daily streak.</source>
        <translation>✓ kazanıldı · ✗ kazanılmadı · boş: oynanmadı. Dağıtımını oynamak için bir güne tıklayın; geçmiş bir gün normal oyun sayılır, günlük seriye sayılmaz.</translation>
    </message>
    <message>
        <source>Challenges %1 %2 %3: filled, won · outlined, not won · letter alone, not played. Click a letter to play that challenge.</source>
        <translation>%1 %2 %3 görevleri: dolu, kazanıldı · çerçeveli, kazanılmadı · yalnız harf, oynanmadı. O görevi oynamak için bir harfe tıklayın.</translation>
    </message>
    <message>
        <source>Easy challenge</source>
        <translation>Kolay görev</translation>
    </message>
    <message>
        <source>Medium challenge</source>
        <translation>Orta görev</translation>
    </message>
    <message>
        <source>Hard challenge</source>
        <translation>Zor görev</translation>
    </message>
    <message>
        <source>Play the selected day&apos;s challenge of this tier</source>
        <translation>Seçili günün bu düzeydeki görevini oyna</translation>
    </message>
    <message>
        <source>daily deal not played</source>
        <translation>günün dağıtımı oynanmadı</translation>
    </message>
    <message>
        <source>daily deal won</source>
        <translation>günün dağıtımı kazanıldı</translation>
    </message>
    <message>
        <source>daily deal not won</source>
        <translation>günün dağıtımı kazanılmadı</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 challenge not played</source>
        <translation>%1 görev oynanmadı</translation>
    </message>
    <message>
        <source>%1 challenge won</source>
        <translation>%1 görev kazanıldı</translation>
    </message>
    <message>
        <source>%1 challenge not won</source>
        <translation>%1 görev kazanılmadı</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Nasıl oynanır</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <extracomment>View &gt; Language: the language of the system&apos;s own settings.</extracomment>
        <translation>Sistem</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Daily challenge, %1 (%2)</source>
        <translation>Günlük görev, %1 (%2)</translation>
    </message>
    <message>
        <source>Addiction Solitaire</source>
        <extracomment>The player chose another language in View &gt; Language. app.py builds the window again in it (LiveWindow); where nothing listens (a window without a data folder to bring its game back from), the language waits for the next start.</extracomment>
        <translation>Addiction Solitaire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Yeniden başlat</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>Copied the game code %1.</source>
        <translation>%1 oyun kodu kopyalandı.</translation>
    </message>
    <message>
        <source>Moves are still possible. Shuffle the loose cards anyway?</source>
        <translation>Hâlâ hamle yapılabilir. Açıktaki kartlar yine de karıştırılsın mı?</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Karıştır</translation>
    </message>
    <message>
        <source>Give up this game? The statistics count it as given up (not won).</source>
        <translation>Bu oyunda pes edilsin mi? İstatistikler bunu pes edildi olarak sayar (kazanılmadı).</translation>
    </message>
    <message>
        <source>Give up</source>
        <translation>Pes et</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>&amp;Shuffle (%1 left)</source>
        <translation>&amp;Karıştır (%1 kaldı)</translation>
    </message>
    <message>
        <source>Deal the loose cards again</source>
        <translation>Açıktaki kartları yeniden dağıt</translation>
    </message>
    <message>
        <source>Cannot shuffle: %1</source>
        <translation>Karıştırılamıyor: %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Dağıtım %1</translation>
    </message>
    <message>
        <source>Custom deal</source>
        <translation>Özel dağıtım</translation>
    </message>
    <message>
        <source>%1 (%2) — Addiction Solitaire</source>
        <translation>%1 (%2) — Addiction Solitaire</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Yeni oyun</translation>
    </message>
    <message>
        <source>Deal a new random game</source>
        <translation>Rastgele yeni bir oyun dağıt</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Yeniden &amp;başlat</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Bu dağıtımı en baştan yeniden başlat</translation>
    </message>
    <message>
        <source>&amp;Give up</source>
        <translation>&amp;Pes et</translation>
    </message>
    <message>
        <source>End this game now; it counts as given up (not won)</source>
        <translation>Bu oyunu şimdi bitir; pes edildi sayılır (kazanılmadı)</translation>
    </message>
    <message>
        <source>New num&amp;bered deal…</source>
        <translation>Yeni &amp;numaralı dağıtım…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Günün &amp;dağıtımı</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Bugünün dağıtımını oyna</translation>
    </message>
    <message>
        <source>&amp;Easy daily challenge</source>
        <translation>Ko&amp;lay günlük görev</translation>
    </message>
    <message>
        <source>Play today&apos;s easy challenge</source>
        <translation>Bugünün kolay görevini oyna</translation>
    </message>
    <message>
        <source>&amp;Medium daily challenge</source>
        <translation>Or&amp;ta günlük görev</translation>
    </message>
    <message>
        <source>Play today&apos;s medium challenge</source>
        <translation>Bugünün orta görevini oyna</translation>
    </message>
    <message>
        <source>&amp;Hard daily challenge</source>
        <translation>&amp;Zor günlük görev</translation>
    </message>
    <message>
        <source>Play today&apos;s hard challenge</source>
        <translation>Bugünün zor görevini oyna</translation>
    </message>
    <message>
        <source>Daily c&amp;alendar…</source>
        <translation>&amp;Günlük takvim…</translation>
    </message>
    <message>
        <source>The daily deals of past days: won, lost or not played</source>
        <translation>Geçmiş günlerin dağıtımları: kazanılan, kaybedilen ya da oynanmayan</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Oyun kodunu kopyala</translation>
    </message>
    <message>
        <source>Copy this game&apos;s code</source>
        <translation>Bu oyunun kodunu kopyala</translation>
    </message>
    <message>
        <source>&amp;Open game code…</source>
        <translation>Oyun kodunu &amp;aç…</translation>
    </message>
    <message>
        <source>Play the game a code stands for</source>
        <translation>Bir kodun karşılık geldiği oyunu oyna</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>K&amp;urallar…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>İ&amp;statistikler…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Son hamleyi geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Play again what was undone</source>
        <translation>Geri alınanı yeniden oyna</translation>
    </message>
    <message>
        <source>&amp;Shuffle</source>
        <translation>&amp;Karıştır</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>İ&amp;pucu</translation>
    </message>
    <message>
        <source>Show a good move</source>
        <translation>İyi bir hamle göster</translation>
    </message>
    <message>
        <source>Show t&amp;imer</source>
        <translation>&amp;Süreyi göster</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasyonlar</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Dört renkli deste</translation>
    </message>
    <message>
        <source>Show &amp;winnability</source>
        <translation>&amp;Kazanılabilirliği göster</translation>
    </message>
    <message>
        <source>Tell in the status bar whether this round can still be won without a shuffle, checked in the background after every move. Off by default: it tells more than many players want to know.</source>
        <translation>Bu turun hâlâ karıştırmadan kazanılıp kazanılamayacağını, her hamleden sonra arka planda denetleyerek durum çubuğunda göster. Varsayılan olarak kapalı: birçok oyuncunun bilmek istediğinden fazlasını söyler.</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Açık</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Koyu</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Yüksek karşıtlık</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Nasıl oynanır</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Hoş geldiniz…</translation>
    </message>
    <message>
        <source>&amp;Strategy guide</source>
        <translation>&amp;Strateji rehberi</translation>
    </message>
    <message>
        <source>&amp;About Addiction Solitaire</source>
        <translation>&amp;Addiction Solitaire hakkında</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Oy&amp;na</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Show the route</source>
        <translation>Rotayı göster</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Takvim</translation>
    </message>
    <message>
        <source>%1 · streak %2 · best %3</source>
        <translation>%1 · seri %2 · en iyi %3</translation>
    </message>
    <message>
        <source>The next game uses the %1 rules.</source>
        <translation>Sonraki oyun %1 kurallarını kullanır.</translation>
    </message>
    <message>
        <source>Shuffle (%1 left)</source>
        <translation>Karıştır (%1 kaldı)</translation>
    </message>
    <message>
        <source>No moves left. %1 to deal the loose cards again.</source>
        <translation>Hamle kalmadı. Açıktaki kartları yeniden dağıtmak için: %1.</translation>
    </message>
    <message>
        <source>Shuffles used: %1</source>
        <translation>Kullanılan karıştırma: %1</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>Game given up</source>
        <translation>Pes edildi</translation>
    </message>
    <message>
        <source>No moves left</source>
        <translation>Hamle kalmadı</translation>
    </message>
    <message>
        <source>No shuffles are left to deal the cards again.</source>
        <translation>Kartları yeniden dağıtacak karıştırma hakkı kalmadı.</translation>
    </message>
    <message>
        <source>Leave this game? The statistics count it as abandoned (not won).</source>
        <translation>Bu oyundan çıkılsın mı? İstatistikler bunu bırakıldı olarak sayar (kazanılmadı).</translation>
    </message>
    <message>
        <source>New numbered deal</source>
        <translation>Yeni numaralı dağıtım</translation>
    </message>
    <message>
        <source>Open game code</source>
        <translation>Oyun kodunu aç</translation>
    </message>
    <message>
        <source>That game cannot be started: %1.</source>
        <translation>Bu oyun başlatılamıyor: %1.</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 bir sayı değil</translation>
    </message>
    <message>
        <source>No such deal: %1.</source>
        <translation>Böyle bir dağıtım yok: %1.</translation>
    </message>
    <message>
        <source>That code does not work: %1.</source>
        <translation>Bu kod çalışmıyor: %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Yeniden oyna</translation>
    </message>
    <message>
        <source>That game cannot be played: %1.</source>
        <translation>Bu oyun oynanamıyor: %1.</translation>
    </message>
    <message>
        <source>Preparing the campaign…</source>
        <translation>Kampanya hazırlanıyor…</translation>
    </message>
    <message>
        <source>Daily deal, %1</source>
        <translation>Günün dağıtımı, %1</translation>
    </message>
    <message>
        <source>This is today&apos;s daily deal.</source>
        <translation>Bu, bugünün dağıtımı.</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Günün dağıtımı</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 challenge.</source>
        <translation>Bu, bugünün %1 görevi.</translation>
    </message>
    <message>
        <source>Daily challenge</source>
        <translation>Günlük görev</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Bu oyunu incele</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Sonucu kopyala</translation>
    </message>
    <message>
        <source>%1 daily %2 (%3)</source>
        <translation>%1, günlük görev %2 (%3)</translation>
    </message>
    <message>
        <source>%1 daily %2</source>
        <translation>%1, günün dağıtımı %2</translation>
    </message>
    <message>
        <source>%1 level %2</source>
        <translation>%1, seviye %2</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <translation>%1, dağıtım %2</translation>
    </message>
    <message>
        <source>%1 custom deal</source>
        <translation>%1, özel dağıtım</translation>
    </message>
    <message>
        <source>no shuffle</source>
        <translation>karıştırma yok</translation>
    </message>
    <message>
        <source>won in %1, %2</source>
        <translation>kazanıldı: %1, %2</translation>
    </message>
    <message>
        <source>given up with %3 of %4 cards in place after %1, %2</source>
        <translation>pes edildi: %3/%4 kart yerinde; %1, %2</translation>
    </message>
    <message>
        <source>stuck with %3 of %4 cards in place after %1, %2</source>
        <translation>tıkandı: %3/%4 kart yerinde; %1, %2</translation>
    </message>
    <message>
        <source>%1 - %2 · code %3</source>
        <translation>%1 - %2 · kod %3</translation>
    </message>
    <message>
        <source>Copied the result to the clipboard.</source>
        <translation>Sonuç panoya kopyalandı.</translation>
    </message>
    <message>
        <source>Shuffles left: %1</source>
        <translation>Kalan karıştırma: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Süre: %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Kazanılamaz</translation>
    </message>
    <message>
        <source>Winnable without a shuffle</source>
        <translation>Karıştırmadan kazanılabilir</translation>
    </message>
    <message>
        <source>Not winnable without a shuffle</source>
        <translation>Karıştırmadan kazanılamaz</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Denetleniyor…</translation>
    </message>
    <message>
        <source>Too hard to tell</source>
        <translation>Söylemek çok zor</translation>
    </message>
    <message>
        <source>In place: %1 of %2</source>
        <translation>Yerinde: %1 / %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Hamle: %1</translation>
    </message>
    <message>
        <source>Table &amp;colour</source>
        <translation>&amp;Masa rengi</translation>
    </message>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Yeşil</translation>
    </message>
    <message>
        <source>&amp;Blue</source>
        <translation>&amp;Mavi</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Kırmızı</translation>
    </message>
    <message>
        <source>&amp;Purple</source>
        <translation>M&amp;or</translation>
    </message>
    <message>
        <source>Gr&amp;ey</source>
        <translation>&amp;Gri</translation>
    </message>
    <message>
        <source>Car&amp;ds…</source>
        <translation>Ka&amp;rtlar…</translation>
    </message>
    <message>
        <source>The game&apos;s own cards, or a card deck of other card games</source>
        <translation>Oyunun kendi kartları ya da başka kart oyunlarının bir destesi</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>S&amp;es</translation>
    </message>
    <message>
        <source>Sounds for moves, refusals, shuffles, hints and wins</source>
        <translation>Hamle, ret, karıştırma, ipucu ve kazanç sesleri</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>Ses dü&amp;zeyi</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Kısık</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Orta</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Yüksek</translation>
    </message>
    <message>
        <source>The card deck “%1” is no longer on this computer, so the game&apos;s own cards stay.</source>
        <translation>“%1” destesi artık bu bilgisayarda yok, bu yüzden oyunun kendi kartları kalıyor.</translation>
    </message>
    <message>
        <source>The language changes the next time Addiction Solitaire starts.</source>
        <translation>Dil, Addiction Solitaire bir dahaki açılışında değişir.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Kural seti</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Özel</translation>
    </message>
    <message>
        <source>your own choice of the switches below</source>
        <translation>aşağıdaki ayarları kendiniz seçin</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Shuffles:</source>
        <translation>Karıştırma:</translation>
    </message>
    <message>
        <source>Number of shuffles</source>
        <translation>Karıştırma sayısı</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sınırsız</translation>
    </message>
    <message>
        <source>Redeal:</source>
        <translation>Yeniden dağıtım:</translation>
    </message>
    <message>
        <source>Shuffle allowed:</source>
        <translation>Karıştırma izni:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Geri alma:</translation>
    </message>
    <message>
        <source>Undo may take back a shuffle (redo replays it)</source>
        <translation>Geri alma bir karıştırmayı geri alabilir (yineleme onu tekrarlar)</translation>
    </message>
    <message>
        <source>Column 1:</source>
        <translation>1. sütun:</translation>
    </message>
    <message>
        <source>A 2 in column 1 may move to another gap in column 1 (as in PySolFC)</source>
        <translation>1. sütundaki bir 2, 1. sütundaki başka bir boşluğa geçebilir (PySolFC&apos;deki gibi)</translation>
    </message>
    <message>
        <source>The rules apply to the next game; the game in progress keeps its own. Statistics are kept for each rule set.</source>
        <translation>Kurallar sonraki oyunda geçerli olur; süren oyun kendi kurallarını korur. İstatistikler her kural seti için ayrı tutulur.</translation>
    </message>
    <message>
        <source>Default (Addiction)</source>
        <translation>Varsayılan (Addiction)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>The opening deal of %1</source>
        <translation>%1: açılış dağıtımı</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Campaign</source>
        <translation>Kampanya</translation>
    </message>
    <message>
        <source>Winnable deals</source>
        <translation>Kazanılabilir dağıtımlar</translation>
    </message>
</context>
<context>
    <name>StrategyGuideDialog</name>
    <message>
        <source>Strategy guide</source>
        <extracomment>The width of a card in the guide&apos;s boards, in logical pixels: two boards of six columns side by side fit a dialog 900 pixels wide.</extracomment>
        <translation>Strateji rehberi</translation>
    </message>
    <message>
        <source>Addiction Solitaire is a game of skill: every card is face up, so most lost games were lost a few moves earlier. Four ideas win most of them.</source>
        <translation>Addiction Solitaire bir beceri oyunudur: tüm kartlar açıktır, bu yüzden kaybedilen oyunların çoğu birkaç hamle önce kaybedilmiştir. Dört fikir bunların çoğunu kazandırır.</translation>
    </message>
    <message>
        <source>Read one step ahead</source>
        <translation>Bir adım ilerisini okuyun</translation>
    </message>
    <message>
        <source>Every move fills one gap and opens another where the card was. Before you play, look at the gap you will leave: it takes the card after its left neighbour. A move whose new gap you can fill at once keeps the game flowing; one whose new gap waits for a card that cannot move yet costs you a gap.</source>
        <translation>Her hamle bir boşluğu doldurur ve kartın olduğu yerde bir başkasını açar. Oynamadan önce bırakacağınız boşluğa bakın: sol komşusundan sonraki kartı alır. Yeni boşluğunu hemen doldurabileceğiniz bir hamle oyunu akıtır; yeni boşluğu henüz hareket edemeyen bir kartı bekleyen hamle size bir boşluğa mal olur.</translation>
    </message>
    <message>
        <source>The gap after 4♥ takes 5♥ (the hint&apos;s double ring). Moving 5♥ opens a gap after 7♦, and 8♦ can go there next: two moves from one.</source>
        <translation>4♥&apos;den sonraki boşluk 5♥&apos;i alır (ipucunun çift halkası). 5♥&apos;i taşımak 7♦&apos;den sonra bir boşluk açar ve ardından 8♦ oraya gidebilir: bir hamleden iki hamle.</translation>
    </message>
    <message>
        <source>Free the 2s early</source>
        <translation>2&apos;leri erken kurtarın</translation>
    </message>
    <message>
        <source>Only a row that starts with a 2 in column 1 can grow, and a gap in column 1 takes any 2. Put the 2s there early, each in a row whose first cards you can follow with its 3 and 4 soon; a 2 left in the middle of a row builds nothing.</source>
        <translation>Yalnızca 1. sütunda bir 2 ile başlayan sıra büyüyebilir ve 1. sütundaki bir boşluk herhangi bir 2&apos;yi alır. 2&apos;leri oraya erken koyun, her birini ilk kartlarını yakında 3&apos;ü ve 4&apos;üyle sürdürebileceğiniz bir sıraya; sıranın ortasında kalan bir 2 hiçbir şey kurmaz.</translation>
    </message>
    <message>
        <source>The 2♠ row already has 3♠ and 4♠ in place (the tick). The gap in column 1 takes any 2: the hint puts 2♣ there.</source>
        <translation>2♠ sırasında 3♠ ve 4♠ zaten yerinde (onay işareti). 1. sütundaki boşluk herhangi bir 2&apos;yi alır: ipucu oraya 2♣&apos;yi koyar.</translation>
    </message>
    <message>
        <source>Do not bury a gap behind a King</source>
        <translation>Bir boşluğu Papazın arkasına gömmeyin</translation>
    </message>
    <message>
        <source>Nothing goes after a King, so a gap that opens right after one is blocked until the next shuffle, and so is every gap to its right that waits on it. Before you move the card that sits after a King, make sure it is worth one of your four gaps.</source>
        <translation>Papazdan sonra hiçbir şey gelmez, bu yüzden bir Papazın hemen ardından açılan boşluk sonraki karıştırmaya kadar kapalı kalır; ona bağlı olarak sağında bekleyen her boşluk da öyle. Bir Papazdan sonra duran kartı taşımadan önce, dört boşluğunuzdan birine değdiğinden emin olun.</translation>
    </message>
    <message>
        <source>8♠ can fill the gap after 7♠, but the place it leaves, after K♦, is blocked at once (the no-entry sign).</source>
        <translation>8♠, 7♠&apos;den sonraki boşluğu doldurabilir, ama bıraktığı yer, K♦&apos;dan sonrası, hemen kapanır (giriş yasak işareti).</translation>
    </message>
    <message>
        <source>When to spend a shuffle</source>
        <translation>Karıştırma ne zaman harcanmalı</translation>
    </message>
    <message>
        <source>A shuffle deals again every card that is not in place; cards in place stay. So first build the runs from column 1 as far as the moves allow, then shuffle. Shuffle when every gap is blocked, or, where the rules allow a shuffle at any time, when the moves left only shift cards around without adding to a run. Keep a shuffle for the end if you can: the last one decides most games.</source>
        <translation>Karıştırma, yerinde olmayan her kartı yeniden dağıtır; yerindeki kartlar kalır. Bu yüzden önce hamlelerin izin verdiği kadar 1. sütundan dizileri kurun, sonra karıştırın. Tüm boşluklar kapalıyken ya da kurallar her zaman karıştırmaya izin veriyorsa, kalan hamleler bir diziye bir şey eklemeden yalnızca kartların yerini değiştiriyorsa karıştırın. Elinizden gelirse sona bir karıştırma saklayın: oyunların çoğunu sonuncusu belirler.</translation>
    </message>
    <message>
        <source>Every gap here is blocked: after K♥, after K♣, and after another gap. Eight cards are in place and stay there; it is time to shuffle.</source>
        <translation>Buradaki tüm boşluklar kapalı: K♥&apos;den sonra, K♣&apos;den sonra ve başka bir boşluktan sonra. Sekiz kart yerinde ve orada kalır; karıştırma zamanı.</translation>
    </message>
</context>
<context>
    <name>TwosChooser</name>
    <message>
        <source>Which 2 goes here?</source>
        <translation>Buraya hangi 2 gelecek?</translation>
    </message>
    <message>
        <source>Choose a 2</source>
        <translation>Bir 2 seçin</translation>
    </message>
    <message>
        <source>Which Ace goes here?</source>
        <translation>Buraya hangi As gelecek?</translation>
    </message>
    <message>
        <source>Choose an Ace</source>
        <translation>Bir As seçin</translation>
    </message>
    <message>
        <source>Which card goes here?</source>
        <translation>Buraya hangi kart gelecek?</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Bir kart seçin</translation>
    </message>
</context>
<context>
    <name>Watching</name>
    <message>
        <source>Show the r&amp;oute</source>
        <extracomment>What stops the player: a press of a mouse button or of a key (a shortcut&apos;s key arrives first as a ShortcutOverride, before its shortcut fires).</extracomment>
        <translation>&amp;Rotayı göster</translation>
    </message>
    <message>
        <source>Replay the verified route of this deal from the start (not counted)</source>
        <translation>Bu dağıtımın doğrulanmış rotasını baştan oynat (sayılmaz)</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Otomatik oyun</translation>
    </message>
    <message>
        <source>Let the app play this game by its own hints (never counted as your win)</source>
        <translation>Uygulama bu oyunu kendi ipuçlarıyla oynasın (asla sizin kazancınız sayılmaz)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Yavaş</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hızlı</translation>
    </message>
    <message>
        <source>Replay s&amp;peed</source>
        <translation>Oynatma &amp;hızı</translation>
    </message>
    <message>
        <source>Let the app play this game? Your game ends here as given up in the statistics; what the app plays is never counted.</source>
        <translation>Bu oyunu uygulama mı oynasın? Oyununuz istatistiklerde pes edildi olarak burada biter; uygulamanın oynadıkları asla sayılmaz.</translation>
    </message>
    <message>
        <source>Let the app play this daily deal? The day counts as given up; what the app plays is never counted.</source>
        <translation>Bu günlük dağıtımı uygulama mı oynasın? Gün pes edildi sayılır; uygulamanın oynadıkları asla sayılmaz.</translation>
    </message>
    <message>
        <source>Autoplay</source>
        <translation>Otomatik oyun</translation>
    </message>
    <message>
        <source>The app plays this game: it does not count in your statistics.</source>
        <translation>Bu oyunu uygulama oynuyor: istatistiklerinize sayılmaz.</translation>
    </message>
    <message>
        <source>Any click or key stops it.</source>
        <translation>Herhangi bir tıklama ya da tuş onu durdurur.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Hamle %1 / %2</translation>
    </message>
    <message>
        <source>Autoplay: move %1</source>
        <translation>Otomatik oyun: hamle %1</translation>
    </message>
    <message>
        <source>The route is played: %1 moves.</source>
        <translation>Rota oynandı: %1 hamle.</translation>
    </message>
    <message>
        <source>Autoplay is over after %1 moves; it does not count.</source>
        <translation>Otomatik oyun %1 hamleden sonra bitti; sayılmaz.</translation>
    </message>
    <message>
        <source>Stopped at move %1 of %2; your game is back on the table.</source>
        <translation>Durdu: hamle %1 / %2; oyununuz yeniden masada.</translation>
    </message>
    <message>
        <source>Autoplay stopped after %1 moves.</source>
        <translation>Otomatik oyun %1 hamleden sonra durdu.</translation>
    </message>
    <message>
        <source>Stopped: the game changed.</source>
        <translation>Durdu: oyun değişti.</translation>
    </message>
    <message>
        <source>Stopped: the route does not fit this game; your game is back on the table.</source>
        <translation>Durdu: rota bu oyuna uymuyor; oyununuz yeniden masada.</translation>
    </message>
    <message>
        <source>Autoplay stopped: the hints go round in a circle here (a card went back where it was). A shuffle or a move of your own may break it.</source>
        <translation>Otomatik oyun durdu: ipuçları burada kısır döngüye giriyor (bir kart eski yerine döndü). Bir karıştırma ya da kendi hamleniz bunu kırabilir.</translation>
    </message>
    <message>
        <source>Autoplay stopped: no hint was found.</source>
        <translation>Otomatik oyun durdu: ipucu bulunamadı.</translation>
    </message>
    <message>
        <source>The route wins</source>
        <translation>Rota kazanır</translation>
    </message>
    <message>
        <source>The app won</source>
        <translation>Uygulama kazandı</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome</source>
        <translation>Hoş geldiniz</translation>
    </message>
    <message>
        <source>Welcome to Addiction Solitaire</source>
        <translation>Addiction Solitaire&apos;e hoş geldiniz</translation>
    </message>
    <message>
        <source>Slide cards into the gaps until each row runs 2 to King in one suit. A few shuffles help when you are stuck.</source>
        <translation>Kartları boşluklara kaydırın; her sıra tek renkte 2&apos;den Papaza gidene dek. Tıkandığınızda birkaç karıştırma yardım eder.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Kampanyayı başlat</translation>
    </message>
    <message>
        <source>Level 1 is a guided first game: the hint shows a good move after each of yours. Sixty levels, up to three stars each.</source>
        <translation>Seviye 1 rehberli bir ilk oyundur: ipucu her hamlenizden sonra iyi bir hamle gösterir. Altmış seviye, her biri üç yıldıza kadar.</translation>
    </message>
    <message>
        <source>Go on with the campaign</source>
        <translation>Kampanyaya devam et</translation>
    </message>
    <message>
        <source>Level %1 is next.</source>
        <translation>Sıradaki: seviye %1.</translation>
    </message>
    <message>
        <source>Play today&apos;s daily deal</source>
        <translation>Bugünün dağıtımını oyna</translation>
    </message>
    <message>
        <source>%1: the same deal for everyone today, and the solver has won it.</source>
        <translation>%1: bugün herkes için aynı dağıtım ve çözücü onu kazandı.</translation>
    </message>
    <message>
        <source>Deal a random game</source>
        <translation>Rastgele bir oyun dağıt</translation>
    </message>
    <message>
        <source>One of four billion numbered deals, under your rules.</source>
        <translation>Kurallarınızla, dört milyar numaralı dağıtımdan biri.</translation>
    </message>
    <message>
        <source>Learn how to play</source>
        <translation>Nasıl oynanacağını öğren</translation>
    </message>
    <message>
        <source>The rules, with pictures.</source>
        <translation>Kurallar, resimlerle.</translation>
    </message>
</context>
</TS>
