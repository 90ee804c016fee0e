<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
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
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>cube up to {cap}</source>
        <translation>doblingsterning op til {cap}</translation>
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
        <translation>{name}: slå (klik Slå eller tryk Mellemrum) eller doble (klik på doblingsterningen).</translation>
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
        <source>{b} beavers: the cube is on {v}. {a}, take or drop?</source>
        <translation>{b} beaver: doblingsterningen står på {v}. {a}, tager du eller passer du?</translation>
    </message>
    <message>
        <source>{a} doubles to {v}. {b}, take or drop?</source>
        <translation>{a} dobler til {v}. {b}, tager du eller passer du?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>{b}: take or drop.</source>
        <translation>{b}: tag eller pas.</translation>
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
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Score: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b} (Crawford)</source>
        <translation>Spil {n}: {a}–{b} (Crawford)</translation>
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
        <translation>match til {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>pengespil</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it (the left button plays the {left}, the right button the {right}).</source>
        <translation>{name} skal spille {dice}: træk en brik, eller klik på den (venstre knap spiller {left}, højre knap {right}).</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it to play the {die}.</source>
        <translation>{name} skal spille {dice}: træk en brik, eller klik på den for at spille {die}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb} (match to {n})</source>
        <translation>Score: {a} {sa}, {b} {sb} (match til {n})</translation>
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
        <translation>{name} tager: doblingsterningen står på {v}.</translation>
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
    <message numerus="yes">
        <source>Wins %n point(s)</source>
        <translation>
            <numerusform>Vinder %n point</numerusform>
            <numerusform>Vinder %n point</numerusform>
        </translation>
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
        <source>Game {n}: {a}–{b}</source>
        <translation>Spil {n}: {a}–{b}</translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b} (Crawford), {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spil {n}: {a}–{b} (Crawford), {w} vinder %n point</numerusform>
            <numerusform>Spil {n}: {a}–{b} (Crawford), {w} vinder %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b}, {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spil {n}: {a}–{b}, {w} vinder %n point</numerusform>
            <numerusform>Spil {n}: {a}–{b}, {w} vinder %n point</numerusform>
        </translation>
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
        <source>O&amp;pen recent</source>
        <translation>Åbn s&amp;eneste</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Ryd listen</translation>
    </message>
    <message>
        <source>Stop opening the file; the match in the window stays</source>
        <translation>Stop åbningen af filen; matchen i vinduet bliver</translation>
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
        <translation>De bedste træk eller doblingsterningens rette handling for spilleren, der skal handle</translation>
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
        <translation>Stillingen, doblingsterningen, terningerne og scoren i matchen, som eXtreme Gammon skriver dem</translation>
    </message>
    <message>
        <source>&amp;Home board on the left</source>
        <translation>&amp;Hjemmebræt til venstre</translation>
    </message>
    <message>
        <source>Switch the home board between bottom right and bottom left</source>
        <translation>Flyt hjemmebrættet mellem nederst til højre og nederst til venstre</translation>
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
        <translation>Skriv et t&amp;ræk</translation>
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
        <source>Res&amp;ign</source>
        <translation>&amp;Opgiv</translation>
    </message>
    <message>
        <source>&amp;Rollouts</source>
        <translation>&amp;Rollouts</translation>
    </message>
    <message>
        <source>Show the rollout panel and the rollouts kept with the match</source>
        <translation>Vis rollout-panelet og de rollouts, der er gemt med matchen</translation>
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
        <source>Arrow keys, then Space or Enter</source>
        <translation>Piletaster, derefter Mellemrum eller Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer with the arrow keys, then give it (Space or Enter alone never answers a question)</source>
        <translation>Mens der er et spørgsmål på brættet: vælg et svar med piletasterne, og giv det derefter (Mellemrum eller Enter alene besvarer aldrig et spørgsmål)</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Træk og ture</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Skriv et helt træk i gnubg-notation (8/5 6/5, bar/22*, 6/off) og tryk Enter; Escape går tilbage til brættet</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Afslut turen</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>Fortryd turens sidste træk</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
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
        <source>Back to the game</source>
        <translation>Tilbage til spillet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Åbn en menu (alle handlinger findes i en); Tab flytter mellem felterne i en dialog</translation>
    </message>
    <message>
        <source>In a panel beside the board (hint, lists, analysis): back to the board</source>
        <translation>I et panel ved siden af brættet (hint, lister, analyse): tilbage til brættet</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fuld skærm</translation>
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
        <source>The games of the match and the actions of each game, a row an action; the arrow keys or Enter show the position after the action.</source>
        <translation>Matchens spil og handlingerne i hvert spil, én række pr. handling; piletasterne eller Enter viser stillingen efter handlingen.</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Spil videre fra et gnubg Position ID (og Match ID), et XGID eller en eXtreme Gammon-stilling i udklipsholderen</translation>
    </message>
    <message>
        <source>P&amp;aste position</source>
        <translation>&amp;Indsæt stilling</translation>
    </message>
    <message>
        <source>Set up p&amp;osition...</source>
        <translation>&amp;Opstil stilling...</translation>
    </message>
    <message>
        <source>Put the checkers, dice and cube where you want and play on</source>
        <translation>Sæt brikkerne, terningerne og doblingsterningen, hvor du vil, og spil videre</translation>
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
        <source>Resigns a single game</source>
        <translation>Opgiver et enkelt spil</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Opgiver en gammon</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Opgiver en backgammon</translation>
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
        <translation>Passer</translation>
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
        <source>Checker play {made} (best {best}): {equity}, {error}</source>
        <translation>Træk {made} (bedste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}</source>
        <translation>Træk {made} (bedste {best}): {equity}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}, {error}</source>
        <translation>Træk {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}</source>
        <translation>Træk {made}: {equity}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}, {error}</source>
        <translation>Doblingsbeslutning {made} (bedste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}</source>
        <translation>Doblingsbeslutning {made} (bedste {best}): {equity}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}, {error}</source>
        <translation>Doblingsbeslutning {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}</source>
        <translation>Doblingsbeslutning {made}: {equity}</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>uden doblingsterning</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>ingen dobling</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford-regel</translation>
    </message>
    <message>
        <source>no Crawford rule</source>
        <translation>uden Crawford-regel</translation>
    </message>
    <message>
        <source>Crawford rule, cube up to {cap}</source>
        <translation>Crawford-regel, doblingsterning op til {cap}</translation>
    </message>
    <message>
        <source>no Crawford rule, cube up to {cap}</source>
        <translation>uden Crawford-regel, doblingsterning op til {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers</source>
        <translation>Jacoby-regel og beavers</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers</source>
        <translation>Jacoby-regel, uden beavers</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule</source>
        <translation>beavers, uden Jacoby-regel</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers</source>
        <translation>uden Jacoby-regel og uden beavers</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers, cube up to {cap}</source>
        <translation>Jacoby-regel og beavers, doblingsterning op til {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>Jacoby-regel, uden beavers, doblingsterning op til {cap}</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule, cube up to {cap}</source>
        <translation>beavers, uden Jacoby-regel, doblingsterning op til {cap}</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>uden Jacoby-regel og uden beavers, doblingsterning op til {cap}</translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder et enkelt spil: %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder et enkelt spil: %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en gammon: %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en gammon: %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en backgammon: %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en backgammon: %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en backgammon fra baren: %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en backgammon fra baren: %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins the game (the double was dropped): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder spillet (doblingen blev ikke taget): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder spillet (doblingen blev ikke taget): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder et enkelt spil (opgivelse): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder et enkelt spil (opgivelse): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en gammon (opgivelse): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en gammon (opgivelse): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en backgammon (opgivelse): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en backgammon (opgivelse): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder et enkelt spil (på tid): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder et enkelt spil (på tid): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en gammon (på tid): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en gammon (på tid): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en backgammon (på tid): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en backgammon (på tid): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinder en backgammon fra baren (på tid): %n&#xa0;point.</numerusform>
            <numerusform>{w} vinder en backgammon fra baren (på tid): %n&#xa0;point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a single game (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} opgiver et enkelt spil (%n point). {b}, accepterer du eller afslår du?</numerusform>
            <numerusform>{a} opgiver et enkelt spil (%n point). {b}, accepterer du eller afslår du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a gammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} opgiver en gammon (%n point). {b}, accepterer du eller afslår du?</numerusform>
            <numerusform>{a} opgiver en gammon (%n point). {b}, accepterer du eller afslår du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a backgammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} opgiver en backgammon (%n point). {b}, accepterer du eller afslår du?</numerusform>
            <numerusform>{a} opgiver en backgammon (%n point). {b}, accepterer du eller afslår du?</numerusform>
        </translation>
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
        <translation>Annuller</translation>
    </message>
    <message>
        <source>&amp;Tutor: warn before a bad play or cube action</source>
        <translation>&amp;Træner: advar før et dårligt træk eller en dårlig doblingsbeslutning</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back; before such a cube action is made (a double, take or drop, or a roll that misses a double), say so and ask whether to make it</source>
        <translation>Sig det, før et træk, som analysen vurderer som dårligt eller værre, bekræftes, og tilbyd at tage det tilbage; sig det, før en lige så dårlig doblingsbeslutning træffes (en dobling, tag eller pas, eller et slag, hvor der burde være doblet), og spørg, om den skal træffes</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Tag det tilbage?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Tag det tilbage</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behold det</translation>
    </message>
    <message>
        <source>Copy position as p&amp;icture</source>
        <translation>Kopiér stillingen som &amp;billede</translation>
    </message>
    <message>
        <source>The board shown, with the names, score, pips and IDs, to the clipboard as an image</source>
        <translation>Det viste bræt med navne, score, pips og ID&apos;er til udklipsholderen som et billede</translation>
    </message>
    <message>
        <source>E&amp;xport position picture...</source>
        <translation>Eksportér st&amp;illingsbillede...</translation>
    </message>
    <message>
        <source>Save the board shown as a PNG image or an SVG drawing</source>
        <translation>Gem det viste bræt som et PNG-billede eller en SVG-tegning</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-billede (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tegning (*.svg)</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>stilling.png</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Eksportér stillingsbillede</translation>
    </message>
    <message>
        <source>This cannot be rolled out: there is no play to roll out.</source>
        <translation>Der kan ikke køres en rollout af dette: der er intet træk at køre en rollout af.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is not in use.</source>
        <translation>Der kan ikke køres en rollout af doblingsbeslutningen: doblingsterningen bruges ikke.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: this is the Crawford game, where nobody may double.</source>
        <translation>Der kan ikke køres en rollout af doblingsbeslutningen: dette er Crawford-spillet, hvor ingen må doble.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the opponent owns the cube.</source>
        <translation>Der kan ikke køres en rollout af doblingsbeslutningen: modstanderen ejer doblingsterningen.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is already at the highest value these rules allow.</source>
        <translation>Der kan ikke køres en rollout af doblingsbeslutningen: doblingsterningen står allerede på den højeste værdi, disse regler tillader.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is dead at this score (a double cannot gain anything).</source>
        <translation>Der kan ikke køres en rollout af doblingsbeslutningen: doblingsterningen er død ved denne score (en dobling kan ikke vinde noget).</translation>
    </message>
    <message>
        <source>This cannot be rolled out with these settings.</source>
        <translation>Der kan ikke køres en rollout af dette med disse indstillinger.</translation>
    </message>
    <message>
        <source>{choice} is best by {lead} ± {se}.</source>
        <translation>{choice} er bedst med {lead} ± {se}.</translation>
    </message>
    <message>
        <source>{choice} leads by {lead} ± {se}: too close to call at this many trials.</source>
        <translation>{choice} fører med {lead} ± {se}: for tæt til at afgøre med dette antal forsøg.</translation>
    </message>
</context>
<context>
    <name>AnalysisActions</name>
    <message>
        <source>double</source>
        <translation>dobling</translation>
    </message>
    <message>
        <source>take</source>
        <translation>tag</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>ingen dobling</translation>
    </message>
    <message>
        <source>Roll anyway?</source>
        <translation>Slå alligevel?</translation>
    </message>
    <message>
        <source>Don&apos;t roll</source>
        <translation>Slå ikke</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Slå alligevel</translation>
    </message>
    <message>
        <source>Double anyway?</source>
        <translation>Doble alligevel?</translation>
    </message>
    <message>
        <source>Take anyway?</source>
        <translation>Tage alligevel?</translation>
    </message>
    <message>
        <source>Drop anyway?</source>
        <translation>Passe alligevel?</translation>
    </message>
    <message>
        <source>Beaver anyway?</source>
        <translation>Beavere alligevel?</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Doble ikke</translation>
    </message>
    <message>
        <source>Don&apos;t take</source>
        <translation>Tag ikke</translation>
    </message>
    <message>
        <source>Don&apos;t drop</source>
        <translation>Pas ikke</translation>
    </message>
    <message>
        <source>Don&apos;t beaver</source>
        <translation>Beaver ikke</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Doble alligevel</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Tag alligevel</translation>
    </message>
    <message>
        <source>Drop anyway</source>
        <translation>Pas alligevel</translation>
    </message>
    <message>
        <source>Beaver anyway</source>
        <translation>Beaver alligevel</translation>
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
        <translation>Træner: vurderer doblingsbeslutningen...</translation>
    </message>
    <message>
        <source>This decision cannot be rolled out: {reason}</source>
        <translation>Der kan ikke køres en rollout af denne beslutning: {reason}</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Der er intet at analysere endnu.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyserer...</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: {done} of %Ln turn(s)</source>
        <translation>
            <numerusform>Analyserer: {done} af %Ln tur</numerusform>
            <numerusform>Analyserer: {done} af %Ln ture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis done in %Ln second(s).</source>
        <translation>
            <numerusform>Analysen er færdig på %Ln sekund.</numerusform>
            <numerusform>Analysen er færdig på %Ln sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis failed. {reason}</source>
        <translation>Analysen mislykkedes. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled: the {done} of %Ln turn(s) analysed are shown.</source>
        <translation>
            <numerusform>Analysen er afbrudt: de analyserede ture ({done} af %Ln) vises.</numerusform>
            <numerusform>Analysen er afbrudt: de analyserede ture ({done} af %Ln) vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>dobling, tag</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>dobling, pas</translation>
    </message>
    <message>
        <source>Tutor: {made} is a doubtful play ({lost}); the best is {best}.</source>
        <translation>Træner: {made} er et tvivlsomt træk ({lost}); det bedste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a bad play ({lost}); the best is {best}.</source>
        <translation>Træner: {made} er et dårligt træk ({lost}); det bedste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a very bad play ({lost}); the best is {best}.</source>
        <translation>Træner: {made} er et meget dårligt træk ({lost}); det bedste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at doble nu er en tvivlsom doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at doble nu er en dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at doble nu er en meget dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at tage er en tvivlsom doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at tage er en dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at tage er en meget dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at passe er en tvivlsom doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at passe er en dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at passe er en meget dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at beavere er en tvivlsom doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at beavere er en dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at beavere er en meget dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at slå uden at doble er en tvivlsom doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at slå uden at doble er en dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Træner: at slå uden at doble er en meget dårlig doblingsbeslutning ({lost}); det bedste er “{best}”.</translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n second(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ca. %n sekund for en match til 7 point</numerusform>
            <numerusform>{level}, ca. %n sekunder for en match til 7 point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n minute(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ca. %n minut for en match til 7 point</numerusform>
            <numerusform>{level}, ca. %n minutter for en match til 7 point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n hour(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ca. %n time for en match til 7 point</numerusform>
            <numerusform>{level}, ca. %n timer for en match til 7 point</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen er afbrudt.</translation>
    </message>
    <message>
        <source>Expert: 1-ply (gnubg 0-ply, XG 1-ply)</source>
        <translation>Ekspert: 1-ply (gnubg 0-ply, XG 1-ply)</translation>
    </message>
    <message>
        <source>World class: 2-ply (gnubg 1-ply, XG 2-ply)</source>
        <translation>Verdensklasse: 2-ply (gnubg 1-ply, XG 2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply)</source>
        <translation>Stormester: 3-ply (gnubg 2-ply, XG 3-ply)</translation>
    </message>
    <message>
        <source>1T: truncated rollout (XG Roller)</source>
        <translation>1T: afkortet rollout (XG Roller)</translation>
    </message>
    <message>
        <source>2T: truncated rollout (XG Roller+)</source>
        <translation>2T: afkortet rollout (XG Roller+)</translation>
    </message>
    <message>
        <source>3T: truncated rollout (XG Roller++)</source>
        <translation>3T: afkortet rollout (XG Roller++)</translation>
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
        <source>Summary</source>
        <translation>Oversigt</translation>
    </message>
    <message>
        <source>Luck by game</source>
        <translation>Held pr. spil</translation>
    </message>
    <message>
        <source>Analysis summary</source>
        <translation>Analysens oversigt</translation>
    </message>
    <message>
        <source>Each player&apos;s error rate, PR, rating, errors by kind, luck and luck-adjusted result</source>
        <translation>Hver spillers fejlrate, PR, vurdering, fejl efter slags, held og heldjusterede resultat</translation>
    </message>
    <message>
        <source>Each player&apos;s luck in each game, in EMG</source>
        <translation>Hver spillers held i hvert spil, i EMG</translation>
    </message>
    <message>
        <source>E&amp;rrors of</source>
        <translation>&amp;Fejl for</translation>
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
        <source>Errors, worst first</source>
        <translation>Fejl, værste først</translation>
    </message>
    <message>
        <source>The chosen player&apos;s errors, the worst first; choosing one shows it on the board. Next error steps through them in match order.</source>
        <translation>Den valgte spillers fejl, de værste først; vælg en for at se den på brættet. Næste fejl går igennem dem i matchens rækkefølge.</translation>
    </message>
    <message>
        <source>R&amp;oll out this decision</source>
        <translation>&amp;Kør rollout af denne beslutning</translation>
    </message>
    <message>
        <source>Roll out the chosen error&apos;s best plays and the play made, or its cube decision (in the rollout panel)</source>
        <translation>Kør en rollout af den valgte fejls bedste træk og det spillede træk, eller af dens doblingsbeslutning (i rollout-panelet)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}.</source>
        <translation>
            <numerusform>%n spil analyseret: briktræk på {checker}, doblingsbeslutninger på {cube}.</numerusform>
            <numerusform>%n spil analyseret: briktræk på {checker}, doblingsbeslutninger på {cube}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spil analyseret: briktræk på {checker}, doblingsbeslutninger på {cube}. Delvis: analysen blev afbrudt i spil {g} og er analyseret indtil da (heldet i det spil er udeladt af det heldjusterede resultat).</numerusform>
            <numerusform>%n spil analyseret: briktræk på {checker}, doblingsbeslutninger på {cube}. Delvis: analysen blev afbrudt i spil {g} og er analyseret indtil da (heldet i det spil er udeladt af det heldjusterede resultat).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}.</source>
        <translation>
            <numerusform>%n spil analyseret på {level}.</numerusform>
            <numerusform>%n spil analyseret på {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spil analyseret på {level}. Delvis: analysen blev afbrudt i spil {g} og er analyseret indtil da (heldet i det spil er udeladt af det heldjusterede resultat).</numerusform>
            <numerusform>%n spil analyseret på {level}. Delvis: analysen blev afbrudt i spil {g} og er analyseret indtil da (heldet i det spil er udeladt af det heldjusterede resultat).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating: {p0}, {r0}; {p1}, {r1}.</source>
        <translation>Vurdering: {p0}, {r0}; {p1}, {r1}.</translation>
    </message>
    <message>
        <source>{ppg} points per game</source>
        <translation>{ppg} point pr. spil</translation>
    </message>
    <message>
        <source>{text}: gnubg&apos;s rating of the error rate</source>
        <translation>{text}: gnubg&apos;s vurdering af fejlraten</translation>
    </message>
    <message>
        <source>Game {g}</source>
        <translation>Spil {g}</translation>
    </message>
    <message>
        <source>Rolls marked lucky: {lucky}; very lucky: {very_lucky}; unlucky: {unlucky}; very unlucky: {very_unlucky}.</source>
        <translation>Heldige slag: {lucky}; meget heldige: {very_lucky}; uheldige: {unlucky}; meget uheldige: {very_unlucky}.</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Spil {g}: {what}</translation>
    </message>
    <message>
        <source>No more errors of {name} after this position: back to the first one, in game {g}.</source>
        <translation>Ikke flere fejl af {name} efter denne stilling: tilbage til den første, i spil {g}.</translation>
    </message>
    <message>
        <source>A play tagged with a depth was evaluated only at that depth: the move filter kept it out of the {plies}-ply search, and gnubg lists such plays the same way.</source>
        <translation>Et træk mærket med en dybde er kun evalueret i den dybde: trækfilteret holdt det uden for søgningen i {plies}-ply, og gnubg viser sådanne træk på samme måde.</translation>
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
        <translation>{rank}. {play}  {equity}  vinder {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference})  vinder {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  vinder {win}, gammon {gammon}{mark}</translation>
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
    <name>ArchiveActions</name>
    <message>
        <source>Analyse &amp;files…</source>
        <translation>Analysér &amp;filer…</translation>
    </message>
    <message>
        <source>Analyse many match files at once, on this machine or a cluster</source>
        <translation>Analysér mange matchfiler på én gang, på denne maskine eller en klynge</translation>
    </message>
    <message>
        <source>Cl&amp;uster for long analyses…</source>
        <translation>&amp;Klynge til lange analyser…</translation>
    </message>
    <message>
        <source>&amp;Stop when the cluster cannot be reached</source>
        <translation>Stop, &amp;når klyngen ikke kan nås</translation>
    </message>
    <message>
        <source>Otherwise the files are analysed on this machine</source>
        <translation>Ellers analyseres filerne på denne maskine</translation>
    </message>
    <message>
        <source>Analyse files</source>
        <translation>Analysér filer</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.sgf *.mat *.txt);;All files (*)</source>
        <translation>Matchfiler (*.bgqt *.sgf *.mat *.txt);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cluster for long analyses</source>
        <translation>Klynge til lange analyser</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (like tcp://192.168.1.10:8786), or nothing to use this machine&apos;s cores:</source>
        <translation>Adressen på en Dask-scheduler (som tcp://192.168.1.10:8786), eller intet for at bruge denne maskines kerner:</translation>
    </message>
</context>
<context>
    <name>ArchiveAnalysis</name>
    <message>
        <source>{file} cannot be read. {reason}</source>
        <translation>{file} kan ikke læses. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be analysed. {reason}</source>
        <translation>{file} kan ikke analyseres. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} kan ikke læses: {reason}</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Analyse files</source>
        <translation>Analysér filer</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v af %m filer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message numerus="yes">
        <source>Looking for match files: %n found so far…</source>
        <translation>
            <numerusform>Leder efter matchfiler: %n fundet indtil nu…</numerusform>
            <numerusform>Leder efter matchfiler: %n fundet indtil nu…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %Ln file(s)…</source>
        <translation>
            <numerusform>Analyserer %Ln fil…</numerusform>
            <numerusform>Analyserer %Ln filer…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no decisions</source>
        <translation>%1: ingen beslutninger</translation>
    </message>
    <message numerus="yes">
        <source>%1: error rate %2, PR %3 (%Ln decision(s))</source>
        <translation>
            <numerusform>%1: fejlrate %2, PR %3 (%Ln beslutning)</numerusform>
            <numerusform>%1: fejlrate %2, PR %3 (%Ln beslutninger)</numerusform>
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
        <translation>Leder efter matchfiler…</translation>
    </message>
    <message>
        <source>The analysis stopped. %1</source>
        <translation>Analysen stoppede. %1</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; the files are analysed on this machine.</source>
        <translation>Klyngen på %1 kan ikke nås; filerne analyseres på denne maskine.</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; nothing was analysed.</source>
        <translation>Klyngen på %1 kan ikke nås; intet blev analyseret.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: the %Ln match(es) analysed so far are kept.</source>
        <translation>
            <numerusform>Stoppet: den %Ln match, der er analyseret indtil nu, beholdes.</numerusform>
            <numerusform>Stoppet: de %Ln matcher, der er analyseret indtil nu, beholdes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) analysed.</source>
        <translation>
            <numerusform>%Ln match analyseret.</numerusform>
            <numerusform>%Ln matcher analyseret.</numerusform>
        </translation>
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
        <translation>Ingen doblingsterning med disse regler</translation>
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
        <source>Cube: {v}, owned by {name}</source>
        <translation>Doblingsterning: {v}, ejet af {name}</translation>
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
        <source>{name} moves {a}/{b} and hits {victim}&apos;s checker: it is on the bar.</source>
        <translation>{name} flytter {a}/{b} og slår {victim}s brik: den er på baren.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slog {roll} og spillede {play}.</translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>i tur</translation>
    </message>
    <message>
        <source>{name}: {about}</source>
        <translation>{name}: {about}</translation>
    </message>
    <message>
        <source>Cube: {v}, a double to {w} offered</source>
        <translation>Doblingsterning: {v}, dobling til {w} tilbudt</translation>
    </message>
    <message>
        <source>Cube: {v}, in the middle</source>
        <translation>Doblingsterning: {v}, i midten</translation>
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
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}, {away}-away</source>
        <translation>score {n}, {away} fra mål</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>score {n}</translation>
    </message>
    <message>
        <source>Answer {n} of {count}: {answer}.</source>
        <translation>Svar {n} af {count}: {answer}.</translation>
    </message>
    <message>
        <source>Answered: {answer}.</source>
        <translation>Svar givet: {answer}.</translation>
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
        <translation>Spørgsmål: {text} Svar: {answers}</translation>
    </message>
    <message>
        <source>Bar: empty</source>
        <translation>Baren: tom</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: none borne off</source>
        <translation>{name}s bakke: ingen taget ud</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point: empty</source>
        <translation>{name}s {p}-punkt: tomt</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b}.</source>
        <translation>{name} flytter {a}/{b}.</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits your checker on your {b}-point: it is on the bar.</source>
        <translation>{name} flytter {a}/{b} og slår din brik på dit {b}-punkt: den er på baren.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spillede {play}.</translation>
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
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s)</source>
        <translation>
            <numerusform>{name}s {p}-punkt: %n hvid brik</numerusform>
            <numerusform>{name}s {p}-punkt: %n hvide brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s)</source>
        <translation>
            <numerusform>{name}s {p}-punkt: %n sort brik</numerusform>
            <numerusform>{name}s {p}-punkt: %n sorte brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n white checker(s) borne off</source>
        <translation>
            <numerusform>{name}s bakke: %n hvid brik taget ud</numerusform>
            <numerusform>{name}s bakke: %n hvide brikker taget ud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n black checker(s) borne off</source>
        <translation>
            <numerusform>{name}s bakke: %n sort brik taget ud</numerusform>
            <numerusform>{name}s bakke: %n sorte brikker taget ud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{name}s {p}-punkt: %n hvid brik ({other}s)</numerusform>
            <numerusform>{name}s {p}-punkt: %n hvide brikker ({other}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{name}s {p}-punkt: %n sort brik ({other}s)</numerusform>
            <numerusform>{name}s {p}-punkt: %n sorte brikker ({other}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n hvid brik ({name}s)</numerusform>
            <numerusform>%n hvide brikker ({name}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n sort brik ({name}s)</numerusform>
            <numerusform>%n sorte brikker ({name}s)</numerusform>
        </translation>
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
        <source>{a}/{b}, hitting your checker</source>
        <translation>{a}/{b}, slår din brik</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting {victim}&apos;s checker</source>
        <translation>{a}/{b}, slår {victim}s brik</translation>
    </message>
    <message>
        <source>{name} rolled {values}.</source>
        <translation>{name} slog {values}.</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>The match is over. To start a new one, choose New match with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Matchen er slut. Vælg Ny match med piletasterne, og tryk på Mellemrum eller Enter, eller klik på den for at starte en ny.</translation>
    </message>
    <message>
        <source>The game is over. To go on, choose Next game with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Spillet er slut. Vælg Næste spil med piletasterne, og tryk på Mellemrum eller Enter, eller klik på det for at fortsætte.</translation>
    </message>
    <message>
        <source>To answer the tutor, choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Vælg et svar med piletasterne, og tryk på Mellemrum eller Enter, eller klik på svaret for at svare træneren.</translation>
    </message>
    <message>
        <source>Answer the question on the board first: choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Besvar først spørgsmålet på brættet: vælg et svar med piletasterne, og tryk på Mellemrum eller Enter, eller klik på svaret.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>score {n} · {away}-away</source>
        <translation>score {n} · {away} fra mål</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>score {n}</translation>
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
        <translation>Spiller 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spiller 2</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>The computer could not move. {reason}</source>
        <translation>Computeren kunne ikke flytte. {reason}</translation>
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
    <message>
        <source>Grandmaster</source>
        <translation>Stormester</translation>
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
        <translation>Terning&amp;log</translation>
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
        <source>doubles</source>
        <translation>dobbeltslag</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>ærlige terninger</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n roll(s))</source>
        <translation>
            <numerusform>{name} (%n slag)</numerusform>
            <numerusform>{name} (%n slag)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bars: each player&apos;s count of every number (light: {light}; dark: {dark}). Yellow lines: what fair dice give on average.</source>
        <translation>Søjler: hver spillers antal af hvert tal (lys: {light}; mørk: {dark}). Gule linjer: hvad ærlige terninger giver i gennemsnit.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: too few dice to tell yet ({n} of the %n dice it takes).</source>
        <translation>
            <numerusform>{name}: for få terninger til at sige noget endnu ({n} af den %n terning, der skal til).</numerusform>
            <numerusform>{name}: for få terninger til at sige noget endnu ({n} af de %n terninger, der skal til).</numerusform>
        </translation>
    </message>
    <message>
        <source>the dice look fair</source>
        <translation>terningerne ser ærlige ud</translation>
    </message>
    <message>
        <source>unusual: fair dice give this less than 1 time in 20</source>
        <translation>usædvanligt: ærlige terninger giver dette mindre end 1 gang ud af 20</translation>
    </message>
    <message>
        <source>very unusual: fair dice give this less than 1 time in 100</source>
        <translation>meget usædvanligt: ærlige terninger giver dette mindre end 1 gang ud af 100</translation>
    </message>
    <message>
        <source>{name}: chi-square {chi} (5 degrees of freedom), {verdict}.</source>
        <translation>{name}: chi-i-anden {chi} (5 frihedsgrader), {verdict}.</translation>
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
        <source>{name}&apos;s supply: drag a checker from here</source>
        <translation>{name}s forråd: træk en brik herfra</translation>
    </message>
    <message>
        <source>Arrows or a point&apos;s number choose a place; + adds a checker of the colour chosen, - removes one, C changes the colour, B the bar, O the tray.</source>
        <translation>Pilene eller et punkts nummer vælger et sted; + tilføjer en brik i den valgte farve, - fjerner en, C skifter farven, B baren, O bakken.</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>Bræt til opstilling af stilling</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n checker(s) borne off</source>
        <translation>
            <numerusform>{name}s bakke: %n brik taget ud</numerusform>
            <numerusform>{name}s bakke: %n brikker taget ud</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <source>The engine stopped unexpectedly; it is started again when it is next needed.</source>
        <translation>Motoren stoppede uventet; den startes igen, næste gang den skal bruges.</translation>
    </message>
    <message>
        <source>The engine could not be started.</source>
        <translation>Motoren kunne ikke startes.</translation>
    </message>
    <message>
        <source>The engine could not answer.</source>
        <translation>Motoren kunne ikke svare.</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Teknisk detalje: {detail}</translation>
    </message>
    <message>
        <source>The engine refused: {reason}.</source>
        <translation>Motoren afviste: {reason}.</translation>
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
    <name>ErrorRateChart</name>
    <message>
        <source>Click a match&apos;s point to open it</source>
        <translation>Klik på en matchs prik for at åbne den</translation>
    </message>
    <message>
        <source>Error rate (left, mEMG) and PR (right) by match</source>
        <translation>Fejlrate (venstre, mEMG) og PR (højre) pr. match</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>clock times must be &gt;= 0 seconds</source>
        <translation>urets tider skal være &gt;= 0 sekunder</translation>
    </message>
    <message>
        <source>a die shows 1..6, got {got}</source>
        <translation>en terning viser 1..6, fik {got}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, above the cube cap of {cap}</source>
        <translation>doblingsterningen i opstillingen står på {value}, over grænsen for doblingsterningen på {cap}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but these rules play without the cube</source>
        <translation>doblingsterningen i opstillingen står på {value}, men disse regler spiller uden doblingsterning</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but nobody doubles in the Crawford game</source>
        <translation>doblingsterningen i opstillingen står på {value}, men ingen dobler i Crawford-spillet</translation>
    </message>
    <message>
        <source>the set-up cube is at {value} in the middle, which only automatic doubles in money play can do; give the player who owns it</source>
        <translation>doblingsterningen i opstillingen står på {value} i midten, hvilket kun automatiske doblinger i pengespil kan give; angiv spilleren, der ejer den</translation>
    </message>
    <message>
        <source>a beaver is allowed only in money play with beavers on, against a plain double</source>
        <translation>en beaver er kun tilladt i pengespil med beavers slået til, mod en almindelig dobling</translation>
    </message>
    <message>
        <source>moves were already made this turn</source>
        <translation>der er allerede flyttet i denne tur</translation>
    </message>
    <message>
        <source>cannot resign now: the game is {phase}</source>
        <translation>kan ikke opgive nu: spillet er i fasen “{phase}”</translation>
    </message>
    <message>
        <source>player must be 0 or 1, got {got}</source>
        <translation>spiller skal være 0 eller 1, fik {got}</translation>
    </message>
    <message>
        <source>a resignation is worth 1, 2 or 3, got {got}</source>
        <translation>en opgivelse er værd 1, 2 eller 3, fik {got}</translation>
    </message>
    <message>
        <source>a win can be claimed on time only under the timed rules</source>
        <translation>sejren kan kun kræves på tid med regler på tid</translation>
    </message>
    <message>
        <source>cannot claim now ({phase})</source>
        <translation>kan ikke kræve sejren nu (fase: {phase})</translation>
    </message>
    <message>
        <source>opening roll without dice</source>
        <translation>åbningsslag uden terninger</translation>
    </message>
    <message>
        <source>opening roll {dice} is {result}, the record says {given}</source>
        <translation>åbningsslaget {dice} er {result}, optegnelsen siger {given}</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>uafgjort</translation>
    </message>
    <message>
        <source>won by player {player}</source>
        <translation>vundet af spiller {player}</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>spiller {player}</translation>
    </message>
    <message>
        <source>resignation without a player</source>
        <translation>opgivelse uden en spiller</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed before the opening roll</source>
        <translation>{kind} fra spiller {player} er ikke tilladt før åbningsslaget</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed after the end of the game</source>
        <translation>{kind} fra spiller {player} er ikke tilladt efter spillets afslutning</translation>
    </message>
    <message>
        <source>{kind} by player {player}, but player {actor} is to act</source>
        <translation>{kind} fra spiller {player}, men det er spiller {actor}, der skal handle</translation>
    </message>
    <message>
        <source>roll without dice</source>
        <translation>slag uden terninger</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>ukendt handling {kind}</translation>
    </message>
    <message>
        <source>not allowed now: the game is {phase}, expected {expected}</source>
        <translation>ikke tilladt nu: spillet er i fasen “{phase}”, forventet “{expected}”</translation>
    </message>
    <message>
        <source>a double is offered only at the start of a turn, before rolling</source>
        <translation>en dobling tilbydes kun i begyndelsen af en tur, før der slås</translation>
    </message>
    <message>
        <source>the cube is not in use under these rules</source>
        <translation>doblingsterningen bruges ikke med disse regler</translation>
    </message>
    <message>
        <source>no doubling in the Crawford game</source>
        <translation>der dobles ikke i Crawford-spillet</translation>
    </message>
    <message>
        <source>the opponent owns the cube</source>
        <translation>modstanderen ejer doblingsterningen</translation>
    </message>
    <message>
        <source>the cube is capped at {cap}</source>
        <translation>doblingsterningen kan højst stå på {cap}</translation>
    </message>
    <message>
        <source>dice must be two numbers 1..6, got {got}</source>
        <translation>terningerne skal være to tal 1..6, fik {got}</translation>
    </message>
    <message>
        <source>dice must be 1..6, got {d0} and {d1}</source>
        <translation>terningerne skal være 1..6, fik {d0} og {d1}</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>intet lovligt {dice}-træk fører til {position}</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: dette slag har et lovligt træk, turen kan ikke springes over</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} er ikke et lovligt {dice}-træk her</translation>
    </message>
    <message>
        <source>match length must be 0 (money) to {most}, got {got}</source>
        <translation>matchens længde skal være fra 0 (penge) til {most}, fik {got}</translation>
    </message>
    <message>
        <source>the starting score is set before the first game</source>
        <translation>startscoren sættes før det første spil</translation>
    </message>
    <message>
        <source>the current game is not over</source>
        <translation>det igangværende spil er ikke slut</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>matchen er slut</translation>
    </message>
    <message>
        <source>this game is marked as the Crawford game; at {score} after the games before, it is not one</source>
        <translation>dette spil er markeret som Crawford-spillet; ved {score} efter de foregående spil er det ikke et</translation>
    </message>
    <message>
        <source>this game is marked not as the Crawford game; at {score} after the games before, it is one</source>
        <translation>dette spil er ikke markeret som Crawford-spillet; ved {score} efter de foregående spil er det et</translation>
    </message>
    <message>
        <source>the record gives the score before this game as {given}, the games before make it {replayed}</source>
        <translation>optegnelsen angiver scoren før dette spil som {given}, de foregående spil giver {replayed}</translation>
    </message>
    <message>
        <source>the record says {given}, the replay gives {replayed}</source>
        <translation>optegnelsen siger {given}, genspilningen giver {replayed}</translation>
    </message>
    <message>
        <source>the record has an outcome but its actions do not end the game</source>
        <translation>optegnelsen har et resultat, men dens handlinger afslutter ikke spillet</translation>
    </message>
    <message>
        <source>a game before the last one is unfinished</source>
        <translation>et spil før det sidste er ufærdigt</translation>
    </message>
    <message>
        <source>the record has moves of a turn in progress, but no turn is being played</source>
        <translation>optegnelsen har træk fra en tur i gang, men der spilles ingen tur</translation>
    </message>
    <message>
        <source>turn in progress: {reason}</source>
        <translation>turen i gang: {reason}</translation>
    </message>
    <message>
        <source>the starting score must be two whole numbers &gt;= 0, got {got}</source>
        <translation>startscoren skal være to hele tal &gt;= 0, fik {got}</translation>
    </message>
    <message>
        <source>the starting score {score} is not below the match length {length}: that match is already over</source>
        <translation>startscoren {score} er ikke under matchens længde {length}: den match er allerede slut</translation>
    </message>
    <message>
        <source>cube value must be a power of two up to 32768, got {got}</source>
        <translation>doblingsterningens værdi skal være en potens af to op til 32768, fik {got}</translation>
    </message>
    <message>
        <source>match length and scores must be 0..32767, got {got}</source>
        <translation>matchens længde og scoren skal være 0..32767, fik {got}</translation>
    </message>
    <message>
        <source>dice must be 0..6, got {got}</source>
        <translation>terningerne skal være 0..6, fik {got}</translation>
    </message>
    <message>
        <source>Match ID field {name} out of range: {got}</source>
        <translation>Match ID-feltet {name} er uden for det tilladte område: {got}</translation>
    </message>
    <message>
        <source>a Match ID is 12 Base64 characters, got {text}</source>
        <translation>et Match ID består af 12 Base64-tegn, fik {text}</translation>
    </message>
    <message>
        <source>not a Match ID (bad Base64): {text}</source>
        <translation>ikke et Match ID (ugyldig Base64): {text}</translation>
    </message>
    <message>
        <source>Match ID has an invalid cube owner: {text}</source>
        <translation>Match ID har en ugyldig ejer af doblingsterningen: {text}</translation>
    </message>
    <message>
        <source>Match ID has a die over 6: {text}</source>
        <translation>Match ID har en terning over 6: {text}</translation>
    </message>
    <message>
        <source>move text of {n} characters is too long: {text}</source>
        <translation>trækteksten på {n} tegn er for lang: {text}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>forkert træk {move} i {text}</translation>
    </message>
    <message>
        <source>bad point {point} in {text}</source>
        <translation>forkert punkt {point} i {text}</translation>
    </message>
    <message>
        <source>point {point} is not 0..25 in {text}</source>
        <translation>punkt {point} er ikke 0..25 i {text}</translation>
    </message>
    <message>
        <source>a move cannot start off the board: {move}</source>
        <translation>et træk kan ikke begynde uden for brættet: {move}</translation>
    </message>
    <message>
        <source>a move cannot end on the bar: {move}</source>
        <translation>et træk kan ikke ende på baren: {move}</translation>
    </message>
    <message>
        <source>a move must go toward home: {move}</source>
        <translation>et træk skal gå mod hjemmebrættet: {move}</translation>
    </message>
    <message>
        <source>bad repeat count ({count}) in {text}</source>
        <translation>forkert gentagelsesantal ({count}) i {text}</translation>
    </message>
    <message>
        <source>too many moves in {text}</source>
        <translation>for mange træk i {text}</translation>
    </message>
    <message>
        <source>{name} needs 26 counts (off, points 1..24, bar), got {n}</source>
        <translation>{name} skal have 26 antal (ude, punkt 1..24, bar), fik {n}</translation>
    </message>
    <message>
        <source>{name} has a negative checker count</source>
        <translation>{name} har et negativt antal brikker</translation>
    </message>
    <message>
        <source>unknown variation {name} (known: standard, nackgammon)</source>
        <translation>ukendt variant {name} (kendte: standard, nackgammon)</translation>
    </message>
    <message>
        <source>{name}: point {point} is not 1..24 or the bar (25)</source>
        <translation>{name}: punkt {point} er ikke 1..24 eller baren (25)</translation>
    </message>
    <message>
        <source>{name} has {n} checkers on the board (at most 15)</source>
        <translation>{name} har {n} brikker på brættet (højst 15)</translation>
    </message>
    <message>
        <source>a Position ID has 14 characters, got {n}: {text}</source>
        <translation>et Position ID har 14 tegn, men dette har {n}: {text}</translation>
    </message>
    <message>
        <source>not a Position ID (&apos;=&apos; is not one of its characters): {text}</source>
        <translation>ikke et Position ID (&apos;=&apos; er ikke et af dets tegn): {text}</translation>
    </message>
    <message>
        <source>not a Position ID (bad Base64): {text}</source>
        <translation>ikke et Position ID (ugyldig Base64): {text}</translation>
    </message>
    <message>
        <source>Position ID has bits past both sides: {text}</source>
        <translation>Position ID har bit ud over begge sider: {text}</translation>
    </message>
    <message>
        <source>Position ID does not hold two sides: {text}</source>
        <translation>Position ID indeholder ikke to sider: {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side not on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID giver siden, der ikke er i tur, {n} brikker (højst 15): {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID giver siden i tur {n} brikker (højst 15): {text}</translation>
    </message>
    <message>
        <source>the player on roll has {n} checkers (must be 15)</source>
        <translation>spilleren i tur har {n} brikker (skal have 15)</translation>
    </message>
    <message>
        <source>the opponent has {n} checkers (must be 15)</source>
        <translation>modstanderen har {n} brikker (skal have 15)</translation>
    </message>
    <message>
        <source>point {point} (player on roll&apos;s numbering) holds checkers of both sides</source>
        <translation>punkt {point} (nummereret som for spilleren i tur) har brikker fra begge sider</translation>
    </message>
    <message>
        <source>both sides have borne off all their checkers</source>
        <translation>begge sider har taget alle deres brikker ud</translation>
    </message>
    <message>
        <source>point must be 1..24, got {point}</source>
        <translation>punktet skal være 1..24, fik {point}</translation>
    </message>
    <message>
        <source>there is nothing to read: the text is empty</source>
        <translation>der er intet at læse: teksten er tom</translation>
    </message>
    <message>
        <source>there is a Match ID but no Position ID</source>
        <translation>der er et Match ID, men intet Position ID</translation>
    </message>
    <message>
        <source>a Position ID is 14 characters, got {n}: {text}</source>
        <translation>et Position ID er på 14 tegn, men dette har {n}: {text}</translation>
    </message>
    <message>
        <source>this is not a position: expected a gnubg Position ID (14 characters), a Position ID and Match ID (14:12 characters), or an XGID; got {text}</source>
        <translation>dette er ikke en stilling: forventede et gnubg Position ID (14 tegn), et Position ID og Match ID (14:12 tegn) eller et XGID; fik {text}</translation>
    </message>
    <message>
        <source>the Position ID must be 14 characters, got {n}: {text}</source>
        <translation>Position ID skal være på 14 tegn, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Position ID is wrong: {reason}</source>
        <translation>Position ID er forkert: {reason}</translation>
    </message>
    <message>
        <source>the Match ID must be 12 characters, got {n}: {text}</source>
        <translation>Match ID skal være på 12 tegn, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Match ID is wrong: {reason}</source>
        <translation>Match ID er forkert: {reason}</translation>
    </message>
    <message>
        <source>the Match ID has a double offered with the doubler to answer it, which no game can be in</source>
        <translation>Match ID har en tilbudt dobling, som dobleren selv skal svare på, hvilket intet spil kan stå i</translation>
    </message>
    <message>
        <source>the Match ID has a double offered after the dice were rolled</source>
        <translation>Match ID har en dobling tilbudt, efter at terningerne er slået</translation>
    </message>
    <message>
        <source>the Match ID has a resignation offered, which a set-up position cannot hold</source>
        <translation>Match ID har en tilbudt opgivelse, hvilket en opstillet stilling ikke kan indeholde</translation>
    </message>
    <message>
        <source>the Match ID is of a game that is over</source>
        <translation>Match ID er fra et spil, der er slut</translation>
    </message>
    <message>
        <source>the Match ID&apos;s match length {length} is over {most}</source>
        <translation>Match ID&apos;s matchlængde {length} er over {most}</translation>
    </message>
    <message>
        <source>the Match ID&apos;s score {a}-{b} is not below its match length {length}</source>
        <translation>scoren {a}-{b} i Match ID er ikke under dets matchlængde {length}</translation>
    </message>
    <message>
        <source>the Match ID marks the Crawford game, but no player is one point short of the match</source>
        <translation>Match ID markerer Crawford-spillet, men ingen spiller mangler ét point for at vinde matchen</translation>
    </message>
    <message>
        <source>the Match ID has one die rolled and not the other ({d1}, {d2})</source>
        <translation>Match ID har den ene terning slået og ikke den anden ({d1}, {d2})</translation>
    </message>
    <message>
        <source>the position is impossible: {reason}</source>
        <translation>stillingen er umulig: {reason}</translation>
    </message>
    <message>
        <source>the XGID gives a position no game can be in: {reason}</source>
        <translation>XGID giver en stilling, som intet spil kan stå i: {reason}</translation>
    </message>
    <message>
        <source>the Match ID gives a position no game can be in: {reason}</source>
        <translation>Match ID giver en stilling, som intet spil kan stå i: {reason}</translation>
    </message>
    <message>
        <source>the Position ID gives a position no game can be in: {reason}</source>
        <translation>Position ID giver en stilling, som intet spil kan stå i: {reason}</translation>
    </message>
    <message>
        <source>unknown action kind {kind}</source>
        <translation>ukendt slags handling {kind}</translation>
    </message>
    <message>
        <source>unknown outcome reason {reason}</source>
        <translation>ukendt årsag til resultatet {reason}</translation>
    </message>
    <message>
        <source>action player must be 0 or 1, got {got}</source>
        <translation>handlingens spiller skal være 0 eller 1, fik {got}</translation>
    </message>
    <message>
        <source>dice must be two ints 1..6, got {got}</source>
        <translation>terningerne skal være to heltal 1..6, fik {got}</translation>
    </message>
    <message>
        <source>a set-up position must be a Position, got {got}</source>
        <translation>en opstillet stilling skal være en Position, fik {got}</translation>
    </message>
    <message>
        <source>the set-up position is not valid: {reason}</source>
        <translation>den opstillede stilling er ugyldig: {reason}</translation>
    </message>
    <message>
        <source>the set-up position is already over: player {player} has borne off all 15 checkers</source>
        <translation>den opstillede stilling er allerede slut: spiller {player} har taget alle 15 brikker ud</translation>
    </message>
    <message>
        <source>the player on roll must be 0 or 1, got {got}</source>
        <translation>spilleren i tur skal være 0 eller 1, fik {got}</translation>
    </message>
    <message>
        <source>set-up dice must be two numbers 1..6, got {got}</source>
        <translation>opstillingens terninger skal være to tal 1..6, fik {got}</translation>
    </message>
    <message>
        <source>the cube value must be a power of two from 1 to {cap}, got {got}</source>
        <translation>doblingsterningens værdi skal være en potens af to fra 1 til {cap}, fik {got}</translation>
    </message>
    <message>
        <source>the cube owner must be 0, 1 or None (in the middle), got {got}</source>
        <translation>doblingsterningens ejer skal være 0, 1 eller None (i midten), fik {got}</translation>
    </message>
    <message>
        <source>a cube at 1 is in the middle: nobody owns it before a double</source>
        <translation>en doblingsterning på 1 står i midten: ingen ejer den før en dobling</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the first player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>opstillingen sætter {n} af første spillers brikker på punkterne og baren (højst {most})</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the second player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>opstillingen sætter {n} af anden spillers brikker på punkterne og baren (højst {most})</translation>
    </message>
    <message>
        <source>the set-up puts checkers of both players on one point (the first player&apos;s {point}-point, the second player&apos;s {other}-point)</source>
        <translation>opstillingen sætter brikker fra begge spillere på ét punkt (første spillers {point}-punkt, anden spillers {other}-punkt)</translation>
    </message>
    <message>
        <source>game {game}, action {action}: {reason}</source>
        <translation>spil {game}, handling {action}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spil {game}: {reason}</translation>
    </message>
    <message>
        <source>action {action}: {reason}</source>
        <translation>handling {action}: {reason}</translation>
    </message>
    <message>
        <source>cube_cap must be 0 (no cap) or a power of two &gt;= 2, got {got}</source>
        <translation>cube_cap skal være 0 (ingen grænse) eller en potens af to &gt;= 2, fik {got}</translation>
    </message>
    <message>
        <source>automatic_doubles_limit must be &gt;= 0</source>
        <translation>automatic_doubles_limit skal være &gt;= 0</translation>
    </message>
    <message>
        <source>variation must be one of {known}, got {got}</source>
        <translation>varianten skal være en af {known}, fik {got}</translation>
    </message>
    <message>
        <source>{name} must be 0 to {most} seconds, got {got}</source>
        <translation>{name} skal være fra 0 til {most} sekunder, fik {got}</translation>
    </message>
    <message>
        <source>unknown rule options: {names}</source>
        <translation>ukendte regelvalg: {names}</translation>
    </message>
    <message>
        <source>rule option {name} must be true or false, got {got}</source>
        <translation>regelvalget {name} skal være true eller false, fik {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a whole number, got {got}</source>
        <translation>regelvalget {name} skal være et helt tal, fik {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a number, got {got}</source>
        <translation>regelvalget {name} skal være et tal, fik {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a text, got {got}</source>
        <translation>regelvalget {name} skal være en tekst, fik {got}</translation>
    </message>
    <message>
        <source>no game has started</source>
        <translation>intet spil er begyndt</translation>
    </message>
    <message>
        <source>{name} has played no move in this game to take back</source>
        <translation>{name} har ikke spillet noget træk i dette spil, der kan tages tilbage</translation>
    </message>
    <message>
        <source>{name} took back the drop</source>
        <translation>{name} tog sit pas tilbage</translation>
    </message>
    <message>
        <source>{name} took back {play} (then {then})</source>
        <translation>{name} tog {play} tilbage (og derefter {then})</translation>
    </message>
    <message>
        <source>{name} took back {play}</source>
        <translation>{name} tog {play} tilbage</translation>
    </message>
    <message>
        <source>the turn is not complete: a die that must be played is unplayed</source>
        <translation>turen er ikke færdig: en terning, der skal spilles, er ikke spillet</translation>
    </message>
    <message>
        <source>no {die} is left to play</source>
        <translation>der er ingen {die} tilbage at spille</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {die} now</source>
        <translation>brikken på {point} kan ikke flytte {die} nu</translation>
    </message>
    <message>
        <source>no move to undo this turn</source>
        <translation>intet træk at fortryde i denne tur</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {dice}</source>
        <translation>brikken på {point} kan ikke flytte {dice}</translation>
    </message>
    <message>
        <source>no checker of the player on roll on point {point}</source>
        <translation>ingen brik tilhørende spilleren i tur på punkt {point}</translation>
    </message>
    <message>
        <source>checkers on the bar must enter first</source>
        <translation>brikker på baren skal først ind</translation>
    </message>
    <message>
        <source>all dice are played</source>
        <translation>alle terninger er spillet</translation>
    </message>
    <message>
        <source>{point} to off is not a legal move with {dice} left</source>
        <translation>{point} til ude er ikke et lovligt træk med {dice} tilbage</translation>
    </message>
    <message>
        <source>{point} to {to} is not a legal move with {dice} left</source>
        <translation>{point} til {to} er ikke et lovligt træk med {dice} tilbage</translation>
    </message>
    <message>
        <source>XGID: the {name} field must be a whole number, got {text}</source>
        <translation>XGID: feltet {name} skal være et helt tal, fik {text}</translation>
    </message>
    <message>
        <source>XGID: the {name} must be {lo} to {hi}, got {value}</source>
        <translation>XGID: {name} skal være fra {lo} til {hi}, fik {value}</translation>
    </message>
    <message>
        <source>not an XGID: expected 26 board characters (- A-P a-p) then 9 fields, got {text}</source>
        <translation>ikke et XGID: forventede 26 brættegn (- A-P a-p) og derefter 9 felter, fik {text}</translation>
    </message>
    <message>
        <source>XGID: expected 9 fields after the board, got {n}</source>
        <translation>XGID: forventede 9 felter efter brættet, fik {n}</translation>
    </message>
    <message>
        <source>XGID: the player to act must be 1 (X) or -1 (O), got 0</source>
        <translation>XGID: spilleren, der skal handle, skal være 1 (X) eller -1 (O), fik 0</translation>
    </message>
    <message>
        <source>XGID: the dice must be two digits 1-6, 00 before the roll or D for a double offered, got {text}</source>
        <translation>XGID: terningerne skal være to cifre 1-6, 00 før slaget eller D for en tilbudt dobling, fik {text}</translation>
    </message>
    <message>
        <source>XGID: the cube is on {value}, above its limit {cap}</source>
        <translation>XGID: doblingsterningen står på {value}, over dens grænse {cap}</translation>
    </message>
    <message>
        <source>XGID: the Crawford game needs a player one point short of the match</source>
        <translation>XGID: Crawford-spillet kræver en spiller, der mangler ét point for at vinde matchen</translation>
    </message>
    <message>
        <source>XGID: X checkers on O&apos;s bar (board character 1)</source>
        <translation>XGID: X-brikker på O&apos;s bar (brættegn 1)</translation>
    </message>
    <message>
        <source>XGID: O checkers on X&apos;s bar (board character 26)</source>
        <translation>XGID: O-brikker på X&apos;s bar (brættegn 26)</translation>
    </message>
    <message>
        <source>XGID: {side} has {total} checkers on the board, more than {most}</source>
        <translation>XGID: {side} har {total} brikker på brættet, mere end {most}</translation>
    </message>
    <message>
        <source>XGID: one side has borne off every checker; the game is over</source>
        <translation>XGID: den ene side har taget alle brikker ud; spillet er slut</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>ukendt filtype {ext}; brug en af {known}</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>ikke en backgammon-matchfil (den ligner gnubg&apos;s teksteksport; eksportér matchen som .mat eller SGF i stedet)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like an eXtreme Gammon position, but its XGID line is not at the top)</source>
        <translation>ikke en backgammon-matchfil (den ligner en eXtreme Gammon-stilling, men dens XGID-linje står ikke øverst)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>ikke en backgammon-matchfil</translation>
    </message>
    <message>
        <source>unknown format {name}; use one of {known}</source>
        <translation>ukendt format {name}; brug et af {known}</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>resultatet</translation>
    </message>
    <message>
        <source>the resignation</source>
        <translation>opgivelsen</translation>
    </message>
    <message>
        <source>a {length}-point match is longer than the {most} points supported</source>
        <translation>en match til {length} point er længere end de {most} point, der understøttes</translation>
    </message>
    <message>
        <source>an action before the first game</source>
        <translation>en handling før det første spil</translation>
    </message>
    <message>
        <source>more than {n} actions; this is not a real match file</source>
        <translation>mere end {n} handlinger; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>more than {n} actions in one game; this is not a real match file</source>
        <translation>mere end {n} handlinger i ét spil; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>{name}&apos;s roll has a legal play, but no move is written and no resignation follows</source>
        <translation>{name}s slag har et lovligt træk, men intet træk er skrevet, og der følger ingen opgivelse</translation>
    </message>
    <message>
        <source>more than {n} games; this is not a real match file</source>
        <translation>mere end {n} spil; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>a game after the end of the match ({reason})</source>
        <translation>et spil efter matchens afslutning ({reason})</translation>
    </message>
    <message>
        <source>the file marks this game as the Crawford game, the score says it is not; following the score</source>
        <translation>filen markerer dette spil som Crawford-spillet, scoren siger, det ikke er det; scoren følges</translation>
    </message>
    <message>
        <source>the file does not mark this game as the Crawford game, the score says it is; following the score</source>
        <translation>filen markerer ikke dette spil som Crawford-spillet, scoren siger, det er det; scoren følges</translation>
    </message>
    <message>
        <source>the file gives the score as {given}, the results of the games before make it {replayed}</source>
        <translation>filen angiver scoren som {given}, resultaterne af de foregående spil giver {replayed}</translation>
    </message>
    <message>
        <source>this game has no result, but another game follows</source>
        <translation>dette spil har intet resultat, men et andet spil følger efter</translation>
    </message>
    <message>
        <source>a roll before the first game</source>
        <translation>et slag før det første spil</translation>
    </message>
    <message>
        <source>dice {dice} are not two numbers 1..6</source>
        <translation>terningerne {dice} er ikke to tal 1..6</translation>
    </message>
    <message>
        <source>the set-up gives {name} the dice {dice}, but the first move is {mover}&apos;s {rolled}</source>
        <translation>opstillingen giver {name} terningerne {dice}, men det første træk er {mover}s {rolled}</translation>
    </message>
    <message>
        <source>{dice} has no legal play here, but the file plays {play}</source>
        <translation>{dice} har intet lovligt træk her, men filen spiller {play}</translation>
    </message>
    <message>
        <source>the opening roll cannot be a double ({dice}): each player rolls one die and ties are rolled again</source>
        <translation>åbningsslaget kan ikke være et dobbeltslag ({dice}): hver spiller slår én terning, og ved lighed slås der om</translation>
    </message>
    <message>
        <source>cannot read the move {play}: point numbers are written with the digits 0-9</source>
        <translation>kan ikke læse trækket {play}: punktnumre skrives med cifrene 0-9</translation>
    </message>
    <message>
        <source>a move and a resignation in one cell</source>
        <translation>et træk og en opgivelse i samme celle</translation>
    </message>
    <message>
        <source>{what} before the first game</source>
        <translation>{what} før det første spil</translation>
    </message>
    <message>
        <source>a double in the Crawford game: the file breaks the Crawford rule; read as a match without the Crawford rule</source>
        <translation>en dobling i Crawford-spillet: filen bryder Crawford-reglen; læst som en match uden Crawford-reglen</translation>
    </message>
    <message>
        <source>the file writes the cube as {value}, it is {expected}</source>
        <translation>filen skriver doblingsterningen som {value}, den er {expected}</translation>
    </message>
    <message>
        <source>{what} gives {points} points at cube {cube}: not a single, gammon or backgammon; recorded as a resignation worth {value} ({worth} points), as gnubg reads it</source>
        <translation>{what} giver {points} point ved doblingsterning {cube}: hverken et enkelt spil, en gammon eller en backgammon; registreret som en opgivelse til {value} ({worth} point), som gnubg læser det</translation>
    </message>
    <message>
        <source>an answer to a resignation that was not offered</source>
        <translation>et svar på en opgivelse, der ikke blev tilbudt</translation>
    </message>
    <message>
        <source>{what} gives {points} points, which no game can score</source>
        <translation>{what} giver {points} point, hvilket intet spil kan give</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won 1 point; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} siger, at spiller {winner} ({name}) vandt 1 point; spillet, som det blev spillet, giver spiller {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won {points} points; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} siger, at spiller {winner} ({name}) vandt {points} point; spillet, som det blev spillet, giver spiller {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says the loser resigned, but the game ended by {how}</source>
        <translation>{what} siger, at taberen opgav, men spillet endte ved {how}</translation>
    </message>
    <message>
        <source>{what} ends a game before its opening roll: read as a resignation before the game began</source>
        <translation>{what} afslutter et spil før dets åbningsslag: læst som en opgivelse, før spillet begyndte</translation>
    </message>
    <message>
        <source>{what} follows a double with no answer; taken as a drop</source>
        <translation>{what} følger efter en dobling uden svar; taget som et pas</translation>
    </message>
    <message>
        <source>{what} names player {winner} as the winner, but player {winner} has a double to answer</source>
        <translation>{what} angiver spiller {winner} som vinder, men spiller {winner} skal svare på en dobling</translation>
    </message>
    <message>
        <source>{what} gives a winner, but the game is not over; taken as a resignation</source>
        <translation>{what} angiver en vinder, men spillet er ikke slut; taget som en opgivelse</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>filen indeholder intet spil</translation>
    </message>
    <message>
        <source>move by player {player}, but player {actor} is to act</source>
        <translation>træk af spiller {player}, men det er spiller {actor}, der skal handle</translation>
    </message>
    <message>
        <source>a move by player {player} without a roll before it</source>
        <translation>et træk af spiller {player} uden et slag før det</translation>
    </message>
    <message>
        <source>{what} holds the control character {char}, which a text match file cannot hold</source>
        <translation>{what} indeholder kontroltegnet {char}, som en tekstmatchfil ikke kan indeholde</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>teksten</translation>
    </message>
    <message>
        <source>the name {name} holds a line break</source>
        <translation>navnet {name} indeholder et linjeskift</translation>
    </message>
    <message>
        <source>the name {name}</source>
        <translation>navnet {name}</translation>
    </message>
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
        <source>the file starts like UTF-16 text but is not</source>
        <translation>filen begynder som UTF-16-tekst, men er det ikke</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>this is a binary file, not text (byte {byte} at offset {offset})</source>
        <translation>dette er en binær fil, ikke tekst (byte {byte} ved position {offset})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 (byte {byte} at offset {offset})</source>
        <translation>teksten er hverken UTF-8 eller Windows-1252 (byte {byte} ved position {offset})</translation>
    </message>
    <message>
        <source>cannot write the file ({error})</source>
        <translation>filen kan ikke skrives ({error})</translation>
    </message>
    <message>
        <source>{what} {number} is absurdly large</source>
        <translation>værdien {number} for {what} er absurd stor</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan ikke læse {text}</translation>
    </message>
    <message>
        <source>cannot split this line into two columns</source>
        <translation>denne linje kan ikke deles i to kolonner</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions in one game; this is not a real match file</source>
        <translation>mere end {n} træk og doblingshandlinger i ét spil; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>the line is {n} characters long; no match file has lines of more than {most}</source>
        <translation>linjen er {n} tegn lang; ingen matchfil har linjer på mere end {most}</translation>
    </message>
    <message>
        <source>the variant {name} is not supported (only backgammon and nackgammon)</source>
        <translation>varianten {name} understøttes ikke (kun backgammon og nackgammon)</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>matchens længde</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>ikke en backgammon-matchfil (ingen linje med &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>cannot read {text} before the first &apos;Game&apos; line</source>
        <translation>kan ikke læse {text} før den første &apos;Game&apos;-linje</translation>
    </message>
    <message>
        <source>expected the score line &apos;name : score   name : score&apos;, found {text}</source>
        <translation>forventede scorelinjen &apos;name : score   name : score&apos;, fandt {text}</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>scoren</translation>
    </message>
    <message>
        <source>the move number</source>
        <translation>træknummeret</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions; this is not a real match file</source>
        <translation>mere end {n} træk og doblingshandlinger; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>an empty name, which gnubg cannot read in a .mat file (gnubg 1.07 aborts on it)</source>
        <translation>et tomt navn, som gnubg ikke kan læse i en .mat-fil (gnubg 1.07 afbryder ved det)</translation>
    </message>
    <message>
        <source>the name {name} holds a &apos;:&apos;, which ends a name in a .mat file</source>
        <translation>navnet {name} indeholder et &apos;:&apos;, som afslutter et navn i en .mat-fil</translation>
    </message>
    <message>
        <source>the name {name} holds a line break or another control character</source>
        <translation>navnet {name} indeholder et linjeskift eller et andet kontroltegn</translation>
    </message>
    <message>
        <source>the name {name} starts or ends with a blank, which a .mat file drops</source>
        <translation>navnet {name} begynder eller slutter med et mellemrum, som en .mat-fil udelader</translation>
    </message>
    <message>
        <source>the name {name} ends in &apos;,&apos; and digits, which a .mat file reads as a rating</source>
        <translation>navnet {name} slutter med &apos;,&apos; og cifre, som en .mat-fil læser som en rating</translation>
    </message>
    <message>
        <source>the name {name} is {n} characters long; a .mat file holds at most {most} (gnubg reads no more)</source>
        <translation>navnet {name} er {n} tegn langt; en .mat-fil rummer højst {most} (gnubg læser ikke flere)</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>filen har en linje med matchens længde, men intet spil</translation>
    </message>
    <message>
        <source>the score line names {a} and {b}, the first game {first_a} and {first_b}</source>
        <translation>scorelinjen nævner {a} og {b}, det første spil {first_a} og {first_b}</translation>
    </message>
    <message>
        <source>the number of points</source>
        <translation>antallet af point</translation>
    </message>
    <message>
        <source>{text}: {points} points is absurd</source>
        <translation>{text}: {points} point er absurd</translation>
    </message>
    <message>
        <source>a second result {text} is ignored</source>
        <translation>et andet resultat {text} ignoreres</translation>
    </message>
    <message>
        <source>{text} after the result of the game</source>
        <translation>{text} efter spillets resultat</translation>
    </message>
    <message>
        <source>{glued} after the move {move} is not a move; ignored</source>
        <translation>{glued} efter trækket {move} er ikke et træk; ignoreret</translation>
    </message>
    <message>
        <source>raccoons (a redouble after a beaver) are not supported</source>
        <translation>raccoons (en redobling efter en beaver) understøttes ikke</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>doblingsterningens værdi</translation>
    </message>
    <message>
        <source>the player who resigned after rolling (&apos;???&apos;) is written as the winner</source>
        <translation>spilleren, der opgav efter at have slået (&apos;???&apos;), er skrevet som vinder</translation>
    </message>
    <message>
        <source>&apos;and the match&apos; is written, but the match is not over after this game</source>
        <translation>&apos;and the match&apos; er skrevet, men matchen er ikke slut efter dette spil</translation>
    </message>
    <message>
        <source>the game ends without a &apos;Wins&apos; line</source>
        <translation>spillet slutter uden en &apos;Wins&apos;-linje</translation>
    </message>
    <message>
        <source>&apos;Losses {points} point(s)&apos; disagrees with the result of the game</source>
        <translation>&apos;Losses {points} point(s)&apos; stemmer ikke med spillets resultat</translation>
    </message>
    <message>
        <source>{problem}; save the match as .sgf or .bgqt</source>
        <translation>{problem}; gem matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>{problem}; save the match as .bgqt</source>
        <translation>{problem}; gem matchen som .bgqt</translation>
    </message>
    <message>
        <source>the game starts from a set-up position, which a .mat file cannot hold; save the match as .sgf or .bgqt</source>
        <translation>spillet begynder fra en opstillet stilling, som en .mat-fil ikke kan indeholde; gem matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>the match starts at {score} after its Crawford game, which a .mat file cannot say (its first game would read as the Crawford game); save the match as .sgf or .bgqt</source>
        <translation>matchen begynder ved {score} efter sit Crawford-spil, hvilket en .mat-fil ikke kan udtrykke (dens første spil ville blive læst som Crawford-spillet); gem matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>cannot write this record: {reason}</source>
        <translation>denne optegnelse kan ikke skrives: {reason}</translation>
    </message>
    <message>
        <source>side_lines must be an object with a version number</source>
        <translation>side_lines skal være et objekt med et versionsnummer</translation>
    </message>
    <message>
        <source>side_lines.lines must be a list</source>
        <translation>side_lines.lines skal være en liste</translation>
    </message>
    <message>
        <source>a side line must be an object with actions</source>
        <translation>en sidelinje skal være et objekt med handlinger</translation>
    </message>
    <message>
        <source>bad side line {text}: {reason}</source>
        <translation>forkert sidelinje {text}: {reason}</translation>
    </message>
    <message>
        <source>{name} must be text, got {got}</source>
        <translation>{name} skal være tekst, fik {got}</translation>
    </message>
    <message>
        <source>an action&apos;s player must be 0 or 1 (or -1 for a tied opening roll), got {got}</source>
        <translation>en handlings spiller skal være 0 eller 1 (eller -1 for et uafgjort åbningsslag), fik {got}</translation>
    </message>
    <message>
        <source>an action&apos;s dice must be two whole numbers, got {got}</source>
        <translation>en handlings terninger skal være to hele tal, fik {got}</translation>
    </message>
    <message>
        <source>an action&apos;s value must be a whole number, got {got}</source>
        <translation>en handlings værdi skal være et helt tal, fik {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number {lo}..{hi}, got {got}</source>
        <translation>{name} skal være et helt tal {lo}..{hi}, fik {got}</translation>
    </message>
    <message>
        <source>the file has a wrong shape ({kind}: {detail})</source>
        <translation>filen har en forkert opbygning ({kind}: {detail})</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>ikke gyldig JSON ({detail})</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>JSON er indlejret for dybt</translation>
    </message>
    <message>
        <source>not a backgammon-qt match file</source>
        <translation>ikke en backgammon-qt-matchfil</translation>
    </message>
    <message>
        <source>the file has no version number</source>
        <translation>filen har intet versionsnummer</translation>
    </message>
    <message>
        <source>the file is from a newer backgammon-qt (format version {version}; this program reads up to {most})</source>
        <translation>filen er fra en nyere backgammon-qt (formatversion {version}; dette program læser op til {most})</translation>
    </message>
    <message>
        <source>players must be two names</source>
        <translation>players skal være to navne</translation>
    </message>
    <message>
        <source>rules must be an object</source>
        <translation>rules skal være et objekt</translation>
    </message>
    <message>
        <source>rules: {reason}</source>
        <translation>reglerne: {reason}</translation>
    </message>
    <message>
        <source>info must map names to text</source>
        <translation>info skal knytte navne til tekst</translation>
    </message>
    <message>
        <source>games must be a list of at most {n}</source>
        <translation>games skal være en liste med højst {n} elementer</translation>
    </message>
    <message>
        <source>a game must be an object</source>
        <translation>et spil skal være et objekt</translation>
    </message>
    <message>
        <source>score_before must be two numbers</source>
        <translation>score_before skal være to tal</translation>
    </message>
    <message>
        <source>actions must be a list of at most {n}</source>
        <translation>actions skal være en liste med højst {n} elementer</translation>
    </message>
    <message>
        <source>an action must be an object</source>
        <translation>en handling skal være et objekt</translation>
    </message>
    <message>
        <source>bad action {action}: {reason}</source>
        <translation>forkert handling {action}: {reason}</translation>
    </message>
    <message>
        <source>an outcome must be an object or null</source>
        <translation>et resultat skal være et objekt eller null</translation>
    </message>
    <message>
        <source>the outcome has no {field}</source>
        <translation>resultatet har intet {field}</translation>
    </message>
    <message>
        <source>crawford must be true or false</source>
        <translation>crawford skal være true eller false</translation>
    </message>
    <message>
        <source>turn_moves must be a list of at most 4 [from, to] pairs</source>
        <translation>turn_moves skal være en liste med højst 4 par [from, to]</translation>
    </message>
    <message>
        <source>turn_moves must be [from, to] pairs</source>
        <translation>turn_moves skal være par [from, to]</translation>
    </message>
    <message>
        <source>clock_banks must be two numbers of seconds</source>
        <translation>clock_banks skal være to antal sekunder</translation>
    </message>
    <message>
        <source>orientations must be two of &quot;right&quot;/&quot;left&quot;</source>
        <translation>orientations skal være to af &quot;right&quot;/&quot;left&quot;</translation>
    </message>
    <message>
        <source>analysis must be an object with a version number</source>
        <translation>analysis skal være et objekt med et versionsnummer</translation>
    </message>
    <message>
        <source>rollouts must be a list of objects with a version number</source>
        <translation>rollouts skal være en liste af objekter med et versionsnummer</translation>
    </message>
    <message>
        <source>missing field {field}</source>
        <translation>feltet {field} mangler</translation>
    </message>
    <message>
        <source>setup: {field} {why}</source>
        <translation>opstillingen: {field} {why}</translation>
    </message>
    <message>
        <source>setup must be an object</source>
        <translation>setup skal være et objekt</translation>
    </message>
    <message>
        <source>is not a set-up field</source>
        <translation>er ikke et felt i opstillingen</translation>
    </message>
    <message>
        <source>must be a gnubg Position ID, got {got}</source>
        <translation>skal være et gnubg Position ID, fik {got}</translation>
    </message>
    <message>
        <source>is not a Position ID ({reason})</source>
        <translation>er ikke et Position ID ({reason})</translation>
    </message>
    <message>
        <source>setup: {reason}</source>
        <translation>opstillingen: {reason}</translation>
    </message>
    <message>
        <source>more than {n} SGF game trees; this is not a real match file</source>
        <translation>mere end {n} SGF-spiltræer; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>more than {n} SGF {what}; this is not a real match file</source>
        <translation>mere end {n} SGF-elementer ({what}); dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>not SGF: unexpected {text}</source>
        <translation>ikke SGF: uventet {text}</translation>
    </message>
    <message>
        <source>SGF variations nested more than {n} deep</source>
        <translation>SGF-varianter indlejret mere end {n} niveauer</translation>
    </message>
    <message>
        <source>not SGF: &apos;)&apos; without &apos;(&apos;</source>
        <translation>ikke SGF: &apos;)&apos; uden &apos;(&apos;</translation>
    </message>
    <message>
        <source>an empty SGF game tree</source>
        <translation>et tomt SGF-spiltræ</translation>
    </message>
    <message>
        <source>not SGF: a node outside a game tree</source>
        <translation>ikke SGF: en knude uden for et spiltræ</translation>
    </message>
    <message>
        <source>more than {n} SGF nodes in one game; this is not a real match file</source>
        <translation>mere end {n} SGF-knuder i ét spil; dette er ikke en rigtig matchfil</translation>
    </message>
    <message>
        <source>not SGF: a property outside a node</source>
        <translation>ikke SGF: en egenskab uden for en knude</translation>
    </message>
    <message>
        <source>not SGF: a value without a property name</source>
        <translation>ikke SGF: en værdi uden et egenskabsnavn</translation>
    </message>
    <message>
        <source>the value of {name} is not closed with &apos;]&apos;</source>
        <translation>værdien af {name} er ikke afsluttet med &apos;]&apos;</translation>
    </message>
    <message>
        <source>the SGF ends inside a game tree (a &apos;)&apos; is missing)</source>
        <translation>SGF-teksten slutter inde i et spiltræ (der mangler en &apos;)&apos;)</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>intet SGF-spiltræ i filen</translation>
    </message>
    <message>
        <source>MI[{value}] is absurdly large</source>
        <translation>MI[{value}] er absurd stor</translation>
    </message>
    <message>
        <source>not a backgammon match file: an SGF file for {kind} (GM[{gm}]; backgammon is GM[6])</source>
        <translation>ikke en backgammon-matchfil: en SGF-fil til {kind} (GM[{gm}]; backgammon er GM[6])</translation>
    </message>
    <message>
        <source>MI[ws:{white}][bs:{black}]: the scores are absurd</source>
        <translation>MI[ws:{white}][bs:{black}]: scoren er absurd</translation>
    </message>
    <message>
        <source>game tree {tree} says MI[game:{number}] (games are numbered from 0)</source>
        <translation>spiltræ {tree} siger MI[game:{number}] (spil nummereres fra 0)</translation>
    </message>
    <message>
        <source>PW[{white}] and PB[{black}] differ from the first game&apos;s players</source>
        <translation>PW[{white}] og PB[{black}] afviger fra det første spils spillere</translation>
    </message>
    <message>
        <source>MI[length:{given}] differs from the first game&apos;s {length}</source>
        <translation>MI[length:{given}] afviger fra det første spils {length}</translation>
    </message>
    <message>
        <source>the game tree has variations; only the main line is read</source>
        <translation>spiltræet har varianter; kun hovedlinjen læses</translation>
    </message>
    <message>
        <source>a set-up ({props}) after the game&apos;s first move is not supported</source>
        <translation>en opstilling ({props}) efter spillets første træk understøttes ikke</translation>
    </message>
    <message>
        <source>a game starting with the cube at {cube} (CV[{cube}], automatic doubles) is not supported</source>
        <translation>et spil, der begynder med doblingsterningen på {cube} (CV[{cube}], automatiske doblinger), understøttes ikke</translation>
    </message>
    <message>
        <source>{ident}[{value}]: {reason}</source>
        <translation>{ident}[{value}]: {reason}</translation>
    </message>
    <message>
        <source>{prop}[{value}]: gnubg&apos;s analysis here cannot be read; it is left out</source>
        <translation>{prop}[{value}]: gnubgs analyse her kan ikke læses; den er udeladt</translation>
    </message>
    <message>
        <source>PL[{value}] names no player (W or B)</source>
        <translation>PL[{value}] angiver ingen spiller (W eller B)</translation>
    </message>
    <message>
        <source>DI[{value}] is not two dice 1..6</source>
        <translation>DI[{value}] er ikke to terninger 1..6</translation>
    </message>
    <message>
        <source>CV[{value}] is not a cube value</source>
        <translation>CV[{value}] er ikke en værdi for doblingsterningen</translation>
    </message>
    <message>
        <source>{ident}[{value}] names no cube position (c, w, b or n)</source>
        <translation>{ident}[{value}] angiver ingen plads for doblingsterningen (c, w, b eller n)</translation>
    </message>
    <message>
        <source>CP[{cp}] and CO[{co}] put the cube in different places</source>
        <translation>CP[{cp}] og CO[{co}] placerer doblingsterningen forskellige steder</translation>
    </message>
    <message>
        <source>the set-up does not say who is on roll (no PL[W] or PL[B], and no move follows)</source>
        <translation>opstillingen siger ikke, hvem der er i tur (intet PL[W] eller PL[B], og intet træk følger)</translation>
    </message>
    <message>
        <source>DI[{value}] after the end of the game</source>
        <translation>DI[{value}] efter spillets afslutning</translation>
    </message>
    <message>
        <source>not a point (a..x) or the bar (y)</source>
        <translation>ikke et punkt (a..x) eller baren (y)</translation>
    </message>
    <message>
        <source>{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off</source>
        <translation>{letter} er ikke et punkt (a..x) eller baren (y); brikker, der ikke er placeret, er taget ud</translation>
    </message>
    <message>
        <source>the range {lo}:{hi} runs backwards</source>
        <translation>området {lo}:{hi} går baglæns</translation>
    </message>
    <message>
        <source>cannot read the move {text}</source>
        <translation>kan ikke læse trækket {text}</translation>
    </message>
    <message>
        <source>RE[{value}] is not a result this program reads</source>
        <translation>RE[{value}] er ikke et resultat, dette program læser</translation>
    </message>
    <message>
        <source>RE[{value}] gives no points</source>
        <translation>RE[{value}] angiver ingen point</translation>
    </message>
    <message>
        <source>RE[{value}]: the points are absurd</source>
        <translation>RE[{value}]: pointene er absurde</translation>
    </message>
    <message>
        <source>eXtreme Gammon position: {reason}</source>
        <translation>eXtreme Gammon-stilling: {reason}</translation>
    </message>
    <message>
        <source>eXtreme Gammon position text is read only; save as .bgqt or .sgf</source>
        <translation>eXtreme Gammon-stillingstekst kan kun læses; gem som .bgqt eller .sgf</translation>
    </message>
    <message>
        <source>the analysis data is not an object</source>
        <translation>analysedataene er ikke et objekt</translation>
    </message>
    <message>
        <source>the analysis is version {version}; this program reads version {ours} and older: update the program to read it</source>
        <translation>analysen er version {version}; dette program læser version {ours} og ældre: opdater programmet for at læse den</translation>
    </message>
    <message>
        <source>gnubg&apos;s analysis must be read together with its match</source>
        <translation>gnubgs analyse skal læses sammen med sin match</translation>
    </message>
    <message>
        <source>the analysis data is not valid: {detail}</source>
        <translation>analysedataene er ugyldige: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis is not valid: {detail}</source>
        <translation>beslutning {n} i analysen er ugyldig: {detail}</translation>
    </message>
    <message>
        <source>roll {n} of the analysis is not valid: {detail}</source>
        <translation>slag {n} i analysen er ugyldigt: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis names a game, action or player the match does not have</source>
        <translation>beslutning {n} i analysen nævner et spil, en handling eller en spiller, som matchen ikke har</translation>
    </message>
    <message>
        <source>roll {n} of the analysis names a game, action or player the match does not have</source>
        <translation>slag {n} i analysen nævner et spil, en handling eller en spiller, som matchen ikke har</translation>
    </message>
    <message>
        <source>the gnubg analysis data is not valid</source>
        <translation>gnubg-analysedataene er ugyldige</translation>
    </message>
    <message>
        <source>the gnubg analysis does not fit the match: {reason}</source>
        <translation>gnubg-analysen passer ikke til matchen: {reason}</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>accept af opgivelse</translation>
    </message>
    <message>
        <source>bearoff</source>
        <translation>udtagning</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>krav om sejr på tid</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>afslag på opgivelse</translation>
    </message>
    <message>
        <source>double</source>
        <translation>dobling</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>dobling</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>move</source>
        <translation>træk</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>træk</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>åbningsslag</translation>
    </message>
    <message>
        <source>over</source>
        <translation>slut</translation>
    </message>
    <message>
        <source>resign</source>
        <translation>opgivelse</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>opgivelse</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slag</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>før slaget</translation>
    </message>
    <message>
        <source>take</source>
        <translation>accept af dobling</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Open match</source>
        <translation>Åbn match</translation>
    </message>
    <message>
        <source>Opening {name} was cancelled.</source>
        <translation>Åbningen af {name} blev afbrudt.</translation>
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
        <source>The match cannot be saved as {name}.

{error}</source>
        <translation>Matchen kan ikke gemmes som {name}.

{error}</translation>
    </message>
    <message>
        <source>The analysis of this match will not be in the file.</source>
        <translation>Analysen af denne match kommer ikke med i filen.</translation>
    </message>
    <message numerus="yes">
        <source>The %n rollout(s) kept with this match will not be in the file.</source>
        <translation>
            <numerusform>Den %n rollout, der er gemt med denne match, kommer ikke med i filen.</numerusform>
            <numerusform>De %n rollouts, der er gemt med denne match, kommer ikke med i filen.</numerusform>
        </translation>
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
        <source>A .mat file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules and the starting position (standard or Nackgammon), but not the other rule options, a declined resignation, the turn in progress, the clocks or the board orientation.</source>
        <translation>En .mat-fil gemmer trækkene, doblingerne, resultaterne, Crawford- og Jacoby-reglerne og udgangsstillingen (almindelig eller Nackgammon), men ikke de andre regelvalg, en afslået opgivelse, turen i gang, urene eller brættets retning.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules, the cube and the starting position (standard or Nackgammon), but not the other rule options, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>En SGF-fil gemmer trækkene, doblingerne, resultaterne, Crawford- og Jacoby-reglerne, doblingsterningen og udgangsstillingen (almindelig eller Nackgammon), men ikke de andre regelvalg, opgivelser som træk, turen i gang, urene eller brættets retning.</translation>
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
        <translation>{file}, linje {line}: {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}): {reason}</source>
        <translation>{file} (spil {game}): {reason}</translation>
    </message>
    <message>
        <source>{file} (move {move}): {reason}</source>
        <translation>{file} (træk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}): {reason}</source>
        <translation>{file}, linje {line} (spil {game}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (move {move}): {reason}</source>
        <translation>{file}, linje {line} (træk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}, move {move}): {reason}</source>
        <translation>{file} (spil {game}, træk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}, move {move}): {reason}</source>
        <translation>{file}, linje {line} (spil {game}, træk {move}): {reason}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>linje {line}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spil {game}: {reason}</translation>
    </message>
    <message>
        <source>move {move}: {reason}</source>
        <translation>træk {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}): {reason}</source>
        <translation>linje {line} (spil {game}): {reason}</translation>
    </message>
    <message>
        <source>line {line} (move {move}): {reason}</source>
        <translation>linje {line} (træk {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, move {move}: {reason}</source>
        <translation>spil {game}, træk {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}, move {move}): {reason}</source>
        <translation>linje {line} (spil {game}, træk {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, line {line}: {reason}</source>
        <translation>spil {game}, linje {line}: {reason}</translation>
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
        <translation>De bedste træk, bedste først, eller doblingsbeslutningerne med deres equity; piletasterne vælger et træk, så det vises på brættet, Enter eller et dobbeltklik spiller det.</translation>
    </message>
    <message>
        <source>Roll out the plays</source>
        <translation>Kør rollout af trækkene</translation>
    </message>
    <message>
        <source>Roll out the best plays shown (in the rollout panel)</source>
        <translation>Kør en rollout af de viste bedste træk (i rollout-panelet)</translation>
    </message>
    <message>
        <source>Roll out the cube</source>
        <translation>Kør rollout af doblingsbeslutningen</translation>
    </message>
    <message>
        <source>Roll out the cube decision before the roll: no double, double/take, double/pass (in the rollout panel)</source>
        <translation>Kør en rollout af doblingsbeslutningen før slaget: ingen dobling, dobling/tag, dobling/pas (i rollout-panelet)</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint: the cube action before the roll, the best plays after it.</source>
        <translation>Tryk Ctrl+H for et hint: doblingsterningens handling før slaget, de bedste træk efter det.</translation>
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
        <source>No analysis now: it is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Ingen analyse nu: den er til spilleren, der skal handle, før eller efter slaget, eller når der er doblet.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserer…</translation>
    </message>
    <message>
        <source>No hint could be worked out. {reason}</source>
        <translation>Der kunne ikke findes et hint. {reason}</translation>
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
        <source>Chances after {play} (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Chancer efter {play} (uden doblingsterning): vinde {w}, vinde en gammon {wg}, tabe en gammon {lg}.</translation>
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
        <translation>passe</translation>
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
        <translation>Den rette handling med doblingsterningen: {proper}.</translation>
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
        <source>Diff.</source>
        <translation>Forsk.</translation>
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
        <translation>Dobling, pas</translation>
    </message>
    <message>
        <source>Not the opponent&apos;s best answer to a double, so not a choice of yours</source>
        <translation>Ikke modstanderens bedste svar på en dobling, så ikke dit valg</translation>
    </message>
    <message>
        <source>Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>{name}s equity, i tur. Chancer (uden doblingsterning): vinde {w}, vinde en gammon {wg}, tabe en gammon {lg}.</translation>
    </message>
    <message>
        <source>Before the roll: no cube decision (doubling was not possible).</source>
        <translation>Før slaget: ingen doblingsbeslutning (der kunne ikke dobles).</translation>
    </message>
    <message>
        <source>Before the roll: {proper} (no double {nd}, double/take {dt}, double/pass {dp}).</source>
        <translation>Før slaget: {proper} (ingen dobling {nd}, dobling/tag {dt}, dobling/pas {dp}).</translation>
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
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>T g</translation>
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
        <translation>Equity efter trækket (for spilleren i tur)</translation>
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
        <source>No double, take</source>
        <translation>Ingen dobling, tag</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>For god til at doble, pas</translation>
    </message>
    <message>
        <source>Too good to double, take</source>
        <translation>For god til at doble, tag</translation>
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
        <source>You are looking at an earlier position: press {key} to go back to the game.</source>
        <translation>Du ser på en tidligere stilling: tryk på {key} for at gå tilbage til spillet.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials done with the match; otherwise they are dropped.</source>
        <translation>En rollout af den kører: Gem den først stopper den og beholder de kørte forsøg sammen med matchen; ellers droppes de.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a backgammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilbyde at opgive en backgammon (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
            <numerusform>{name}, vil du tilbyde at opgive en backgammon (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilbyde at opgive en gammon (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
            <numerusform>{name}, vil du tilbyde at opgive en gammon (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a single game (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilbyde at opgive et enkelt spil (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
            <numerusform>{name}, vil du tilbyde at opgive et enkelt spil (%n point ved denne doblingsterning)? Modstanderen accepterer eller afslår.</numerusform>
        </translation>
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
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Afslut uden at gemme</translation>
    </message>
    <message>
        <source>To start a new match, the match in progress ({match}) is closed.</source>
        <translation>For at starte en ny match lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>To start a new match, the match on the board ({match}) is closed.</source>
        <translation>For at starte en ny match lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>It is finished, and no file holds the moves played since it was last saved or opened.</source>
        <translation>Den er færdig, og ingen fil indeholder de træk, der er spillet, siden den sidst blev gemt eller åbnet.</translation>
    </message>
    <message>
        <source>No file holds its analysis.</source>
        <translation>Ingen fil indeholder dens analyse.</translation>
    </message>
    <message>
        <source>The match on the board</source>
        <translation>Matchen på brættet</translation>
    </message>
    <message>
        <source>Save it first as .bgqt to keep its rollouts.</source>
        <translation>Gem den først som .bgqt for at beholde dens rollouts.</translation>
    </message>
    <message>
        <source>Quit without saving drops it.</source>
        <translation>Afslut uden at gemme dropper den.</translation>
    </message>
    <message>
        <source>No file holds its analysis: Quit without saving drops it.</source>
        <translation>Ingen fil indeholder dens analyse: Afslut uden at gemme dropper den.</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials of its finished batches with the match (the batch under way is dropped); Quit without saving drops the rollout with every trial it has done.</source>
        <translation>En rollout af den kører: Gem den først stopper den og beholder forsøgene fra dens færdige portioner sammen med matchen (den igangværende portion droppes); Afslut uden at gemme dropper rollouten med alle de forsøg, den har kørt.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt, to keep its rollouts) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Gem den først gemmer matchen i en fil (som .bgqt, for at beholde dens rollouts) og afslutter derefter; Spil &gt; Åbn seneste åbner den igen.</translation>
    </message>
    <message>
        <source>To open {name}, the match in progress ({match}) is closed.</source>
        <translation>For at åbne {name} lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>To open {name}, the match on the board ({match}) is closed.</source>
        <translation>For at åbne {name} lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>Save it first as .bgqt or .sgf to keep its analysis.</source>
        <translation>Gem den først som .bgqt eller .sgf for at beholde dens analyse.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt or .sgf, to keep its analysis) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Gem den først gemmer matchen i en fil (som .bgqt eller .sgf, for at beholde dens analyse) og afslutter derefter; Spil &gt; Åbn seneste åbner den igen.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Gem den først gemmer matchen i en fil og afslutter derefter; Spil &gt; Åbn seneste åbner den igen.</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match in progress ({match}) is closed.</source>
        <translation>For at spille videre fra den indsatte stilling lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match on the board ({match}) is closed.</source>
        <translation>For at spille videre fra den indsatte stilling lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>Save it first to keep the whole match.</source>
        <translation>Gem den først for at beholde hele matchen.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved.</source>
        <translation>Matchen i gang ({match}) bliver ikke autogemt.</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match in progress ({match}) is closed.</source>
        <translation>For at spille videre fra den opstillede stilling lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match on the board ({match}) is closed.</source>
        <translation>For at spille videre fra den opstillede stilling lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match in progress ({match}) is closed.</source>
        <translation>For at genoptage den autogemte match lukkes matchen i gang ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match on the board ({match}) is closed.</source>
        <translation>For at genoptage den autogemte match lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is finished, so it is not autosaved, and no file holds the moves played since it was last saved or opened: Quit without saving drops them.</source>
        <translation>Matchen på brættet ({match}) er færdig, så den autogemmes ikke, og ingen fil indeholder de træk, der er spillet, siden den sidst blev gemt eller åbnet: Afslut uden at gemme dropper dem.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is autosaved: it is offered again at the next start, also after Quit without saving.</source>
        <translation>Matchen i gang ({match}) er autogemt: den tilbydes igen ved næste start, også efter Afslut uden at gemme.</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is saved in {name} as it is.</source>
        <translation>Matchen på brættet ({match}) er gemt i {name}, som den er.</translation>
    </message>
    <message>
        <source>Quitting closes the match on the board ({match}).</source>
        <translation>Når du afslutter, lukkes matchen på brættet ({match}).</translation>
    </message>
    <message>
        <source>Home board at the bottom</source>
        <translation>Hjemmebrættet nederst</translation>
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
        <source>Sound (the dice, the checkers, the cube and the end of a game)</source>
        <translation>Lyd (terningerne, brikkerne, doblingsterningen og slutningen af et spil)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brættets farver</translation>
    </message>
    <message>
        <source>Turn the board for the player on roll (two players at one machine)</source>
        <translation>Vend brættet for spilleren i tur (to spillere ved én maskine)</translation>
    </message>
    <message>
        <source>Enter the dice by hand</source>
        <translation>Indtast terningerne i hånden</translation>
    </message>
    <message>
        <source>Tutor: before a bad play or cube action, say so and offer to take it back</source>
        <translation>Træner: sig det før et dårligt træk eller en dårlig doblingsbeslutning, og tilbyd at tage det tilbage</translation>
    </message>
    <message>
        <source>The analysis level last chosen (empty: the default)</source>
        <translation>Det senest valgte analyseniveau (tomt: standard)</translation>
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
        <source>The docks open and where, with the toolbar (hex of Qt&apos;s window state)</source>
        <translation>De åbne paneler og deres placering, med værktøjslinjen (hex af Qt&apos;s vinduestilstand)</translation>
    </message>
    <message>
        <source>The docks the window state holds (their object names, comma-separated)</source>
        <translation>De paneler, vinduestilstanden indeholder (deres objektnavne, kommaseparerede)</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation>Sprog (efter genstart)</translation>
    </message>
    <message>
        <source>The Dask scheduler long analyses are sent to (empty: this machine)</source>
        <translation>Den Dask-scheduler, lange analyser sendes til (tom: denne maskine)</translation>
    </message>
    <message>
        <source>When the cluster cannot be reached: analyse on this machine, or stop</source>
        <translation>Når klyngen ikke kan nås: analysér på denne maskine, eller stop</translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it.</source>
        <translation>
            <numerusform>Ingen fil indeholder den %n rollout, der er gemt med den.</numerusform>
            <numerusform>Ingen fil indeholder de %n rollouts, der er gemt med den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it: Quit without saving drops them.</source>
        <translation>
            <numerusform>Ingen fil indeholder den %n rollout, der er gemt med den: Afslut uden at gemme dropper den.</numerusform>
            <numerusform>Ingen fil indeholder de %n rollouts, der er gemt med den: Afslut uden at gemme dropper dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quitting loses the %n rollout(s) kept with the match on the board ({match}): no file keeps a copy.</source>
        <translation>
            <numerusform>Når du afslutter, mistes den %n rollout, der er gemt med matchen på brættet ({match}): ingen fil har en kopi.</numerusform>
            <numerusform>Når du afslutter, mistes de %n rollouts, der er gemt med matchen på brættet ({match}): ingen fil har en kopi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound (no audio output on this computer)</source>
        <translation>Lyd (ingen lydudgang på denne computer)</translation>
    </message>
    <message>
        <source>No sound can be played: this computer has no audio output that works (no sound device, or its sound library is missing). The setting is kept for the next time.</source>
        <translation>Der kan ikke afspilles lyd: denne computer har ingen lydudgang, der virker (ingen lydenhed, eller dens lydbibliotek mangler). Indstillingen gemmes til næste gang.</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Terninglog</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Taken back by {name}: not part of the game</source>
        <translation>Taget tilbage af {name}: ikke en del af spillet</translation>
    </message>
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
        <translation>Du kan først tage ud, når alle dine brikker er i dit hjemmebræt.</translation>
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
        <source>There is no double to answer.</source>
        <translation>Der er ingen dobling at svare på.</translation>
    </message>
    <message>
        <source>There is no resignation to answer.</source>
        <translation>Der er ingen opgivelse at svare på.</translation>
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
        <source>Play every die that can be played first.</source>
        <translation>Spil først alle terninger, der kan spilles.</translation>
    </message>
    <message>
        <source>It is not the time to roll.</source>
        <translation>Det er ikke tid til at slå.</translation>
    </message>
    <message>
        <source>The cube is not in play until after the opening roll: a player may double at the start of a later turn of their own, before rolling.</source>
        <translation>Doblingsterningen er ikke i spil før efter åbningsslaget: en spiller kan doble i starten af en senere tur, før han slår.</translation>
    </message>
    <message>
        <source>You cannot double now: a player may double only at the start of their own turn, before rolling.</source>
        <translation>Du kan ikke doble nu: en spiller kan kun doble i starten af sin egen tur, før han slår.</translation>
    </message>
    <message>
        <source>The cube is not in use under these rules.</source>
        <translation>Doblingsterningen bruges ikke med disse regler.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Der dobles ikke i Crawford-spillet.</translation>
    </message>
    <message>
        <source>You cannot double: the cube is dead, a win of this game already wins you the match.</source>
        <translation>Du kan ikke doble: doblingsterningen er død, en sejr i dette spil vinder allerede matchen for dig.</translation>
    </message>
    <message>
        <source>That is not allowed: {reason}.</source>
        <translation>Det er ikke tilladt: {reason}.</translation>
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
        <translation>Du kan ikke doble: {name} ejer doblingsterningen.</translation>
    </message>
    <message numerus="yes">
        <source>Your {point}-point is held by {name} (%n checker(s)).</source>
        <translation>
            <numerusform>Dit {point}-punkt er besat af {name} (%n brik).</numerusform>
            <numerusform>Dit {point}-punkt er besat af {name} (%n brikker).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice} plays %n move(s) at most.</source>
        <translation>
            <numerusform>{dice} spiller højst %n træk.</numerusform>
            <numerusform>{dice} spiller højst %n træk.</numerusform>
        </translation>
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

{a} – {b}, match to {n}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En ufærdig match blev gemt, da backgammon-qt sidst stoppede ({when}):

{a} – {b}, match til {n}, score {sa}–{sb}, spil {g}.

Genoptag den, eller kassér den?</translation>
    </message>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, money game, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En ufærdig match blev gemt, da backgammon-qt sidst stoppede ({when}):

{a} – {b}, pengespil, score {sa}–{sb}, spil {g}.

Genoptag den, eller kassér den?</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written: the match can be resumed, but it is not autosaved (save it with Ctrl+S), and the autosave stays as it is.</source>
        <translation>Mappen {folder} kan ikke skrives: matchen kan genoptages, men den gemmes ikke automatisk (gem den med Ctrl+S), og den automatisk gemte match forbliver, som den er.</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>Den autogemte match kunne ikke gendannes; filen blev lagt til side som {name}.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and the folder {folder} cannot be written, so it stays as it is; this session&apos;s match is not autosaved.

{error}</source>
        <translation>Den automatisk gemte match kunne ikke gendannes, og mappen {folder} kan ikke skrives, så den forbliver, som den er; denne sessions match gemmes ikke automatisk.

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
        <source>Move list</source>
        <translation>Trækliste</translation>
    </message>
    <message>
        <source>The moves of the game shown, a row a move number and a column a player; Enter shows the position after the move.</source>
        <translation>Trækkene i det viste spil, én række pr. træknummer og én kolonne pr. spiller; Enter viser stillingen efter trækket.</translation>
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
        <source>Name of the player at the bottom</source>
        <translation>Navn på spilleren nederst</translation>
    </message>
    <message>
        <source>Name of the player at the top</source>
        <translation>Navn på spilleren øverst</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Pengespil</translation>
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
        <source>Standard backgammon</source>
        <translation>Almindelig backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Nackgammon: the standard rules from another start, two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6.</source>
        <translation>Nackgammon: de almindelige regler fra en anden udgangsstilling, to brikker hver på 24- og 23-punktet, fire på 13, tre på 8 og fire på 6.</translation>
    </message>
    <message>
        <source>Starting position:</source>
        <translation>Udgangsstilling:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the match length in its spin box</comment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <comment>a clock option (turn time, time bank) in its spin box</comment>
        <translation>
            <numerusform>%n sekund</numerusform>
            <numerusform>%n sekunder</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another name: {why}.</source>
        <translation>Vælg et andet navn: {why}.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Doblingsterning</translation>
    </message>
    <message>
        <source>Cube limit (0 = none)</source>
        <translation>Grænse for doblingsterningen (0 = ingen)</translation>
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
        <source>Starting position</source>
        <translation>Udgangsstilling</translation>
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
        <translation>På tid (ur, ingen doblingsterning)</translation>
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
        <translation>Stillingen er i udklipsholderen som et billede.</translation>
    </message>
    <message>
        <source>The picture could not be saved.

{why}</source>
        <translation>Billedet kunne ikke gemmes.

{why}</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Eksportér stillingsbillede</translation>
    </message>
    <message>
        <source>The position picture is saved in {path}.</source>
        <translation>Stillingsbilledet er gemt i {path}.</translation>
    </message>
</context>
<context>
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Kræv sejren</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} behind), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} bagud), EPC {e}</numerusform>
            <numerusform>%n pips ({d} bagud), EPC {e}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} foran), EPC {e}</numerusform>
            <numerusform>%n pips ({d} foran), EPC {e}</numerusform>
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
            <numerusform>%n pip ({d} bagud)</numerusform>
            <numerusform>%n pips ({d} bagud)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead)</source>
        <translation>
            <numerusform>%n pip ({d} foran)</numerusform>
            <numerusform>%n pips ({d} foran)</numerusform>
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
        <translation>Gå tilbage til spillet (eller vent på filen), før du indsætter en stilling.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Udklipsholderen indeholder ingen stilling, der kan spilles.

{why}</translation>
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
        <source>The turn cannot be taken back: {reason}.</source>
        <translation>Turen kan ikke tages tilbage: {reason}.</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Tag tur tilbage</translation>
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
        <source>top, light</source>
        <translation>øverst, lyse</translation>
    </message>
    <message>
        <source>bottom, dark</source>
        <translation>nederst, mørke</translation>
    </message>
    <message>
        <source>Click a point, the bar or a tray to add a checker of the colour chosen; right-click to take one away; drag checkers, or drag from a supply. Keys: arrows or a point&apos;s number, + and -, C for the other colour.</source>
        <translation>Klik på et punkt, baren eller en bakke for at tilføje en brik i den valgte farve; højreklik for at fjerne en; træk brikker, eller træk fra et forråd. Taster: pilene eller et punkts nummer, + og -, C for den anden farve.</translation>
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
        <source>Nackgammon start</source>
        <translation>Nackgammon-udgangsstilling</translation>
    </message>
    <message>
        <source>Two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6</source>
        <translation>To brikker hver på 24- og 23-punktet, fire på 13, tre på 8 og fire på 6</translation>
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
        <source>Standard backgammon</source>
        <translation>Almindelig backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Where the later games of the match start (and what the match line and a saved file say). The Starting position and Nackgammon start buttons set it.</source>
        <translation>Hvor matchens senere spil starter (og hvad matchlinjen og en gemt fil angiver). Knapperne Udgangsstilling og Nackgammon-udgangsstilling indstiller det.</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>I tur:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Terninger:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Doblingsterning:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Ejer af doblingsterningen:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchens længde:</translation>
    </message>
    <message>
        <source>Score ({a} – {b}):</source>
        <translation>Score ({a} – {b}):</translation>
    </message>
    <message>
        <source>Later games:</source>
        <translation>Senere spil:</translation>
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
        <source>Analyse</source>
        <translation>Analysér</translation>
    </message>
    <message>
        <source>Play on from this position with the player on roll at the board, and show the engine&apos;s cube decision and, when the dice are set, its best plays</source>
        <translation>Spil videre fra denne stilling med spilleren i tur spillet ved brættet, og vis motorens doblingsbeslutning og, når terningerne er valgt, dens bedste træk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message numerus="yes">
        <source>{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed.</source>
        <translation>
            <numerusform>{name}: pipantal {pips}, %n brik taget ud, {total} af 15 placeret.</numerusform>
            <numerusform>{name}: pipantal {pips}, %n brikker taget ud, {total} af 15 placeret.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Vælg begge terninger eller ingen (ikke slået endnu).</translation>
    </message>
</context>
<context>
    <name>PositionPicture</name>
    <message>
        <source>Backgammon position</source>
        <translation>Backgammonstilling</translation>
    </message>
    <message>
        <source>Position ID: {position}    Match ID: {match}</source>
        <translation>Position ID: {position}    Match ID: {match}</translation>
    </message>
    <message>
        <source>A position picture is saved as .png or .svg, not {name}.</source>
        <translation>Et stillingsbillede gemmes som .png eller .svg, ikke {name}.</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {why}</source>
        <translation>Billedet kunne ikke skrives til {path}: {why}</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Spiller videre fra den opstillede stilling.</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n checker(s) (must be 15)</source>
        <translation>
            <numerusform>{name} har %n brik (skal have 15)</numerusform>
            <numerusform>{name} har %n brikker (skal have 15)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted. Play on from this position.</source>
        <translation>Indsat. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID. Play on from this position.</source>
        <translation>Indsat: et Position ID. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID and Match ID. Play on from this position.</source>
        <translation>Indsat: et Position ID og Match ID. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>Pasted: an XGID. Play on from this position.</source>
        <translation>Indsat: et XGID. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>Pasted: an XG position. Play on from this position.</source>
        <translation>Indsat: en XG-stilling. Spil videre fra denne stilling.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}.</source>
        <translation>Denne stilling kan ikke spilles: {reason}.</translation>
    </message>
    <message>
        <source>The text cannot be read as a position: {reason}.</source>
        <translation>Teksten kan ikke læses som en stilling: {reason}.</translation>
    </message>
    <message>
        <source>the {point}-point holds checkers of both players</source>
        <translation>{point}-punktet har brikker fra begge spillere</translation>
    </message>
</context>
<context>
    <name>RolloutJob</name>
    <message>
        <source>the record does not reach this checker play</source>
        <translation>optegnelsen når ikke frem til dette træk</translation>
    </message>
    <message>
        <source>the plays of this decision are not legal in the replayed position</source>
        <translation>trækkene i denne beslutning er ikke lovlige i den genspillede stilling</translation>
    </message>
    <message>
        <source>a rollout must be an object</source>
        <translation>en rollout skal være et objekt</translation>
    </message>
    <message>
        <source>the dice are not rolled</source>
        <translation>terningerne er ikke slået</translation>
    </message>
    <message>
        <source>there is no rollout to extend</source>
        <translation>der er ingen rollout at forlænge</translation>
    </message>
    <message>
        <source>the rollout&apos;s layout version {version} is not one this program reads</source>
        <translation>rollouten har layoutversion {version}, som dette program ikke læser</translation>
    </message>
    <message>
        <source>the match has no game {n}</source>
        <translation>matchen har intet spil {n}</translation>
    </message>
    <message>
        <source>the rollout is malformed ({detail})</source>
        <translation>rollouten er misdannet ({detail})</translation>
    </message>
    <message>
        <source>Rollout {n} in the file was not read: {why}</source>
        <translation>Rollout {n} i filen blev ikke læst: {why}</translation>
    </message>
    <message>
        <source>{play} is not a legal play of {dice} here</source>
        <translation>{play} er ikke et lovligt {dice}-træk her</translation>
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
        <translation>Gemte r&amp;ollouts</translation>
    </message>
    <message>
        <source>Rollouts kept with the match</source>
        <translation>Rollouts gemt med matchen</translation>
    </message>
    <message>
        <source>Roll out the best plays or the cube decision from the hint panel, or an analysed error from the analysis panel.</source>
        <translation>Kør en rollout af de bedste træk eller doblingsbeslutningen fra hint-panelet, eller af en analyseret fejl fra analysepanelet.</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Forsøg:</translation>
    </message>
    <message>
        <source>Stop at a standard error o&amp;f</source>
        <translation>Stop ved en standardfejl &amp;på</translation>
    </message>
    <message>
        <source>Target standard error</source>
        <translation>Ønsket standardfejl</translation>
    </message>
    <message>
        <source>Plies (one player&apos;s turn each) played in each trial before the network judges the position; none plays every game to its end</source>
        <translation>Plies (én spillers tur hver), der spilles i hvert forsøg, før netværket vurderer stillingen; ingen spiller hvert spil til ende</translation>
    </message>
    <message>
        <source>Tr&amp;uncate after (plies):</source>
        <translation>Af&amp;kort efter (plies):</translation>
    </message>
    <message>
        <source>{ply}-ply (gnubg {gnubg}-ply)</source>
        <translation>{ply}-ply (gnubg {gnubg}-ply)</translation>
    </message>
    <message>
        <source>The depth of the plays and cube actions inside the trials</source>
        <translation>Dybden af træk og doblingsbeslutninger i forsøgene</translation>
    </message>
    <message>
        <source>&amp;Level of the trials:</source>
        <translation>&amp;Niveau i forsøgene:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no truncation: every trial is played to the end</comment>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>&amp;Cubeful</source>
        <translation>&amp;Med doblingsterning</translation>
    </message>
    <message>
        <source>The cube is used in the trials</source>
        <translation>Doblingsterningen bruges i forsøgene</translation>
    </message>
    <message>
        <source>The same seed and settings give the same numbers</source>
        <translation>Samme startværdi og indstillinger giver de samme tal</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Startvær&amp;di:</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>&amp;Kør rollout</translation>
    </message>
    <message>
        <source>Roll out again from the start with these settings</source>
        <translation>Kør rollouten forfra med disse indstillinger</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;top</translation>
    </message>
    <message>
        <source>Stop the rollout, keeping the trials done</source>
        <translation>Stop rollouten og behold de forsøg, der er gjort</translation>
    </message>
    <message>
        <source>Rollout progress</source>
        <translation>Rolloutens fremskridt</translation>
    </message>
    <message>
        <source>Rollout results</source>
        <translation>Rolloutens resultater</translation>
    </message>
    <message>
        <source>The candidates, best first, with their equities, standard errors and chances</source>
        <translation>Kandidaterne, bedste først, med deres equity, standardfejl og chancer</translation>
    </message>
    <message>
        <source>How sure the best choice is</source>
        <translation>Hvor sikkert det bedste valg er</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xtend by %Ln trial(s)</source>
        <translation>
            <numerusform>For&amp;læng med %Ln forsøg</numerusform>
            <numerusform>For&amp;læng med %Ln forsøg</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s) per play</source>
        <translation>
            <numerusform>{done} af %Ln forsøg pr. træk</numerusform>
            <numerusform>{done} af %Ln forsøg pr. træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s)</source>
        <translation>
            <numerusform>{done} af %Ln forsøg</numerusform>
            <numerusform>{done} af %Ln forsøg</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stoppet.</translation>
    </message>
    <message>
        <source>Stopped before the first batch of trials was done.</source>
        <translation>Stoppet, før den første portion forsøg var færdig.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Stoppet efter %Ln forsøg pr. træk.</numerusform>
            <numerusform>Stoppet efter %Ln forsøg pr. træk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s).</source>
        <translation>
            <numerusform>Stoppet efter %Ln forsøg.</numerusform>
            <numerusform>Stoppet efter %Ln forsøg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Færdig: %Ln forsøg pr. træk.</numerusform>
            <numerusform>Færdig: %Ln forsøg pr. træk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s).</source>
        <translation>
            <numerusform>Færdig: %Ln forsøg.</numerusform>
            <numerusform>Færdig: %Ln forsøg.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout failed.</source>
        <translation>Rollouten mislykkedes.</translation>
    </message>
    <message>
        <source>Go on with the rollout shown for the trials set above, with the same seeds as one longer rollout</source>
        <translation>Fortsæt den viste rollout med det antal forsøg, der er angivet ovenfor, med de samme startværdier, som én længere rollout</translation>
    </message>
    <message>
        <source>The truncation, level, cube or seed set above differ from the rollout shown: Roll out starts a new rollout with them, kept beside it.</source>
        <translation>Afkortningen, niveauet, doblingsterningen eller startværdien ovenfor afviger fra den viste rollout: Kør rollout starter en ny rollout med dem, som gemmes ved siden af den.</translation>
    </message>
    <message>
        <source>Rollout of {name}&apos;s cube decision before the roll.</source>
        <translation>Rollout af {name}s doblingsbeslutning før slaget.</translation>
    </message>
    <message>
        <source>Rollout of the cube decision before the roll.</source>
        <translation>Rollout af doblingsbeslutningen før slaget.</translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) for {name} to play {dice}.</source>
        <translation>
            <numerusform>Rollout af %n træk for {name} med {dice}.</numerusform>
            <numerusform>Rollout af %n træk for {name} med {dice}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) to play {dice}.</source>
        <translation>
            <numerusform>Rollout af %n træk med {dice}.</numerusform>
            <numerusform>Rollout af %n træk med {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Doblingsbeslutning</translation>
    </message>
    <message>
        <source>The trials per play (or of the cube decision) of the next rollout: Roll out plays this many, Extend adds this many to the rollout shown. The trials done are said under the bar.</source>
        <translation>Forsøgene pr. træk (eller for doblingsbeslutningen) i den næste rollout: Kør rollout kører så mange, Forlæng lægger så mange til den viste rollout. De udførte forsøg står under bjælken.</translation>
    </message>
    <message>
        <source>The batch under way</source>
        <translation>Portionen i gang</translation>
    </message>
    <message>
        <source>The batch under way is dropped; the finished batches are kept.</source>
        <translation>Portionen i gang droppes; de færdige portioner beholdes.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended: the trials of the finished batches are kept, the batch under way is lost.</source>
        <translation>Motoren stoppede ikke rollouten som bedt om, så den blev afsluttet: forsøgene fra de færdige portioner er beholdt, den igangværende portion er tabt.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended before its first batch of trials was done: nothing of it is kept.</source>
        <translation>Motoren stoppede ikke rollouten som bedt om, så den blev afsluttet, før dens første portion forsøg var færdig: intet af den er beholdt.</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed: the trials of the finished batches are kept, the batch under way is lost. {reason}</source>
        <translation>Rollouten sluttede, fordi motoren fejlede: forsøgene fra de færdige portioner er beholdt, den igangværende portion er tabt. {reason}</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed before its first batch of trials was done: nothing of it is kept. {reason}</source>
        <translation>Rollouten sluttede, fordi motoren fejlede, før dens første portion forsøg var færdig: intet af den er beholdt. {reason}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Starter motoren…</translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: play {play} of {plays}, {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Portion {batch} af {batches} i gang: træk {play} af {plays}, {done} af %Ln forsøg.</numerusform>
            <numerusform>Portion {batch} af {batches} i gang: træk {play} af {plays}, {done} af %Ln forsøg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Portion {batch} af {batches} i gang: {done} af %Ln forsøg.</numerusform>
            <numerusform>Portion {batch} af {batches} i gang: {done} af %Ln forsøg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n second(s) left.</source>
        <translation>
            <numerusform>Højst omkring %n sekund tilbage.</numerusform>
            <numerusform>Højst omkring %n sekunder tilbage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) left.</source>
        <translation>
            <numerusform>Omkring %n sekund tilbage.</numerusform>
            <numerusform>Omkring %n sekunder tilbage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n minute(s) left.</source>
        <translation>
            <numerusform>Højst omkring %n minut tilbage.</numerusform>
            <numerusform>Højst omkring %n minutter tilbage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) left.</source>
        <translation>
            <numerusform>Omkring %n minut tilbage.</numerusform>
            <numerusform>Omkring %n minutter tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(intet træk)</translation>
    </message>
    <message>
        <source>The figures come when the first batch of trials is done.</source>
        <translation>Tallene kommer, når den første portion forsøg er færdig.</translation>
    </message>
    <message>
        <source>Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Chancer (uden doblingsterning): vinde {w}, vinde en gammon {wg}, tabe en gammon {lg}.</translation>
    </message>
    <message>
        <source>95% interval: {low} to {high}</source>
        <translation>95 %-interval: {low} til {high}</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Den rette handling med doblingsterningen: {action}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s).</source>
        <translation>
            <numerusform>%Ln forsøg.</numerusform>
            <numerusform>%Ln forsøg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s) per play.</source>
        <translation>
            <numerusform>%Ln forsøg pr. træk.</numerusform>
            <numerusform>%Ln forsøg pr. træk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubeful: the cube is used in the trials.</source>
        <translation>Med doblingsterning: den bruges i forsøgene.</translation>
    </message>
    <message>
        <source>Cubeless: the cube is not used in the trials.</source>
        <translation>Uden doblingsterning: den bruges ikke i forsøgene.</translation>
    </message>
    <message numerus="yes">
        <source>Truncated: each trial stops after %n turn(s) and the network judges the position.</source>
        <translation>
            <numerusform>Afkortet: hvert forsøg stopper efter %n tur, og netværket vurderer stillingen.</numerusform>
            <numerusform>Afkortet: hvert forsøg stopper efter %n ture, og netværket vurderer stillingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every trial is played to the end of its game.</source>
        <translation>Hvert forsøg spilles, til spillet er slut.</translation>
    </message>
    <message>
        <source>The trials are played at {ply}-ply with seed {seed}.</source>
        <translation>Forsøgene spilles på {ply}-ply med startværdi {seed}.</translation>
    </message>
    <message numerus="yes">
        <source>Every standard error reached {se} after %Ln trial(s).</source>
        <translation>
            <numerusform>Alle standardfejl nåede {se} efter %Ln forsøg.</numerusform>
            <numerusform>Alle standardfejl nåede {se} efter %Ln forsøg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at the trial limit of %Ln trial(s) before every standard error reached {se}.</source>
        <translation>
            <numerusform>Stoppet ved grænsen på %Ln forsøg, før alle standardfejl nåede {se}.</numerusform>
            <numerusform>Stoppet ved grænsen på %Ln forsøg, før alle standardfejl nåede {se}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout was dropped: another match is on the board.</source>
        <translation>Rollouten blev kasseret: en anden match står på brættet.</translation>
    </message>
    <message numerus="yes">
        <source>truncated after %n turn(s)</source>
        <translation>
            <numerusform>afkortet efter %n tur</numerusform>
            <numerusform>afkortet efter %n ture</numerusform>
        </translation>
    </message>
    <message>
        <source>full</source>
        <translation>fuld</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: cube decision, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spil {game}, træk {move}: doblingsbeslutning, %Ln forsøg, {how}, startværdi {seed}</numerusform>
            <numerusform>Spil {game}, træk {move}: doblingsbeslutning, %Ln forsøg, {how}, startværdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: {dice}, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spil {game}, træk {move}: {dice}, %Ln forsøg, {how}, startværdi {seed}</numerusform>
            <numerusform>Spil {game}, træk {move}: {dice}, %Ln forsøg, {how}, startværdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cube decision: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Doblingsbeslutning: %Ln forsøg, {how}, startværdi {seed}</numerusform>
            <numerusform>Doblingsbeslutning: %Ln forsøg, {how}, startværdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice}: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>{dice}: %Ln forsøg, {how}, startværdi {seed}</numerusform>
            <numerusform>{dice}: %Ln forsøg, {how}, startværdi {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one to show it</source>
        <translation>Vælg en for at vise den</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>± SE</source>
        <translation>± std.fejl</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Forsk.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinde</translation>
    </message>
    <message>
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>T g</translation>
    </message>
    <message>
        <source>The play, or the cube action</source>
        <translation>Trækket eller doblingsbeslutningen</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s), or of the cube action</source>
        <translation>Equity efter trækket (for spilleren i tur) eller for doblingsbeslutningen</translation>
    </message>
    <message>
        <source>One standard error of the equity; the 95% interval is about two of them either side</source>
        <translation>Én standardfejl for equity; 95 %-intervallet er omtrent to af dem til hver side</translation>
    </message>
    <message>
        <source>Equity minus the best&apos;s</source>
        <translation>Equity minus den bedstes</translation>
    </message>
    <message>
        <source>Chance of winning (cubeless)</source>
        <translation>Chance for at vinde (uden doblingsterning)</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon (cubeless)</source>
        <translation>Chance for at vinde en gammon eller backgammon (uden doblingsterning)</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon (cubeless)</source>
        <translation>Chance for at tabe en gammon eller backgammon (uden doblingsterning)</translation>
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
        <source>The unfinished match was resumed.</source>
        <translation>Den ufærdige match blev genoptaget.</translation>
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
        <source>The folder {folder} cannot be written, so this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>Mappen {folder} kan ikke skrives, så dette vindues match gemmes ikke automatisk (gem den med Ctrl+S).</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s). Warnings: {w}</source>
        <translation>
            <numerusform>Åbnede {name}: %n spil. Advarsler: {w}</numerusform>
            <numerusform>Åbnede {name}: %n spil. Advarsler: {w}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s).</source>
        <translation>
            <numerusform>Åbnede {name}: %n spil.</numerusform>
            <numerusform>Åbnede {name}: %n spil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open {name}.</source>
        <translation>Kunne ikke åbne {name}.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}, score {a}–{b}</source>
        <translation>{p0} – {p1}, match til {n}, score {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game, score {a}–{b}</source>
        <translation>{p0} – {p1}, pengespil, score {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}</source>
        <translation>{p0} – {p1}, match til {n}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game</source>
        <translation>{p0} – {p1}, pengespil</translation>
    </message>
    <message>
        <source>The unfinished match was resumed. The analysis in the file was not read: {why}</source>
        <translation>Den ufærdige match blev genoptaget. Analysen i filen blev ikke læst: {why}</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan ikke doble nu.</translation>
    </message>
    <message>
        <source>You cannot double now: {name} is to act.</source>
        <translation>Du kan ikke doble nu: det er {name}s tur til at handle.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now.</source>
        <translation>Den seneste autogemning kunne ikke skrives, så den autogemte fil indeholder ikke matchen, som den er nu.</translation>
    </message>
    <message>
        <source>An unfinished match from an earlier start is kept in the autosave and offered again at the next start. So that it is not written over, the match in this window is not autosaved. Save it with Ctrl+S to keep it.</source>
        <translation>En ufærdig match fra en tidligere start er gemt i autogemningen og tilbydes igen ved næste start. For at den ikke skal overskrives, bliver matchen i dette vindue ikke autogemt. Gem den med Ctrl+S for at beholde den.</translation>
    </message>
    <message>
        <source>The autosave did not finish writing in time, so it may not hold the match as it is now.</source>
        <translation>Autogemningen blev ikke færdig med at skrive i tide, så den indeholder måske ikke matchen, som den er nu.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now. The reason: {reason}.</source>
        <translation>Den seneste autogemning kunne ikke skrives, så den autogemte fil indeholder ikke matchen, som den er nu. Årsagen: {reason}.</translation>
    </message>
    <message>
        <source>The unfinished match from last time is kept: it is offered again at the next start without a file. This window&apos;s match is autosaved as usual.</source>
        <translation>Den ufærdige match fra sidste gang er gemt: den tilbydes igen ved næste start uden en fil. Matchen i dette vindue autogemmes som sædvanligt.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>Matchen kunne ikke åbnes.

{error}</translation>
    </message>
    <message>
        <source>Saving {name}...</source>
        <translation>Gemmer {name}...</translation>
    </message>
    <message>
        <source>Could not save {name}.</source>
        <translation>Kunne ikke gemme {name}.</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Gemt i {name}.</translation>
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
    <name>SoundCues</name>
    <message>
        <source>No sound: there is no audio output.</source>
        <translation>Ingen lyd: der er ingen lydudgang.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>the drop</source>
        <translation>passet</translation>
    </message>
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
    <name>obj</name>
    <message>
        <source>Position editor board</source>
        <translation>Bræt til opstilling af stilling</translation>
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
</TS>
