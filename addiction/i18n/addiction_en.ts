<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n shuffle(s)</source>
        <translation>
            <numerusform>%n shuffle</numerusform>
            <numerusform>%n shuffles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line found so far gets %n cards in place.</source>
        <translation>
            <numerusform>%1: from here the best line found so far gets %n card in place.</numerusform>
            <numerusform>%1: from here the best line found so far gets %n cards in place.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: from here the best line before a shuffle ends with %n card in place and keeps the rows even (none wins without a shuffle).</numerusform>
            <numerusform>%1: from here the best line before a shuffle ends with %n cards in place and keeps the rows even (none wins without a shuffle).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: from here the best line gets %n card in place (none wins without a shuffle).</numerusform>
            <numerusform>%1: from here the best line gets %n cards in place (none wins without a shuffle).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</source>
        <translation>
            <numerusform>%1: from here the line before the shuffle ends with %n card in place, where the shuffle deals a round that can be won (none wins without a shuffle).</numerusform>
            <numerusform>%1: from here the line before the shuffle ends with %n cards in place, where the shuffle deals a round that can be won (none wins without a shuffle).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: from here the best line gets %n cards in place (no line wins).</source>
        <translation>
            <numerusform>%1: from here the best line gets %n card in place (no line wins).</numerusform>
            <numerusform>%1: from here the best line gets %n cards in place (no line wins).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wins; the best sit low and left</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins; the best sit low and left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days played</source>
        <translation>
            <numerusform>%n day played</numerusform>
            <numerusform>%n days played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day}: %n games, {wins} won</source>
        <translation>
            <numerusform>{day}: %n game, {wins} won</numerusform>
            <numerusform>{day}: %n games, {wins} won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged records were skipped.</source>
        <translation>
            <numerusform>%n damaged record was skipped.</numerusform>
            <numerusform>%n damaged records were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games saved to {path}</source>
        <translation>
            <numerusform>%n game saved to {path}</numerusform>
            <numerusform>%n games saved to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Forget the %n recorded games of {which}? This cannot be undone.</source>
        <translation>
            <numerusform>Forget the %n recorded game of {which}? This cannot be undone.</numerusform>
            <numerusform>Forget the %n recorded games of {which}? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</source>
        <translation>
            <numerusform>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</numerusform>
            <numerusform>The card deck “%1” lacks %n of the 52 cards, so the game&apos;s own cards stay.</numerusform>
        </translation>
    </message>
</context>
</TS>
