<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>point</source>
        <translation>punt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>{turn} s + bank {bank}</source>
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
        <source>{name} to play {dice}: drag a checker, or click it (left button: left die, right button: right die).</source>
        <translation>{name} speelt {dice}: sleep een schijf, of klik erop (linkerknop: linker dobbelsteen, rechterknop: rechter dobbelsteen).</translation>
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
        <source>{a} resigns {what} ({n} {points}). {b}, accept or decline?</source>
        <translation>{a} geeft {what} op ({n} {points}). {b}, accepteren of weigeren?</translation>
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
        <source>the game</source>
        <translation>het spel</translation>
    </message>
    <message>
        <source>{w} wins {kind}{how}: {n} {points}.</source>
        <translation>{w} wint {kind}{how}: {n} {points}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Stand: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (match to {n})</source>
        <translation> (match tot {n})</translation>
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
        <extracomment>the end-of-game banner&apos;s &quot;Analyse&quot; (this game; the window acts on it)</extracomment>
        <translation>match tot {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>geldspel</translation>
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
    <message>
        <source>Resigns {what}</source>
        <translation>Geeft {what} op</translation>
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
        <source>Wins {n} {points}</source>
        <translation>Wint {n} {points}</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Schijfspel</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubusbeslissing</translation>
    </message>
    <message>
        <source>(best {best})</source>
        <translation>(beste {best})</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b}</source>
        <translation>Spel {n}: {a}–{b}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>, {w} wins {p}</source>
        <translation>, {w} wint {p}</translation>
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
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Lijst wissen</translation>
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
        <translation>&amp;Afsluiten</translation>
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
        <source>Re&amp;sign</source>
        <translation>&amp;Opgeven</translation>
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
        <source>Arrow keys, Space or Enter</source>
        <translation>Pijltjestoetsen, Spatie of Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer and give it</source>
        <translation>Terwijl er een vraag op het bord staat: kies een antwoord en geef het</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Zetten en beurten</translation>
    </message>
    <message>
        <source>Ctrl+T or /</source>
        <translation>Ctrl+T of /</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Typ een hele zet in gnubg-notatie (8/5 6/5, bar/22*, 6/off) en druk op Enter; Escape gaat terug naar het bord</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spatie</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>De beurt beëindigen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>De laatste zet van deze beurt ongedaan maken</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Verdubbelen</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
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
        <source>Ctrl+N / Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+N / Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>New match / Open / Save</source>
        <translation>Nieuwe match / Openen / Opslaan</translation>
    </message>
    <message>
        <source>Ctrl+L / Ctrl+M</source>
        <translation>Ctrl+L / Ctrl+M</translation>
    </message>
    <message>
        <source>Game list / Move list</source>
        <translation>Spellenlijst / Zettenlijst</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Previous / next move of the record</source>
        <translation>Vorige / volgende zet van het verslag</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Ctrl+End</source>
        <translation>Ctrl+End</translation>
    </message>
    <message>
        <source>Ctrl+R / Ctrl+Shift+N</source>
        <translation>Ctrl+R / Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Home board left or right / point numbers</source>
        <translation>Thuisbord links of rechts / puntnummers</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Alt+G, Alt+E, Alt+V, Alt+O, Alt+A, Alt+P, Alt+H</source>
        <translation>Alt+S, Alt+B, Alt+L, Alt+O, Alt+H</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Een menu openen (elke handeling staat in een menu); Tab gaat van veld naar veld in een dialoog</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>&amp;Verder spelen vanaf hier</translation>
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
        <source>&amp;Paste position</source>
        <translation>Stelling &amp;plakken</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Verder spelen vanaf een gnubg Position ID (en Match ID), een XGID of een eXtreme Gammon-stelling op het klembord</translation>
    </message>
    <message>
        <source>Set &amp;up position...</source>
        <translation>Stelling &amp;opzetten...</translation>
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
        <source>a single game</source>
        <translation>een enkel spel</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>een gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>een backgammon</translation>
    </message>
    <message>
        <source>a backgammon from the bar</source>
        <translation>een backgammon vanaf de bar</translation>
    </message>
    <message>
        <source> (the double was dropped)</source>
        <translation> (de verdubbeling werd gepast)</translation>
    </message>
    <message>
        <source> (resignation)</source>
        <translation> (opgave)</translation>
    </message>
    <message>
        <source> (on time)</source>
        <translation> (op tijd)</translation>
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
        <source>Analyse this &amp;game</source>
        <translation>Dit &amp;spel analyseren</translation>
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
        <source>&amp;Tutor: warn before a bad play</source>
        <translation>&amp;Trainer: waarschuwen voor een slechte zet</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back</source>
        <translation>Voordat een zet die de analyse slecht of erger vindt, bevestigd wordt, dat melden en aanbieden hem terug te nemen</translation>
    </message>
    <message>
        <source>Tutor: {made} is a {error} play ({lost:+.3f}); the best is {best}.</source>
        <translation>Trainer: {made} is een zet van het soort {error} ({lost:+.3f}); de beste is {best}.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Trainer</translation>
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
</context>
<context>
    <name>AnalysisActions</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Nog niets te analyseren.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyseren...</translation>
    </message>
    <message>
        <source>Analysis done ({s:.0f} s).</source>
        <translation>Analyse klaar ({s:.0f} s).</translation>
    </message>
    <message>
        <source>The analysis failed: {why}</source>
        <translation>De analyse is mislukt: {why}</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse geannuleerd.</translation>
    </message>
    <message>
        <source>Expert (1-ply)</source>
        <translation>Expert (1-ply)</translation>
    </message>
    <message>
        <source>World class (2-ply)</source>
        <translation>Wereldklasse (2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster (3-ply)</source>
        <translation>Grootmeester (3-ply)</translation>
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
        <source>Errors of</source>
        <translation>Fouten van</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Volgende fout</translation>
    </message>
    <message>
        <source>{n} game(s) analysed at {level}.</source>
        <translation>{n} spel(len) geanalyseerd op {level}.</translation>
    </message>
    <message>
        <source>{ppg:+.3f} points per game</source>
        <translation>{ppg:+.3f} punten per spel</translation>
    </message>
    <message>
        <source>gnubg&apos;s rating of the error rate</source>
        <translation>De beoordeling van het foutpercentage door gnubg</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Spel {g}: {what}</translation>
    </message>
    <message>
        <source>  win {w:.1f}%, gammon {g:.1f}%</source>
        <translation>  winst {w:.1f}%, gammon {g:.1f}%</translation>
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
        <source>{n} {colour} checkers</source>
        <translation>{n} schijven, {colour}</translation>
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
        <source>none borne off</source>
        <translation>geen uitgespeeld</translation>
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
        <source>the bar</source>
        <translation>de bar</translation>
    </message>
    <message>
        <source>1 {colour} checker</source>
        <translation>1 schijf, {colour}</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point</source>
        <translation>{p}-punt van {name}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>{checkers} ({name}&apos;s)</source>
        <translation>{checkers} (van {name})</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: {what}</source>
        <translation>Bak van {name}: {what}</translation>
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
        <source>{name} moves {a}/{b}{hit}.</source>
        <translation>{name} zet {a}/{b}{hit}.</translation>
    </message>
    <message>
        <source>A hit.</source>
        <translation>Een slag.</translation>
    </message>
    <message>
        <source>{checkers} borne off</source>
        <translation>{checkers} uitgespeeld</translation>
    </message>
    <message>
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stand {n}</translation>
    </message>
    <message>
        <source>{n} pips</source>
        <translation>{n} pips</translation>
    </message>
    <message>
        <source>Question: {text} Answers: {answers}</source>
        <translation>Vraag: {text} Antwoorden: {answers}</translation>
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
    <message>
        <source>{n}-away</source>
        <translation>{n}-away</translation>
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
        <source>{name} rolled {values}.</source>
        <translation>{name} gooide {values}.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stand {n}</translation>
    </message>
    <message>
        <source>{n}-away</source>
        <translation>{n}-away</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>The computer could not move: {error}</source>
        <translation>De computer kon niet zetten: {error}</translation>
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
        <source>Bars: each player&apos;s count of every number (light: the bottom player). Yellow lines: what fair dice give on average.</source>
        <translation>Staven: het aantal van elk getal per speler (licht: de onderste speler). Gele lijnen: wat eerlijke dobbelstenen gemiddeld geven.</translation>
    </message>
    <message>
        <source>{name} ({n} rolls)</source>
        <translation>{name} ({n} worpen)</translation>
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
        <source>tray</source>
        <translation>bak</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>bar</translation>
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
    <name>FileActions</name>
    <message>
        <source>open another match</source>
        <translation>een andere match te openen</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Match openen</translation>
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
        <source>;;</source>
        <translation>;;</translation>
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
        <source>open {name}</source>
        <translation>{name} te openen</translation>
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
        <source>A .mat file keeps the moves, the cube actions and the results, but not the rule options other than Crawford and Jacoby, a declined resignation, the turn in progress, the clocks or the board orientation.</source>
        <translation>Een .mat-bestand bewaart de zetten, de kubusacties en de uitslagen, maar niet de andere regelopties dan Crawford en Jacoby, een geweigerde opgave, de lopende beurt, de klokken of de richting van het bord.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions and the results, but not the rule options other than Crawford, Jacoby and the cube, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>Een SGF-bestand bewaart de zetten, de kubusacties en de uitslagen, maar niet de andere regelopties dan Crawford, Jacoby en de kubus, opgaven als zetten, de lopende beurt, de klokken of de richting van het bord.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
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
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>het bestand begint als UTF-16-tekst, maar is het niet</translation>
    </message>
    <message>
        <source>this is a binary file, not text ({detail})</source>
        <translation>dit is een binair bestand, geen tekst ({detail})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 ({detail})</source>
        <translation>de tekst is UTF-8 noch Windows-1252 ({detail})</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>geen backgammon-matchbestand (geen regel &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>geen backgammon-matchbestand (het lijkt op de tekstexport van gnubg; exporteer de match liever als .mat of SGF)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>geen backgammon-matchbestand</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>onbekend bestandstype {ext}; gebruik een van {known}</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>geen SGF-spelboom in het bestand</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>het bestand heeft een regel met de matchlengte, maar geen spel</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>geen geldige JSON ({detail})</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} is hier geen geldige {dice}-zet</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: deze worp heeft een geldige zet, de beurt kan niet worden overgeslagen</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>geen geldige {dice}-zet leidt naar {position}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>ongeldige zet {move} in {text}</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan {text} niet lezen</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>regel {n}</translation>
    </message>
    <message>
        <source>game {n}</source>
        <translation>spel {n}</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>zet {n}</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
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
        <source>No hint: the engine failed ({error}).</source>
        <translation>Geen hint: de engine faalde ({error}).</translation>
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
        <source>vs. best</source>
        <translation>t.o.v. beste</translation>
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
        <source>Win gammon</source>
        <translation>Gammon winnen</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Gammon verliezen</translation>
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
        <source>Too good to double</source>
        <translation>Te goed om te verdubbelen</translation>
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
        <source>a single game</source>
        <translation>een enkel spel</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>een gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>een backgammon</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>{name}, offer to resign {what} ({n} {points} at this cube)? The opponent accepts or declines.</source>
        <translation>{name}, aanbieden om {what} op te geven ({n} {points} bij deze kubus)? De tegenstander accepteert of weigert.</translation>
    </message>
    <message>
        <source>point</source>
        <translation>punt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
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
        <source>To {doing}, the match in progress ({match}) is closed.</source>
        <translation>Om {doing} wordt de lopende match ({match}) gesloten.</translation>
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
        <source>start a new match</source>
        <translation>een nieuwe match te beginnen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved: {why}</source>
        <translation>De lopende match ({match}) wordt niet automatisch opgeslagen: {why}</translation>
    </message>
    <message>
        <source>Save it...</source>
        <translation>Opslaan...</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Afsluiten zonder opslaan</translation>
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
        <source>Board colours</source>
        <translation>Bordkleuren</translation>
    </message>
    <message>
        <source>Show the move list beside the board when the window is wide enough</source>
        <translation>De zettenlijst naast het bord tonen als het venster breed genoeg is</translation>
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
        <source>Tutor: before a bad play is confirmed, say so and offer to take it back</source>
        <translation>Trainer: meld een slechte zet voordat hij bevestigd wordt, en bied aan hem terug te nemen</translation>
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
        <source>Language (after a restart)</source>
        <translation>Taal (na een herstart)</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
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
        <source>Your {point}-point is held by {name} ({n} checkers).</source>
        <translation>Je {point}-punt is bezet door {name} ({n} schijven).</translation>
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
        <source>The cube is not in use under these rules.</source>
        <translation>De verdubbelingskubus wordt met deze regels niet gebruikt.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Geen verdubbeling in het Crawford-spel.</translation>
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
    <message>
        <source>{dice} plays {n} moves at most.</source>
        <translation>{dice} speelt hoogstens {n} zetten.</translation>
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

{a} – {b}, {what}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>Een onvoltooide match werd opgeslagen toen backgammon-qt voor het laatst stopte ({when}):

{a} – {b}, {what}, stand {sa}–{sb}, spel {g}.

Hervatten of weggooien?</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>De automatisch opgeslagen match kon niet worden hersteld; het bestand is opzijgezet als {name}.

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
        <source>Money game</source>
        <translation>Geldspel</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
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
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Winst opeisen</translation>
    </message>
    <message>
        <source>pips {n}</source>
        <translation>pips {n}</translation>
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
        <source>play on from the pasted position</source>
        <translation>verder te spelen vanaf de geplakte stelling</translation>
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
        <source>Take back turn</source>
        <translation>Beurt terugnemen</translation>
    </message>
    <message>
        <source>play on from the set-up position</source>
        <translation>verder te spelen vanaf de opgezette stelling</translation>
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
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Beginstelling</translation>
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
        <source>Start and hint</source>
        <translation>Beginnen met hint</translation>
    </message>
    <message>
        <source>Play on from this position and ask for a hint</source>
        <translation>Verder spelen vanaf deze stelling en om een hint vragen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>{name}: {pips} pips, {off} off, {total} of 15</source>
        <translation>{name}: {pips} pips, {off} uit, {total} van 15</translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Kies beide dobbelstenen of geen van beide (nog niet gegooid).</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Verder spelen vanaf de opgezette stelling.</translation>
    </message>
    <message>
        <source>Pasted: {kind}. Play on from this position.</source>
        <translation>Geplakt: {kind}. Speel verder vanaf deze stelling.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}</source>
        <translation>Deze stelling kan niet gespeeld worden: {reason}</translation>
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
        <source>The unfinished match is kept for the next start; this session&apos;s match is not autosaved.</source>
        <translation>De onvoltooide match wordt bewaard voor de volgende start; de match van deze sessie wordt niet automatisch opgeslagen.</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>De onvoltooide match is hervat.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, {what}, score {a}–{b}</source>
        <translation>{p0} – {p1}, {what}, stand {a}–{b}</translation>
    </message>
    <message>
        <source>Opened {name}: {n} game(s).</source>
        <translation>{name} geopend: {n} spel(len).</translation>
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
        <source>Could not open {name}.</source>
        <translation>Kon {name} niet openen.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>De match kon niet worden geopend.

{error}</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Opgeslagen in {name}.</translation>
    </message>
    <message>
        <source>Warnings: {w}</source>
        <translation>Waarschuwingen: {w}</translation>
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
    <name>TakeBack</name>
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
<context>
    <name>window</name>
    <message>
        <source>Dice log</source>
        <translation>Dobbelsteenlog</translation>
    </message>
</context>
</TS>
