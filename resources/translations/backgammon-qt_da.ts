<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>points</source>
        <translation>point</translation>
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
        <translation>Match til {n}</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Pengespil</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawford-spil</translation>
    </message>
    <message>
        <source>post-Crawford</source>
        <translation>post-Crawford</translation>
    </message>
    <message>
        <source>timed</source>
        <translation>på tid</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move.</source>
        <translation>{name} slog {roll} og kan ikke flytte.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Both rolled the same: roll again (click the dice or press Space).</source>
        <translation>Begge slog det samme: slå igen (klik på terningerne eller tryk Mellemrum).</translation>
    </message>
    <message>
        <source>Roll for the first move: click Roll or press Space.</source>
        <translation>Slå om, hvem der begynder: klik Slå eller tryk Mellemrum.</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space) or double (click the cube).</source>
        <translation>{name}: slå (klik Slå eller tryk Mellemrum) eller doble (klik på dobbeltterningen).</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space).</source>
        <translation>{name}: slå (klik Slå eller tryk Mellemrum).</translation>
    </message>
    <message>
        <source>{name}: click the dice or press Enter to end the turn (Ctrl+Z takes a move back).</source>
        <translation>{name}: klik på terningerne eller tryk Enter for at afslutte turen (Ctrl+Z tager et træk tilbage).</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it (left button: left die, right button: right die).</source>
        <translation>{name} skal spille {dice}: træk en brik, eller klik på den (venstre knap: venstre terning, højre knap: højre terning).</translation>
    </message>
    <message>
        <source>{b} beavers: the cube is on {v}. {a}, take or drop?</source>
        <translation>{b} beaver: dobbeltterningen står på {v}. {a}, tager du eller opgiver du?</translation>
    </message>
    <message>
        <source>{a} doubles to {v}. {b}, take or drop?</source>
        <translation>{a} dobler til {v}. {b}, tager du eller opgiver du?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>{b}: take or drop.</source>
        <translation>{b}: tag eller opgiv.</translation>
    </message>
    <message>
        <source>{a} resigns {what} ({n} {points}). {b}, accept or decline?</source>
        <translation>{a} opgiver {what} ({n} {points}). {b}, accepterer du eller afslår du?</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Acceptér</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Afslå</translation>
    </message>
    <message>
        <source>{b}: accept or decline the resignation.</source>
        <translation>{b}: acceptér eller afslå opgivelsen.</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan ikke flytte</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>spillet</translation>
    </message>
    <message>
        <source>{w} wins {kind}{how}: {n} {points}.</source>
        <translation>{w} vinder {kind}{how}: {n} {points}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Stilling: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (match to {n})</source>
        <translation> (match til {n})</translation>
    </message>
    <message>
        <source>{w} wins the match!</source>
        <translation>{w} vinder matchen!</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Næste spil</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysér</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <extracomment>the end-of-game banner&apos;s &quot;Analyse&quot; (this game; the window acts on it)</extracomment>
        <translation>match til {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>pengespil</translation>
    </message>
    <message>
        <source>The match is over: click New match to play again.</source>
        <translation>Matchen er slut: klik Ny match for at spille igen.</translation>
    </message>
    <message>
        <source>The game is over: click Next game.</source>
        <translation>Spillet er slut: klik Næste spil.</translation>
    </message>
    <message>
        <source>The computers roll for the first move.</source>
        <translation>Computerne slår om, hvem der begynder.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and plays {play}.</source>
        <translation>{name} slog {roll} og spiller {play}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tænker…</translation>
    </message>
    <message>
        <source>Both rolled {die}: roll again.</source>
        <translation>Begge slog {die}: slå igen.</translation>
    </message>
    <message>
        <source>{a} rolled {d0}, {b} rolled {d1}: {w} moves first.</source>
        <translation>{a} slog {d0}, {b} slog {d1}: {w} begynder.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move: the turn passes to {other}.</source>
        <translation>{name} slog {roll} og kan ikke flytte: turen går til {other}.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spillede {play}.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slog {roll} og spillede {play}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is on {v}.</source>
        <translation>{name} tager: dobbeltterningen står på {v}.</translation>
    </message>
    <message>
        <source>Played automatically: {play}.</source>
        <translation>Spillet automatisk: {play}.</translation>
    </message>
    <message>
        <source>Opening roll: both {die}, again</source>
        <translation>Åbningsslag: begge {die}, igen</translation>
    </message>
    <message>
        <source>Opening roll {mine}-{theirs}: moves first</source>
        <translation>Åbningsslag {mine}-{theirs}: begynder</translation>
    </message>
    <message>
        <source>Rolls {roll}: no move</source>
        <translation>Slår {roll}: intet træk</translation>
    </message>
    <message>
        <source>Rolls {roll}</source>
        <translation>Slår {roll}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(intet træk)</translation>
    </message>
    <message>
        <source>Resigns {what}</source>
        <translation>Opgiver {what}</translation>
    </message>
    <message>
        <source>{dice}: cannot move</source>
        <translation>{dice}: kan ikke flytte</translation>
    </message>
    <message>
        <source>Doubles =&gt; {v}</source>
        <translation>Dobler =&gt; {v}</translation>
    </message>
    <message>
        <source>Beavers =&gt; {v}</source>
        <translation>Beaver =&gt; {v}</translation>
    </message>
    <message>
        <source>Wins {n} {points}</source>
        <translation>Vinder {n} {points}</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Brikspil</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Doblingsbeslutning</translation>
    </message>
    <message>
        <source>(best {best})</source>
        <translation>(bedste {best})</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b}</source>
        <translation>Spil {n}: {a}–{b}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>, {w} wins {p}</source>
        <translation>, {w} vinder {p}</translation>
    </message>
    <message>
        <source>Game {n}: {pa} {a}, {pb} {b}</source>
        <translation>Spil {n}: {pa} {a}, {pb} {b}</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Å&amp;bn...</translation>
    </message>
    <message>
        <source>Open a match file (.bgqt, .mat, .txt, .sgf)</source>
        <translation>Åbn en matchfil (.bgqt, .mat, .txt, .sgf)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Gem matchen</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Gem so&amp;m...</translation>
    </message>
    <message>
        <source>Save the match in a new file, as .bgqt, .mat or .sgf</source>
        <translation>Gem matchen i en ny fil, som .bgqt, .mat eller .sgf</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åbn s&amp;eneste</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Ryd listen</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Ny match...</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Start en ny match</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Afslut &amp;turen</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Doble</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>The best plays or the cube action for the player to act</source>
        <translation>De bedste træk eller dobbeltterningens rette handling for spilleren, der skal handle</translation>
    </message>
    <message>
        <source>&amp;Single game</source>
        <translation>&amp;Enkelt spil</translation>
    </message>
    <message>
        <source>&amp;Gammon</source>
        <translation>&amp;Gammon</translation>
    </message>
    <message>
        <source>&amp;Backgammon</source>
        <translation>&amp;Backgammon</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Fortryd træk</translation>
    </message>
    <message>
        <source>Take back the last move of this turn</source>
        <translation>Tag turens sidste træk tilbage</translation>
    </message>
    <message>
        <source>Copy &amp;Position ID</source>
        <translation>Kopiér &amp;Position ID</translation>
    </message>
    <message>
        <source>Copy &amp;Match ID</source>
        <translation>Kopiér &amp;Match ID</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Kopiér &amp;XGID</translation>
    </message>
    <message>
        <source>The position, cube, dice and score as eXtreme Gammon writes them</source>
        <translation>Stillingen, dobbeltterningen, terningerne og stillingen i matchen, som eXtreme Gammon skriver dem</translation>
    </message>
    <message>
        <source>&amp;Home board on the left</source>
        <translation>&amp;Hjemland til venstre</translation>
    </message>
    <message>
        <source>Switch the home board between bottom right and bottom left</source>
        <translation>Skift indre hjemland mellem nederst til højre og nederst til venstre</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Punkt&amp;numre</translation>
    </message>
    <message>
        <source>&amp;Move list</source>
        <translation>&amp;Trækliste</translation>
    </message>
    <message>
        <source>The moves of the game on the board, as gnubg lists them</source>
        <translation>Trækkene i spillet på brættet, som gnubg opstiller dem</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Mindre &amp;bevægelse</translation>
    </message>
    <message>
        <source>Checkers move at once, without sliding (the animation speed is off while this is on)</source>
        <translation>Brikkerne flytter med det samme, uden at glide (animationshastigheden er slået fra, så længe dette er valgt)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Sådan spiller du</translation>
    </message>
    <message>
        <source>&amp;About backgammon-qt</source>
        <translation>&amp;Om backgammon-qt</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>The keys of the board and the window</source>
        <translation>Tasterne til brættet og vinduet</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Skriv et træk</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, e.g. 8/5 6/5</source>
        <translation>Skriv et træk i gnubg-notation, fx 8/5 6/5</translation>
    </message>
    <message>
        <source>&amp;Claim the win on time</source>
        <translation>&amp;Kræv sejren på tid</translation>
    </message>
    <message>
        <source>Under the timed rules, when the opponent&apos;s time bank is empty</source>
        <translation>Med regler på tid, når modstanderens tidsbank er tom</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Opgiv</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gå</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighed</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>Brættets &amp;farver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Previous &amp;game</source>
        <translation>Forrige &amp;spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Forrige træk</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Næste træk</translation>
    </message>
    <message>
        <source>Next g&amp;ame</source>
        <translation>Næste s&amp;pil</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tilbage til spillet</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Piletaster</translation>
    </message>
    <message>
        <source>Move the ring to the next point, the bar or the tray in that direction</source>
        <translation>Flyt ringen til næste punkt, baren eller bakken i den retning</translation>
    </message>
    <message>
        <source>1 to 24</source>
        <translation>1 til 24</translation>
    </message>
    <message>
        <source>Put the ring on that point (your own numbers; two digits typed quickly)</source>
        <translation>Sæt ringen på det punkt (dine egne numre; to cifre tastet hurtigt)</translation>
    </message>
    <message>
        <source>B / O</source>
        <translation>B / O</translation>
    </message>
    <message>
        <source>Put the ring on the bar / on your bear-off tray</source>
        <translation>Sæt ringen på baren / på din bakke til udtagne brikker</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Mellemrum eller Enter</translation>
    </message>
    <message>
        <source>Pick up the checker under the ring; with a checker picked up, put it down where the ring is</source>
        <translation>Tag brikken under ringen op; med en brik i hånden: sæt den ned, hvor ringen er</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Put the picked-up checker back</source>
        <translation>Læg den opsamlede brik tilbage</translation>
    </message>
    <message>
        <source>Arrow keys, Space or Enter</source>
        <translation>Piletaster, Mellemrum eller Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer and give it</source>
        <translation>Mens der er et spørgsmål på brættet: vælg et svar og giv det</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Træk og ture</translation>
    </message>
    <message>
        <source>Ctrl+T or /</source>
        <translation>Ctrl+T eller /</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Skriv et helt træk i gnubg-notation (8/5 6/5, bar/22*, 6/off) og tryk Enter; Escape går tilbage til brættet</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellemrum</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>Fortryd turens sidste træk</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doble</translation>
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
        <translation>Kræv sejren på tid (regler på tid, modstanderens bank tom)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Vindue</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+N / Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>New match / Open / Save</source>
        <translation>Ny match / Åbn / Gem</translation>
    </message>
    <message>
        <source>Ctrl+L / Ctrl+M</source>
        <translation>Ctrl+L / Ctrl+M</translation>
    </message>
    <message>
        <source>Game list / Move list</source>
        <translation>Spilliste / Trækliste</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Previous / next move of the record</source>
        <translation>Forrige / næste træk i optegnelsen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbage til spillet</translation>
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
        <translation>Hjemland til venstre eller højre / punktnumre</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Alt+G, Alt+E, Alt+V, Alt+O, Alt+A, Alt+P, Alt+H</source>
        <translation>Alt+S, Alt+R, Alt+V, Alt+I, Alt+H</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Åbn en menu (alle handlinger findes i en); Tab flytter mellem felterne i en dialog</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fuld skærm</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Spil &amp;videre herfra</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Spil videre herfra</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves are dropped</source>
        <translation>Spil videre fra den viste stilling; de senere træk droppes</translation>
    </message>
    <message>
        <source>&amp;Game list</source>
        <translation>&amp;Spilliste</translation>
    </message>
    <message>
        <source>Show the games and moves of the match, to step through them</source>
        <translation>Vis matchens spil og træk for at gå igennem dem</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Game list</source>
        <translation>Spilliste</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Indsæt stilling</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Spil videre fra et gnubg Position ID (og Match ID), et XGID eller en eXtreme Gammon-stilling i udklipsholderen</translation>
    </message>
    <message>
        <source>Set &amp;up position...</source>
        <translation>&amp;Opstil stilling...</translation>
    </message>
    <message>
        <source>Put the checkers, dice and cube where you want and play on</source>
        <translation>Sæt brikkerne, terningerne og dobbeltterningen, hvor du vil, og spil videre</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Opstil en stilling</translation>
    </message>
    <message>
        <source>Take &amp;back turn</source>
        <translation>Tag &amp;turen tilbage</translation>
    </message>
    <message>
        <source>Take back your last finished turn (and the computer&apos;s reply), keeping it beside the game</source>
        <translation>Tag din sidste afsluttede tur tilbage (og computerens svar), og gem den ved siden af spillet</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <source>a backgammon from the bar</source>
        <translation>en backgammon fra baren</translation>
    </message>
    <message>
        <source> (the double was dropped)</source>
        <translation> (doblingen blev opgivet)</translation>
    </message>
    <message>
        <source> (resignation)</source>
        <translation> (opgivelse)</translation>
    </message>
    <message>
        <source> (on time)</source>
        <translation> (på tid)</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dobler</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Tager</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Opgiver</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Accepterer</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Afslår</translation>
    </message>
    <message>
        <source>Claims the win on time</source>
        <translation>Kræver sejren på tid</translation>
    </message>
    <message>
        <source>Analyse this &amp;game</source>
        <translation>Analysér dette &amp;spil</translation>
    </message>
    <message>
        <source>Every play and cube decision of the game shown, and the luck of each roll</source>
        <translation>Hvert træk og hver doblingsbeslutning i det viste spil, og heldet i hvert slag</translation>
    </message>
    <message>
        <source>Analyse the whole &amp;match</source>
        <translation>Analysér hele &amp;matchen</translation>
    </message>
    <message>
        <source>&amp;Cancel analysis</source>
        <translation>&amp;Afbryd analysen</translation>
    </message>
    <message>
        <source>Analysis &amp;summary</source>
        <translation>Analysens &amp;oversigt</translation>
    </message>
    <message>
        <source>Analysing %v/%m</source>
        <translation>Analyserer %v/%m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>&amp;Tutor: warn before a bad play</source>
        <translation>&amp;Træner: advar før et dårligt træk</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back</source>
        <translation>Sig det, før et træk, som analysen vurderer som dårligt eller værre, bekræftes, og tilbyd at tage det tilbage</translation>
    </message>
    <message>
        <source>Tutor: {made} is a {error} play ({lost:+.3f}); the best is {best}.</source>
        <translation>Træner: {made} er et træk af typen {error} ({lost:+.3f}); det bedste er {best}.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Træner</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Tage det tilbage?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Tag det tilbage</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behold det</translation>
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
        <translation>Der er intet at analysere endnu.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyserer...</translation>
    </message>
    <message>
        <source>Analysis done ({s:.0f} s).</source>
        <translation>Analysen er færdig ({s:.0f} s).</translation>
    </message>
    <message>
        <source>The analysis failed: {why}</source>
        <translation>Analysen mislykkedes: {why}</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen er afbrudt.</translation>
    </message>
    <message>
        <source>Expert (1-ply)</source>
        <translation>Ekspert (1-ply)</translation>
    </message>
    <message>
        <source>World class (2-ply)</source>
        <translation>Verdensklasse (2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster (3-ply)</source>
        <translation>Stormester (3-ply)</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>meget dårligt</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>dårligt</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>tvivlsomt</translation>
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
        <translation>Ikke analyseret endnu: Analyse &gt; Analysér hele matchen.</translation>
    </message>
    <message>
        <source>Errors of</source>
        <translation>Fejl for</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Næste fejl</translation>
    </message>
    <message>
        <source>{n} game(s) analysed at {level}.</source>
        <translation>{n} spil analyseret på {level}.</translation>
    </message>
    <message>
        <source>{ppg:+.3f} points per game</source>
        <translation>{ppg:+.3f} point pr. spil</translation>
    </message>
    <message>
        <source>gnubg&apos;s rating of the error rate</source>
        <translation>gnubg&apos;s vurdering af fejlraten</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Spil {g}: {what}</translation>
    </message>
    <message>
        <source>  win {w:.1f}%, gammon {g:.1f}%</source>
        <translation>  vinde {w:.1f}%, gammon {g:.1f}%</translation>
    </message>
    <message>
        <source>Error rate (mEMG)</source>
        <translation>Fejlrate (mEMG)</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Vurdering</translation>
    </message>
    <message>
        <source>Checker plays</source>
        <translation>Briktræk</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>Doblingsbeslutninger</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Tvivlsomme</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Dårlige</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Meget dårlige</translation>
    </message>
    <message>
        <source>Luck (EMG)</source>
        <translation>Held (EMG)</translation>
    </message>
    <message>
        <source>Lucky / very lucky rolls</source>
        <translation>Heldige / meget heldige slag</translation>
    </message>
    <message>
        <source>Unlucky / very unlucky rolls</source>
        <translation>Uheldige / meget uheldige slag</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Heldjusteret resultat</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Overnaturlig</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Verdensklasse</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanceret</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Fritidsspiller</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>Elendigt!</translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>white</source>
        <translation>hvid</translation>
    </message>
    <message>
        <source>black</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Intet spørgsmål</translation>
    </message>
    <message>
        <source>Dice: not rolled</source>
        <translation>Terninger: ikke slået</translation>
    </message>
    <message>
        <source>No cube in these rules</source>
        <translation>Ingen dobbeltterning med disse regler</translation>
    </message>
    <message>
        <source>{n} {colour} checkers</source>
        <translation>{n} brikker, {colour}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} og {last}</translation>
    </message>
    <message>
        <source>Bar: {what}</source>
        <translation>Baren: {what}</translation>
    </message>
    <message>
        <source>none borne off</source>
        <translation>ingen taget ud</translation>
    </message>
    <message>
        <source>Cube: {v}, owned by {name}</source>
        <translation>Dobbeltterning: {v}, ejet af {name}</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>bar</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammonbræt</translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>1 {colour} checker</source>
        <translation>1 brik, {colour}</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point</source>
        <translation>{name}s {p}-punkt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tomt</translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message>
        <source>{checkers} ({name}&apos;s)</source>
        <translation>{checkers} ({name}s)</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: {what}</source>
        <translation>{name}s bakke: {what}</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>ved slaget</translation>
    </message>
    <message>
        <source>{name}: {about}</source>
        <translation>{name}: {about}</translation>
    </message>
    <message>
        <source>Cube: {v}, a double to {w} offered</source>
        <translation>Dobbeltterning: {v}, dobling til {w} tilbudt</translation>
    </message>
    <message>
        <source>Cube: {v}, in the middle</source>
        <translation>Dobbeltterning: {v}, i midten</translation>
    </message>
    <message>
        <source>{name} takes back a move.</source>
        <translation>{name} tager et træk tilbage.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ude</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b}{hit}.</source>
        <translation>{name} flytter {a}/{b}{hit}.</translation>
    </message>
    <message>
        <source>A hit.</source>
        <translation>Et slag.</translation>
    </message>
    <message>
        <source>{checkers} borne off</source>
        <translation>{checkers} taget ud</translation>
    </message>
    <message>
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stilling {n}</translation>
    </message>
    <message>
        <source>{n} pips</source>
        <translation>{n} pips</translation>
    </message>
    <message>
        <source>Question: {text} Answers: {answers}</source>
        <translation>Spørgsmål: {text} Svar: {answers}</translation>
    </message>
    <message>
        <source>{name} to roll</source>
        <translation>{name} skal slå</translation>
    </message>
    <message>
        <source>A double to {w} is offered.</source>
        <translation>En dobling til {w} er tilbudt.</translation>
    </message>
    <message>
        <source>Picked up the checker on {where}: it may go to {places}.</source>
        <translation>Brikken på {where} er taget op: den kan gå til {places}.</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>nederst</translation>
    </message>
    <message>
        <source>top</source>
        <translation>øverst</translation>
    </message>
    <message>
        <source>{n}-away</source>
        <translation>{n} fra mål</translation>
    </message>
    <message>
        <source>clock {time}</source>
        <translation>ur {time}</translation>
    </message>
    <message>
        <source>{name}&apos;s dice: {values}, {used} used</source>
        <translation>{name}s terninger: {values}, {used} brugt</translation>
    </message>
    <message>
        <source>{name}&apos;s last roll: {values}</source>
        <translation>{name}s sidste slag: {values}</translation>
    </message>
    <message>
        <source>{name} rolled {values}.</source>
        <translation>{name} slog {values}.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>stilling {n}</translation>
    </message>
    <message>
        <source>{n}-away</source>
        <translation>{n} fra mål</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>The computer could not move: {error}</source>
        <translation>Computeren kunne ikke flytte: {error}</translation>
    </message>
    <message>
        <source>The engine chose {play}, which is not a legal play here.</source>
        <translation>Motoren valgte {play}, som ikke er et lovligt træk her.</translation>
    </message>
    <message>
        <source>The computer&apos;s move {from_}/{to} was refused.</source>
        <translation>Computerens træk {from_}/{to} blev afvist.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Verdensklasse</translation>
    </message>
</context>
<context>
    <name>DiceActions</name>
    <message>
        <source>Click or type every roll yourself, e.g. to replay a game played with real dice</source>
        <translation>Klik eller skriv selv hvert slag, fx for at genspille et spil med rigtige terninger</translation>
    </message>
    <message>
        <source>&amp;Dice log</source>
        <translation>&amp;Terninglog</translation>
    </message>
    <message>
        <source>Each player&apos;s dice: the count of every number and of doubles</source>
        <translation>Hver spillers terninger: antallet af hvert tal og af dobbeltslag</translation>
    </message>
    <message>
        <source>The opening roll: one die each.</source>
        <translation>Åbningsslaget: én terning hver.</translation>
    </message>
    <message>
        <source>{name} rolls:</source>
        <translation>{name} slår:</translation>
    </message>
    <message>
        <source>first die</source>
        <translation>første terning</translation>
    </message>
    <message>
        <source>second die</source>
        <translation>anden terning</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>Bars: each player&apos;s count of every number (light: the bottom player). Yellow lines: what fair dice give on average.</source>
        <translation>Søjler: hver spillers antal af hvert tal (lys: den nederste spiller). Gule linjer: hvad ærlige terninger giver i gennemsnit.</translation>
    </message>
    <message>
        <source>{name} ({n} rolls)</source>
        <translation>{name} ({n} slag)</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Enter the roll</source>
        <translation>Indtast slaget</translation>
    </message>
    <message>
        <source>or type both, e.g. 54</source>
        <translation>eller skriv begge, fx 54</translation>
    </message>
    <message>
        <source>Two numbers 1 to 6, e.g. 54.</source>
        <translation>To tal fra 1 til 6, fx 54.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <source>tray</source>
        <translation>bakke</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ude</translation>
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
        <translation>backgammon-qt: en fejl</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Noget gik galt: %1</translation>
    </message>
    <message>
        <source>Your match was saved, and you can go on playing. If the board misbehaves, quit: the next start offers to resume the match.</source>
        <translation>Din match blev gemt, og du kan spille videre. Hvis brættet opfører sig mærkeligt, så afslut: næste start tilbyder at genoptage matchen.</translation>
    </message>
    <message>
        <source>The match could not be saved; save it with Game &gt; Save as.</source>
        <translation>Matchen kunne ikke gemmes; gem den med Spil &gt; Gem som.</translation>
    </message>
    <message>
        <source>The details are in the log file %1; please attach it when you report the problem.</source>
        <translation>Detaljerne står i logfilen %1; vedlæg den, når du melder problemet.</translation>
    </message>
    <message>
        <source>No log file could be written; the details are below.</source>
        <translation>Der kunne ikke skrives en logfil; detaljerne står nedenfor.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Åbn logmappen</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>open another match</source>
        <translation>åbne en anden match</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Åbn match</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Gem match</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstat</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Gem som...</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Gem match som</translation>
    </message>
    <message>
        <source>;;</source>
        <translation>;;</translation>
    </message>
    <message>
        <source>Save as {name} anyway? (.bgqt keeps everything.)</source>
        <translation>Gem som {name} alligevel? (.bgqt gemmer alt.)</translation>
    </message>
    <message>
        <source>The match could not be saved.

{error}</source>
        <translation>Matchen kunne ikke gemmes.

{error}</translation>
    </message>
    <message>
        <source>open {name}</source>
        <translation>åbne {name}</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Genoptag match</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.mat *.txt *.sgf);;backgammon-qt match (*.bgqt);;Jellyfish match text (*.mat *.txt);;gnubg SGF (*.sgf);;All files (*)</source>
        <translation>Matchfiler (*.bgqt *.mat *.txt *.sgf);;backgammon-qt-match (*.bgqt);;Jellyfish-matchtekst (*.mat *.txt);;gnubg SGF (*.sgf);;Alle filer (*)</translation>
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
        <translation>En .mat-fil gemmer trækkene, doblingerne og resultaterne, men ikke andre regelvalg end Crawford og Jacoby, en afslået opgivelse, turen i gang, urene eller brættets retning.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions and the results, but not the rule options other than Crawford, Jacoby and the cube, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>En SGF-fil gemmer trækkene, doblingerne og resultaterne, men ikke andre regelvalg end Crawford, Jacoby og dobbeltterningen, opgivelser som træk, turen i gang, urene eller brættets retning.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>no such file ({path})</source>
        <translation>filen findes ikke ({path})</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>dette er en mappe, ikke en fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>adgang nægtet</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>filen kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>the file is larger than {n} MB; no match file is that big</source>
        <translation>filen er større end {n} MB; ingen matchfil er så stor</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>filen begynder som UTF-16-tekst, men er det ikke</translation>
    </message>
    <message>
        <source>this is a binary file, not text ({detail})</source>
        <translation>dette er en binær fil, ikke tekst ({detail})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 ({detail})</source>
        <translation>teksten er hverken UTF-8 eller Windows-1252 ({detail})</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>ikke en backgammon-matchfil (ingen linje med &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>ikke en backgammon-matchfil (den ligner gnubg&apos;s teksteksport; eksportér matchen som .mat eller SGF i stedet)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>ikke en backgammon-matchfil</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>ukendt filtype {ext}; brug en af {known}</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>intet SGF-spiltræ i filen</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>filen har en linje med matchens længde, men intet spil</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>ikke gyldig JSON ({detail})</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} er ikke et lovligt {dice}-træk her</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: dette slag har et lovligt træk, turen kan ikke springes over</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>intet lovligt {dice}-træk fører til {position}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>forkert træk {move} i {text}</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan ikke læse {text}</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>linje {n}</translation>
    </message>
    <message>
        <source>game {n}</source>
        <translation>spil {n}</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>træk {n}</translation>
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
        <translation>Tryk Ctrl+H for et hint: dobbeltterningens handling før slaget, de bedste træk efter det.</translation>
    </message>
    <message>
        <source>No hint now: a hint is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Intet hint nu: et hint er til spilleren, der skal handle, før eller efter slaget, eller når der er doblet.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <source>No hint: the engine failed ({error}).</source>
        <translation>Intet hint: motoren fejlede ({error}).</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint.</source>
        <translation>Tryk Ctrl+H for et hint.</translation>
    </message>
    <message>
        <source>Plays from the start of the turn; take back this turn&apos;s moves (Ctrl+Z) to see one on the board.</source>
        <translation>Trækkene gælder fra turens begyndelse; tag turens træk tilbage (Ctrl+Z) for at se et af dem på brættet.</translation>
    </message>
    <message>
        <source>Select a play to see it on the board.</source>
        <translation>Vælg et træk for at se det på brættet.</translation>
    </message>
    <message>
        <source>{name} to play {dice}: the best plays, best first.</source>
        <translation>{name} skal spille {dice}: de bedste træk, bedste først.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(intet træk)</translation>
    </message>
    <message>
        <source>No cube decision: doubling is not possible now.</source>
        <translation>Ingen doblingsbeslutning: der kan ikke dobles nu.</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>opgive</translation>
    </message>
    <message>
        <source>take</source>
        <translation>tage</translation>
    </message>
    <message>
        <source>{name}, you should {answer} (the proper cube action is “{proper}”).</source>
        <translation>{name}, du bør {answer} (den rette handling er “{proper}”).</translation>
    </message>
    <message>
        <source>Proper cube action: {proper}.</source>
        <translation>Den rette handling med dobbeltterningen: {proper}.</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Doblingsbeslutning</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>vs. best</source>
        <translation>mod bedste</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Ingen dobling</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dobling, tag</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dobling, opgiv</translation>
    </message>
    <message>
        <source>Not the opponent&apos;s best answer to a double, so not a choice of yours</source>
        <translation>Ikke modstanderens bedste svar på en dobling, så ikke dit valg</translation>
    </message>
    <message>
        <source>Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>{name}s equity, ved slaget. Chancer (uden dobbeltterning): vinde {w}, vinde en gammon {wg}, tabe en gammon {lg}.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinde</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Vinde gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Tabe gammon</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Trækket</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s)</source>
        <translation>Equity efter trækket (spilleren ved slagets)</translation>
    </message>
    <message>
        <source>Equity minus the best play&apos;s</source>
        <translation>Equity minus det bedste træks</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chance for at vinde</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon</source>
        <translation>Chance for at vinde en gammon eller backgammon</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon</source>
        <translation>Chance for at tabe en gammon eller backgammon</translation>
    </message>
    <message>
        <source>Too good to double</source>
        <translation>For god til at doble</translation>
    </message>
    <message>
        <source>Double, beaver</source>
        <translation>Dobling, beaver</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>På brættet</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>A new language applies when backgammon-qt is started again.</source>
        <translation>Et nyt sprog gælder, når backgammon-qt startes igen.</translation>
    </message>
    <message>
        <source>The language will change at the next start.</source>
        <translation>Sproget skifter ved næste start.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>What to do</source>
        <translation>Hvad der skal gøres</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nyt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoved</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>{name}, offer to resign {what} ({n} {points} at this cube)? The opponent accepts or declines.</source>
        <translation>{name}, vil du tilbyde at opgive {what} ({n} {points} ved denne dobbeltterning)? Modstanderen accepterer eller afslår.</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>points</source>
        <translation>point</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Ikke autogemt</translation>
    </message>
    <message>
        <source>The match in progress</source>
        <translation>Matchen i gang</translation>
    </message>
    <message>
        <source>To {doing}, the match in progress ({match}) is closed.</source>
        <translation>For at {doing} lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>Save it first to go on with it later.</source>
        <translation>Gem den først for at fortsætte den senere.</translation>
    </message>
    <message>
        <source>Save it first...</source>
        <translation>Gem den først...</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Luk den</translation>
    </message>
    <message>
        <source>start a new match</source>
        <translation>starte en ny match</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved: {why}</source>
        <translation>Matchen i gang ({match}) bliver ikke autogemt: {why}</translation>
    </message>
    <message>
        <source>Save it...</source>
        <translation>Gem den...</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Afslut uden at gemme</translation>
    </message>
    <message>
        <source>Home board at the bottom</source>
        <translation>Indre hjemland nederst</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Vis punktnumre</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Spil tvungne træk automatisk</translation>
    </message>
    <message>
        <source>Bear off automatically when there is no contact</source>
        <translation>Tag ud automatisk, når der ikke er kontakt</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Slå automatisk, når der ikke kan dobles</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationshastighed</translation>
    </message>
    <message>
        <source>Reduce motion (checkers move at once, never slide)</source>
        <translation>Mindre bevægelse (brikkerne flytter med det samme, glider aldrig)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brættets farver</translation>
    </message>
    <message>
        <source>Show the move list beside the board when the window is wide enough</source>
        <translation>Vis træklisten ved siden af brættet, når vinduet er bredt nok</translation>
    </message>
    <message>
        <source>Turn the board for the player on roll (two players at one machine)</source>
        <translation>Vend brættet for spilleren ved slaget (to spillere ved én maskine)</translation>
    </message>
    <message>
        <source>Enter the dice by hand</source>
        <translation>Indtast terningerne i hånden</translation>
    </message>
    <message>
        <source>Tutor: before a bad play is confirmed, say so and offer to take it back</source>
        <translation>Træner: sig det, før et dårligt træk bekræftes, og tilbyd at tage det tilbage</translation>
    </message>
    <message>
        <source>Name of the first player (bottom)</source>
        <translation>Navn på første spiller (nederst)</translation>
    </message>
    <message>
        <source>Name of the second player (top)</source>
        <translation>Navn på anden spiller (øverst)</translation>
    </message>
    <message>
        <source>Who plays at the bottom: a human or the computer at a level</source>
        <translation>Hvem spiller nederst: et menneske eller computeren på et niveau</translation>
    </message>
    <message>
        <source>Who plays at the top: a human or the computer at a level</source>
        <translation>Hvem spiller øverst: et menneske eller computeren på et niveau</translation>
    </message>
    <message>
        <source>Match length (0 = money play)</source>
        <translation>Matchens længde (0 = pengespil)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>The rule options of the last new match, as JSON (RuleOptions.to_dict; empty: the preset&apos;s)</source>
        <translation>Regelvalgene fra den sidste nye match, som JSON (RuleOptions.to_dict; tom: forvalgets)</translation>
    </message>
    <message>
        <source>Window size and place (hex of Qt&apos;s geometry)</source>
        <translation>Vinduets størrelse og placering (hex af Qt&apos;s geometri)</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation>Sprog (efter genstart)</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
    <message>
        <source>Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.</source>
        <translation>Spil {g}, træk {k} af {n} (Position ID {pid}). Ctrl+End: tilbage til spillet.</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>The checker on the bar must enter first.</source>
        <translation>Brikken på baren skal først ind.</translation>
    </message>
    <message>
        <source>That checker cannot move with the dice left.</source>
        <translation>Den brik kan ikke flytte med de resterende terninger.</translation>
    </message>
    <message>
        <source>No checker can be moved now.</source>
        <translation>Ingen brik kan flyttes nu.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>Du kan først tage ud, når alle dine brikker er i dit indre hjemland.</translation>
    </message>
    <message>
        <source>From {where} the checker cannot reach {point} with {dice}.</source>
        <translation>Fra {where} kan brikken ikke nå {point} med {dice}.</translation>
    </message>
    <message>
        <source>Every die that can be played is played: click the dice or press Enter to end the turn.</source>
        <translation>Alle terninger, der kan spilles, er spillet: klik på terningerne eller tryk Enter for at afslutte turen.</translation>
    </message>
    <message>
        <source>No checker can be borne off now.</source>
        <translation>Ingen brik kan tages ud nu.</translation>
    </message>
    <message>
        <source>No checker can be borne off with one die now.</source>
        <translation>Ingen brik kan tages ud med én terning nu.</translation>
    </message>
    <message>
        <source>There is no move to undo this turn.</source>
        <translation>Der er intet træk at fortryde i denne tur.</translation>
    </message>
    <message>
        <source>There is no turn to end now.</source>
        <translation>Der er ingen tur at afslutte nu.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>En terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan ikke doble nu.</translation>
    </message>
    <message>
        <source>You cannot resign now.</source>
        <translation>Du kan ikke opgive nu.</translation>
    </message>
    <message>
        <source>There is no win to claim.</source>
        <translation>Der er ingen sejr at kræve.</translation>
    </message>
    <message>
        <source>That checker cannot move with {dice}.</source>
        <translation>Den brik kan ikke flytte med {dice}.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with {dice}.</source>
        <translation>Den brik kan ikke tages ud med {dice}.</translation>
    </message>
    <message>
        <source>Your {point}-point is held by {name} ({n} checkers).</source>
        <translation>Dit {point}-punkt er besat af {name} ({n} brikker).</translation>
    </message>
    <message>
        <source>Play every die that can be played first.</source>
        <translation>Spil først alle terninger, der kan spilles.</translation>
    </message>
    <message>
        <source>It is not the time to roll.</source>
        <translation>Det er ikke tid til at slå.</translation>
    </message>
    <message>
        <source>The cube is not in use under these rules.</source>
        <translation>Dobbeltterningen bruges ikke med disse regler.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Der dobles ikke i Crawford-spillet.</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write it as gnubg does, e.g. 8/5 6/5, bar/22*, 6/off.</source>
        <translation>“{text}” er ikke et træk: skriv det, som gnubg gør, fx 8/5 6/5, bar/22*, 6/off.</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>You cannot double: {name} owns the cube.</source>
        <translation>Du kan ikke doble: {name} ejer dobbeltterningen.</translation>
    </message>
    <message>
        <source>{dice} plays {n} moves at most.</source>
        <translation>{dice} spiller højst {n} træk.</translation>
    </message>
    <message>
        <source>{text} does not play every die that can be played with {dice}.</source>
        <translation>{text} spiller ikke alle terninger, der kan spilles med {dice}.</translation>
    </message>
    <message>
        <source>The resignation is declined: play on.</source>
        <translation>Opgivelsen er afslået: spil videre.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, {what}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En ufærdig match blev gemt, da backgammon-qt sidst stoppede ({when}):

{a} – {b}, {what}, stilling {sa}–{sb}, spil {g}.

Genoptag den, eller kassér den?</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>Den autogemte match kunne ikke gendannes; filen blev lagt til side som {name}.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and it could not be set aside either ({reason}); this session&apos;s match is not autosaved, so that the file stays as it is.

{error}</source>
        <translation>Den autogemte match kunne ikke gendannes, og den kunne heller ikke lægges til side ({reason}); denne sessions match bliver ikke autogemt, så filen forbliver, som den er.

{error}</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Move, e.g. 8/5 6/5 (Ctrl+T)</source>
        <translation>Træk, fx 8/5 6/5 (Ctrl+T)</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Indtastning af træk</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, such as 8/5 6/5, bar/22* or 6/off, and press Enter</source>
        <translation>Skriv et træk i gnubg-notation, fx 8/5 6/5, bar/22* eller 6/off, og tryk Enter</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(intet navn)</translation>
    </message>
    <message>
        <source>Moves — game {n}</source>
        <translation>Træk — spil {n}</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Taget tilbage: {what}</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <source>Player at the bottom:</source>
        <translation>Spiller nederst:</translation>
    </message>
    <message>
        <source>Player at the top:</source>
        <translation>Spiller øverst:</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Pengespil</translation>
    </message>
    <message>
        <source> points</source>
        <translation> point</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchens længde:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelvalg</translation>
    </message>
    <message>
        <source>Choose another name: {why}.</source>
        <translation>Vælg et andet navn: {why}.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Dobbeltterning</translation>
    </message>
    <message>
        <source>Cube limit (0 = none)</source>
        <translation>Grænse for dobbeltterningen (0 = ingen)</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford-reglen</translation>
    </message>
    <message>
        <source>Jacoby rule (money)</source>
        <translation>Jacoby-reglen (penge)</translation>
    </message>
    <message>
        <source>Beavers (money)</source>
        <translation>Beavers (penge)</translation>
    </message>
    <message>
        <source>Automatic doubles (money)</source>
        <translation>Automatiske doblinger (penge)</translation>
    </message>
    <message>
        <source>Automatic doubles per game</source>
        <translation>Automatiske doblinger pr. spil</translation>
    </message>
    <message>
        <source>Backgammons count</source>
        <translation>Backgammon tæller</translation>
    </message>
    <message>
        <source>Backgammon from the bar counts 4x</source>
        <translation>Backgammon fra baren tæller 4x</translation>
    </message>
    <message>
        <source>Minimize wasted pips</source>
        <translation>Minimér spildte pips</translation>
    </message>
    <message>
        <source>Automatic resignation value</source>
        <translation>Automatisk opgivelsesværdi</translation>
    </message>
    <message>
        <source>Clock (turn time and bank)</source>
        <translation>Ur (tid pr. tur og bank)</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Sekunder pr. tur</translation>
    </message>
    <message>
        <source>Time bank (seconds)</source>
        <translation>Tidsbank (sekunder)</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Matchspil</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Pengespil</translation>
    </message>
    <message>
        <source>Timed (clock, no cube)</source>
        <translation>På tid (ur, ingen dobbeltterning)</translation>
    </message>
</context>
<context>
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Kræv sejren</translation>
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
        <translation>Gå tilbage til spillet (eller vent på filen), før du indsætter en stilling.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Udklipsholderen indeholder ingen stilling, der kan spilles.

{why}</translation>
    </message>
    <message>
        <source>play on from the pasted position</source>
        <translation>spille videre fra den indsatte stilling</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Indsæt stilling</translation>
    </message>
    <message>
        <source>{name}, may they take back?</source>
        <translation>{name}, må de tage tilbage?</translation>
    </message>
    <message>
        <source>There is no finished turn to take back.</source>
        <translation>Der er ingen afsluttet tur at tage tilbage.</translation>
    </message>
    <message>
        <source>{name} wants to take back {play}. Do you agree, {other}?</source>
        <translation>{name} vil tage {play} tilbage. Er du enig, {other}?</translation>
    </message>
    <message>
        <source>{other} does not agree: the turn stands.</source>
        <translation>{other} er ikke enig: turen står ved magt.</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Tag tur tilbage</translation>
    </message>
    <message>
        <source>play on from the set-up position</source>
        <translation>spille videre fra den opstillede stilling</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Opstil stilling</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Opstil stilling</translation>
    </message>
    <message>
        <source>Checkers of</source>
        <translation>Brikker for</translation>
    </message>
    <message>
        <source>bottom, light</source>
        <translation>nederst, lyse</translation>
    </message>
    <message>
        <source>top, dark</source>
        <translation>øverst, mørke</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Udgangsstilling</translation>
    </message>
    <message>
        <source>Rest borne off</source>
        <translation>Resten taget ud</translation>
    </message>
    <message>
        <source>Put each player&apos;s missing checkers in their tray</source>
        <translation>Læg hver spillers manglende brikker i deres bakke</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>ikke slået</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>i midten</translation>
    </message>
    <message>
        <source>money</source>
        <translation>penge</translation>
    </message>
    <message>
        <source>This is the Crawford game</source>
        <translation>Dette er Crawford-spillet</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Ved slaget:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Terninger:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Dobbeltterning:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Ejer af dobbeltterningen:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchens længde:</translation>
    </message>
    <message>
        <source>Score ({a} – {b}):</source>
        <translation>Stilling ({a} – {b}):</translation>
    </message>
    <message>
        <source>{name} is played by:</source>
        <translation>{name} spilles af:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Play on from this position</source>
        <translation>Spil videre fra denne stilling</translation>
    </message>
    <message>
        <source>Start and hint</source>
        <translation>Start og hint</translation>
    </message>
    <message>
        <source>Play on from this position and ask for a hint</source>
        <translation>Spil videre fra denne stilling og bed om et hint</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>{name}: {pips} pips, {off} off, {total} of 15</source>
        <translation>{name}: {pips} pips, {off} ude, {total} af 15</translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Vælg begge terninger eller ingen (ikke slået endnu).</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Spiller videre fra den opstillede stilling.</translation>
    </message>
    <message>
        <source>Pasted: {kind}. Play on from this position.</source>
        <translation>Indsat: {kind}. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}</source>
        <translation>Denne stilling kan ikke spilles: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play backgammon</source>
        <translation>Sådan spiller du backgammon</translation>
    </message>
    <message>
        <source>The rules could not be loaded: {error}</source>
        <translation>Reglerne kunne ikke indlæses: {error}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Another backgammon-qt is running and keeps its own unfinished match; this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>En anden backgammon-qt kører og har sin egen ufærdige match; dette vindues match bliver ikke autogemt (gem den med Ctrl+S).</translation>
    </message>
    <message>
        <source>The unfinished match is kept for the next start; this session&apos;s match is not autosaved.</source>
        <translation>Den ufærdige match gemmes til næste start; denne sessions match bliver ikke autogemt.</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>Den ufærdige match blev genoptaget.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, {what}, score {a}–{b}</source>
        <translation>{p0} – {p1}, {what}, stilling {a}–{b}</translation>
    </message>
    <message>
        <source>Opened {name}: {n} game(s).</source>
        <translation>Åbnede {name}: {n} spil.</translation>
    </message>
    <message>
        <source>This match was cut at game {g}, move {k} of {name} (Play on from here). Saving replaces that file, and the moves after the cut are lost from it.</source>
        <translation>Denne match blev klippet ved spil {g}, træk {k} i {name} (Spil videre herfra). At gemme erstatter den fil, og trækkene efter klippet går tabt fra den.</translation>
    </message>
    <message>
        <source>The broken autosave could not be set aside; this window&apos;s match is not autosaved.</source>
        <translation>Den ødelagte autogemte fil kunne ikke lægges til side; dette vindues match bliver ikke autogemt.</translation>
    </message>
    <message>
        <source>Playing on from game {g}, move {k}.</source>
        <translation>Spiller videre fra spil {g}, træk {k}.</translation>
    </message>
    <message>
        <source>Opening {name}...</source>
        <translation>Åbner {name}...</translation>
    </message>
    <message>
        <source>Could not open {name}.</source>
        <translation>Kunne ikke åbne {name}.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>Matchen kunne ikke åbnes.

{error}</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Gemt i {name}.</translation>
    </message>
    <message>
        <source>Warnings: {w}</source>
        <translation>Advarsler: {w}</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Autogem mislykkedes: {reason}</translation>
    </message>
    <message>
        <source>The analysis in the file was not read: {why}</source>
        <translation>Analysen i filen blev ikke læst: {why}</translation>
    </message>
    <message>
        <source>The autosave could not be removed: {reason}</source>
        <translation>Den autogemte fil kunne ikke fjernes: {reason}</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>{name} took back {play}.</source>
        <translation>{name} tog {play} tilbage.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic: wood and green felt</source>
        <translation>Klassisk: træ og grøn filt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <source>Blue and orange (for colour blindness)</source>
        <translation>Blå og orange (til farveblindhed)</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>About backgammon-qt</source>
        <translation>Om backgammon-qt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Desktop backgammon on PySide6 (Qt 6). Play against the computer, or with a friend at the same machine, in matches to N points or for money.&lt;/p&gt;&lt;p&gt;The computer player and the hints come from the bgsage engine (MPL-2.0). Match files, Position IDs and Match IDs follow GNU Backgammon, so you can carry your games over to it and back.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Backgammon til skrivebordet på PySide6 (Qt 6). Spil mod computeren eller med en ven ved samme maskine, i matcher til N point eller om penge.&lt;/p&gt;&lt;p&gt;Computerspilleren og hintene kommer fra motoren bgsage (MPL-2.0). Matchfiler, Position ID og Match ID følger GNU Backgammon, så du kan tage dine spil med derover og tilbage igen.&lt;/p&gt;&lt;p&gt;Udgivet under GNU General Public License, version 3 eller senere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume the unfinished match?</source>
        <translation>Genoptag den ufærdige match?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Genoptag</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nu</translation>
    </message>
    <message>
        <source>Keep it for the next start</source>
        <translation>Gem den til næste start</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Dice log</source>
        <translation>Terninglog</translation>
    </message>
</context>
</TS>
