<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{turn} s + bank {bank}</source>
        <extracomment>the end-of-game banner&apos;s &quot;Analyse&quot; (this game; the window acts on it)</extracomment>
        <translation>{turn} s + bank {bank}</translation>
    </message>
    <message>
        <source>bank {bank}</source>
        <translation>bank {bank}</translation>
    </message>
    <message>
        <source>Match to {n}</source>
        <translation>Match tot {n}</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Geldspel</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawford-spel</translation>
    </message>
    <message>
        <source>post-Crawford</source>
        <translation>post-Crawford</translation>
    </message>
    <message>
        <source>timed</source>
        <translation>op tijd</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>cube up to {cap}</source>
        <translation>kubus tot {cap}</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move.</source>
        <translation>{name} gooide {roll} en kan niet zetten.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Both rolled the same: roll again (click the dice or press Space).</source>
        <translation>Allebei hetzelfde gegooid: gooi opnieuw (klik op de dobbelstenen of druk op Spatie).</translation>
    </message>
    <message>
        <source>Roll for the first move: click Roll or press Space.</source>
        <translation>Gooi om wie begint: klik op Gooien of druk op Spatie.</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space) or double (click the cube).</source>
        <translation>{name}: gooi (klik op Gooien of druk op Spatie) of verdubbel (klik op de kubus).</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space).</source>
        <translation>{name}: gooi (klik op Gooien of druk op Spatie).</translation>
    </message>
    <message>
        <source>{name}: click the dice or press Enter to end the turn (Ctrl+Z takes a move back).</source>
        <translation>{name}: klik op de dobbelstenen of druk op Enter om de beurt te beëindigen (Ctrl+Z neemt een zet terug).</translation>
    </message>
    <message>
        <source>{b} beavers: the cube is on {v}. {a}, take or drop?</source>
        <translation>{b} beavert: de kubus staat op {v}. {a}, aannemen of passen?</translation>
    </message>
    <message>
        <source>{a} doubles to {v}. {b}, take or drop?</source>
        <translation>{a} verdubbelt naar {v}. {b}, aannemen of passen?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aannemen</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>{b}: take or drop.</source>
        <translation>{b}: aannemen of passen.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepteren</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Weigeren</translation>
    </message>
    <message>
        <source>{b}: accept or decline the resignation.</source>
        <translation>{b}: accepteer of weiger de opgave.</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan niet zetten</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Stand: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b} (Crawford)</source>
        <translation>Spel {n}: {a}–{b} (Crawford)</translation>
    </message>
    <message>
        <source>{w} wins the match!</source>
        <translation>{w} wint de match!</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nieuwe match</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Volgend spel</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <translation>match tot {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>geldspel</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it (the left button plays the {left}, the right button the {right}).</source>
        <translation>{name} speelt {dice}: sleep een schijf, of klik erop (de linkerknop speelt de {left}, de rechterknop de {right}).</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it to play the {die}.</source>
        <translation>{name} speelt {dice}: sleep een schijf, of klik erop om de {die} te spelen.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb} (match to {n})</source>
        <translation>Stand: {a} {sa}, {b} {sb} (match tot {n})</translation>
    </message>
    <message>
        <source>The match is over: click New match to play again.</source>
        <translation>De match is voorbij: klik op Nieuwe match om opnieuw te spelen.</translation>
    </message>
    <message>
        <source>The game is over: click Next game.</source>
        <translation>Het spel is voorbij: klik op Volgend spel.</translation>
    </message>
    <message>
        <source>The computers roll for the first move.</source>
        <translation>De computers gooien om wie begint.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and plays {play}.</source>
        <translation>{name} gooide {roll} en speelt {play}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
    <message>
        <source>Both rolled {die}: roll again.</source>
        <translation>Allebei {die} gegooid: gooi opnieuw.</translation>
    </message>
    <message>
        <source>{a} rolled {d0}, {b} rolled {d1}: {w} moves first.</source>
        <translation>{a} gooide {d0}, {b} gooide {d1}: {w} begint.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move: the turn passes to {other}.</source>
        <translation>{name} gooide {roll} en kan niet zetten: de beurt gaat naar {other}.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} speelde {play}.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} gooide {roll} en speelde {play}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is on {v}.</source>
        <translation>{name} neemt aan: de kubus staat op {v}.</translation>
    </message>
    <message>
        <source>Played automatically: {play}.</source>
        <translation>Automatisch gespeeld: {play}.</translation>
    </message>
    <message>
        <source>Opening roll: both {die}, again</source>
        <translation>Openingsworp: allebei {die}, opnieuw</translation>
    </message>
    <message>
        <source>Opening roll {mine}-{theirs}: moves first</source>
        <translation>Openingsworp {mine}-{theirs}: begint</translation>
    </message>
    <message>
        <source>Rolls {roll}: no move</source>
        <translation>Gooit {roll}: geen zet</translation>
    </message>
    <message>
        <source>Rolls {roll}</source>
        <translation>Gooit {roll}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(geen zet)</translation>
    </message>
    <message numerus="yes">
        <source>Wins %n point(s)</source>
        <translation>
            <numerusform>Wint %n punt</numerusform>
            <numerusform>Wint %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{dice}: cannot move</source>
        <translation>{dice}: kan niet zetten</translation>
    </message>
    <message>
        <source>Doubles =&gt; {v}</source>
        <translation>Verdubbelt =&gt; {v}</translation>
    </message>
    <message>
        <source>Beavers =&gt; {v}</source>
        <translation>Beavert =&gt; {v}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b}</source>
        <translation>Spel {n}: {a}–{b}</translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b} (Crawford), {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spel {n}: {a}–{b} (Crawford), {w} wint %n punt</numerusform>
            <numerusform>Spel {n}: {a}–{b} (Crawford), {w} wint %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b}, {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spel {n}: {a}–{b}, {w} wint %n punt</numerusform>
            <numerusform>Spel {n}: {a}–{b}, {w} wint %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {n}: {pa} {a}, {pb} {b}</source>
        <translation>Spel {n}: {pa} {a}, {pb} {b}</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>Open a match file (.bgqt, .mat, .txt, .sgf)</source>
        <translation>Een matchbestand openen (.bgqt, .mat, .txt, .sgf)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>De match opslaan</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>Save the match in a new file, as .bgqt, .mat or .sgf</source>
        <translation>De match in een nieuw bestand opslaan, als .bgqt, .mat of .sgf</translation>
    </message>
    <message>
        <source>O&amp;pen recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Lijst wissen</translation>
    </message>
    <message>
        <source>Stop opening the file; the match in the window stays</source>
        <translation>Het openen van het bestand stoppen; de match in het venster blijft</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Nieuwe match...</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Een nieuwe match beginnen</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Beurt beëindigen</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Verdubbelen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>The best plays or the cube action for the player to act</source>
        <translation>De beste zetten of de kubusbeslissing voor de speler die aan de beurt is</translation>
    </message>
    <message>
        <source>&amp;Single game</source>
        <translation>&amp;Enkel spel</translation>
    </message>
    <message>
        <source>&amp;Gammon</source>
        <translation>Ga&amp;mmon</translation>
    </message>
    <message>
        <source>&amp;Backgammon</source>
        <translation>&amp;Backgammon</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Afs&amp;luiten</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>Zet &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last move of this turn</source>
        <translation>De laatste zet van deze beurt terugnemen</translation>
    </message>
    <message>
        <source>Copy &amp;Position ID</source>
        <translation>&amp;Position ID kopiëren</translation>
    </message>
    <message>
        <source>Copy &amp;Match ID</source>
        <translation>&amp;Match ID kopiëren</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>&amp;XGID kopiëren</translation>
    </message>
    <message>
        <source>The position, cube, dice and score as eXtreme Gammon writes them</source>
        <translation>De stelling, kubus, dobbelstenen en stand zoals eXtreme Gammon ze schrijft</translation>
    </message>
    <message>
        <source>&amp;Home board on the left</source>
        <translation>&amp;Thuisbord links</translation>
    </message>
    <message>
        <source>Switch the home board between bottom right and bottom left</source>
        <translation>Het thuisbord wisselen tussen rechtsonder en linksonder</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Punt&amp;nummers</translation>
    </message>
    <message>
        <source>&amp;Move list</source>
        <translation>&amp;Zettenlijst</translation>
    </message>
    <message>
        <source>The moves of the game on the board, as gnubg lists them</source>
        <translation>De zetten van het spel op het bord, zoals gnubg ze opsomt</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Minder &amp;beweging</translation>
    </message>
    <message>
        <source>Checkers move at once, without sliding (the animation speed is off while this is on)</source>
        <translation>Schijven verplaatsen direct, zonder te schuiven (de animatiesnelheid staat uit zolang dit aan staat)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Zo speel je</translation>
    </message>
    <message>
        <source>&amp;About backgammon-qt</source>
        <translation>&amp;Over backgammon-qt</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Toetsenbord</translation>
    </message>
    <message>
        <source>The keys of the board and the window</source>
        <translation>De toetsen van het bord en het venster</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>Zet &amp;typen</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, e.g. 8/5 6/5</source>
        <translation>Typ een zet in gnubg-notatie, bijv. 8/5 6/5</translation>
    </message>
    <message>
        <source>&amp;Claim the win on time</source>
        <translation>&amp;Winst op tijd opeisen</translation>
    </message>
    <message>
        <source>Under the timed rules, when the opponent&apos;s time bank is empty</source>
        <translation>Met regels op tijd, als de tijdbank van de tegenstander leeg is</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Ga</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>&amp;Opties</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>O&amp;pgeven</translation>
    </message>
    <message>
        <source>&amp;Rollouts</source>
        <translation>&amp;Rollouts</translation>
    </message>
    <message>
        <source>Show the rollout panel and the rollouts kept with the match</source>
        <translation>Het rolloutpaneel tonen en de rollouts die bij de match zijn bewaard</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>Bord&amp;kleuren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Previous &amp;game</source>
        <translation>Vorig &amp;spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Vorige zet</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>V&amp;olgende zet</translation>
    </message>
    <message>
        <source>Next g&amp;ame</source>
        <translation>Volgend s&amp;pel</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Terug naar het spel</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pijltjestoetsen</translation>
    </message>
    <message>
        <source>Move the ring to the next point, the bar or the tray in that direction</source>
        <translation>De ring naar het volgende punt, de bar of de bak in die richting verplaatsen</translation>
    </message>
    <message>
        <source>1 to 24</source>
        <translation>1 tot 24</translation>
    </message>
    <message>
        <source>Put the ring on that point (your own numbers; two digits typed quickly)</source>
        <translation>De ring op dat punt zetten (je eigen nummers; twee cijfers snel getypt)</translation>
    </message>
    <message>
        <source>B / O</source>
        <translation>B / O</translation>
    </message>
    <message>
        <source>Put the ring on the bar / on your bear-off tray</source>
        <translation>De ring op de bar / op je uitspeelbak zetten</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Spatie of Enter</translation>
    </message>
    <message>
        <source>Pick up the checker under the ring; with a checker picked up, put it down where the ring is</source>
        <translation>De schijf onder de ring oppakken; met een schijf in de hand: neerzetten waar de ring is</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Put the picked-up checker back</source>
        <translation>De opgepakte schijf terugleggen</translation>
    </message>
    <message>
        <source>Arrow keys, then Space or Enter</source>
        <translation>Pijltjestoetsen, dan Spatie of Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer with the arrow keys, then give it (Space or Enter alone never answers a question)</source>
        <translation>Terwijl er een vraag op het bord staat: kies een antwoord met de pijltjestoetsen en geef het dan (Spatie of Enter alleen beantwoordt nooit een vraag)</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Zetten en beurten</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Typ een hele zet in gnubg-notatie (8/5 6/5, bar/22*, 6/off) en druk op Enter; Escape gaat terug naar het bord</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>De beurt beëindigen</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>De laatste zet van deze beurt ongedaan maken</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbelen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Claim the win on time (timed rules, the opponent&apos;s bank empty)</source>
        <translation>De winst op tijd opeisen (regels op tijd, de bank van de tegenstander leeg)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Venster</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Een menu openen (elke handeling staat in een menu); Tab gaat van veld naar veld in een dialoog</translation>
    </message>
    <message>
        <source>In a panel beside the board (hint, lists, analysis): back to the board</source>
        <translation>In een paneel naast het bord (hint, lijsten, analyse): terug naar het bord</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Verder spelen vanaf &amp;hier</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Verder spelen vanaf hier</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves are dropped</source>
        <translation>Verder spelen vanaf de getoonde stelling; de latere zetten vervallen</translation>
    </message>
    <message>
        <source>&amp;Game list</source>
        <translation>S&amp;pellenlijst</translation>
    </message>
    <message>
        <source>Show the games and moves of the match, to step through them</source>
        <translation>De spellen en zetten van de match tonen, om erdoorheen te stappen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>Game list</source>
        <translation>Spellenlijst</translation>
    </message>
    <message>
        <source>The games of the match and the actions of each game, a row an action; the arrow keys or Enter show the position after the action.</source>
        <translation>De spellen van de match en de acties van elk spel, een rij per actie; de pijltjestoetsen of Enter tonen de stelling na de actie.</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Verder spelen vanaf een gnubg Position ID (en Match ID), een XGID of een eXtreme Gammon-stelling op het klembord</translation>
    </message>
    <message>
        <source>P&amp;aste position</source>
        <translation>Stelling p&amp;lakken</translation>
    </message>
    <message>
        <source>Set up p&amp;osition...</source>
        <translation>Stelling op&amp;zetten...</translation>
    </message>
    <message>
        <source>Put the checkers, dice and cube where you want and play on</source>
        <translation>Zet de schijven, dobbelstenen en kubus waar je wilt en speel verder</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Een stelling opzetten</translation>
    </message>
    <message>
        <source>Take &amp;back turn</source>
        <translation>Beurt &amp;terugnemen</translation>
    </message>
    <message>
        <source>Take back your last finished turn (and the computer&apos;s reply), keeping it beside the game</source>
        <translation>Je laatste voltooide beurt (en het antwoord van de computer) terugnemen, en die naast het spel bewaren</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Geeft een enkel spel op</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Geeft een gammon op</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Geeft een backgammon op</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Verdubbelt</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Neemt aan</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Past</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beavert</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Accepteert</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Weigert</translation>
    </message>
    <message>
        <source>Claims the win on time</source>
        <translation>Eist de winst op tijd</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}, {error}</source>
        <translation>Zet {made} (beste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}</source>
        <translation>Zet {made} (beste {best}): {equity}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}, {error}</source>
        <translation>Zet {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}</source>
        <translation>Zet {made}: {equity}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}, {error}</source>
        <translation>Kubusbeslissing {made} (beste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}</source>
        <translation>Kubusbeslissing {made} (beste {best}): {equity}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}, {error}</source>
        <translation>Kubusbeslissing {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}</source>
        <translation>Kubusbeslissing {made}: {equity}</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>zonder kubus</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>niet verdubbelen</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford-regel</translation>
    </message>
    <message>
        <source>no Crawford rule</source>
        <translation>zonder Crawford-regel</translation>
    </message>
    <message>
        <source>Crawford rule, cube up to {cap}</source>
        <translation>Crawford-regel, kubus tot {cap}</translation>
    </message>
    <message>
        <source>no Crawford rule, cube up to {cap}</source>
        <translation>zonder Crawford-regel, kubus tot {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers</source>
        <translation>Jacoby-regel en beavers</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers</source>
        <translation>Jacoby-regel, geen beavers</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule</source>
        <translation>beavers, geen Jacoby-regel</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers</source>
        <translation>geen Jacoby-regel, geen beavers</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers, cube up to {cap}</source>
        <translation>Jacoby-regel en beavers, kubus tot {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>Jacoby-regel, geen beavers, kubus tot {cap}</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule, cube up to {cap}</source>
        <translation>beavers, geen Jacoby-regel, kubus tot {cap}</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>geen Jacoby-regel, geen beavers, kubus tot {cap}</translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een enkel spel: %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een enkel spel: %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een gammon: %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een gammon: %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een backgammon: %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een backgammon: %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een backgammon vanaf de bar: %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een backgammon vanaf de bar: %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins the game (the double was dropped): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint het spel (de verdubbeling werd gepast): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint het spel (de verdubbeling werd gepast): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een enkel spel (opgave): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een enkel spel (opgave): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een gammon (opgave): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een gammon (opgave): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een backgammon (opgave): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een backgammon (opgave): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een enkel spel (op tijd): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een enkel spel (op tijd): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een gammon (op tijd): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een gammon (op tijd): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een backgammon (op tijd): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een backgammon (op tijd): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} wint een backgammon vanaf de bar (op tijd): %n&#xa0;punt.</numerusform>
            <numerusform>{w} wint een backgammon vanaf de bar (op tijd): %n&#xa0;punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a single game (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} geeft een enkel spel op (%n punt). {b}, accepteren of weigeren?</numerusform>
            <numerusform>{a} geeft een enkel spel op (%n punten). {b}, accepteren of weigeren?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a gammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} geeft een gammon op (%n punt). {b}, accepteren of weigeren?</numerusform>
            <numerusform>{a} geeft een gammon op (%n punten). {b}, accepteren of weigeren?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a backgammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} geeft een backgammon op (%n punt). {b}, accepteren of weigeren?</numerusform>
            <numerusform>{a} geeft een backgammon op (%n punten). {b}, accepteren of weigeren?</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse this &amp;game</source>
        <translation>Dit s&amp;pel analyseren</translation>
    </message>
    <message>
        <source>Every play and cube decision of the game shown, and the luck of each roll</source>
        <translation>Elke zet en kubusbeslissing van het getoonde spel, en het geluk van elke worp</translation>
    </message>
    <message>
        <source>Analyse the whole &amp;match</source>
        <translation>De hele &amp;match analyseren</translation>
    </message>
    <message>
        <source>&amp;Cancel analysis</source>
        <translation>Analyse &amp;annuleren</translation>
    </message>
    <message>
        <source>Analysis &amp;summary</source>
        <translation>&amp;Samenvatting van de analyse</translation>
    </message>
    <message>
        <source>Analysing %v/%m</source>
        <translation>Analyseren %v/%m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Tutor: warn before a bad play or cube action</source>
        <translation>T&amp;rainer: waarschuwen voor een slechte zet of kubusbeslissing</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back; before such a cube action is made (a double, take or drop, or a roll that misses a double), say so and ask whether to make it</source>
        <translation>Voordat een zet die de analyse slecht of erger vindt, bevestigd wordt, dat melden en aanbieden hem terug te nemen; voordat zo&apos;n kubusbeslissing wordt genomen (verdubbelen, aannemen of passen, of gooien waar verdubbeld had moeten worden), dat melden en vragen of die door moet gaan</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Terugnemen?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Terugnemen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Laten staan</translation>
    </message>
    <message>
        <source>Copy position as p&amp;icture</source>
        <translation>Stelling als &amp;afbeelding kopiëren</translation>
    </message>
    <message>
        <source>The board shown, with the names, score, pips and IDs, to the clipboard as an image</source>
        <translation>Het getoonde bord, met de namen, de stand, de pips en de ID&apos;s, als afbeelding naar het klembord</translation>
    </message>
    <message>
        <source>E&amp;xport position picture...</source>
        <translation>Stellingsafbeelding &amp;exporteren...</translation>
    </message>
    <message>
        <source>Save the board shown as a PNG image or an SVG drawing</source>
        <translation>Het getoonde bord opslaan als PNG-afbeelding of SVG-tekening</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>stelling.png</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Stellingsafbeelding exporteren</translation>
    </message>
    <message>
        <source>This cannot be rolled out: there is no play to roll out.</source>
        <translation>Hiervan kan geen rollout worden gemaakt: er is geen zet om uit te rollen.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is not in use.</source>
        <translation>Van de kubusbeslissing kan geen rollout worden gemaakt: de kubus wordt niet gebruikt.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: this is the Crawford game, where nobody may double.</source>
        <translation>Van de kubusbeslissing kan geen rollout worden gemaakt: dit is het Crawford-spel, waarin niemand mag verdubbelen.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the opponent owns the cube.</source>
        <translation>Van de kubusbeslissing kan geen rollout worden gemaakt: de tegenstander heeft de kubus.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is already at the highest value these rules allow.</source>
        <translation>Van de kubusbeslissing kan geen rollout worden gemaakt: de kubus staat al op de hoogste waarde die deze regels toestaan.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is dead at this score (a double cannot gain anything).</source>
        <translation>Van de kubusbeslissing kan geen rollout worden gemaakt: de kubus is dood bij deze stand (verdubbelen levert niets op).</translation>
    </message>
    <message>
        <source>This cannot be rolled out with these settings.</source>
        <translation>Hiervan kan met deze instellingen geen rollout worden gemaakt.</translation>
    </message>
    <message>
        <source>{choice} is best by {lead} ± {se}.</source>
        <translation>{choice} is het beste met {lead} ± {se}.</translation>
    </message>
    <message>
        <source>{choice} leads by {lead} ± {se}: too close to call at this many trials.</source>
        <translation>{choice} staat {lead} ± {se} voor: te nipt om te beslissen met dit aantal proeven.</translation>
    </message>
</context>
<context>
    <name>AnalysisActions</name>
    <message>
        <source>double</source>
        <translation>verdubbelen</translation>
    </message>
    <message>
        <source>take</source>
        <translation>aannemen</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaveren</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>niet verdubbelen</translation>
    </message>
    <message>
        <source>Roll anyway?</source>
        <translation>Toch gooien?</translation>
    </message>
    <message>
        <source>Don&apos;t roll</source>
        <translation>Niet gooien</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Toch gooien</translation>
    </message>
    <message>
        <source>Double anyway?</source>
        <translation>Toch verdubbelen?</translation>
    </message>
    <message>
        <source>Take anyway?</source>
        <translation>Toch aannemen?</translation>
    </message>
    <message>
        <source>Drop anyway?</source>
        <translation>Toch passen?</translation>
    </message>
    <message>
        <source>Beaver anyway?</source>
        <translation>Toch beaveren?</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Niet verdubbelen</translation>
    </message>
    <message>
        <source>Don&apos;t take</source>
        <translation>Niet aannemen</translation>
    </message>
    <message>
        <source>Don&apos;t drop</source>
        <translation>Niet passen</translation>
    </message>
    <message>
        <source>Don&apos;t beaver</source>
        <translation>Niet beaveren</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Toch verdubbelen</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Toch aannemen</translation>
    </message>
    <message>
        <source>Drop anyway</source>
        <translation>Toch passen</translation>
    </message>
    <message>
        <source>Beaver anyway</source>
        <translation>Toch beaveren</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Tutor: rating the cube action...</source>
        <translation>Trainer: de kubusbeslissing wordt beoordeeld...</translation>
    </message>
    <message>
        <source>This decision cannot be rolled out: {reason}</source>
        <translation>Van deze beslissing kan geen rollout worden gemaakt: {reason}</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Nog niets te analyseren.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyseren...</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: {done} of %Ln turn(s)</source>
        <translation>
            <numerusform>Analyseren: {done} van %Ln beurt</numerusform>
            <numerusform>Analyseren: {done} van %Ln beurten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis done in %Ln second(s).</source>
        <translation>
            <numerusform>Analyse klaar in %Ln seconde.</numerusform>
            <numerusform>Analyse klaar in %Ln seconden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis failed. {reason}</source>
        <translation>De analyse is mislukt. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled: the {done} of %Ln turn(s) analysed are shown.</source>
        <translation>
            <numerusform>Analyse geannuleerd: de geanalyseerde beurten ({done} van %Ln) worden getoond.</numerusform>
            <numerusform>Analyse geannuleerd: de geanalyseerde beurten ({done} van %Ln) worden getoond.</numerusform>
        </translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>verdubbelen, aannemen</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>verdubbelen, passen</translation>
    </message>
    <message>
        <source>Tutor: {made} is a doubtful play ({lost}); the best is {best}.</source>
        <translation>Trainer: {made} is een twijfelachtige zet ({lost}); de beste is {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a bad play ({lost}); the best is {best}.</source>
        <translation>Trainer: {made} is een slechte zet ({lost}); de beste is {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a very bad play ({lost}); the best is {best}.</source>
        <translation>Trainer: {made} is een zeer slechte zet ({lost}); de beste is {best}.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: nu verdubbelen is een twijfelachtige kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: nu verdubbelen is een slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: nu verdubbelen is een zeer slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: taking is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: aannemen is een twijfelachtige kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: taking is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: aannemen is een slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: taking is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: aannemen is een zeer slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: passen is een twijfelachtige kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: passen is een slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: passen is een zeer slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: beaveren is een twijfelachtige kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: beaveren is een slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: beaveren is een zeer slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: gooien zonder te verdubbelen is een twijfelachtige kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: gooien zonder te verdubbelen is een slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trainer: gooien zonder te verdubbelen is een zeer slechte kubusbeslissing ({lost}); het beste is ‘{best}’.</translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n second(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ongeveer %n seconde voor een match tot 7 punten</numerusform>
            <numerusform>{level}, ongeveer %n seconden voor een match tot 7 punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n minute(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ongeveer %n minuut voor een match tot 7 punten</numerusform>
            <numerusform>{level}, ongeveer %n minuten voor een match tot 7 punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n hour(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ongeveer %n uur voor een match tot 7 punten</numerusform>
            <numerusform>{level}, ongeveer %n uur voor een match tot 7 punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse geannuleerd.</translation>
    </message>
    <message>
        <source>Expert: 1-ply (gnubg 0-ply, XG 1-ply)</source>
        <translation>Expert: 1-ply (gnubg 0-ply, XG 1-ply)</translation>
    </message>
    <message>
        <source>World class: 2-ply (gnubg 1-ply, XG 2-ply)</source>
        <translation>Wereldklasse: 2-ply (gnubg 1-ply, XG 2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply)</source>
        <translation>Grootmeester: 3-ply (gnubg 2-ply, XG 3-ply)</translation>
    </message>
    <message>
        <source>1T: truncated rollout (XG Roller)</source>
        <translation>1T: ingekorte rollout (XG Roller)</translation>
    </message>
    <message>
        <source>2T: truncated rollout (XG Roller+)</source>
        <translation>2T: ingekorte rollout (XG Roller+)</translation>
    </message>
    <message>
        <source>3T: truncated rollout (XG Roller++)</source>
        <translation>3T: ingekorte rollout (XG Roller++)</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>zeer slecht</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>slecht</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>twijfelachtig</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse &gt; Analyse the whole match.</source>
        <translation>Nog niet geanalyseerd: Analyse &gt; De hele match analyseren.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Samenvatting</translation>
    </message>
    <message>
        <source>Luck by game</source>
        <translation>Geluk per spel</translation>
    </message>
    <message>
        <source>Analysis summary</source>
        <translation>Samenvatting van de analyse</translation>
    </message>
    <message>
        <source>Each player&apos;s error rate, PR, rating, errors by kind, luck and luck-adjusted result</source>
        <translation>Het foutpercentage, de PR, de beoordeling, de fouten per soort, het geluk en de voor geluk gecorrigeerde uitslag van elke speler</translation>
    </message>
    <message>
        <source>Each player&apos;s luck in each game, in EMG</source>
        <translation>Het geluk van elke speler in elk spel, in EMG</translation>
    </message>
    <message>
        <source>E&amp;rrors of</source>
        <translation>&amp;Fouten van</translation>
    </message>
    <message>
        <source>Errors of</source>
        <translation>Fouten van</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Volgende fout</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Fouten, ergste eerst</translation>
    </message>
    <message>
        <source>The chosen player&apos;s errors, the worst first; choosing one shows it on the board. Next error steps through them in match order.</source>
        <translation>De fouten van de gekozen speler, de ergste eerst; kies er een om hem op het bord te zien. Volgende fout loopt ze in de volgorde van de match door.</translation>
    </message>
    <message>
        <source>R&amp;oll out this decision</source>
        <translation>&amp;Rollout van deze beslissing maken</translation>
    </message>
    <message>
        <source>Roll out the chosen error&apos;s best plays and the play made, or its cube decision (in the rollout panel)</source>
        <translation>Een rollout maken van de beste zetten van de gekozen fout en de gespeelde zet, of van de kubusbeslissing (in het rolloutpaneel)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}.</source>
        <translation>
            <numerusform>%n spel geanalyseerd: schijfzetten op {checker}, kubusbeslissingen op {cube}.</numerusform>
            <numerusform>%n spellen geanalyseerd: schijfzetten op {checker}, kubusbeslissingen op {cube}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spel geanalyseerd: schijfzetten op {checker}, kubusbeslissingen op {cube}. Gedeeltelijk: de analyse werd geannuleerd in spel {g} en is tot daar geanalyseerd (het geluk in dat spel telt niet mee in de voor geluk gecorrigeerde uitslag).</numerusform>
            <numerusform>%n spellen geanalyseerd: schijfzetten op {checker}, kubusbeslissingen op {cube}. Gedeeltelijk: de analyse werd geannuleerd in spel {g} en is tot daar geanalyseerd (het geluk in dat spel telt niet mee in de voor geluk gecorrigeerde uitslag).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}.</source>
        <translation>
            <numerusform>%n spel geanalyseerd op {level}.</numerusform>
            <numerusform>%n spellen geanalyseerd op {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spel geanalyseerd op {level}. Gedeeltelijk: de analyse werd geannuleerd in spel {g} en is tot daar geanalyseerd (het geluk in dat spel telt niet mee in de voor geluk gecorrigeerde uitslag).</numerusform>
            <numerusform>%n spellen geanalyseerd op {level}. Gedeeltelijk: de analyse werd geannuleerd in spel {g} en is tot daar geanalyseerd (het geluk in dat spel telt niet mee in de voor geluk gecorrigeerde uitslag).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating: {p0}, {r0}; {p1}, {r1}.</source>
        <translation>Beoordeling: {p0}, {r0}; {p1}, {r1}.</translation>
    </message>
    <message>
        <source>{ppg} points per game</source>
        <translation>{ppg} punten per spel</translation>
    </message>
    <message>
        <source>{text}: gnubg&apos;s rating of the error rate</source>
        <translation>{text}: de beoordeling van het foutpercentage door gnubg</translation>
    </message>
    <message>
        <source>Game {g}</source>
        <translation>Spel {g}</translation>
    </message>
    <message>
        <source>Rolls marked lucky: {lucky}; very lucky: {very_lucky}; unlucky: {unlucky}; very unlucky: {very_unlucky}.</source>
        <translation>Gelukkige worpen: {lucky}; zeer gelukkige: {very_lucky}; ongelukkige: {unlucky}; zeer ongelukkige: {very_unlucky}.</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Spel {g}: {what}</translation>
    </message>
    <message>
        <source>No more errors of {name} after this position: back to the first one, in game {g}.</source>
        <translation>Geen fouten van {name} meer na deze stelling: terug naar de eerste, in spel {g}.</translation>
    </message>
    <message>
        <source>A play tagged with a depth was evaluated only at that depth: the move filter kept it out of the {plies}-ply search, and gnubg lists such plays the same way.</source>
        <translation>Een zet met een diepte erbij is alleen op die diepte geëvalueerd: het zettenfilter hield hem buiten de zoektocht op {plies}-ply, en gnubg toont zulke zetten op dezelfde manier.</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity}{mark}</source>
        <translation>{rank}. {play}  {equity}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}){mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}){mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}) [{plies}-ply]{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}) [{plies}-ply]{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity}  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity}  winst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference})  winst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  winst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>Error rate (mEMG)</source>
        <translation>Foutpercentage (mEMG)</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>Checker plays</source>
        <translation>Schijfzetten</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>Kubusbeslissingen</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Twijfelachtig</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Slecht</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Zeer slecht</translation>
    </message>
    <message>
        <source>Luck (EMG)</source>
        <translation>Geluk (EMG)</translation>
    </message>
    <message>
        <source>Lucky / very lucky rolls</source>
        <translation>Gelukkige / zeer gelukkige worpen</translation>
    </message>
    <message>
        <source>Unlucky / very unlucky rolls</source>
        <translation>Ongelukkige / zeer ongelukkige worpen</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Voor geluk gecorrigeerde uitslag</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Bovennatuurlijk</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Wereldklasse</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Recreatieve speler</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>Vreselijk!</translation>
    </message>
</context>
<context>
    <name>ArchiveActions</name>
    <message>
        <source>Analyse &amp;files…</source>
        <translation>&amp;Bestanden analyseren…</translation>
    </message>
    <message>
        <source>Analyse many match files at once, on this machine or a cluster</source>
        <translation>Veel matchbestanden tegelijk analyseren, op deze computer of een cluster</translation>
    </message>
    <message>
        <source>Cl&amp;uster for long analyses…</source>
        <translation>&amp;Cluster voor lange analyses…</translation>
    </message>
    <message>
        <source>&amp;Stop when the cluster cannot be reached</source>
        <translation>Stoppen als het cluster &amp;niet bereikbaar is</translation>
    </message>
    <message>
        <source>Otherwise the files are analysed on this machine</source>
        <translation>Anders worden de bestanden op deze computer geanalyseerd</translation>
    </message>
    <message>
        <source>Analyse files</source>
        <translation>Bestanden analyseren</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.sgf *.mat *.txt);;All files (*)</source>
        <translation>Matchbestanden (*.bgqt *.sgf *.mat *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cluster for long analyses</source>
        <translation>Cluster voor lange analyses</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (like tcp://192.168.1.10:8786), or nothing to use this machine&apos;s cores:</source>
        <translation>Het adres van een Dask-scheduler (zoals tcp://192.168.1.10:8786), of niets om de kernen van deze computer te gebruiken:</translation>
    </message>
</context>
<context>
    <name>ArchiveAnalysis</name>
    <message>
        <source>{file} cannot be read. {reason}</source>
        <translation>{file} kan niet worden gelezen. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be analysed. {reason}</source>
        <translation>{file} kan niet worden geanalyseerd. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} kan niet worden gelezen: {reason}</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Analyse files</source>
        <translation>Bestanden analyseren</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v van %m bestanden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message numerus="yes">
        <source>Looking for match files: %n found so far…</source>
        <translation>
            <numerusform>Matchbestanden zoeken: %n tot nu toe gevonden…</numerusform>
            <numerusform>Matchbestanden zoeken: %n tot nu toe gevonden…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %Ln file(s)…</source>
        <translation>
            <numerusform>Analyseren van %Ln bestand…</numerusform>
            <numerusform>Analyseren van %Ln bestanden…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no decisions</source>
        <translation>%1: geen beslissingen</translation>
    </message>
    <message numerus="yes">
        <source>%1: error rate %2, PR %3 (%Ln decision(s))</source>
        <translation>
            <numerusform>%1: foutpercentage %2, PR %3 (%Ln beslissing)</numerusform>
            <numerusform>%1: foutpercentage %2, PR %3 (%Ln beslissingen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2; %3</source>
        <translation>%1 — %2; %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Looking for match files…</source>
        <translation>Matchbestanden zoeken…</translation>
    </message>
    <message>
        <source>The analysis stopped. %1</source>
        <translation>De analyse is gestopt. %1</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; the files are analysed on this machine.</source>
        <translation>Het cluster op %1 is niet bereikbaar; de bestanden worden op deze computer geanalyseerd.</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; nothing was analysed.</source>
        <translation>Het cluster op %1 is niet bereikbaar; er is niets geanalyseerd.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: the %Ln match(es) analysed so far are kept.</source>
        <translation>
            <numerusform>Gestopt: de %Ln tot nu toe geanalyseerde match blijft bewaard.</numerusform>
            <numerusform>Gestopt: de %Ln tot nu toe geanalyseerde matches blijven bewaard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) analysed.</source>
        <translation>
            <numerusform>%Ln match geanalyseerd.</numerusform>
            <numerusform>%Ln matches geanalyseerd.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Geen vraag</translation>
    </message>
    <message>
        <source>Dice: not rolled</source>
        <translation>Dobbelstenen: niet gegooid</translation>
    </message>
    <message>
        <source>No cube in these rules</source>
        <translation>Geen kubus met deze regels</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <source>Bar: {what}</source>
        <translation>Bar: {what}</translation>
    </message>
    <message>
        <source>Cube: {v}, owned by {name}</source>
        <translation>Kubus: {v}, van {name}</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>bar</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammonbord</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits {victim}&apos;s checker: it is on the bar.</source>
        <translation>{name} zet {a}/{b} en slaat een schijf van {victim}: die staat op de bar.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} gooide {roll} en speelde {play}.</translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>de bar</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>{name}: {about}</source>
        <translation>{name}: {about}</translation>
    </message>
    <message>
        <source>Cube: {v}, a double to {w} offered</source>
        <translation>Kubus: {v}, verdubbeling naar {w} aangeboden</translation>
    </message>
    <message>
        <source>Cube: {v}, in the middle</source>
        <translation>Kubus: {v}, in het midden</translation>
    </message>
    <message>
        <source>{name} takes back a move.</source>
        <translation>{name} neemt een zet terug.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}, {away}-away</source>
        <translation>stand {n}, {away}-away</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stand {n}</translation>
    </message>
    <message>
        <source>Answer {n} of {count}: {answer}.</source>
        <translation>Antwoord {n} van {count}: {answer}.</translation>
    </message>
    <message>
        <source>Answered: {answer}.</source>
        <translation>Beantwoord: {answer}.</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
    <message>
        <source>Question: {text} Answers: {answers}</source>
        <translation>Vraag: {text} Antwoorden: {answers}</translation>
    </message>
    <message>
        <source>Bar: empty</source>
        <translation>Bar: leeg</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: none borne off</source>
        <translation>Bak van {name}: geen uitgespeeld</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point: empty</source>
        <translation>{p}-punt van {name}: leeg</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b}.</source>
        <translation>{name} zet {a}/{b}.</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits your checker on your {b}-point: it is on the bar.</source>
        <translation>{name} zet {a}/{b} en slaat je schijf op je {b}-punt: die staat op de bar.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} speelde {play}.</translation>
    </message>
    <message>
        <source>{name} to roll</source>
        <translation>{name} moet gooien</translation>
    </message>
    <message>
        <source>A double to {w} is offered.</source>
        <translation>Een verdubbeling naar {w} is aangeboden.</translation>
    </message>
    <message>
        <source>Picked up the checker on {where}: it may go to {places}.</source>
        <translation>De schijf op {where} is opgepakt: hij kan naar {places}.</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>top</source>
        <translation>boven</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s)</source>
        <translation>
            <numerusform>{p}-punt van {name}: %n witte schijf</numerusform>
            <numerusform>{p}-punt van {name}: %n witte schijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s)</source>
        <translation>
            <numerusform>{p}-punt van {name}: %n zwarte schijf</numerusform>
            <numerusform>{p}-punt van {name}: %n zwarte schijven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n white checker(s) borne off</source>
        <translation>
            <numerusform>Bak van {name}: %n witte schijf uitgespeeld</numerusform>
            <numerusform>Bak van {name}: %n witte schijven uitgespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n black checker(s) borne off</source>
        <translation>
            <numerusform>Bak van {name}: %n zwarte schijf uitgespeeld</numerusform>
            <numerusform>Bak van {name}: %n zwarte schijven uitgespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{p}-punt van {name}: %n witte schijf (van {other})</numerusform>
            <numerusform>{p}-punt van {name}: %n witte schijven (van {other})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{p}-punt van {name}: %n zwarte schijf (van {other})</numerusform>
            <numerusform>{p}-punt van {name}: %n zwarte schijven (van {other})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n witte schijf (van {name})</numerusform>
            <numerusform>%n witte schijven (van {name})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n zwarte schijf (van {name})</numerusform>
            <numerusform>%n zwarte schijven (van {name})</numerusform>
        </translation>
    </message>
    <message>
        <source>clock {time}</source>
        <translation>klok {time}</translation>
    </message>
    <message>
        <source>{name}&apos;s dice: {values}, {used} used</source>
        <translation>Dobbelstenen van {name}: {values}, {used} gebruikt</translation>
    </message>
    <message>
        <source>{name}&apos;s last roll: {values}</source>
        <translation>Laatste worp van {name}: {values}</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting your checker</source>
        <translation>{a}/{b}, slaat je schijf</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting {victim}&apos;s checker</source>
        <translation>{a}/{b}, slaat een schijf van {victim}</translation>
    </message>
    <message>
        <source>{name} rolled {values}.</source>
        <translation>{name} gooide {values}.</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>The match is over. To start a new one, choose New match with the arrow keys and press Space or Enter, or click it.</source>
        <translation>De match is afgelopen. Kies Nieuwe match met de pijltjestoetsen en druk op Spatie of Enter, of klik erop, om een nieuwe te beginnen.</translation>
    </message>
    <message>
        <source>The game is over. To go on, choose Next game with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Het spel is afgelopen. Kies Volgend spel met de pijltjestoetsen en druk op Spatie of Enter, of klik erop, om verder te gaan.</translation>
    </message>
    <message>
        <source>To answer the tutor, choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Kies een antwoord met de pijltjestoetsen en druk op Spatie of Enter, of klik op het antwoord, om de trainer te antwoorden.</translation>
    </message>
    <message>
        <source>Answer the question on the board first: choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Beantwoord eerst de vraag op het bord: kies een antwoord met de pijltjestoetsen en druk op Spatie of Enter, of klik op het antwoord.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>score {n} · {away}-away</source>
        <translation>stand {n} · {away}-away</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stand {n}</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Speler 2</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>The computer could not move. {reason}</source>
        <translation>De computer kon niet zetten. {reason}</translation>
    </message>
    <message>
        <source>The engine chose {play}, which is not a legal play here.</source>
        <translation>De engine koos {play}, wat hier geen geldige zet is.</translation>
    </message>
    <message>
        <source>The computer&apos;s move {from_}/{to} was refused.</source>
        <translation>De zet {from_}/{to} van de computer werd geweigerd.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Wereldklasse</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grootmeester</translation>
    </message>
</context>
<context>
    <name>DiceActions</name>
    <message>
        <source>Click or type every roll yourself, e.g. to replay a game played with real dice</source>
        <translation>Klik of typ elke worp zelf, bijv. om een spel met echte dobbelstenen na te spelen</translation>
    </message>
    <message>
        <source>&amp;Dice log</source>
        <translation>&amp;Dobbelsteenlog</translation>
    </message>
    <message>
        <source>Each player&apos;s dice: the count of every number and of doubles</source>
        <translation>De dobbelstenen van elke speler: het aantal van elk getal en van dubbele worpen</translation>
    </message>
    <message>
        <source>The opening roll: one die each.</source>
        <translation>De openingsworp: één dobbelsteen elk.</translation>
    </message>
    <message>
        <source>{name} rolls:</source>
        <translation>{name} gooit:</translation>
    </message>
    <message>
        <source>first die</source>
        <translation>eerste dobbelsteen</translation>
    </message>
    <message>
        <source>second die</source>
        <translation>tweede dobbelsteen</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>doubles</source>
        <translation>dubbele worpen</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>eerlijke dobbelstenen</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n roll(s))</source>
        <translation>
            <numerusform>{name} (%n worp)</numerusform>
            <numerusform>{name} (%n worpen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bars: each player&apos;s count of every number (light: {light}; dark: {dark}). Yellow lines: what fair dice give on average.</source>
        <translation>Staven: het aantal van elk getal per speler (licht: {light}; donker: {dark}). Gele lijnen: wat eerlijke dobbelstenen gemiddeld geven.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: too few dice to tell yet ({n} of the %n dice it takes).</source>
        <translation>
            <numerusform>{name}: nog te weinig dobbelstenen om iets te zeggen ({n} van de %n dobbelsteen die nodig is).</numerusform>
            <numerusform>{name}: nog te weinig dobbelstenen om iets te zeggen ({n} van de %n dobbelstenen die nodig zijn).</numerusform>
        </translation>
    </message>
    <message>
        <source>the dice look fair</source>
        <translation>de dobbelstenen lijken eerlijk</translation>
    </message>
    <message>
        <source>unusual: fair dice give this less than 1 time in 20</source>
        <translation>ongewoon: eerlijke dobbelstenen geven dit minder dan 1 keer op 20</translation>
    </message>
    <message>
        <source>very unusual: fair dice give this less than 1 time in 100</source>
        <translation>zeer ongewoon: eerlijke dobbelstenen geven dit minder dan 1 keer op 100</translation>
    </message>
    <message>
        <source>{name}: chi-square {chi} (5 degrees of freedom), {verdict}.</source>
        <translation>{name}: chi-kwadraat {chi} (5 vrijheidsgraden), {verdict}.</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Enter the roll</source>
        <translation>Worp invoeren</translation>
    </message>
    <message>
        <source>or type both, e.g. 54</source>
        <translation>of typ beide, bijv. 54</translation>
    </message>
    <message>
        <source>Two numbers 1 to 6, e.g. 54.</source>
        <translation>Twee getallen van 1 tot 6, bijv. 54.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <source>{name}&apos;s supply: drag a checker from here</source>
        <translation>Voorraad van {name}: sleep hier een schijf vandaan</translation>
    </message>
    <message>
        <source>Arrows or a point&apos;s number choose a place; + adds a checker of the colour chosen, - removes one, C changes the colour, B the bar, O the tray.</source>
        <translation>De pijlen of het nummer van een punt kiezen een plaats; + voegt een schijf van de gekozen kleur toe, - haalt er een weg, C wisselt de kleur, B de bar, O de bak.</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>Bord voor het opzetten van een stelling</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n checker(s) borne off</source>
        <translation>
            <numerusform>Bak van {name}: %n schijf uitgespeeld</numerusform>
            <numerusform>Bak van {name}: %n schijven uitgespeeld</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <source>The engine stopped unexpectedly; it is started again when it is next needed.</source>
        <translation>De engine is onverwacht gestopt; hij wordt opnieuw gestart wanneer hij weer nodig is.</translation>
    </message>
    <message>
        <source>The engine could not be started.</source>
        <translation>De engine kon niet worden gestart.</translation>
    </message>
    <message>
        <source>The engine could not answer.</source>
        <translation>De engine kon niet antwoorden.</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Technisch detail: {detail}</translation>
    </message>
    <message>
        <source>The engine refused: {reason}.</source>
        <translation>De engine weigerde: {reason}.</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>backgammon-qt: an error</source>
        <translation>backgammon-qt: een fout</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Er ging iets mis: %1</translation>
    </message>
    <message>
        <source>Your match was saved, and you can go on playing. If the board misbehaves, quit: the next start offers to resume the match.</source>
        <translation>Je match is opgeslagen en je kunt verder spelen. Als het bord zich vreemd gedraagt, sluit dan af: bij de volgende start kun je de match hervatten.</translation>
    </message>
    <message>
        <source>The match could not be saved; save it with Game &gt; Save as.</source>
        <translation>De match kon niet worden opgeslagen; sla hem op met Spel &gt; Opslaan als.</translation>
    </message>
    <message>
        <source>The details are in the log file %1; please attach it when you report the problem.</source>
        <translation>De details staan in het logbestand %1; voeg het toe als je het probleem meldt.</translation>
    </message>
    <message>
        <source>No log file could be written; the details are below.</source>
        <translation>Er kon geen logbestand worden geschreven; de details staan hieronder.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>De logmap openen</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Click a match&apos;s point to open it</source>
        <translation>Klik op de stip van een match om hem te openen</translation>
    </message>
    <message>
        <source>Error rate (left, mEMG) and PR (right) by match</source>
        <translation>Foutpercentage (links, mEMG) en PR (rechts) per match</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>clock times must be &gt;= 0 seconds</source>
        <translation>kloktijden moeten &gt;= 0 seconden zijn</translation>
    </message>
    <message>
        <source>a die shows 1..6, got {got}</source>
        <translation>een dobbelsteen toont 1..6, kreeg {got}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, above the cube cap of {cap}</source>
        <translation>de kubus in de opzet staat op {value}, boven de kubuslimiet van {cap}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but these rules play without the cube</source>
        <translation>de kubus in de opzet staat op {value}, maar met deze regels wordt zonder kubus gespeeld</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but nobody doubles in the Crawford game</source>
        <translation>de kubus in de opzet staat op {value}, maar in het Crawford-spel verdubbelt niemand</translation>
    </message>
    <message>
        <source>the set-up cube is at {value} in the middle, which only automatic doubles in money play can do; give the player who owns it</source>
        <translation>de kubus in de opzet staat op {value} in het midden, wat alleen automatische verdubbelingen in een geldspel kunnen doen; geef de speler op die hem bezit</translation>
    </message>
    <message>
        <source>a beaver is allowed only in money play with beavers on, against a plain double</source>
        <translation>een beaver mag alleen in een geldspel met beavers aan, tegen een gewone verdubbeling</translation>
    </message>
    <message>
        <source>moves were already made this turn</source>
        <translation>er is deze beurt al gezet</translation>
    </message>
    <message>
        <source>cannot resign now: the game is {phase}</source>
        <translation>kan nu niet opgeven: het spel is in de fase ‘{phase}’</translation>
    </message>
    <message>
        <source>player must be 0 or 1, got {got}</source>
        <translation>speler moet 0 of 1 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>a resignation is worth 1, 2 or 3, got {got}</source>
        <translation>een opgave is 1, 2 of 3 waard, kreeg {got}</translation>
    </message>
    <message>
        <source>a win can be claimed on time only under the timed rules</source>
        <translation>de winst kan alleen op tijd worden opgeëist met regels op tijd</translation>
    </message>
    <message>
        <source>cannot claim now ({phase})</source>
        <translation>kan de winst nu niet opeisen (fase: {phase})</translation>
    </message>
    <message>
        <source>opening roll without dice</source>
        <translation>openingsworp zonder dobbelstenen</translation>
    </message>
    <message>
        <source>opening roll {dice} is {result}, the record says {given}</source>
        <translation>de openingsworp {dice} is {result}, het verslag zegt {given}</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>gelijkspel</translation>
    </message>
    <message>
        <source>won by player {player}</source>
        <translation>gewonnen door speler {player}</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>speler {player}</translation>
    </message>
    <message>
        <source>resignation without a player</source>
        <translation>opgave zonder speler</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed before the opening roll</source>
        <translation>{kind} door speler {player} is niet toegestaan vóór de openingsworp</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed after the end of the game</source>
        <translation>{kind} door speler {player} is niet toegestaan na het einde van het spel</translation>
    </message>
    <message>
        <source>{kind} by player {player}, but player {actor} is to act</source>
        <translation>{kind} door speler {player}, maar speler {actor} is aan de beurt</translation>
    </message>
    <message>
        <source>roll without dice</source>
        <translation>worp zonder dobbelstenen</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>onbekende actie {kind}</translation>
    </message>
    <message>
        <source>not allowed now: the game is {phase}, expected {expected}</source>
        <translation>nu niet toegestaan: het spel is in de fase ‘{phase}’, verwacht ‘{expected}’</translation>
    </message>
    <message>
        <source>a double is offered only at the start of a turn, before rolling</source>
        <translation>een verdubbeling wordt alleen aan het begin van een beurt aangeboden, vóór het gooien</translation>
    </message>
    <message>
        <source>the cube is not in use under these rules</source>
        <translation>de verdubbelingskubus wordt met deze regels niet gebruikt</translation>
    </message>
    <message>
        <source>no doubling in the Crawford game</source>
        <translation>geen verdubbeling in het Crawford-spel</translation>
    </message>
    <message>
        <source>the opponent owns the cube</source>
        <translation>de kubus is van de tegenstander</translation>
    </message>
    <message>
        <source>the cube is capped at {cap}</source>
        <translation>de kubus kan hoogstens op {cap} staan</translation>
    </message>
    <message>
        <source>dice must be two numbers 1..6, got {got}</source>
        <translation>de dobbelstenen moeten twee getallen 1..6 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>dice must be 1..6, got {d0} and {d1}</source>
        <translation>de dobbelstenen moeten 1..6 zijn, kreeg {d0} en {d1}</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>geen geldige {dice}-zet leidt naar {position}</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: deze worp heeft een geldige zet, de beurt kan niet worden overgeslagen</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} is hier geen geldige {dice}-zet</translation>
    </message>
    <message>
        <source>match length must be 0 (money) to {most}, got {got}</source>
        <translation>de matchlengte moet 0 (geld) tot {most} zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>the starting score is set before the first game</source>
        <translation>de beginstand wordt vóór het eerste spel ingesteld</translation>
    </message>
    <message>
        <source>the current game is not over</source>
        <translation>het lopende spel is niet voorbij</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>de match is voorbij</translation>
    </message>
    <message>
        <source>this game is marked as the Crawford game; at {score} after the games before, it is not one</source>
        <translation>dit spel is gemarkeerd als het Crawford-spel; bij {score} na de vorige spellen is het dat niet</translation>
    </message>
    <message>
        <source>this game is marked not as the Crawford game; at {score} after the games before, it is one</source>
        <translation>dit spel is niet gemarkeerd als het Crawford-spel; bij {score} na de vorige spellen is het dat wel</translation>
    </message>
    <message>
        <source>the record gives the score before this game as {given}, the games before make it {replayed}</source>
        <translation>het verslag geeft de stand vóór dit spel als {given}, de vorige spellen maken er {replayed} van</translation>
    </message>
    <message>
        <source>the record says {given}, the replay gives {replayed}</source>
        <translation>het verslag zegt {given}, het naspelen geeft {replayed}</translation>
    </message>
    <message>
        <source>the record has an outcome but its actions do not end the game</source>
        <translation>het verslag heeft een uitslag, maar de acties beëindigen het spel niet</translation>
    </message>
    <message>
        <source>a game before the last one is unfinished</source>
        <translation>een spel vóór het laatste is niet afgemaakt</translation>
    </message>
    <message>
        <source>the record has moves of a turn in progress, but no turn is being played</source>
        <translation>het verslag heeft zetten van een lopende beurt, maar er wordt geen beurt gespeeld</translation>
    </message>
    <message>
        <source>turn in progress: {reason}</source>
        <translation>lopende beurt: {reason}</translation>
    </message>
    <message>
        <source>the starting score must be two whole numbers &gt;= 0, got {got}</source>
        <translation>de beginstand moet uit twee gehele getallen &gt;= 0 bestaan, kreeg {got}</translation>
    </message>
    <message>
        <source>the starting score {score} is not below the match length {length}: that match is already over</source>
        <translation>de beginstand {score} ligt niet onder de matchlengte {length}: die match is al voorbij</translation>
    </message>
    <message>
        <source>cube value must be a power of two up to 32768, got {got}</source>
        <translation>de kubuswaarde moet een macht van twee tot 32768 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>match length and scores must be 0..32767, got {got}</source>
        <translation>matchlengte en standen moeten 0..32767 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>dice must be 0..6, got {got}</source>
        <translation>de dobbelstenen moeten 0..6 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>Match ID field {name} out of range: {got}</source>
        <translation>Match ID-veld {name} valt buiten het bereik: {got}</translation>
    </message>
    <message>
        <source>a Match ID is 12 Base64 characters, got {text}</source>
        <translation>een Match ID bestaat uit 12 Base64-tekens, kreeg {text}</translation>
    </message>
    <message>
        <source>not a Match ID (bad Base64): {text}</source>
        <translation>geen Match ID (ongeldige Base64): {text}</translation>
    </message>
    <message>
        <source>Match ID has an invalid cube owner: {text}</source>
        <translation>Match ID heeft een ongeldige eigenaar van de kubus: {text}</translation>
    </message>
    <message>
        <source>Match ID has a die over 6: {text}</source>
        <translation>Match ID heeft een dobbelsteen boven 6: {text}</translation>
    </message>
    <message>
        <source>move text of {n} characters is too long: {text}</source>
        <translation>de zettekst van {n} tekens is te lang: {text}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>ongeldige zet {move} in {text}</translation>
    </message>
    <message>
        <source>bad point {point} in {text}</source>
        <translation>ongeldig punt {point} in {text}</translation>
    </message>
    <message>
        <source>point {point} is not 0..25 in {text}</source>
        <translation>punt {point} is niet 0..25 in {text}</translation>
    </message>
    <message>
        <source>a move cannot start off the board: {move}</source>
        <translation>een zet kan niet buiten het bord beginnen: {move}</translation>
    </message>
    <message>
        <source>a move cannot end on the bar: {move}</source>
        <translation>een zet kan niet op de bar eindigen: {move}</translation>
    </message>
    <message>
        <source>a move must go toward home: {move}</source>
        <translation>een zet moet richting het thuisbord gaan: {move}</translation>
    </message>
    <message>
        <source>bad repeat count ({count}) in {text}</source>
        <translation>ongeldig herhalingsaantal ({count}) in {text}</translation>
    </message>
    <message>
        <source>too many moves in {text}</source>
        <translation>te veel zetten in {text}</translation>
    </message>
    <message>
        <source>{name} needs 26 counts (off, points 1..24, bar), got {n}</source>
        <translation>{name} heeft 26 aantallen nodig (uit, punten 1..24, bar), kreeg {n}</translation>
    </message>
    <message>
        <source>{name} has a negative checker count</source>
        <translation>{name} heeft een negatief aantal schijven</translation>
    </message>
    <message>
        <source>unknown variation {name} (known: standard, nackgammon)</source>
        <translation>onbekende variant {name} (bekend: standard, nackgammon)</translation>
    </message>
    <message>
        <source>{name}: point {point} is not 1..24 or the bar (25)</source>
        <translation>{name}: punt {point} is niet 1..24 of de bar (25)</translation>
    </message>
    <message>
        <source>{name} has {n} checkers on the board (at most 15)</source>
        <translation>{name} heeft {n} schijven op het bord (hoogstens 15)</translation>
    </message>
    <message>
        <source>a Position ID has 14 characters, got {n}: {text}</source>
        <translation>een Position ID heeft 14 tekens, deze heeft er {n}: {text}</translation>
    </message>
    <message>
        <source>not a Position ID (&apos;=&apos; is not one of its characters): {text}</source>
        <translation>geen Position ID (&apos;=&apos; is niet een van de tekens ervan): {text}</translation>
    </message>
    <message>
        <source>not a Position ID (bad Base64): {text}</source>
        <translation>geen Position ID (ongeldige Base64): {text}</translation>
    </message>
    <message>
        <source>Position ID has bits past both sides: {text}</source>
        <translation>Position ID heeft bits voorbij beide kanten: {text}</translation>
    </message>
    <message>
        <source>Position ID does not hold two sides: {text}</source>
        <translation>Position ID bevat geen twee kanten: {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side not on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID geeft de kant die niet aan de beurt is {n} schijven (hoogstens 15): {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID geeft de kant aan de beurt {n} schijven (hoogstens 15): {text}</translation>
    </message>
    <message>
        <source>the player on roll has {n} checkers (must be 15)</source>
        <translation>de speler aan de beurt heeft {n} schijven (moeten er 15 zijn)</translation>
    </message>
    <message>
        <source>the opponent has {n} checkers (must be 15)</source>
        <translation>de tegenstander heeft {n} schijven (moeten er 15 zijn)</translation>
    </message>
    <message>
        <source>point {point} (player on roll&apos;s numbering) holds checkers of both sides</source>
        <translation>punt {point} (genummerd als voor de speler aan de beurt) heeft schijven van beide kanten</translation>
    </message>
    <message>
        <source>both sides have borne off all their checkers</source>
        <translation>beide kanten hebben al hun schijven uitgespeeld</translation>
    </message>
    <message>
        <source>point must be 1..24, got {point}</source>
        <translation>het punt moet 1..24 zijn, kreeg {point}</translation>
    </message>
    <message>
        <source>there is nothing to read: the text is empty</source>
        <translation>er valt niets te lezen: de tekst is leeg</translation>
    </message>
    <message>
        <source>there is a Match ID but no Position ID</source>
        <translation>er is een Match ID maar geen Position ID</translation>
    </message>
    <message>
        <source>a Position ID is 14 characters, got {n}: {text}</source>
        <translation>een Position ID is 14 tekens lang, deze heeft er {n}: {text}</translation>
    </message>
    <message>
        <source>this is not a position: expected a gnubg Position ID (14 characters), a Position ID and Match ID (14:12 characters), or an XGID; got {text}</source>
        <translation>dit is geen stelling: verwacht werd een gnubg Position ID (14 tekens), een Position ID en Match ID (14:12 tekens) of een XGID; kreeg {text}</translation>
    </message>
    <message>
        <source>the Position ID must be 14 characters, got {n}: {text}</source>
        <translation>de Position ID moet 14 tekens lang zijn, maar heeft er {n}: {text}</translation>
    </message>
    <message>
        <source>the Position ID is wrong: {reason}</source>
        <translation>de Position ID is onjuist: {reason}</translation>
    </message>
    <message>
        <source>the Match ID must be 12 characters, got {n}: {text}</source>
        <translation>de Match ID moet 12 tekens lang zijn, maar heeft er {n}: {text}</translation>
    </message>
    <message>
        <source>the Match ID is wrong: {reason}</source>
        <translation>de Match ID is onjuist: {reason}</translation>
    </message>
    <message>
        <source>the Match ID has a double offered with the doubler to answer it, which no game can be in</source>
        <translation>de Match ID heeft een aangeboden verdubbeling die de verdubbelaar zelf moet beantwoorden, wat in geen enkel spel kan</translation>
    </message>
    <message>
        <source>the Match ID has a double offered after the dice were rolled</source>
        <translation>de Match ID heeft een verdubbeling die is aangeboden nadat de dobbelstenen zijn gegooid</translation>
    </message>
    <message>
        <source>the Match ID has a resignation offered, which a set-up position cannot hold</source>
        <translation>de Match ID heeft een aangeboden opgave, wat een opgezette stelling niet kan bevatten</translation>
    </message>
    <message>
        <source>the Match ID is of a game that is over</source>
        <translation>de Match ID is van een spel dat voorbij is</translation>
    </message>
    <message>
        <source>the Match ID&apos;s match length {length} is over {most}</source>
        <translation>de matchlengte {length} in de Match ID is meer dan {most}</translation>
    </message>
    <message>
        <source>the Match ID&apos;s score {a}-{b} is not below its match length {length}</source>
        <translation>de stand {a}-{b} in de Match ID ligt niet onder de matchlengte {length}</translation>
    </message>
    <message>
        <source>the Match ID marks the Crawford game, but no player is one point short of the match</source>
        <translation>de Match ID markeert het Crawford-spel, maar geen speler zit op één punt van de matchwinst</translation>
    </message>
    <message>
        <source>the Match ID has one die rolled and not the other ({d1}, {d2})</source>
        <translation>de Match ID heeft de ene dobbelsteen gegooid en de andere niet ({d1}, {d2})</translation>
    </message>
    <message>
        <source>the position is impossible: {reason}</source>
        <translation>de stelling is onmogelijk: {reason}</translation>
    </message>
    <message>
        <source>the XGID gives a position no game can be in: {reason}</source>
        <translation>de XGID geeft een stelling die in geen enkel spel kan voorkomen: {reason}</translation>
    </message>
    <message>
        <source>the Match ID gives a position no game can be in: {reason}</source>
        <translation>de Match ID geeft een stelling die in geen enkel spel kan voorkomen: {reason}</translation>
    </message>
    <message>
        <source>the Position ID gives a position no game can be in: {reason}</source>
        <translation>de Position ID geeft een stelling die in geen enkel spel kan voorkomen: {reason}</translation>
    </message>
    <message>
        <source>unknown action kind {kind}</source>
        <translation>onbekend soort actie {kind}</translation>
    </message>
    <message>
        <source>unknown outcome reason {reason}</source>
        <translation>onbekende reden voor de uitslag {reason}</translation>
    </message>
    <message>
        <source>action player must be 0 or 1, got {got}</source>
        <translation>de speler van de actie moet 0 of 1 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>dice must be two ints 1..6, got {got}</source>
        <translation>de dobbelstenen moeten twee gehele getallen 1..6 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>a set-up position must be a Position, got {got}</source>
        <translation>een opgezette stelling moet een Position zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>the set-up position is not valid: {reason}</source>
        <translation>de opgezette stelling is ongeldig: {reason}</translation>
    </message>
    <message>
        <source>the set-up position is already over: player {player} has borne off all 15 checkers</source>
        <translation>de opgezette stelling is al voorbij: speler {player} heeft alle 15 schijven uitgespeeld</translation>
    </message>
    <message>
        <source>the player on roll must be 0 or 1, got {got}</source>
        <translation>de speler aan de beurt moet 0 of 1 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>set-up dice must be two numbers 1..6, got {got}</source>
        <translation>de dobbelstenen in de opzet moeten twee getallen 1..6 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>the cube value must be a power of two from 1 to {cap}, got {got}</source>
        <translation>de kubuswaarde moet een macht van twee van 1 tot {cap} zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>the cube owner must be 0, 1 or None (in the middle), got {got}</source>
        <translation>de eigenaar van de kubus moet 0, 1 of None (in het midden) zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>a cube at 1 is in the middle: nobody owns it before a double</source>
        <translation>een kubus op 1 staat in het midden: niemand bezit hem vóór een verdubbeling</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the first player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>de opzet zet {n} schijven van de eerste speler op de punten en de bar (hoogstens {most})</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the second player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>de opzet zet {n} schijven van de tweede speler op de punten en de bar (hoogstens {most})</translation>
    </message>
    <message>
        <source>the set-up puts checkers of both players on one point (the first player&apos;s {point}-point, the second player&apos;s {other}-point)</source>
        <translation>de opzet zet schijven van beide spelers op één punt (het {point}-punt van de eerste speler, het {other}-punt van de tweede speler)</translation>
    </message>
    <message>
        <source>game {game}, action {action}: {reason}</source>
        <translation>spel {game}, actie {action}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spel {game}: {reason}</translation>
    </message>
    <message>
        <source>action {action}: {reason}</source>
        <translation>actie {action}: {reason}</translation>
    </message>
    <message>
        <source>cube_cap must be 0 (no cap) or a power of two &gt;= 2, got {got}</source>
        <translation>cube_cap moet 0 (geen limiet) of een macht van twee &gt;= 2 zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>automatic_doubles_limit must be &gt;= 0</source>
        <translation>automatic_doubles_limit moet &gt;= 0 zijn</translation>
    </message>
    <message>
        <source>variation must be one of {known}, got {got}</source>
        <translation>de variant moet een van {known} zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>{name} must be 0 to {most} seconds, got {got}</source>
        <translation>{name} moet 0 tot {most} seconden zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>unknown rule options: {names}</source>
        <translation>onbekende regelopties: {names}</translation>
    </message>
    <message>
        <source>rule option {name} must be true or false, got {got}</source>
        <translation>regeloptie {name} moet true of false zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a whole number, got {got}</source>
        <translation>regeloptie {name} moet een geheel getal zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a number, got {got}</source>
        <translation>regeloptie {name} moet een getal zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a text, got {got}</source>
        <translation>regeloptie {name} moet een tekst zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>no game has started</source>
        <translation>er is nog geen spel begonnen</translation>
    </message>
    <message>
        <source>{name} has played no move in this game to take back</source>
        <translation>{name} heeft in dit spel geen zet gespeeld om terug te nemen</translation>
    </message>
    <message>
        <source>{name} took back the drop</source>
        <translation>{name} nam het passen terug</translation>
    </message>
    <message>
        <source>{name} took back {play} (then {then})</source>
        <translation>{name} nam {play} terug (en daarna {then})</translation>
    </message>
    <message>
        <source>{name} took back {play}</source>
        <translation>{name} nam {play} terug</translation>
    </message>
    <message>
        <source>the turn is not complete: a die that must be played is unplayed</source>
        <translation>de beurt is niet af: een dobbelsteen die gespeeld moet worden, is niet gespeeld</translation>
    </message>
    <message>
        <source>no {die} is left to play</source>
        <translation>er is geen {die} meer over om te spelen</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {die} now</source>
        <translation>de schijf op {point} kan nu geen {die} zetten</translation>
    </message>
    <message>
        <source>no move to undo this turn</source>
        <translation>deze beurt geen zet om ongedaan te maken</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {dice}</source>
        <translation>de schijf op {point} kan geen {dice} zetten</translation>
    </message>
    <message>
        <source>no checker of the player on roll on point {point}</source>
        <translation>geen schijf van de speler aan de beurt op punt {point}</translation>
    </message>
    <message>
        <source>checkers on the bar must enter first</source>
        <translation>schijven op de bar moeten eerst ingebracht worden</translation>
    </message>
    <message>
        <source>all dice are played</source>
        <translation>alle dobbelstenen zijn gespeeld</translation>
    </message>
    <message>
        <source>{point} to off is not a legal move with {dice} left</source>
        <translation>{point} naar uit is geen geldige zet met {dice} over</translation>
    </message>
    <message>
        <source>{point} to {to} is not a legal move with {dice} left</source>
        <translation>{point} naar {to} is geen geldige zet met {dice} over</translation>
    </message>
    <message>
        <source>XGID: the {name} field must be a whole number, got {text}</source>
        <translation>XGID: het veld {name} moet een geheel getal zijn, kreeg {text}</translation>
    </message>
    <message>
        <source>XGID: the {name} must be {lo} to {hi}, got {value}</source>
        <translation>XGID: {name} moet {lo} tot {hi} zijn, kreeg {value}</translation>
    </message>
    <message>
        <source>not an XGID: expected 26 board characters (- A-P a-p) then 9 fields, got {text}</source>
        <translation>geen XGID: verwacht werden 26 bordtekens (- A-P a-p) en dan 9 velden, kreeg {text}</translation>
    </message>
    <message>
        <source>XGID: expected 9 fields after the board, got {n}</source>
        <translation>XGID: verwacht werden 9 velden na het bord, kreeg {n}</translation>
    </message>
    <message>
        <source>XGID: the player to act must be 1 (X) or -1 (O), got 0</source>
        <translation>XGID: de speler die aan de beurt is, moet 1 (X) of -1 (O) zijn, kreeg 0</translation>
    </message>
    <message>
        <source>XGID: the dice must be two digits 1-6, 00 before the roll or D for a double offered, got {text}</source>
        <translation>XGID: de dobbelstenen moeten twee cijfers 1-6 zijn, 00 vóór de worp of D voor een aangeboden verdubbeling, kreeg {text}</translation>
    </message>
    <message>
        <source>XGID: the cube is on {value}, above its limit {cap}</source>
        <translation>XGID: de kubus staat op {value}, boven de limiet {cap}</translation>
    </message>
    <message>
        <source>XGID: the Crawford game needs a player one point short of the match</source>
        <translation>XGID: het Crawford-spel vereist een speler die op één punt van de matchwinst zit</translation>
    </message>
    <message>
        <source>XGID: X checkers on O&apos;s bar (board character 1)</source>
        <translation>XGID: X-schijven op de bar van O (bordteken 1)</translation>
    </message>
    <message>
        <source>XGID: O checkers on X&apos;s bar (board character 26)</source>
        <translation>XGID: O-schijven op de bar van X (bordteken 26)</translation>
    </message>
    <message>
        <source>XGID: {side} has {total} checkers on the board, more than {most}</source>
        <translation>XGID: {side} heeft {total} schijven op het bord, meer dan {most}</translation>
    </message>
    <message>
        <source>XGID: one side has borne off every checker; the game is over</source>
        <translation>XGID: één kant heeft alle schijven uitgespeeld; het spel is voorbij</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>onbekend bestandstype {ext}; gebruik een van {known}</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>geen backgammon-matchbestand (het lijkt op de tekstexport van gnubg; exporteer de match liever als .mat of SGF)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like an eXtreme Gammon position, but its XGID line is not at the top)</source>
        <translation>geen backgammon-matchbestand (het lijkt op een eXtreme Gammon-stelling, maar de XGID-regel staat niet bovenaan)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>geen backgammon-matchbestand</translation>
    </message>
    <message>
        <source>unknown format {name}; use one of {known}</source>
        <translation>onbekend formaat {name}; gebruik een van {known}</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>de uitslag</translation>
    </message>
    <message>
        <source>the resignation</source>
        <translation>de opgave</translation>
    </message>
    <message>
        <source>a {length}-point match is longer than the {most} points supported</source>
        <translation>een match tot {length} punten is langer dan de ondersteunde {most} punten</translation>
    </message>
    <message>
        <source>an action before the first game</source>
        <translation>een actie vóór het eerste spel</translation>
    </message>
    <message>
        <source>more than {n} actions; this is not a real match file</source>
        <translation>meer dan {n} acties; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>more than {n} actions in one game; this is not a real match file</source>
        <translation>meer dan {n} acties in één spel; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>{name}&apos;s roll has a legal play, but no move is written and no resignation follows</source>
        <translation>de worp van {name} heeft een geldige zet, maar er is geen zet geschreven en er volgt geen opgave</translation>
    </message>
    <message>
        <source>more than {n} games; this is not a real match file</source>
        <translation>meer dan {n} spellen; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>a game after the end of the match ({reason})</source>
        <translation>een spel na het einde van de match ({reason})</translation>
    </message>
    <message>
        <source>the file marks this game as the Crawford game, the score says it is not; following the score</source>
        <translation>het bestand markeert dit spel als het Crawford-spel, de stand zegt van niet; de stand wordt gevolgd</translation>
    </message>
    <message>
        <source>the file does not mark this game as the Crawford game, the score says it is; following the score</source>
        <translation>het bestand markeert dit spel niet als het Crawford-spel, de stand zegt van wel; de stand wordt gevolgd</translation>
    </message>
    <message>
        <source>the file gives the score as {given}, the results of the games before make it {replayed}</source>
        <translation>het bestand geeft de stand als {given}, de uitslagen van de vorige spellen maken er {replayed} van</translation>
    </message>
    <message>
        <source>this game has no result, but another game follows</source>
        <translation>dit spel heeft geen uitslag, maar er volgt nog een spel</translation>
    </message>
    <message>
        <source>a roll before the first game</source>
        <translation>een worp vóór het eerste spel</translation>
    </message>
    <message>
        <source>dice {dice} are not two numbers 1..6</source>
        <translation>de dobbelstenen {dice} zijn geen twee getallen 1..6</translation>
    </message>
    <message>
        <source>the set-up gives {name} the dice {dice}, but the first move is {mover}&apos;s {rolled}</source>
        <translation>de opzet geeft {name} de dobbelstenen {dice}, maar de eerste zet is {rolled} van {mover}</translation>
    </message>
    <message>
        <source>{dice} has no legal play here, but the file plays {play}</source>
        <translation>{dice} heeft hier geen geldige zet, maar het bestand speelt {play}</translation>
    </message>
    <message>
        <source>the opening roll cannot be a double ({dice}): each player rolls one die and ties are rolled again</source>
        <translation>de openingsworp kan geen dubbele worp zijn ({dice}): elke speler gooit één dobbelsteen en bij gelijke worpen wordt opnieuw gegooid</translation>
    </message>
    <message>
        <source>cannot read the move {play}: point numbers are written with the digits 0-9</source>
        <translation>kan de zet {play} niet lezen: puntnummers worden met de cijfers 0-9 geschreven</translation>
    </message>
    <message>
        <source>a move and a resignation in one cell</source>
        <translation>een zet en een opgave in één cel</translation>
    </message>
    <message>
        <source>{what} before the first game</source>
        <translation>{what} vóór het eerste spel</translation>
    </message>
    <message>
        <source>a double in the Crawford game: the file breaks the Crawford rule; read as a match without the Crawford rule</source>
        <translation>een verdubbeling in het Crawford-spel: het bestand overtreedt de Crawford-regel; gelezen als een match zonder de Crawford-regel</translation>
    </message>
    <message>
        <source>the file writes the cube as {value}, it is {expected}</source>
        <translation>het bestand schrijft de kubus als {value}, hij staat op {expected}</translation>
    </message>
    <message>
        <source>{what} gives {points} points at cube {cube}: not a single, gammon or backgammon; recorded as a resignation worth {value} ({worth} points), as gnubg reads it</source>
        <translation>{what} geeft {points} punten bij kubus {cube}: geen enkel spel, gammon of backgammon; vastgelegd als een opgave van {value} ({worth} punten), zoals gnubg het leest</translation>
    </message>
    <message>
        <source>an answer to a resignation that was not offered</source>
        <translation>een antwoord op een opgave die niet was aangeboden</translation>
    </message>
    <message>
        <source>{what} gives {points} points, which no game can score</source>
        <translation>{what} geeft {points} punten, wat geen enkel spel kan opleveren</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won 1 point; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} zegt dat speler {winner} ({name}) 1 punt won; het spel zoals gespeeld geeft speler {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won {points} points; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} zegt dat speler {winner} ({name}) {points} punten won; het spel zoals gespeeld geeft speler {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says the loser resigned, but the game ended by {how}</source>
        <translation>{what} zegt dat de verliezer opgaf, maar het spel eindigde door {how}</translation>
    </message>
    <message>
        <source>{what} ends a game before its opening roll: read as a resignation before the game began</source>
        <translation>{what} beëindigt een spel vóór de openingsworp: gelezen als een opgave voordat het spel begon</translation>
    </message>
    <message>
        <source>{what} follows a double with no answer; taken as a drop</source>
        <translation>{what} volgt op een verdubbeling zonder antwoord; opgevat als passen</translation>
    </message>
    <message>
        <source>{what} names player {winner} as the winner, but player {winner} has a double to answer</source>
        <translation>{what} noemt speler {winner} als winnaar, maar speler {winner} moet nog op een verdubbeling antwoorden</translation>
    </message>
    <message>
        <source>{what} gives a winner, but the game is not over; taken as a resignation</source>
        <translation>{what} geeft een winnaar, maar het spel is niet afgelopen; opgevat als een opgave</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>het bestand bevat geen spel</translation>
    </message>
    <message>
        <source>move by player {player}, but player {actor} is to act</source>
        <translation>zet door speler {player}, maar speler {actor} is aan de beurt</translation>
    </message>
    <message>
        <source>a move by player {player} without a roll before it</source>
        <translation>een zet door speler {player} zonder worp ervoor</translation>
    </message>
    <message>
        <source>{what} holds the control character {char}, which a text match file cannot hold</source>
        <translation>{what} bevat het stuurteken {char}, dat een tekstmatchbestand niet kan bevatten</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>de tekst</translation>
    </message>
    <message>
        <source>the name {name} holds a line break</source>
        <translation>de naam {name} bevat een regeleinde</translation>
    </message>
    <message>
        <source>the name {name}</source>
        <translation>de naam {name}</translation>
    </message>
    <message>
        <source>no such file ({path})</source>
        <translation>bestand niet gevonden ({path})</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>dit is een map, geen bestand</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>toegang geweigerd</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>het bestand kan niet worden gelezen ({error})</translation>
    </message>
    <message>
        <source>the file is larger than {n} MB; no match file is that big</source>
        <translation>het bestand is groter dan {n} MB; geen matchbestand is zo groot</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>het bestand begint als UTF-16-tekst, maar is het niet</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>this is a binary file, not text (byte {byte} at offset {offset})</source>
        <translation>dit is een binair bestand, geen tekst (byte {byte} op positie {offset})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 (byte {byte} at offset {offset})</source>
        <translation>de tekst is UTF-8 noch Windows-1252 (byte {byte} op positie {offset})</translation>
    </message>
    <message>
        <source>cannot write the file ({error})</source>
        <translation>het bestand kan niet worden geschreven ({error})</translation>
    </message>
    <message>
        <source>{what} {number} is absurdly large</source>
        <translation>{what} {number} is absurd groot</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan {text} niet lezen</translation>
    </message>
    <message>
        <source>cannot split this line into two columns</source>
        <translation>deze regel kan niet in twee kolommen worden gesplitst</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions in one game; this is not a real match file</source>
        <translation>meer dan {n} zetten en kubusacties in één spel; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>the line is {n} characters long; no match file has lines of more than {most}</source>
        <translation>de regel is {n} tekens lang; geen matchbestand heeft regels van meer dan {most}</translation>
    </message>
    <message>
        <source>the variant {name} is not supported (only backgammon and nackgammon)</source>
        <translation>de variant {name} wordt niet ondersteund (alleen backgammon en nackgammon)</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>de matchlengte</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>geen backgammon-matchbestand (geen regel &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>cannot read {text} before the first &apos;Game&apos; line</source>
        <translation>kan {text} niet lezen vóór de eerste &apos;Game&apos;-regel</translation>
    </message>
    <message>
        <source>expected the score line &apos;name : score   name : score&apos;, found {text}</source>
        <translation>verwacht werd de standregel &apos;name : score   name : score&apos;, gevonden {text}</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>de stand</translation>
    </message>
    <message>
        <source>the move number</source>
        <translation>het zetnummer</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions; this is not a real match file</source>
        <translation>meer dan {n} zetten en kubusacties; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>an empty name, which gnubg cannot read in a .mat file (gnubg 1.07 aborts on it)</source>
        <translation>een lege naam, die gnubg in een .mat-bestand niet kan lezen (gnubg 1.07 breekt erop af)</translation>
    </message>
    <message>
        <source>the name {name} holds a &apos;:&apos;, which ends a name in a .mat file</source>
        <translation>de naam {name} bevat een &apos;:&apos;, die in een .mat-bestand een naam beëindigt</translation>
    </message>
    <message>
        <source>the name {name} holds a line break or another control character</source>
        <translation>de naam {name} bevat een regeleinde of een ander stuurteken</translation>
    </message>
    <message>
        <source>the name {name} starts or ends with a blank, which a .mat file drops</source>
        <translation>de naam {name} begint of eindigt met een spatie, die een .mat-bestand weglaat</translation>
    </message>
    <message>
        <source>the name {name} ends in &apos;,&apos; and digits, which a .mat file reads as a rating</source>
        <translation>de naam {name} eindigt op &apos;,&apos; en cijfers, wat een .mat-bestand als rating leest</translation>
    </message>
    <message>
        <source>the name {name} is {n} characters long; a .mat file holds at most {most} (gnubg reads no more)</source>
        <translation>de naam {name} is {n} tekens lang; een .mat-bestand bevat er hoogstens {most} (gnubg leest er niet meer)</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>het bestand heeft een regel met de matchlengte, maar geen spel</translation>
    </message>
    <message>
        <source>the score line names {a} and {b}, the first game {first_a} and {first_b}</source>
        <translation>de standregel noemt {a} en {b}, het eerste spel {first_a} en {first_b}</translation>
    </message>
    <message>
        <source>the number of points</source>
        <translation>het aantal punten</translation>
    </message>
    <message>
        <source>{text}: {points} points is absurd</source>
        <translation>{text}: {points} punten is absurd</translation>
    </message>
    <message>
        <source>a second result {text} is ignored</source>
        <translation>een tweede uitslag {text} wordt genegeerd</translation>
    </message>
    <message>
        <source>{text} after the result of the game</source>
        <translation>{text} na de uitslag van het spel</translation>
    </message>
    <message>
        <source>{glued} after the move {move} is not a move; ignored</source>
        <translation>{glued} na de zet {move} is geen zet; genegeerd</translation>
    </message>
    <message>
        <source>raccoons (a redouble after a beaver) are not supported</source>
        <translation>raccoons (een herverdubbeling na een beaver) worden niet ondersteund</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>de kubuswaarde</translation>
    </message>
    <message>
        <source>the player who resigned after rolling (&apos;???&apos;) is written as the winner</source>
        <translation>de speler die na het gooien opgaf (&apos;???&apos;), staat als winnaar geschreven</translation>
    </message>
    <message>
        <source>&apos;and the match&apos; is written, but the match is not over after this game</source>
        <translation>&apos;and the match&apos; is geschreven, maar de match is na dit spel niet afgelopen</translation>
    </message>
    <message>
        <source>the game ends without a &apos;Wins&apos; line</source>
        <translation>het spel eindigt zonder een &apos;Wins&apos;-regel</translation>
    </message>
    <message>
        <source>&apos;Losses {points} point(s)&apos; disagrees with the result of the game</source>
        <translation>&apos;Losses {points} point(s)&apos; klopt niet met de uitslag van het spel</translation>
    </message>
    <message>
        <source>{problem}; save the match as .sgf or .bgqt</source>
        <translation>{problem}; sla de match op als .sgf of .bgqt</translation>
    </message>
    <message>
        <source>{problem}; save the match as .bgqt</source>
        <translation>{problem}; sla de match op als .bgqt</translation>
    </message>
    <message>
        <source>the game starts from a set-up position, which a .mat file cannot hold; save the match as .sgf or .bgqt</source>
        <translation>het spel begint vanaf een opgezette stelling, die een .mat-bestand niet kan bevatten; sla de match op als .sgf of .bgqt</translation>
    </message>
    <message>
        <source>the match starts at {score} after its Crawford game, which a .mat file cannot say (its first game would read as the Crawford game); save the match as .sgf or .bgqt</source>
        <translation>de match begint bij {score} na het Crawford-spel, wat een .mat-bestand niet kan aangeven (het eerste spel zou als het Crawford-spel worden gelezen); sla de match op als .sgf of .bgqt</translation>
    </message>
    <message>
        <source>cannot write this record: {reason}</source>
        <translation>dit verslag kan niet worden geschreven: {reason}</translation>
    </message>
    <message>
        <source>side_lines must be an object with a version number</source>
        <translation>side_lines moet een object met een versienummer zijn</translation>
    </message>
    <message>
        <source>side_lines.lines must be a list</source>
        <translation>side_lines.lines moet een lijst zijn</translation>
    </message>
    <message>
        <source>a side line must be an object with actions</source>
        <translation>een zijlijn moet een object met acties zijn</translation>
    </message>
    <message>
        <source>bad side line {text}: {reason}</source>
        <translation>ongeldige zijlijn {text}: {reason}</translation>
    </message>
    <message>
        <source>{name} must be text, got {got}</source>
        <translation>{name} moet tekst zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>an action&apos;s player must be 0 or 1 (or -1 for a tied opening roll), got {got}</source>
        <translation>de speler van een actie moet 0 of 1 zijn (of -1 voor een gelijke openingsworp), kreeg {got}</translation>
    </message>
    <message>
        <source>an action&apos;s dice must be two whole numbers, got {got}</source>
        <translation>de dobbelstenen van een actie moeten twee gehele getallen zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>an action&apos;s value must be a whole number, got {got}</source>
        <translation>de waarde van een actie moet een geheel getal zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number {lo}..{hi}, got {got}</source>
        <translation>{name} moet een geheel getal {lo}..{hi} zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>the file has a wrong shape ({kind}: {detail})</source>
        <translation>het bestand heeft een verkeerde opbouw ({kind}: {detail})</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>geen geldige JSON ({detail})</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>JSON te diep genest</translation>
    </message>
    <message>
        <source>not a backgammon-qt match file</source>
        <translation>geen backgammon-qt-matchbestand</translation>
    </message>
    <message>
        <source>the file has no version number</source>
        <translation>het bestand heeft geen versienummer</translation>
    </message>
    <message>
        <source>the file is from a newer backgammon-qt (format version {version}; this program reads up to {most})</source>
        <translation>het bestand komt van een nieuwere backgammon-qt (formaatversie {version}; dit programma leest tot en met {most})</translation>
    </message>
    <message>
        <source>players must be two names</source>
        <translation>players moet uit twee namen bestaan</translation>
    </message>
    <message>
        <source>rules must be an object</source>
        <translation>rules moet een object zijn</translation>
    </message>
    <message>
        <source>rules: {reason}</source>
        <translation>de regels: {reason}</translation>
    </message>
    <message>
        <source>info must map names to text</source>
        <translation>info moet namen aan tekst koppelen</translation>
    </message>
    <message>
        <source>games must be a list of at most {n}</source>
        <translation>games moet een lijst van hoogstens {n} elementen zijn</translation>
    </message>
    <message>
        <source>a game must be an object</source>
        <translation>een spel moet een object zijn</translation>
    </message>
    <message>
        <source>score_before must be two numbers</source>
        <translation>score_before moet uit twee getallen bestaan</translation>
    </message>
    <message>
        <source>actions must be a list of at most {n}</source>
        <translation>actions moet een lijst van hoogstens {n} elementen zijn</translation>
    </message>
    <message>
        <source>an action must be an object</source>
        <translation>een actie moet een object zijn</translation>
    </message>
    <message>
        <source>bad action {action}: {reason}</source>
        <translation>ongeldige actie {action}: {reason}</translation>
    </message>
    <message>
        <source>an outcome must be an object or null</source>
        <translation>een uitslag moet een object of null zijn</translation>
    </message>
    <message>
        <source>the outcome has no {field}</source>
        <translation>de uitslag heeft geen {field}</translation>
    </message>
    <message>
        <source>crawford must be true or false</source>
        <translation>crawford moet true of false zijn</translation>
    </message>
    <message>
        <source>turn_moves must be a list of at most 4 [from, to] pairs</source>
        <translation>turn_moves moet een lijst van hoogstens 4 paren [from, to] zijn</translation>
    </message>
    <message>
        <source>turn_moves must be [from, to] pairs</source>
        <translation>turn_moves moet uit paren [from, to] bestaan</translation>
    </message>
    <message>
        <source>clock_banks must be two numbers of seconds</source>
        <translation>clock_banks moet uit twee aantallen seconden bestaan</translation>
    </message>
    <message>
        <source>orientations must be two of &quot;right&quot;/&quot;left&quot;</source>
        <translation>orientations moet uit twee keer &quot;right&quot;/&quot;left&quot; bestaan</translation>
    </message>
    <message>
        <source>analysis must be an object with a version number</source>
        <translation>analysis moet een object met een versienummer zijn</translation>
    </message>
    <message>
        <source>rollouts must be a list of objects with a version number</source>
        <translation>rollouts moet een lijst van objecten met een versienummer zijn</translation>
    </message>
    <message>
        <source>missing field {field}</source>
        <translation>het veld {field} ontbreekt</translation>
    </message>
    <message>
        <source>setup: {field} {why}</source>
        <translation>de opstelling: {field} {why}</translation>
    </message>
    <message>
        <source>setup must be an object</source>
        <translation>setup moet een object zijn</translation>
    </message>
    <message>
        <source>is not a set-up field</source>
        <translation>is geen veld van de opzet</translation>
    </message>
    <message>
        <source>must be a gnubg Position ID, got {got}</source>
        <translation>moet een gnubg Position ID zijn, kreeg {got}</translation>
    </message>
    <message>
        <source>is not a Position ID ({reason})</source>
        <translation>is geen Position ID ({reason})</translation>
    </message>
    <message>
        <source>setup: {reason}</source>
        <translation>de opstelling: {reason}</translation>
    </message>
    <message>
        <source>more than {n} SGF game trees; this is not a real match file</source>
        <translation>meer dan {n} SGF-spelbomen; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>more than {n} SGF {what}; this is not a real match file</source>
        <translation>meer dan {n} SGF-elementen ({what}); dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>not SGF: unexpected {text}</source>
        <translation>geen SGF: onverwacht {text}</translation>
    </message>
    <message>
        <source>SGF variations nested more than {n} deep</source>
        <translation>SGF-varianten meer dan {n} niveaus diep genest</translation>
    </message>
    <message>
        <source>not SGF: &apos;)&apos; without &apos;(&apos;</source>
        <translation>geen SGF: &apos;)&apos; zonder &apos;(&apos;</translation>
    </message>
    <message>
        <source>an empty SGF game tree</source>
        <translation>een lege SGF-spelboom</translation>
    </message>
    <message>
        <source>not SGF: a node outside a game tree</source>
        <translation>geen SGF: een knoop buiten een spelboom</translation>
    </message>
    <message>
        <source>more than {n} SGF nodes in one game; this is not a real match file</source>
        <translation>meer dan {n} SGF-knopen in één spel; dit is geen echt matchbestand</translation>
    </message>
    <message>
        <source>not SGF: a property outside a node</source>
        <translation>geen SGF: een eigenschap buiten een knoop</translation>
    </message>
    <message>
        <source>not SGF: a value without a property name</source>
        <translation>geen SGF: een waarde zonder eigenschapsnaam</translation>
    </message>
    <message>
        <source>the value of {name} is not closed with &apos;]&apos;</source>
        <translation>de waarde van {name} is niet afgesloten met &apos;]&apos;</translation>
    </message>
    <message>
        <source>the SGF ends inside a game tree (a &apos;)&apos; is missing)</source>
        <translation>de SGF eindigt binnen een spelboom (er ontbreekt een &apos;)&apos;)</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>geen SGF-spelboom in het bestand</translation>
    </message>
    <message>
        <source>MI[{value}] is absurdly large</source>
        <translation>MI[{value}] is absurd groot</translation>
    </message>
    <message>
        <source>not a backgammon match file: an SGF file for {kind} (GM[{gm}]; backgammon is GM[6])</source>
        <translation>geen backgammon-matchbestand: een SGF-bestand voor {kind} (GM[{gm}]; backgammon is GM[6])</translation>
    </message>
    <message>
        <source>MI[ws:{white}][bs:{black}]: the scores are absurd</source>
        <translation>MI[ws:{white}][bs:{black}]: de standen zijn absurd</translation>
    </message>
    <message>
        <source>game tree {tree} says MI[game:{number}] (games are numbered from 0)</source>
        <translation>spelboom {tree} zegt MI[game:{number}] (spellen worden vanaf 0 genummerd)</translation>
    </message>
    <message>
        <source>PW[{white}] and PB[{black}] differ from the first game&apos;s players</source>
        <translation>PW[{white}] en PB[{black}] verschillen van de spelers van het eerste spel</translation>
    </message>
    <message>
        <source>MI[length:{given}] differs from the first game&apos;s {length}</source>
        <translation>MI[length:{given}] verschilt van de {length} van het eerste spel</translation>
    </message>
    <message>
        <source>the game tree has variations; only the main line is read</source>
        <translation>de spelboom heeft varianten; alleen de hoofdlijn wordt gelezen</translation>
    </message>
    <message>
        <source>a set-up ({props}) after the game&apos;s first move is not supported</source>
        <translation>een opzet ({props}) na de eerste zet van het spel wordt niet ondersteund</translation>
    </message>
    <message>
        <source>a game starting with the cube at {cube} (CV[{cube}], automatic doubles) is not supported</source>
        <translation>een spel dat begint met de kubus op {cube} (CV[{cube}], automatische verdubbelingen) wordt niet ondersteund</translation>
    </message>
    <message>
        <source>{ident}[{value}]: {reason}</source>
        <translation>{ident}[{value}]: {reason}</translation>
    </message>
    <message>
        <source>{prop}[{value}]: gnubg&apos;s analysis here cannot be read; it is left out</source>
        <translation>{prop}[{value}]: de analyse van gnubg hier kan niet worden gelezen; ze is weggelaten</translation>
    </message>
    <message>
        <source>PL[{value}] names no player (W or B)</source>
        <translation>PL[{value}] noemt geen speler (W of B)</translation>
    </message>
    <message>
        <source>DI[{value}] is not two dice 1..6</source>
        <translation>DI[{value}] zijn geen twee dobbelstenen 1..6</translation>
    </message>
    <message>
        <source>CV[{value}] is not a cube value</source>
        <translation>CV[{value}] is geen kubuswaarde</translation>
    </message>
    <message>
        <source>{ident}[{value}] names no cube position (c, w, b or n)</source>
        <translation>{ident}[{value}] noemt geen kubuspositie (c, w, b of n)</translation>
    </message>
    <message>
        <source>CP[{cp}] and CO[{co}] put the cube in different places</source>
        <translation>CP[{cp}] en CO[{co}] zetten de kubus op verschillende plaatsen</translation>
    </message>
    <message>
        <source>the set-up does not say who is on roll (no PL[W] or PL[B], and no move follows)</source>
        <translation>de opzet zegt niet wie aan de beurt is (geen PL[W] of PL[B], en er volgt geen zet)</translation>
    </message>
    <message>
        <source>DI[{value}] after the end of the game</source>
        <translation>DI[{value}] na het einde van het spel</translation>
    </message>
    <message>
        <source>not a point (a..x) or the bar (y)</source>
        <translation>geen punt (a..x) of de bar (y)</translation>
    </message>
    <message>
        <source>{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off</source>
        <translation>{letter} is geen punt (a..x) of de bar (y); schijven die niet geplaatst zijn, zijn uitgespeeld</translation>
    </message>
    <message>
        <source>the range {lo}:{hi} runs backwards</source>
        <translation>het bereik {lo}:{hi} loopt achteruit</translation>
    </message>
    <message>
        <source>cannot read the move {text}</source>
        <translation>kan de zet {text} niet lezen</translation>
    </message>
    <message>
        <source>RE[{value}] is not a result this program reads</source>
        <translation>RE[{value}] is geen uitslag die dit programma leest</translation>
    </message>
    <message>
        <source>RE[{value}] gives no points</source>
        <translation>RE[{value}] geeft geen punten</translation>
    </message>
    <message>
        <source>RE[{value}]: the points are absurd</source>
        <translation>RE[{value}]: de punten zijn absurd</translation>
    </message>
    <message>
        <source>eXtreme Gammon position: {reason}</source>
        <translation>eXtreme Gammon-stelling: {reason}</translation>
    </message>
    <message>
        <source>eXtreme Gammon position text is read only; save as .bgqt or .sgf</source>
        <translation>eXtreme Gammon-stellingtekst wordt alleen gelezen; sla op als .bgqt of .sgf</translation>
    </message>
    <message>
        <source>the analysis data is not an object</source>
        <translation>de analysegegevens zijn geen object</translation>
    </message>
    <message>
        <source>the analysis is version {version}; this program reads version {ours} and older: update the program to read it</source>
        <translation>de analyse is versie {version}; dit programma leest versie {ours} en ouder: werk het programma bij om haar te lezen</translation>
    </message>
    <message>
        <source>gnubg&apos;s analysis must be read together with its match</source>
        <translation>de analyse van gnubg moet samen met de match worden gelezen</translation>
    </message>
    <message>
        <source>the analysis data is not valid: {detail}</source>
        <translation>de analysegegevens zijn ongeldig: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis is not valid: {detail}</source>
        <translation>beslissing {n} van de analyse is ongeldig: {detail}</translation>
    </message>
    <message>
        <source>roll {n} of the analysis is not valid: {detail}</source>
        <translation>worp {n} van de analyse is ongeldig: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis names a game, action or player the match does not have</source>
        <translation>beslissing {n} van de analyse noemt een spel, actie of speler die de match niet heeft</translation>
    </message>
    <message>
        <source>roll {n} of the analysis names a game, action or player the match does not have</source>
        <translation>worp {n} van de analyse noemt een spel, actie of speler die de match niet heeft</translation>
    </message>
    <message>
        <source>the gnubg analysis data is not valid</source>
        <translation>de gnubg-analysegegevens zijn ongeldig</translation>
    </message>
    <message>
        <source>the gnubg analysis does not fit the match: {reason}</source>
        <translation>de gnubg-analyse past niet bij de match: {reason}</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>accepteren van de opgave</translation>
    </message>
    <message>
        <source>bearoff</source>
        <translation>uitspelen</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>opeisen van de winst op tijd</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>weigeren van de opgave</translation>
    </message>
    <message>
        <source>double</source>
        <translation>verdubbeling</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>verdubbeling</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>move</source>
        <translation>zet</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>zet</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>openingsworp</translation>
    </message>
    <message>
        <source>over</source>
        <translation>voorbij</translation>
    </message>
    <message>
        <source>resign</source>
        <translation>opgave</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>opgave</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>worp</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>vóór de worp</translation>
    </message>
    <message>
        <source>take</source>
        <translation>aannemen</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Open match</source>
        <translation>Match openen</translation>
    </message>
    <message>
        <source>Opening {name} was cancelled.</source>
        <translation>Het openen van {name} is geannuleerd.</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Match opslaan</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Vervangen</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Opslaan als...</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Match opslaan als</translation>
    </message>
    <message>
        <source>The match cannot be saved as {name}.

{error}</source>
        <translation>De match kan niet worden opgeslagen als {name}.

{error}</translation>
    </message>
    <message>
        <source>The analysis of this match will not be in the file.</source>
        <translation>De analyse van deze match komt niet in het bestand.</translation>
    </message>
    <message numerus="yes">
        <source>The %n rollout(s) kept with this match will not be in the file.</source>
        <translation>
            <numerusform>De %n rollout die bij deze match bewaard is, komt niet in het bestand.</numerusform>
            <numerusform>De %n rollouts die bij deze match bewaard zijn, komen niet in het bestand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as {name} anyway? (.bgqt keeps everything.)</source>
        <translation>Toch opslaan als {name}? (.bgqt bewaart alles.)</translation>
    </message>
    <message>
        <source>The match could not be saved.

{error}</source>
        <translation>De match kon niet worden opgeslagen.

{error}</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Match hervatten</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.mat *.txt *.sgf);;backgammon-qt match (*.bgqt);;Jellyfish match text (*.mat *.txt);;gnubg SGF (*.sgf);;All files (*)</source>
        <translation>Matchbestanden (*.bgqt *.mat *.txt *.sgf);;backgammon-qt-match (*.bgqt);;Jellyfish-matchtekst (*.mat *.txt);;gnubg SGF (*.sgf);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>backgammon-qt match (*.bgqt)</source>
        <translation>backgammon-qt-match (*.bgqt)</translation>
    </message>
    <message>
        <source>Jellyfish match text (*.mat)</source>
        <translation>Jellyfish-matchtekst (*.mat)</translation>
    </message>
    <message>
        <source>gnubg SGF (*.sgf)</source>
        <translation>gnubg SGF (*.sgf)</translation>
    </message>
    <message>
        <source>A .mat file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules and the starting position (standard or Nackgammon), but not the other rule options, a declined resignation, the turn in progress, the clocks or the board orientation.</source>
        <translation>Een .mat-bestand bewaart de zetten, de kubusacties, de uitslagen, de Crawford- en Jacobyregels en de beginstelling (standaard of Nackgammon), maar niet de andere regelopties, een geweigerde opgave, de lopende beurt, de klokken of de richting van het bord.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules, the cube and the starting position (standard or Nackgammon), but not the other rule options, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>Een SGF-bestand bewaart de zetten, de kubusacties, de uitslagen, de Crawford- en Jacobyregels, de kubus en de beginstelling (standaard of Nackgammon), maar niet de andere regelopties, opgaven als zetten, de lopende beurt, de klokken of de richting van het bord.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line}: {reason}</source>
        <translation>{file}, regel {line}: {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}): {reason}</source>
        <translation>{file} (spel {game}): {reason}</translation>
    </message>
    <message>
        <source>{file} (move {move}): {reason}</source>
        <translation>{file} (zet {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}): {reason}</source>
        <translation>{file}, regel {line} (spel {game}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (move {move}): {reason}</source>
        <translation>{file}, regel {line} (zet {move}): {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}, move {move}): {reason}</source>
        <translation>{file} (spel {game}, zet {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}, move {move}): {reason}</source>
        <translation>{file}, regel {line} (spel {game}, zet {move}): {reason}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>regel {line}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spel {game}: {reason}</translation>
    </message>
    <message>
        <source>move {move}: {reason}</source>
        <translation>zet {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}): {reason}</source>
        <translation>regel {line} (spel {game}): {reason}</translation>
    </message>
    <message>
        <source>line {line} (move {move}): {reason}</source>
        <translation>regel {line} (zet {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, move {move}: {reason}</source>
        <translation>spel {game}, zet {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}, move {move}): {reason}</source>
        <translation>regel {line} (spel {game}, zet {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, line {line}: {reason}</source>
        <translation>spel {game}, regel {line}: {reason}</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>The best plays, best first, or the cube actions with their equities; the arrow keys select a play to see it on the board, Enter or a double click plays it.</source>
        <translation>De beste zetten, de beste eerst, of de kubusbeslissingen met hun equity; met de pijltjestoetsen kies je een zet om hem op het bord te zien, Enter of een dubbelklik speelt hem.</translation>
    </message>
    <message>
        <source>Roll out the plays</source>
        <translation>Rollout van de zetten maken</translation>
    </message>
    <message>
        <source>Roll out the best plays shown (in the rollout panel)</source>
        <translation>Een rollout maken van de getoonde beste zetten (in het rolloutpaneel)</translation>
    </message>
    <message>
        <source>Roll out the cube</source>
        <translation>Rollout van de kubusbeslissing maken</translation>
    </message>
    <message>
        <source>Roll out the cube decision before the roll: no double, double/take, double/pass (in the rollout panel)</source>
        <translation>Een rollout maken van de kubusbeslissing vóór de worp: niet verdubbelen, verdubbelen/aannemen, verdubbelen/passen (in het rolloutpaneel)</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint: the cube action before the roll, the best plays after it.</source>
        <translation>Druk op Ctrl+H voor een hint: de kubusbeslissing vóór de worp, de beste zetten erna.</translation>
    </message>
    <message>
        <source>No hint now: a hint is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Nu geen hint: een hint is voor de speler die aan de beurt is, vóór of na de worp, of na een verdubbeling.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>No analysis now: it is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Nu geen analyse: die is voor de speler die aan de beurt is, vóór of na de worp, of na een verdubbeling.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyseren…</translation>
    </message>
    <message>
        <source>No hint could be worked out. {reason}</source>
        <translation>Er kon geen hint worden bepaald. {reason}</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint.</source>
        <translation>Druk op Ctrl+H voor een hint.</translation>
    </message>
    <message>
        <source>Plays from the start of the turn; take back this turn&apos;s moves (Ctrl+Z) to see one on the board.</source>
        <translation>De zetten gelden vanaf het begin van de beurt; neem de zetten van deze beurt terug (Ctrl+Z) om er een op het bord te zien.</translation>
    </message>
    <message>
        <source>Select a play to see it on the board.</source>
        <translation>Kies een zet om hem op het bord te zien.</translation>
    </message>
    <message>
        <source>{name} to play {dice}: the best plays, best first.</source>
        <translation>{name} speelt {dice}: de beste zetten, de beste eerst.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(geen zet)</translation>
    </message>
    <message>
        <source>Chances after {play} (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Kansen na {play} (zonder kubus): winst {w}, gammon winnen {wg}, gammon verliezen {lg}.</translation>
    </message>
    <message>
        <source>No cube decision: doubling is not possible now.</source>
        <translation>Geen kubusbeslissing: verdubbelen kan nu niet.</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaveren</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>take</source>
        <translation>aannemen</translation>
    </message>
    <message>
        <source>{name}, you should {answer} (the proper cube action is “{proper}”).</source>
        <translation>{name}, je moet {answer} (de juiste kubusbeslissing is ‘{proper}’).</translation>
    </message>
    <message>
        <source>Proper cube action: {proper}.</source>
        <translation>Juiste kubusbeslissing: {proper}.</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubusbeslissing</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Versch.</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Niet verdubbelen</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Verdubbelen, aannemen</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Verdubbelen, passen</translation>
    </message>
    <message>
        <source>Not the opponent&apos;s best answer to a double, so not a choice of yours</source>
        <translation>Niet het beste antwoord van de tegenstander op een verdubbeling, dus geen keuze van jou</translation>
    </message>
    <message>
        <source>Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Equity&apos;s van {name}, aan de beurt. Kansen (zonder kubus): winnen {w}, gammon winnen {wg}, gammon verliezen {lg}.</translation>
    </message>
    <message>
        <source>Before the roll: no cube decision (doubling was not possible).</source>
        <translation>Vóór de worp: geen kubusbeslissing (verdubbelen was niet mogelijk).</translation>
    </message>
    <message>
        <source>Before the roll: {proper} (no double {nd}, double/take {dt}, double/pass {dp}).</source>
        <translation>Vóór de worp: {proper} (niet verdubbelen {nd}, verdubbelen/aannemen {dt}, verdubbelen/passen {dp}).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>W g</source>
        <translation>W g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>De zet</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s)</source>
        <translation>Equity na de zet (van de speler aan de beurt)</translation>
    </message>
    <message>
        <source>Equity minus the best play&apos;s</source>
        <translation>Equity min die van de beste zet</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Kans om te winnen</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon</source>
        <translation>Kans om een gammon of backgammon te winnen</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon</source>
        <translation>Kans om een gammon of backgammon te verliezen</translation>
    </message>
    <message>
        <source>No double, take</source>
        <translation>Niet verdubbelen, aannemen</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>Te goed om te verdubbelen, passen</translation>
    </message>
    <message>
        <source>Too good to double, take</source>
        <translation>Te goed om te verdubbelen, aannemen</translation>
    </message>
    <message>
        <source>Double, beaver</source>
        <translation>Verdubbelen, beaver</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>A new language applies when backgammon-qt is started again.</source>
        <translation>Een nieuwe taal geldt zodra backgammon-qt opnieuw wordt gestart.</translation>
    </message>
    <message>
        <source>The language will change at the next start.</source>
        <translation>De taal verandert bij de volgende start.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>What to do</source>
        <translation>Wat te doen</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nieuws</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofd</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: press {key} to go back to the game.</source>
        <translation>Je bekijkt een eerdere stelling: druk op {key} om terug te gaan naar het spel.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials done with the match; otherwise they are dropped.</source>
        <translation>Er loopt een rollout van: Eerst opslaan stopt hem en bewaart de gedane trials bij de match; anders vervallen ze.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a backgammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, aanbieden om een backgammon op te geven (%n punt bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
            <numerusform>{name}, aanbieden om een backgammon op te geven (%n punten bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, aanbieden om een gammon op te geven (%n punt bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
            <numerusform>{name}, aanbieden om een gammon op te geven (%n punten bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a single game (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, aanbieden om een enkel spel op te geven (%n punt bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
            <numerusform>{name}, aanbieden om een enkel spel op te geven (%n punten bij deze kubus)? De tegenstander accepteert of weigert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Niet automatisch opgeslagen</translation>
    </message>
    <message>
        <source>The match in progress</source>
        <translation>De lopende match</translation>
    </message>
    <message>
        <source>Save it first to go on with it later.</source>
        <translation>Sla hem eerst op om er later mee verder te gaan.</translation>
    </message>
    <message>
        <source>Save it first...</source>
        <translation>Eerst opslaan...</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Afsluiten zonder opslaan</translation>
    </message>
    <message>
        <source>To start a new match, the match in progress ({match}) is closed.</source>
        <translation>Om een nieuwe match te beginnen wordt de lopende match ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To start a new match, the match on the board ({match}) is closed.</source>
        <translation>Om een nieuwe match te beginnen wordt de match op het bord ({match}) gesloten.</translation>
    </message>
    <message>
        <source>It is finished, and no file holds the moves played since it was last saved or opened.</source>
        <translation>Hij is afgelopen, en geen bestand bevat de zetten die gespeeld zijn sinds hij voor het laatst is opgeslagen of geopend.</translation>
    </message>
    <message>
        <source>No file holds its analysis.</source>
        <translation>Geen bestand bevat de analyse ervan.</translation>
    </message>
    <message>
        <source>The match on the board</source>
        <translation>De match op het bord</translation>
    </message>
    <message>
        <source>Save it first as .bgqt to keep its rollouts.</source>
        <translation>Sla hem eerst op als .bgqt om de rollouts te houden.</translation>
    </message>
    <message>
        <source>Quit without saving drops it.</source>
        <translation>Afsluiten zonder opslaan gooit hem weg.</translation>
    </message>
    <message>
        <source>No file holds its analysis: Quit without saving drops it.</source>
        <translation>Geen bestand bevat de analyse ervan: Afsluiten zonder opslaan gooit die weg.</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials of its finished batches with the match (the batch under way is dropped); Quit without saving drops the rollout with every trial it has done.</source>
        <translation>Er loopt een rollout van: Eerst opslaan stopt hem en bewaart de proeven van de voltooide reeksen bij de match (de lopende reeks vervalt); Afsluiten zonder opslaan gooit de rollout weg met alle proeven die hij heeft gedaan.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt, to keep its rollouts) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Eerst opslaan slaat de match op in een bestand (als .bgqt, om de rollouts te houden) en sluit dan af; Spel &gt; Recent geopend opent hem weer.</translation>
    </message>
    <message>
        <source>To open {name}, the match in progress ({match}) is closed.</source>
        <translation>Om {name} te openen wordt de lopende match ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To open {name}, the match on the board ({match}) is closed.</source>
        <translation>Om {name} te openen wordt de match op het bord ({match}) gesloten.</translation>
    </message>
    <message>
        <source>Save it first as .bgqt or .sgf to keep its analysis.</source>
        <translation>Sla hem eerst op als .bgqt of .sgf om de analyse te houden.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt or .sgf, to keep its analysis) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Eerst opslaan slaat de match op in een bestand (als .bgqt of .sgf, om de analyse te houden) en sluit dan af; Spel &gt; Recent geopend opent hem weer.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Eerst opslaan slaat de match op in een bestand en sluit dan af; Spel &gt; Recent geopend opent hem weer.</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match in progress ({match}) is closed.</source>
        <translation>Om verder te spelen vanaf de geplakte stelling wordt de lopende match ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match on the board ({match}) is closed.</source>
        <translation>Om verder te spelen vanaf de geplakte stelling wordt de match op het bord ({match}) gesloten.</translation>
    </message>
    <message>
        <source>Save it first to keep the whole match.</source>
        <translation>Sla hem eerst op om de hele match te houden.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved.</source>
        <translation>De lopende match ({match}) wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match in progress ({match}) is closed.</source>
        <translation>Om verder te spelen vanaf de opgezette stelling wordt de lopende match ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match on the board ({match}) is closed.</source>
        <translation>Om verder te spelen vanaf de opgezette stelling wordt de match op het bord ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match in progress ({match}) is closed.</source>
        <translation>Om de automatisch opgeslagen match te hervatten wordt de lopende match ({match}) gesloten.</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match on the board ({match}) is closed.</source>
        <translation>Om de automatisch opgeslagen match te hervatten wordt de match op het bord ({match}) gesloten.</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is finished, so it is not autosaved, and no file holds the moves played since it was last saved or opened: Quit without saving drops them.</source>
        <translation>De match op het bord ({match}) is afgelopen, dus hij wordt niet automatisch opgeslagen, en geen bestand bevat de zetten die gespeeld zijn sinds hij voor het laatst is opgeslagen of geopend: Afsluiten zonder opslaan gooit ze weg.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is autosaved: it is offered again at the next start, also after Quit without saving.</source>
        <translation>De lopende match ({match}) is automatisch opgeslagen: hij wordt bij de volgende start weer aangeboden, ook na Afsluiten zonder opslaan.</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is saved in {name} as it is.</source>
        <translation>De match op het bord ({match}) is opgeslagen in {name} zoals hij is.</translation>
    </message>
    <message>
        <source>Quitting closes the match on the board ({match}).</source>
        <translation>Afsluiten sluit de match op het bord ({match}).</translation>
    </message>
    <message>
        <source>Home board at the bottom</source>
        <translation>Thuisbord onderaan</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Puntnummers tonen</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Gedwongen zetten automatisch spelen</translation>
    </message>
    <message>
        <source>Bear off automatically when there is no contact</source>
        <translation>Automatisch uitspelen als er geen contact meer is</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Automatisch gooien als verdubbelen niet kan</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <source>Reduce motion (checkers move at once, never slide)</source>
        <translation>Minder beweging (schijven verplaatsen direct, schuiven nooit)</translation>
    </message>
    <message>
        <source>Sound (the dice, the checkers, the cube and the end of a game)</source>
        <translation>Geluid (de dobbelstenen, de schijven, de kubus en het einde van een spel)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Bordkleuren</translation>
    </message>
    <message>
        <source>Turn the board for the player on roll (two players at one machine)</source>
        <translation>Het bord draaien voor de speler aan de beurt (twee spelers aan één computer)</translation>
    </message>
    <message>
        <source>Enter the dice by hand</source>
        <translation>De dobbelstenen met de hand invoeren</translation>
    </message>
    <message>
        <source>Tutor: before a bad play or cube action, say so and offer to take it back</source>
        <translation>Trainer: meld een slechte zet of kubusbeslissing vooraf, en bied aan hem terug te nemen</translation>
    </message>
    <message>
        <source>The analysis level last chosen (empty: the default)</source>
        <translation>Het laatst gekozen analyseniveau (leeg: de standaard)</translation>
    </message>
    <message>
        <source>Name of the first player (bottom)</source>
        <translation>Naam van de eerste speler (onder)</translation>
    </message>
    <message>
        <source>Name of the second player (top)</source>
        <translation>Naam van de tweede speler (boven)</translation>
    </message>
    <message>
        <source>Who plays at the bottom: a human or the computer at a level</source>
        <translation>Wie speelt onder: een mens of de computer op een niveau</translation>
    </message>
    <message>
        <source>Who plays at the top: a human or the computer at a level</source>
        <translation>Wie speelt boven: een mens of de computer op een niveau</translation>
    </message>
    <message>
        <source>Match length (0 = money play)</source>
        <translation>Matchlengte (0 = geldspel)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>The rule options of the last new match, as JSON (RuleOptions.to_dict; empty: the preset&apos;s)</source>
        <translation>De regelopties van de laatste nieuwe match, als JSON (RuleOptions.to_dict; leeg: die van de voorinstelling)</translation>
    </message>
    <message>
        <source>Window size and place (hex of Qt&apos;s geometry)</source>
        <translation>Grootte en plaats van het venster (Qt-geometrie in hex)</translation>
    </message>
    <message>
        <source>The docks open and where, with the toolbar (hex of Qt&apos;s window state)</source>
        <translation>De geopende panelen en hun plaats, met de werkbalk (hex van Qt&apos;s venstertoestand)</translation>
    </message>
    <message>
        <source>The docks the window state holds (their object names, comma-separated)</source>
        <translation>De panelen die de venstertoestand bevat (hun objectnamen, door komma&apos;s gescheiden)</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation>Taal (na een herstart)</translation>
    </message>
    <message>
        <source>The Dask scheduler long analyses are sent to (empty: this machine)</source>
        <translation>De Dask-scheduler waar lange analyses naartoe gaan (leeg: deze computer)</translation>
    </message>
    <message>
        <source>When the cluster cannot be reached: analyse on this machine, or stop</source>
        <translation>Als het cluster niet bereikbaar is: op deze computer analyseren, of stoppen</translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it.</source>
        <translation>
            <numerusform>Geen bestand bevat de %n rollout die ermee bewaard is.</numerusform>
            <numerusform>Geen bestand bevat de %n rollouts die ermee bewaard zijn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it: Quit without saving drops them.</source>
        <translation>
            <numerusform>Geen bestand bevat de %n rollout die ermee bewaard is: Afsluiten zonder opslaan gooit hem weg.</numerusform>
            <numerusform>Geen bestand bevat de %n rollouts die ermee bewaard zijn: Afsluiten zonder opslaan gooit ze weg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quitting loses the %n rollout(s) kept with the match on the board ({match}): no file keeps a copy.</source>
        <translation>
            <numerusform>Afsluiten verliest de %n rollout die bij de match op het bord ({match}) bewaard is: geen bestand heeft een kopie.</numerusform>
            <numerusform>Afsluiten verliest de %n rollouts die bij de match op het bord ({match}) bewaard zijn: geen bestand heeft een kopie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound (no audio output on this computer)</source>
        <translation>Geluid (geen audio-uitvoer op deze computer)</translation>
    </message>
    <message>
        <source>No sound can be played: this computer has no audio output that works (no sound device, or its sound library is missing). The setting is kept for the next time.</source>
        <translation>Er kan geen geluid worden afgespeeld: deze computer heeft geen werkende audio-uitvoer (geen geluidsapparaat, of de geluidsbibliotheek ontbreekt). De instelling blijft bewaard voor de volgende keer.</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Dobbelsteenlog</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Taken back by {name}: not part of the game</source>
        <translation>Teruggenomen door {name}: geen deel van het spel</translation>
    </message>
    <message>
        <source>Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.</source>
        <translation>Spel {g}, zet {k} van {n} (Position ID {pid}). Ctrl+End: terug naar het spel.</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>the bar</source>
        <translation>de bar</translation>
    </message>
    <message>
        <source>The checker on the bar must enter first.</source>
        <translation>De schijf op de bar moet eerst ingebracht worden.</translation>
    </message>
    <message>
        <source>That checker cannot move with the dice left.</source>
        <translation>Die schijf kan niet zetten met de overgebleven dobbelstenen.</translation>
    </message>
    <message>
        <source>No checker can be moved now.</source>
        <translation>Er kan nu geen schijf worden gezet.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>Je kunt pas uitspelen als al je schijven in je thuisbord staan.</translation>
    </message>
    <message>
        <source>From {where} the checker cannot reach {point} with {dice}.</source>
        <translation>Vanaf {where} kan de schijf {point} niet bereiken met {dice}.</translation>
    </message>
    <message>
        <source>Every die that can be played is played: click the dice or press Enter to end the turn.</source>
        <translation>Elke dobbelsteen die gespeeld kan worden, is gespeeld: klik op de dobbelstenen of druk op Enter om de beurt te beëindigen.</translation>
    </message>
    <message>
        <source>No checker can be borne off now.</source>
        <translation>Er kan nu geen schijf worden uitgespeeld.</translation>
    </message>
    <message>
        <source>No checker can be borne off with one die now.</source>
        <translation>Er kan nu geen schijf worden uitgespeeld met één dobbelsteen.</translation>
    </message>
    <message>
        <source>There is no move to undo this turn.</source>
        <translation>Er is deze beurt geen zet om ongedaan te maken.</translation>
    </message>
    <message>
        <source>There is no turn to end now.</source>
        <translation>Er is nu geen beurt om te beëindigen.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>Een dobbelsteen toont 1 tot 6.</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Je kunt nu niet verdubbelen.</translation>
    </message>
    <message>
        <source>There is no double to answer.</source>
        <translation>Er is geen verdubbeling om op te antwoorden.</translation>
    </message>
    <message>
        <source>There is no resignation to answer.</source>
        <translation>Er is geen opgave om op te antwoorden.</translation>
    </message>
    <message>
        <source>You cannot resign now.</source>
        <translation>Je kunt nu niet opgeven.</translation>
    </message>
    <message>
        <source>There is no win to claim.</source>
        <translation>Er is geen winst om op te eisen.</translation>
    </message>
    <message>
        <source>That checker cannot move with {dice}.</source>
        <translation>Die schijf kan niet zetten met {dice}.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with {dice}.</source>
        <translation>Die schijf kan niet uitgespeeld worden met {dice}.</translation>
    </message>
    <message>
        <source>Play every die that can be played first.</source>
        <translation>Speel eerst elke dobbelsteen die gespeeld kan worden.</translation>
    </message>
    <message>
        <source>It is not the time to roll.</source>
        <translation>Het is nu geen tijd om te gooien.</translation>
    </message>
    <message>
        <source>The cube is not in play until after the opening roll: a player may double at the start of a later turn of their own, before rolling.</source>
        <translation>De verdubbelingskubus is pas na de openingsworp in het spel: een speler kan aan het begin van een latere eigen beurt verdubbelen, voordat hij gooit.</translation>
    </message>
    <message>
        <source>You cannot double now: a player may double only at the start of their own turn, before rolling.</source>
        <translation>Je kunt nu niet verdubbelen: een speler kan alleen aan het begin van zijn eigen beurt verdubbelen, voordat hij gooit.</translation>
    </message>
    <message>
        <source>The cube is not in use under these rules.</source>
        <translation>De verdubbelingskubus wordt met deze regels niet gebruikt.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Geen verdubbeling in het Crawford-spel.</translation>
    </message>
    <message>
        <source>You cannot double: the cube is dead, a win of this game already wins you the match.</source>
        <translation>Je kunt niet verdubbelen: de kubus is dood, met de winst van dit spel win je de match al.</translation>
    </message>
    <message>
        <source>That is not allowed: {reason}.</source>
        <translation>Dat mag niet: {reason}.</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write it as gnubg does, e.g. 8/5 6/5, bar/22*, 6/off.</source>
        <translation>‘{text}’ is geen zet: schrijf hem zoals gnubg, bijv. 8/5 6/5, bar/22*, 6/off.</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>You cannot double: {name} owns the cube.</source>
        <translation>Je kunt niet verdubbelen: de kubus is van {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Your {point}-point is held by {name} (%n checker(s)).</source>
        <translation>
            <numerusform>Je {point}-punt is bezet door {name} (%n schijf).</numerusform>
            <numerusform>Je {point}-punt is bezet door {name} (%n schijven).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice} plays %n move(s) at most.</source>
        <translation>
            <numerusform>{dice} speelt hoogstens %n zet.</numerusform>
            <numerusform>{dice} speelt hoogstens %n zetten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{text} does not play every die that can be played with {dice}.</source>
        <translation>{text} speelt niet elke dobbelsteen die met {dice} gespeeld kan worden.</translation>
    </message>
    <message>
        <source>The resignation is declined: play on.</source>
        <translation>De opgave is geweigerd: speel verder.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, match to {n}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>Een onvoltooide match werd opgeslagen toen backgammon-qt voor het laatst stopte ({when}):

{a} – {b}, match tot {n}, stand {sa}–{sb}, spel {g}.

Hervatten of weggooien?</translation>
    </message>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, money game, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>Een onvoltooide match werd opgeslagen toen backgammon-qt voor het laatst stopte ({when}):

{a} – {b}, geldspel, stand {sa}–{sb}, spel {g}.

Hervatten of weggooien?</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written: the match can be resumed, but it is not autosaved (save it with Ctrl+S), and the autosave stays as it is.</source>
        <translation>In de map {folder} kan niet worden geschreven: de match kan worden hervat, maar wordt niet automatisch opgeslagen (sla hem op met Ctrl+S), en de automatisch opgeslagen match blijft zoals hij is.</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>De automatisch opgeslagen match kon niet worden hersteld; het bestand is opzijgezet als {name}.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and the folder {folder} cannot be written, so it stays as it is; this session&apos;s match is not autosaved.

{error}</source>
        <translation>De automatisch opgeslagen match kon niet worden hersteld, en in de map {folder} kan niet worden geschreven, dus die blijft zoals hij is; de match van deze sessie wordt niet automatisch opgeslagen.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and it could not be set aside either ({reason}); this session&apos;s match is not autosaved, so that the file stays as it is.

{error}</source>
        <translation>De automatisch opgeslagen match kon niet worden hersteld en ook niet opzijgezet ({reason}); de match van deze sessie wordt niet automatisch opgeslagen, zodat het bestand blijft zoals het is.

{error}</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Move, e.g. 8/5 6/5 (Ctrl+T)</source>
        <translation>Zet, bijv. 8/5 6/5 (Ctrl+T)</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zet invoeren</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, such as 8/5 6/5, bar/22* or 6/off, and press Enter</source>
        <translation>Typ een zet in gnubg-notatie, zoals 8/5 6/5, bar/22* of 6/off, en druk op Enter</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Zettenlijst</translation>
    </message>
    <message>
        <source>The moves of the game shown, a row a move number and a column a player; Enter shows the position after the move.</source>
        <translation>De zetten van het getoonde spel, een rij per zetnummer en een kolom per speler; Enter toont de stelling na de zet.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(geen naam)</translation>
    </message>
    <message>
        <source>Moves — game {n}</source>
        <translation>Zetten — spel {n}</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Teruggenomen: {what}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nieuwe match</translation>
    </message>
    <message>
        <source>Player at the bottom:</source>
        <translation>Speler onder:</translation>
    </message>
    <message>
        <source>Player at the top:</source>
        <translation>Speler boven:</translation>
    </message>
    <message>
        <source>Name of the player at the bottom</source>
        <translation>Naam van de speler onder</translation>
    </message>
    <message>
        <source>Name of the player at the top</source>
        <translation>Naam van de speler boven</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Geldspel</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlengte:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelopties</translation>
    </message>
    <message>
        <source>Standard backgammon</source>
        <translation>Standaard backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Nackgammon: the standard rules from another start, two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6.</source>
        <translation>Nackgammon: de gewone regels vanuit een andere beginstelling, twee schijven elk op het 24- en 23-punt, vier op het 13-punt, drie op het 8-punt en vier op het 6-punt.</translation>
    </message>
    <message>
        <source>Starting position:</source>
        <translation>Beginstelling:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the match length in its spin box</comment>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>a clock option (turn time, time bank) in its spin box</comment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another name: {why}.</source>
        <translation>Kies een andere naam: {why}.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Verdubbelingskubus</translation>
    </message>
    <message>
        <source>Cube limit (0 = none)</source>
        <translation>Kubuslimiet (0 = geen)</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford-regel</translation>
    </message>
    <message>
        <source>Jacoby rule (money)</source>
        <translation>Jacoby-regel (geld)</translation>
    </message>
    <message>
        <source>Beavers (money)</source>
        <translation>Beavers (geld)</translation>
    </message>
    <message>
        <source>Automatic doubles (money)</source>
        <translation>Automatische verdubbelingen (geld)</translation>
    </message>
    <message>
        <source>Automatic doubles per game</source>
        <translation>Automatische verdubbelingen per spel</translation>
    </message>
    <message>
        <source>Backgammons count</source>
        <translation>Backgammons tellen</translation>
    </message>
    <message>
        <source>Backgammon from the bar counts 4x</source>
        <translation>Backgammon vanaf de bar telt 4x</translation>
    </message>
    <message>
        <source>Minimize wasted pips</source>
        <translation>Verspilde pips minimaliseren</translation>
    </message>
    <message>
        <source>Automatic resignation value</source>
        <translation>Automatische opgavewaarde</translation>
    </message>
    <message>
        <source>Clock (turn time and bank)</source>
        <translation>Klok (tijd per beurt en bank)</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Seconden per beurt</translation>
    </message>
    <message>
        <source>Time bank (seconds)</source>
        <translation>Tijdbank (seconden)</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Beginstelling</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Matchspel</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Geldspel</translation>
    </message>
    <message>
        <source>Timed (clock, no cube)</source>
        <translation>Op tijd (klok, geen kubus)</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PictureActions</name>
    <message>
        <source>The position is on the clipboard as a picture.</source>
        <translation>De stelling staat als afbeelding op het klembord.</translation>
    </message>
    <message>
        <source>The picture could not be saved.

{why}</source>
        <translation>De afbeelding kon niet worden opgeslagen.

{why}</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Stellingsafbeelding exporteren</translation>
    </message>
    <message>
        <source>The position picture is saved in {path}.</source>
        <translation>De stellingsafbeelding is opgeslagen in {path}.</translation>
    </message>
</context>
<context>
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Winst opeisen</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} behind), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} achter), EPC {e}</numerusform>
            <numerusform>%n pips ({d} achter), EPC {e}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} voor), EPC {e}</numerusform>
            <numerusform>%n pips ({d} voor), EPC {e}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s), EPC {e}</source>
        <translation>
            <numerusform>%n pip, EPC {e}</numerusform>
            <numerusform>%n pips, EPC {e}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} behind)</source>
        <translation>
            <numerusform>%n pip ({d} achter)</numerusform>
            <numerusform>%n pips ({d} achter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead)</source>
        <translation>
            <numerusform>%n pip ({d} voor)</numerusform>
            <numerusform>%n pips ({d} voor)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n pip</numerusform>
            <numerusform>%n pips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionActions</name>
    <message>
        <source>Go back to the game (or wait for the file) before pasting a position.</source>
        <translation>Ga terug naar het spel (of wacht op het bestand) voordat je een stelling plakt.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Het klembord bevat geen stelling die gespeeld kan worden.

{why}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Stelling plakken</translation>
    </message>
    <message>
        <source>{name}, may they take back?</source>
        <translation>{name}, mogen ze terugnemen?</translation>
    </message>
    <message>
        <source>There is no finished turn to take back.</source>
        <translation>Er is geen voltooide beurt om terug te nemen.</translation>
    </message>
    <message>
        <source>{name} wants to take back {play}. Do you agree, {other}?</source>
        <translation>{name} wil {play} terugnemen. Ga je akkoord, {other}?</translation>
    </message>
    <message>
        <source>{other} does not agree: the turn stands.</source>
        <translation>{other} gaat niet akkoord: de beurt blijft staan.</translation>
    </message>
    <message>
        <source>The turn cannot be taken back: {reason}.</source>
        <translation>De beurt kan niet teruggenomen worden: {reason}.</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Beurt terugnemen</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Stelling opzetten</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Stelling opzetten</translation>
    </message>
    <message>
        <source>Checkers of</source>
        <translation>Schijven van</translation>
    </message>
    <message>
        <source>bottom, light</source>
        <translation>onder, licht</translation>
    </message>
    <message>
        <source>top, dark</source>
        <translation>boven, donker</translation>
    </message>
    <message>
        <source>top, light</source>
        <translation>boven, licht</translation>
    </message>
    <message>
        <source>bottom, dark</source>
        <translation>onder, donker</translation>
    </message>
    <message>
        <source>Click a point, the bar or a tray to add a checker of the colour chosen; right-click to take one away; drag checkers, or drag from a supply. Keys: arrows or a point&apos;s number, + and -, C for the other colour.</source>
        <translation>Klik op een punt, de bar of een bak om een schijf van de gekozen kleur toe te voegen; klik met rechts om er een weg te halen; sleep schijven, of sleep uit een voorraad. Toetsen: de pijlen of het nummer van een punt, + en -, C voor de andere kleur.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Beginstelling</translation>
    </message>
    <message>
        <source>Nackgammon start</source>
        <translation>Nackgammon-beginstelling</translation>
    </message>
    <message>
        <source>Two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6</source>
        <translation>Twee schijven elk op het 24- en 23-punt, vier op het 13-punt, drie op het 8-punt en vier op het 6-punt</translation>
    </message>
    <message>
        <source>Rest borne off</source>
        <translation>Rest uitgespeeld</translation>
    </message>
    <message>
        <source>Put each player&apos;s missing checkers in their tray</source>
        <translation>De ontbrekende schijven van elke speler in hun bak leggen</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>niet gegooid</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>in het midden</translation>
    </message>
    <message>
        <source>money</source>
        <translation>geld</translation>
    </message>
    <message>
        <source>This is the Crawford game</source>
        <translation>Dit is het Crawford-spel</translation>
    </message>
    <message>
        <source>Standard backgammon</source>
        <translation>Standaard backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Where the later games of the match start (and what the match line and a saved file say). The Starting position and Nackgammon start buttons set it.</source>
        <translation>Waar de latere spellen van de match beginnen (en wat de matchregel en een bewaard bestand vermelden). De knoppen Beginstelling en Nackgammon-beginstelling stellen dit in.</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Aan de beurt:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dobbelstenen:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Kubus:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Eigenaar van de kubus:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlengte:</translation>
    </message>
    <message>
        <source>Score ({a} – {b}):</source>
        <translation>Stand ({a} – {b}):</translation>
    </message>
    <message>
        <source>Later games:</source>
        <translation>Latere spellen:</translation>
    </message>
    <message>
        <source>{name} is played by:</source>
        <translation>{name} wordt gespeeld door:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Play on from this position</source>
        <translation>Verder spelen vanaf deze stelling</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyseren</translation>
    </message>
    <message>
        <source>Play on from this position with the player on roll at the board, and show the engine&apos;s cube decision and, when the dice are set, its best plays</source>
        <translation>Verder spelen vanaf deze stelling met de speler aan de beurt gespeeld aan het bord, en de kubusbeslissing van de engine tonen en, als de dobbelstenen gekozen zijn, de beste zetten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message numerus="yes">
        <source>{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed.</source>
        <translation>
            <numerusform>{name}: pipcount {pips}, %n schijf uitgespeeld, {total} van 15 geplaatst.</numerusform>
            <numerusform>{name}: pipcount {pips}, %n schijven uitgespeeld, {total} van 15 geplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Kies beide dobbelstenen of geen van beide (nog niet gegooid).</translation>
    </message>
</context>
<context>
    <name>PositionPicture</name>
    <message>
        <source>Backgammon position</source>
        <translation>Backgammonstelling</translation>
    </message>
    <message>
        <source>Position ID: {position}    Match ID: {match}</source>
        <translation>Position ID: {position}    Match ID: {match}</translation>
    </message>
    <message>
        <source>A position picture is saved as .png or .svg, not {name}.</source>
        <translation>Een stellingsafbeelding wordt opgeslagen als .png of .svg, niet {name}.</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {why}</source>
        <translation>De afbeelding kon niet naar {path} worden geschreven: {why}</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Verder spelen vanaf de opgezette stelling.</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n checker(s) (must be 15)</source>
        <translation>
            <numerusform>{name} heeft %n schijf (moeten er 15 zijn)</numerusform>
            <numerusform>{name} heeft %n schijven (moeten er 15 zijn)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted. Play on from this position.</source>
        <translation>Geplakt. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID. Play on from this position.</source>
        <translation>Geplakt: een Position ID. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID and Match ID. Play on from this position.</source>
        <translation>Geplakt: een Position ID en Match ID. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>Pasted: an XGID. Play on from this position.</source>
        <translation>Geplakt: een XGID. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>Pasted: an XG position. Play on from this position.</source>
        <translation>Geplakt: een XG-stelling. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}.</source>
        <translation>Deze stelling kan niet gespeeld worden: {reason}.</translation>
    </message>
    <message>
        <source>The text cannot be read as a position: {reason}.</source>
        <translation>De tekst kan niet als stelling gelezen worden: {reason}.</translation>
    </message>
    <message>
        <source>the {point}-point holds checkers of both players</source>
        <translation>het {point}-punt heeft schijven van beide spelers</translation>
    </message>
</context>
<context>
    <name>RolloutJob</name>
    <message>
        <source>the record does not reach this checker play</source>
        <translation>het verslag komt niet tot deze zet</translation>
    </message>
    <message>
        <source>the plays of this decision are not legal in the replayed position</source>
        <translation>de zetten van deze beslissing zijn niet geldig in de nagespeelde stelling</translation>
    </message>
    <message>
        <source>a rollout must be an object</source>
        <translation>een rollout moet een object zijn</translation>
    </message>
    <message>
        <source>the dice are not rolled</source>
        <translation>de dobbelstenen zijn niet gegooid</translation>
    </message>
    <message>
        <source>there is no rollout to extend</source>
        <translation>er is geen rollout om te verlengen</translation>
    </message>
    <message>
        <source>the rollout&apos;s layout version {version} is not one this program reads</source>
        <translation>de indelingsversie {version} van de rollout is er geen die dit programma leest</translation>
    </message>
    <message>
        <source>the match has no game {n}</source>
        <translation>de match heeft geen spel {n}</translation>
    </message>
    <message>
        <source>the rollout is malformed ({detail})</source>
        <translation>de rollout is misvormd ({detail})</translation>
    </message>
    <message>
        <source>Rollout {n} in the file was not read: {why}</source>
        <translation>Rollout {n} in het bestand is niet gelezen: {why}</translation>
    </message>
    <message>
        <source>{play} is not a legal play of {dice} here</source>
        <translation>{play} is hier geen geldige {dice}-zet</translation>
    </message>
</context>
<context>
    <name>RolloutPanel</name>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>&amp;Kept rollouts</source>
        <translation>Bewaarde &amp;rollouts</translation>
    </message>
    <message>
        <source>Rollouts kept with the match</source>
        <translation>Rollouts bewaard bij de match</translation>
    </message>
    <message>
        <source>Roll out the best plays or the cube decision from the hint panel, or an analysed error from the analysis panel.</source>
        <translation>Maak een rollout van de beste zetten of de kubusbeslissing vanuit het hintpaneel, of van een geanalyseerde fout vanuit het analysepaneel.</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Proeven:</translation>
    </message>
    <message>
        <source>Stop at a standard error o&amp;f</source>
        <translation>Stoppen bij een standaard&amp;fout van</translation>
    </message>
    <message>
        <source>Target standard error</source>
        <translation>Beoogde standaardfout</translation>
    </message>
    <message>
        <source>Plies (one player&apos;s turn each) played in each trial before the network judges the position; none plays every game to its end</source>
        <translation>Plies (elk de beurt van één speler) die in elke proef worden gespeeld voordat het netwerk de stelling beoordeelt; geen speelt elk spel tot het einde</translation>
    </message>
    <message>
        <source>Tr&amp;uncate after (plies):</source>
        <translation>In&amp;korten na (plies):</translation>
    </message>
    <message>
        <source>{ply}-ply (gnubg {gnubg}-ply)</source>
        <translation>{ply}-ply (gnubg {gnubg}-ply)</translation>
    </message>
    <message>
        <source>The depth of the plays and cube actions inside the trials</source>
        <translation>De diepte van de zetten en kubusbeslissingen binnen de proeven</translation>
    </message>
    <message>
        <source>&amp;Level of the trials:</source>
        <translation>&amp;Niveau van de proeven:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no truncation: every trial is played to the end</comment>
        <translation>Geen</translation>
    </message>
    <message>
        <source>&amp;Cubeful</source>
        <translation>&amp;Met kubus</translation>
    </message>
    <message>
        <source>The cube is used in the trials</source>
        <translation>De kubus wordt in de proeven gebruikt</translation>
    </message>
    <message>
        <source>The same seed and settings give the same numbers</source>
        <translation>Dezelfde startwaarde en instellingen geven dezelfde getallen</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;waarde:</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>Rollout &amp;uitvoeren</translation>
    </message>
    <message>
        <source>Roll out again from the start with these settings</source>
        <translation>De rollout opnieuw vanaf het begin uitvoeren met deze instellingen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Stop the rollout, keeping the trials done</source>
        <translation>De rollout stoppen en de gedane proeven bewaren</translation>
    </message>
    <message>
        <source>Rollout progress</source>
        <translation>Voortgang van de rollout</translation>
    </message>
    <message>
        <source>Rollout results</source>
        <translation>Resultaten van de rollout</translation>
    </message>
    <message>
        <source>The candidates, best first, with their equities, standard errors and chances</source>
        <translation>De kandidaten, beste eerst, met hun equity&apos;s, standaardfouten en kansen</translation>
    </message>
    <message>
        <source>How sure the best choice is</source>
        <translation>Hoe zeker de beste keuze is</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xtend by %Ln trial(s)</source>
        <translation>
            <numerusform>&amp;Verlengen met %Ln proef</numerusform>
            <numerusform>&amp;Verlengen met %Ln proeven</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stoppen…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s) per play</source>
        <translation>
            <numerusform>{done} van %Ln proef per zet</numerusform>
            <numerusform>{done} van %Ln proeven per zet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s)</source>
        <translation>
            <numerusform>{done} van %Ln proef</numerusform>
            <numerusform>{done} van %Ln proeven</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestopt.</translation>
    </message>
    <message>
        <source>Stopped before the first batch of trials was done.</source>
        <translation>Gestopt voordat de eerste reeks proeven klaar was.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Gestopt na %Ln proef per zet.</numerusform>
            <numerusform>Gestopt na %Ln proeven per zet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s).</source>
        <translation>
            <numerusform>Gestopt na %Ln proef.</numerusform>
            <numerusform>Gestopt na %Ln proeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Klaar: %Ln proef per zet.</numerusform>
            <numerusform>Klaar: %Ln proeven per zet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s).</source>
        <translation>
            <numerusform>Klaar: %Ln proef.</numerusform>
            <numerusform>Klaar: %Ln proeven.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout failed.</source>
        <translation>De rollout is mislukt.</translation>
    </message>
    <message>
        <source>Go on with the rollout shown for the trials set above, with the same seeds as one longer rollout</source>
        <translation>Doorgaan met de getoonde rollout voor het hierboven ingestelde aantal proeven, met dezelfde startwaarden, als één langere rollout</translation>
    </message>
    <message>
        <source>The truncation, level, cube or seed set above differ from the rollout shown: Roll out starts a new rollout with them, kept beside it.</source>
        <translation>De inkorting, het niveau, de kubus of de startwaarde hierboven wijken af van de getoonde rollout: Rollout uitvoeren begint daarmee een nieuwe rollout, die ernaast wordt bewaard.</translation>
    </message>
    <message>
        <source>Rollout of {name}&apos;s cube decision before the roll.</source>
        <translation>Rollout van de kubusbeslissing van {name} vóór de worp.</translation>
    </message>
    <message>
        <source>Rollout of the cube decision before the roll.</source>
        <translation>Rollout van de kubusbeslissing vóór de worp.</translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) for {name} to play {dice}.</source>
        <translation>
            <numerusform>Rollout van %n zet voor {name} met {dice}.</numerusform>
            <numerusform>Rollout van %n zetten voor {name} met {dice}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) to play {dice}.</source>
        <translation>
            <numerusform>Rollout van %n zet met {dice}.</numerusform>
            <numerusform>Rollout van %n zetten met {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubusbeslissing</translation>
    </message>
    <message>
        <source>The trials per play (or of the cube decision) of the next rollout: Roll out plays this many, Extend adds this many to the rollout shown. The trials done are said under the bar.</source>
        <translation>De proeven per zet (of van de kubusbeslissing) van de volgende rollout: Rollout uitvoeren speelt er zoveel, Verlengen voegt er zoveel toe aan de getoonde rollout. Het aantal gedane proeven staat onder de balk.</translation>
    </message>
    <message>
        <source>The batch under way</source>
        <translation>De lopende reeks</translation>
    </message>
    <message>
        <source>The batch under way is dropped; the finished batches are kept.</source>
        <translation>De lopende reeks vervalt; de voltooide reeksen blijven bewaard.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended: the trials of the finished batches are kept, the batch under way is lost.</source>
        <translation>De engine stopte de rollout niet zoals gevraagd, dus is hij beëindigd: de proeven van de voltooide reeksen zijn bewaard, de lopende reeks is verloren.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended before its first batch of trials was done: nothing of it is kept.</source>
        <translation>De engine stopte de rollout niet zoals gevraagd, dus is hij beëindigd voordat de eerste reeks proeven klaar was: er is niets van bewaard.</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed: the trials of the finished batches are kept, the batch under way is lost. {reason}</source>
        <translation>De rollout is beëindigd omdat de engine faalde: de proeven van de voltooide reeksen zijn bewaard, de lopende reeks is verloren. {reason}</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed before its first batch of trials was done: nothing of it is kept. {reason}</source>
        <translation>De rollout is beëindigd omdat de engine faalde voordat de eerste reeks proeven klaar was: er is niets van bewaard. {reason}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>De engine wordt gestart…</translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: play {play} of {plays}, {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Reeks {batch} van {batches} loopt: zet {play} van {plays}, {done} van %Ln proef.</numerusform>
            <numerusform>Reeks {batch} van {batches} loopt: zet {play} van {plays}, {done} van %Ln proeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Reeks {batch} van {batches} loopt: {done} van %Ln proef.</numerusform>
            <numerusform>Reeks {batch} van {batches} loopt: {done} van %Ln proeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n second(s) left.</source>
        <translation>
            <numerusform>Hooguit ongeveer %n seconde over.</numerusform>
            <numerusform>Hooguit ongeveer %n seconden over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) left.</source>
        <translation>
            <numerusform>Ongeveer %n seconde over.</numerusform>
            <numerusform>Ongeveer %n seconden over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n minute(s) left.</source>
        <translation>
            <numerusform>Hooguit ongeveer %n minuut over.</numerusform>
            <numerusform>Hooguit ongeveer %n minuten over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) left.</source>
        <translation>
            <numerusform>Ongeveer %n minuut over.</numerusform>
            <numerusform>Ongeveer %n minuten over.</numerusform>
        </translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(geen zet)</translation>
    </message>
    <message>
        <source>The figures come when the first batch of trials is done.</source>
        <translation>De cijfers komen wanneer de eerste reeks proeven klaar is.</translation>
    </message>
    <message>
        <source>Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Kansen (zonder kubus): winst {w}, gammon winnen {wg}, gammon verliezen {lg}.</translation>
    </message>
    <message>
        <source>95% interval: {low} to {high}</source>
        <translation>95%-interval: {low} tot {high}</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Juiste kubusbeslissing: {action}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s).</source>
        <translation>
            <numerusform>%Ln proef.</numerusform>
            <numerusform>%Ln proeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s) per play.</source>
        <translation>
            <numerusform>%Ln proef per zet.</numerusform>
            <numerusform>%Ln proeven per zet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubeful: the cube is used in the trials.</source>
        <translation>Met kubus: de kubus wordt in de proeven gebruikt.</translation>
    </message>
    <message>
        <source>Cubeless: the cube is not used in the trials.</source>
        <translation>Zonder kubus: de kubus wordt in de proeven niet gebruikt.</translation>
    </message>
    <message numerus="yes">
        <source>Truncated: each trial stops after %n turn(s) and the network judges the position.</source>
        <translation>
            <numerusform>Ingekort: elke proef stopt na %n beurt en het netwerk beoordeelt de stelling.</numerusform>
            <numerusform>Ingekort: elke proef stopt na %n beurten en het netwerk beoordeelt de stelling.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every trial is played to the end of its game.</source>
        <translation>Elke proef wordt tot het einde van het spel gespeeld.</translation>
    </message>
    <message>
        <source>The trials are played at {ply}-ply with seed {seed}.</source>
        <translation>De proeven worden op {ply}-ply gespeeld met startwaarde {seed}.</translation>
    </message>
    <message numerus="yes">
        <source>Every standard error reached {se} after %Ln trial(s).</source>
        <translation>
            <numerusform>Elke standaardfout bereikte {se} na %Ln proef.</numerusform>
            <numerusform>Elke standaardfout bereikte {se} na %Ln proeven.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at the trial limit of %Ln trial(s) before every standard error reached {se}.</source>
        <translation>
            <numerusform>Gestopt bij de limiet van %Ln proef voordat elke standaardfout {se} bereikte.</numerusform>
            <numerusform>Gestopt bij de limiet van %Ln proeven voordat elke standaardfout {se} bereikte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout was dropped: another match is on the board.</source>
        <translation>De rollout is vervallen: er staat een andere match op het bord.</translation>
    </message>
    <message numerus="yes">
        <source>truncated after %n turn(s)</source>
        <translation>
            <numerusform>ingekort na %n beurt</numerusform>
            <numerusform>ingekort na %n beurten</numerusform>
        </translation>
    </message>
    <message>
        <source>full</source>
        <translation>volledig</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: cube decision, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spel {game}, zet {move}: kubusbeslissing, %Ln proef, {how}, startwaarde {seed}</numerusform>
            <numerusform>Spel {game}, zet {move}: kubusbeslissing, %Ln proeven, {how}, startwaarde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: {dice}, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spel {game}, zet {move}: {dice}, %Ln proef, {how}, startwaarde {seed}</numerusform>
            <numerusform>Spel {game}, zet {move}: {dice}, %Ln proeven, {how}, startwaarde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cube decision: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Kubusbeslissing: %Ln proef, {how}, startwaarde {seed}</numerusform>
            <numerusform>Kubusbeslissing: %Ln proeven, {how}, startwaarde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice}: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>{dice}: %Ln proef, {how}, startwaarde {seed}</numerusform>
            <numerusform>{dice}: %Ln proeven, {how}, startwaarde {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one to show it</source>
        <translation>Kies er een om hem te tonen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>± SE</source>
        <translation>± std.fout</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Versch.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Winst</translation>
    </message>
    <message>
        <source>W g</source>
        <translation>W g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>The play, or the cube action</source>
        <translation>De zet, of de kubusbeslissing</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s), or of the cube action</source>
        <translation>Equity na de zet (van de speler aan de beurt), of van de kubusbeslissing</translation>
    </message>
    <message>
        <source>One standard error of the equity; the 95% interval is about two of them either side</source>
        <translation>Eén standaardfout van de equity; het 95%-interval is ongeveer twee daarvan aan weerszijden</translation>
    </message>
    <message>
        <source>Equity minus the best&apos;s</source>
        <translation>Equity min die van de beste</translation>
    </message>
    <message>
        <source>Chance of winning (cubeless)</source>
        <translation>Kans om te winnen (zonder kubus)</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon (cubeless)</source>
        <translation>Kans om een gammon of backgammon te winnen (zonder kubus)</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon (cubeless)</source>
        <translation>Kans om een gammon of backgammon te verliezen (zonder kubus)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play backgammon</source>
        <translation>Zo speel je backgammon</translation>
    </message>
    <message>
        <source>The rules could not be loaded: {error}</source>
        <translation>De regels konden niet worden geladen: {error}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Another backgammon-qt is running and keeps its own unfinished match; this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>Een andere backgammon-qt draait en houdt zijn eigen onvoltooide match bij; de match van dit venster wordt niet automatisch opgeslagen (sla hem op met Ctrl+S).</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>De onvoltooide match is hervat.</translation>
    </message>
    <message>
        <source>This match was cut at game {g}, move {k} of {name} (Play on from here). Saving replaces that file, and the moves after the cut are lost from it.</source>
        <translation>Deze match is afgebroken bij spel {g}, zet {k} van {name} (Verder spelen vanaf hier). Opslaan vervangt dat bestand, en de zetten na het afbreekpunt gaan daarin verloren.</translation>
    </message>
    <message>
        <source>The broken autosave could not be set aside; this window&apos;s match is not autosaved.</source>
        <translation>De beschadigde automatische opslag kon niet opzij worden gezet; de match van dit venster wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>Playing on from game {g}, move {k}.</source>
        <translation>Verder spelen vanaf spel {g}, zet {k}.</translation>
    </message>
    <message>
        <source>Opening {name}...</source>
        <translation>{name} openen...</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>In de map {folder} kan niet worden geschreven, dus de match van dit venster wordt niet automatisch opgeslagen (sla hem op met Ctrl+S).</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s). Warnings: {w}</source>
        <translation>
            <numerusform>{name} geopend: %n spel. Waarschuwingen: {w}</numerusform>
            <numerusform>{name} geopend: %n spellen. Waarschuwingen: {w}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s).</source>
        <translation>
            <numerusform>{name} geopend: %n spel.</numerusform>
            <numerusform>{name} geopend: %n spellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open {name}.</source>
        <translation>Kon {name} niet openen.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}, score {a}–{b}</source>
        <translation>{p0} – {p1}, match tot {n}, stand {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game, score {a}–{b}</source>
        <translation>{p0} – {p1}, geldspel, stand {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}</source>
        <translation>{p0} – {p1}, match tot {n}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game</source>
        <translation>{p0} – {p1}, geldspel</translation>
    </message>
    <message>
        <source>The unfinished match was resumed. The analysis in the file was not read: {why}</source>
        <translation>De onvoltooide match is hervat. De analyse in het bestand is niet gelezen: {why}</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Je kunt nu niet verdubbelen.</translation>
    </message>
    <message>
        <source>You cannot double now: {name} is to act.</source>
        <translation>Je kunt nu niet verdubbelen: {name} is aan de beurt.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now.</source>
        <translation>De laatste automatische opslag kon niet worden geschreven, dus de automatisch opgeslagen match is niet de match zoals die nu is.</translation>
    </message>
    <message>
        <source>An unfinished match from an earlier start is kept in the autosave and offered again at the next start. So that it is not written over, the match in this window is not autosaved. Save it with Ctrl+S to keep it.</source>
        <translation>Een onvoltooide match van een eerdere start wordt in de automatische opslag bewaard en bij de volgende start opnieuw aangeboden. Om hem niet te overschrijven wordt de match in dit venster niet automatisch opgeslagen. Sla hem op met Ctrl+S om hem te houden.</translation>
    </message>
    <message>
        <source>The autosave did not finish writing in time, so it may not hold the match as it is now.</source>
        <translation>De automatische opslag was niet op tijd klaar met schrijven, dus misschien bevat hij de match niet zoals die nu is.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now. The reason: {reason}.</source>
        <translation>De laatste automatische opslag kon niet worden geschreven, dus de automatisch opgeslagen match is niet de match zoals die nu is. De reden: {reason}.</translation>
    </message>
    <message>
        <source>The unfinished match from last time is kept: it is offered again at the next start without a file. This window&apos;s match is autosaved as usual.</source>
        <translation>De onvoltooide match van de vorige keer is bewaard: hij wordt bij de volgende start zonder bestand opnieuw aangeboden. De match in dit venster wordt zoals gewoonlijk automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>De match kon niet worden geopend.

{error}</translation>
    </message>
    <message>
        <source>Saving {name}...</source>
        <translation>{name} opslaan...</translation>
    </message>
    <message>
        <source>Could not save {name}.</source>
        <translation>Kon {name} niet opslaan.</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Opgeslagen in {name}.</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Automatisch opslaan mislukt: {reason}</translation>
    </message>
    <message>
        <source>The analysis in the file was not read: {why}</source>
        <translation>De analyse in het bestand is niet gelezen: {why}</translation>
    </message>
    <message>
        <source>The autosave could not be removed: {reason}</source>
        <translation>De automatische opslag kon niet worden verwijderd: {reason}</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>No sound: there is no audio output.</source>
        <translation>Geen geluid: er is geen audio-uitvoer.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>the drop</source>
        <translation>het passen</translation>
    </message>
    <message>
        <source>{name} took back {play}.</source>
        <translation>{name} nam {play} terug.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic: wood and green felt</source>
        <translation>Klassiek: hout en groen vilt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>Blue and orange (for colour blindness)</source>
        <translation>Blauw en oranje (voor kleurenblindheid)</translation>
    </message>
</context>
<context>
    <name>obj</name>
    <message>
        <source>Position editor board</source>
        <translation>Bord voor het opzetten van een stelling</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>About backgammon-qt</source>
        <translation>Over backgammon-qt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Desktop backgammon on PySide6 (Qt 6). Play against the computer, or with a friend at the same machine, in matches to N points or for money.&lt;/p&gt;&lt;p&gt;The computer player and the hints come from the bgsage engine (MPL-2.0). Match files, Position IDs and Match IDs follow GNU Backgammon, so you can carry your games over to it and back.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Backgammon voor de desktop op PySide6 (Qt 6). Speel tegen de computer of met een vriend aan dezelfde computer, in matches tot N punten of om geld.&lt;/p&gt;&lt;p&gt;De computerspeler en de hints komen van de engine bgsage (MPL-2.0). Matchbestanden, Position ID&apos;s en Match ID&apos;s volgen GNU Backgammon, zodat je je spellen daarheen en terug kunt meenemen.&lt;/p&gt;&lt;p&gt;Uitgegeven onder de GNU General Public License, versie 3 of later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume the unfinished match?</source>
        <translation>De onvoltooide match hervatten?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Niet nu</translation>
    </message>
    <message>
        <source>Keep it for the next start</source>
        <translation>Bewaren voor de volgende start</translation>
    </message>
</context>
</TS>
