<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
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
        <translation>Match till {n}</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Penningspel</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawfordparti</translation>
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
        <translation>kub upp till {cap}</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move.</source>
        <translation>{name} slog {roll} och kan inte flytta.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Both rolled the same: roll again (click the dice or press Space).</source>
        <translation>Båda slog samma: slå igen (klicka på tärningarna eller tryck Mellanslag).</translation>
    </message>
    <message>
        <source>Roll for the first move: click Roll or press Space.</source>
        <translation>Slå om vem som börjar: klicka Slå eller tryck Mellanslag.</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space) or double (click the cube).</source>
        <translation>{name}: slå (klicka Slå eller tryck Mellanslag) eller dubblera (klicka på dubbleringstärningen).</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space).</source>
        <translation>{name}: slå (klicka Slå eller tryck Mellanslag).</translation>
    </message>
    <message>
        <source>{name}: click the dice or press Enter to end the turn (Ctrl+Z takes a move back).</source>
        <translation>{name}: klicka på tärningarna eller tryck Enter för att avsluta turen (Ctrl+Z tar tillbaka ett drag).</translation>
    </message>
    <message>
        <source>{b} beavers: the cube is on {v}. {a}, take or drop?</source>
        <translation>{b} beavrar: dubbleringstärningen står på {v}. {a}, tar du eller lämnar du?</translation>
    </message>
    <message>
        <source>{a} doubles to {v}. {b}, take or drop?</source>
        <translation>{a} dubblerar till {v}. {b}, tar du eller lämnar du?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>{b}: take or drop.</source>
        <translation>{b}: ta eller lämna.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Godta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Avböj</translation>
    </message>
    <message>
        <source>{b}: accept or decline the resignation.</source>
        <translation>{b}: godta eller avböj uppgivandet.</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan inte flytta</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Poängställning: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b} (Crawford)</source>
        <translation>Parti {n}: {a}–{b} (Crawford)</translation>
    </message>
    <message>
        <source>{w} wins the match!</source>
        <translation>{w} vinner matchen!</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Nästa parti</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysera</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <translation>match till {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>penningspel</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it (the left button plays the {left}, the right button the {right}).</source>
        <translation>{name} ska spela {dice}: dra en bricka, eller klicka på den (vänster knapp spelar {left}, höger knapp {right}).</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it to play the {die}.</source>
        <translation>{name} ska spela {dice}: dra en bricka, eller klicka på den för att spela {die}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb} (match to {n})</source>
        <translation>Poängställning: {a} {sa}, {b} {sb} (match till {n})</translation>
    </message>
    <message>
        <source>The match is over: click New match to play again.</source>
        <translation>Matchen är slut: klicka Ny match för att spela igen.</translation>
    </message>
    <message>
        <source>The game is over: click Next game.</source>
        <translation>Partiet är slut: klicka Nästa parti.</translation>
    </message>
    <message>
        <source>The computers roll for the first move.</source>
        <translation>Datorerna slår om vem som börjar.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and plays {play}.</source>
        <translation>{name} slog {roll} och spelar {play}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <source>Both rolled {die}: roll again.</source>
        <translation>Båda slog {die}: slå igen.</translation>
    </message>
    <message>
        <source>{a} rolled {d0}, {b} rolled {d1}: {w} moves first.</source>
        <translation>{a} slog {d0}, {b} slog {d1}: {w} börjar.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move: the turn passes to {other}.</source>
        <translation>{name} slog {roll} och kan inte flytta: turen går till {other}.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spelade {play}.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slog {roll} och spelade {play}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is on {v}.</source>
        <translation>{name} tar: dubbleringstärningen står på {v}.</translation>
    </message>
    <message>
        <source>Played automatically: {play}.</source>
        <translation>Spelat automatiskt: {play}.</translation>
    </message>
    <message>
        <source>Opening roll: both {die}, again</source>
        <translation>Öppningsslag: båda {die}, igen</translation>
    </message>
    <message>
        <source>Opening roll {mine}-{theirs}: moves first</source>
        <translation>Öppningsslag {mine}-{theirs}: börjar</translation>
    </message>
    <message>
        <source>Rolls {roll}: no move</source>
        <translation>Slår {roll}: inget drag</translation>
    </message>
    <message>
        <source>Rolls {roll}</source>
        <translation>Slår {roll}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(inget drag)</translation>
    </message>
    <message numerus="yes">
        <source>Wins %n point(s)</source>
        <translation>
            <numerusform>Vinner %n poäng</numerusform>
            <numerusform>Vinner %n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{dice}: cannot move</source>
        <translation>{dice}: kan inte flytta</translation>
    </message>
    <message>
        <source>Doubles =&gt; {v}</source>
        <translation>Dubblerar =&gt; {v}</translation>
    </message>
    <message>
        <source>Beavers =&gt; {v}</source>
        <translation>Beavrar =&gt; {v}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b}</source>
        <translation>Parti {n}: {a}–{b}</translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b} (Crawford), {w} wins %n point(s)</source>
        <translation>
            <numerusform>Parti {n}: {a}–{b} (Crawford), {w} vinner %n poäng</numerusform>
            <numerusform>Parti {n}: {a}–{b} (Crawford), {w} vinner %n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b}, {w} wins %n point(s)</source>
        <translation>
            <numerusform>Parti {n}: {a}–{b}, {w} vinner %n poäng</numerusform>
            <numerusform>Parti {n}: {a}–{b}, {w} vinner %n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {n}: {pa} {a}, {pb} {b}</source>
        <translation>Parti {n}: {pa} {a}, {pb} {b}</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Öppna...</translation>
    </message>
    <message>
        <source>Open a match file (.bgqt, .mat, .txt, .sgf)</source>
        <translation>Öppna en matchfil (.bgqt, .mat, .txt, .sgf)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Spara matchen</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Spara s&amp;om...</translation>
    </message>
    <message>
        <source>Save the match in a new file, as .bgqt, .mat or .sgf</source>
        <translation>Spara matchen i en ny fil, som .bgqt, .mat eller .sgf</translation>
    </message>
    <message>
        <source>O&amp;pen recent</source>
        <translation>Öppna s&amp;enaste</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Töm listan</translation>
    </message>
    <message>
        <source>Stop opening the file; the match in the window stays</source>
        <translation>Avbryt öppnandet av filen; matchen i fönstret ligger kvar</translation>
    </message>
    <message>
        <source>&amp;New match...</source>
        <translation>&amp;Ny match...</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Starta en ny match</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>S&amp;lå</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Avsluta &amp;turen</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Dubblera</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>The best plays or the cube action for the player to act</source>
        <translation>De bästa dragen eller rätt kubbeslut för spelaren som ska agera</translation>
    </message>
    <message>
        <source>&amp;Single game</source>
        <translation>&amp;Enkelt parti</translation>
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
        <translation>A&amp;vsluta</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Ångra drag</translation>
    </message>
    <message>
        <source>Take back the last move of this turn</source>
        <translation>Ta tillbaka turens senaste drag</translation>
    </message>
    <message>
        <source>Copy &amp;Position ID</source>
        <translation>Kopiera &amp;Position ID</translation>
    </message>
    <message>
        <source>Copy &amp;Match ID</source>
        <translation>Kopiera &amp;Match ID</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Kopiera &amp;XGID</translation>
    </message>
    <message>
        <source>The position, cube, dice and score as eXtreme Gammon writes them</source>
        <translation>Ställningen, dubbleringstärningen, tärningarna och poängställningen som eXtreme Gammon skriver dem</translation>
    </message>
    <message>
        <source>&amp;Home board on the left</source>
        <translation>&amp;Bo till vänster</translation>
    </message>
    <message>
        <source>Switch the home board between bottom right and bottom left</source>
        <translation>Flytta boet mellan nere till höger och nere till vänster</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Fält&amp;nummer</translation>
    </message>
    <message>
        <source>&amp;Move list</source>
        <translation>&amp;Draglista</translation>
    </message>
    <message>
        <source>The moves of the game on the board, as gnubg lists them</source>
        <translation>Dragen i partiet på brädet, som gnubg listar dem</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Mindre &amp;rörelse</translation>
    </message>
    <message>
        <source>Checkers move at once, without sliding (the animation speed is off while this is on)</source>
        <translation>Brickorna flyttas direkt, utan att glida (animationshastigheten är av så länge detta är på)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <source>&amp;About backgammon-qt</source>
        <translation>&amp;Om backgammon-qt</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tangentbord</translation>
    </message>
    <message>
        <source>The keys of the board and the window</source>
        <translation>Tangenterna för brädet och fönstret</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>Skriv ett dr&amp;ag</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, e.g. 8/5 6/5</source>
        <translation>Skriv ett drag i gnubg-notation, t.ex. 8/5 6/5</translation>
    </message>
    <message>
        <source>&amp;Claim the win on time</source>
        <translation>&amp;Kräv vinsten på tid</translation>
    </message>
    <message>
        <source>Under the timed rules, when the opponent&apos;s time bank is empty</source>
        <translation>Med regler på tid, när motståndarens tidsbank är tom</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Parti</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>R&amp;edigera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gå</translation>
    </message>
    <message>
        <source>O&amp;ptions</source>
        <translation>Al&amp;ternativ</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Ge upp</translation>
    </message>
    <message>
        <source>&amp;Rollouts</source>
        <translation>&amp;Rollouts</translation>
    </message>
    <message>
        <source>Show the rollout panel and the rollouts kept with the match</source>
        <translation>Visa rolloutpanelen och de rollouts som sparats med matchen</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighet</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>Brädets &amp;färger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Previous &amp;game</source>
        <translation>Föregående &amp;parti</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Föregående drag</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Nästa drag</translation>
    </message>
    <message>
        <source>Next g&amp;ame</source>
        <translation>Nästa p&amp;arti</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tillbaka till partiet</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Piltangenter</translation>
    </message>
    <message>
        <source>Move the ring to the next point, the bar or the tray in that direction</source>
        <translation>Flytta ringen till nästa fält, baren eller brickfacket åt det hållet</translation>
    </message>
    <message>
        <source>1 to 24</source>
        <translation>1 till 24</translation>
    </message>
    <message>
        <source>Put the ring on that point (your own numbers; two digits typed quickly)</source>
        <translation>Sätt ringen på det fältet (dina egna nummer; två siffror skrivna snabbt)</translation>
    </message>
    <message>
        <source>B / O</source>
        <translation>B / O</translation>
    </message>
    <message>
        <source>Put the ring on the bar / on your bear-off tray</source>
        <translation>Sätt ringen på baren / på ditt fack för utspelade brickor</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Mellanslag eller Enter</translation>
    </message>
    <message>
        <source>Pick up the checker under the ring; with a checker picked up, put it down where the ring is</source>
        <translation>Lyft brickan under ringen; med en bricka lyft: sätt ned den där ringen är</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Put the picked-up checker back</source>
        <translation>Lägg tillbaka den lyfta brickan</translation>
    </message>
    <message>
        <source>Arrow keys, then Space or Enter</source>
        <translation>Piltangenter, sedan Mellanslag eller Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer with the arrow keys, then give it (Space or Enter alone never answers a question)</source>
        <translation>Medan en fråga står på brädet: välj ett svar med piltangenterna och ge det sedan (Mellanslag eller Enter ensamt besvarar aldrig en fråga)</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Drag och turer</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Skriv ett helt drag i gnubg-notation (8/5 6/5, bar/22*, 6/off) och tryck Enter; Escape går tillbaka till brädet</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Avsluta turen</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>Ångra turens senaste drag</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubblera</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Claim the win on time (timed rules, the opponent&apos;s bank empty)</source>
        <translation>Kräv vinsten på tid (regler på tid, motståndarens bank tom)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fönster</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till partiet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Öppna en meny (alla åtgärder finns i någon); Tab flyttar mellan fälten i en dialog</translation>
    </message>
    <message>
        <source>In a panel beside the board (hint, lists, analysis): back to the board</source>
        <translation>I en panel bredvid brädet (tips, listor, analys): tillbaka till brädet</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Spela &amp;vidare härifrån</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Spela vidare härifrån</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves are dropped</source>
        <translation>Spela vidare från den visade ställningen; de senare dragen stryks</translation>
    </message>
    <message>
        <source>&amp;Game list</source>
        <translation>&amp;Partilista</translation>
    </message>
    <message>
        <source>Show the games and moves of the match, to step through them</source>
        <translation>Visa matchens partier och drag för att stega igenom dem</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Game list</source>
        <translation>Partilista</translation>
    </message>
    <message>
        <source>The games of the match and the actions of each game, a row an action; the arrow keys or Enter show the position after the action.</source>
        <translation>Matchens partier och handlingarna i varje parti, en rad per handling; piltangenterna eller Enter visar ställningen efter handlingen.</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Spela vidare från ett gnubg Position ID (och Match ID), ett XGID eller en eXtreme Gammon-ställning på urklipp</translation>
    </message>
    <message>
        <source>P&amp;aste position</source>
        <translation>Klistra &amp;in ställning</translation>
    </message>
    <message>
        <source>Set up p&amp;osition...</source>
        <translation>Ställ &amp;upp ställning...</translation>
    </message>
    <message>
        <source>Put the checkers, dice and cube where you want and play on</source>
        <translation>Ställ brickorna, tärningarna och dubbleringstärningen där du vill och spela vidare</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Ställ upp en ställning</translation>
    </message>
    <message>
        <source>Take &amp;back turn</source>
        <translation>Ta &amp;tillbaka turen</translation>
    </message>
    <message>
        <source>Take back your last finished turn (and the computer&apos;s reply), keeping it beside the game</source>
        <translation>Ta tillbaka din senaste avslutade tur (och datorns svar), och behåll den bredvid partiet</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Ger upp ett enkelt parti</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Ger upp en gammon</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Ger upp en backgammon</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dubblerar</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Tar</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Lämnar</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beavrar</translation>
    </message>
    <message>
        <source>Accepts</source>
        <translation>Godtar</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Avböjer</translation>
    </message>
    <message>
        <source>Claims the win on time</source>
        <translation>Kräver vinsten på tid</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}, {error}</source>
        <translation>Drag {made} (bästa {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}</source>
        <translation>Drag {made} (bästa {best}): {equity}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}, {error}</source>
        <translation>Drag {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}</source>
        <translation>Drag {made}: {equity}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}, {error}</source>
        <translation>Kubbeslut {made} (bästa {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}</source>
        <translation>Kubbeslut {made} (bästa {best}): {equity}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}, {error}</source>
        <translation>Kubbeslut {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}</source>
        <translation>Kubbeslut {made}: {equity}</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>utan kub</translation>
    </message>
    <message>
        <source>no doubling</source>
        <translation>ingen dubblering</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawfordregel</translation>
    </message>
    <message>
        <source>no Crawford rule</source>
        <translation>utan Crawfordregel</translation>
    </message>
    <message>
        <source>Crawford rule, cube up to {cap}</source>
        <translation>Crawfordregel, kub upp till {cap}</translation>
    </message>
    <message>
        <source>no Crawford rule, cube up to {cap}</source>
        <translation>utan Crawfordregel, kub upp till {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers</source>
        <translation>Jacobyregel och beavrar</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers</source>
        <translation>Jacobyregel, inga beavrar</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule</source>
        <translation>beavrar, ingen Jacobyregel</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers</source>
        <translation>ingen Jacobyregel, inga beavrar</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers, cube up to {cap}</source>
        <translation>Jacobyregel och beavrar, kub upp till {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>Jacobyregel, inga beavrar, kub upp till {cap}</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule, cube up to {cap}</source>
        <translation>beavrar, ingen Jacobyregel, kub upp till {cap}</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>ingen Jacobyregel, inga beavrar, kub upp till {cap}</translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner ett enkelt parti: %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner ett enkelt parti: %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon: %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en gammon: %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon: %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en backgammon: %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon från baren: %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en backgammon från baren: %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins the game (the double was dropped): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner partiet (dubbleringen lämnades): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner partiet (dubbleringen lämnades): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner ett enkelt parti (uppgivet): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner ett enkelt parti (uppgivet): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon (uppgivet): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en gammon (uppgivet): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon (uppgivet): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en backgammon (uppgivet): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner ett enkelt parti (på tid): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner ett enkelt parti (på tid): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon (på tid): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en gammon (på tid): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon (på tid): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en backgammon (på tid): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon från baren (på tid): %n&#xa0;poäng.</numerusform>
            <numerusform>{w} vinner en backgammon från baren (på tid): %n&#xa0;poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a single game (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} ger upp ett enkelt parti (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
            <numerusform>{a} ger upp ett enkelt parti (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a gammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} ger upp en gammon (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
            <numerusform>{a} ger upp en gammon (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a backgammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} ger upp en backgammon (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
            <numerusform>{a} ger upp en backgammon (%n poäng). {b}, godtar du eller avböjer du?</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse this &amp;game</source>
        <translation>Analysera detta &amp;parti</translation>
    </message>
    <message>
        <source>Every play and cube decision of the game shown, and the luck of each roll</source>
        <translation>Varje drag och kubbeslut i det visade partiet, och turen i varje slag</translation>
    </message>
    <message>
        <source>Analyse the whole &amp;match</source>
        <translation>Analysera hela &amp;matchen</translation>
    </message>
    <message>
        <source>&amp;Cancel analysis</source>
        <translation>&amp;Avbryt analysen</translation>
    </message>
    <message>
        <source>Analysis &amp;summary</source>
        <translation>&amp;Sammanfattning av analysen</translation>
    </message>
    <message>
        <source>Analysing %v/%m</source>
        <translation>Analyserar %v/%m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Tutor: warn before a bad play or cube action</source>
        <translation>&amp;Tränare: varna före ett dåligt drag eller kubbeslut</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back; before such a cube action is made (a double, take or drop, or a roll that misses a double), say so and ask whether to make it</source>
        <translation>Säg till innan ett drag som analysen bedömer som dåligt eller sämre bekräftas, och erbjud att ta tillbaka det; säg till innan ett lika dåligt kubbeslut fattas (en dubblering, ta eller lämna, eller ett slag där det borde ha dubblerats), och fråga om det ska fattas</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Ta tillbaka det?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Ta tillbaka det</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behåll det</translation>
    </message>
    <message>
        <source>Copy position as p&amp;icture</source>
        <translation>Kopiera ställningen som &amp;bild</translation>
    </message>
    <message>
        <source>The board shown, with the names, score, pips and IDs, to the clipboard as an image</source>
        <translation>Det visade brädet, med namnen, poängställningen, pips och ID:n, till urklippet som en bild</translation>
    </message>
    <message>
        <source>E&amp;xport position picture...</source>
        <translation>E&amp;xportera ställningsbild...</translation>
    </message>
    <message>
        <source>Save the board shown as a PNG image or an SVG drawing</source>
        <translation>Spara det visade brädet som en PNG-bild eller en SVG-teckning</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-teckning (*.svg)</translation>
    </message>
    <message>
        <source>position.png</source>
        <translation>ställning.png</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Exportera ställningsbild</translation>
    </message>
    <message>
        <source>This cannot be rolled out: there is no play to roll out.</source>
        <translation>Det går inte att göra en rollout av detta: det finns inget drag att göra en rollout av.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is not in use.</source>
        <translation>Det går inte att göra en rollout av kubbeslutet: kuben används inte.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: this is the Crawford game, where nobody may double.</source>
        <translation>Det går inte att göra en rollout av kubbeslutet: detta är Crawfordpartiet, där ingen får dubblera.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the opponent owns the cube.</source>
        <translation>Det går inte att göra en rollout av kubbeslutet: motståndaren äger kuben.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is already at the highest value these rules allow.</source>
        <translation>Det går inte att göra en rollout av kubbeslutet: kuben står redan på det högsta värde som dessa regler tillåter.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is dead at this score (a double cannot gain anything).</source>
        <translation>Det går inte att göra en rollout av kubbeslutet: kuben är död vid denna poängställning (en dubblering kan inte vinna något).</translation>
    </message>
    <message>
        <source>This cannot be rolled out with these settings.</source>
        <translation>Det går inte att göra en rollout av detta med dessa inställningar.</translation>
    </message>
    <message>
        <source>{choice} is best by {lead} ± {se}.</source>
        <translation>{choice} är bäst med {lead} ± {se}.</translation>
    </message>
    <message>
        <source>{choice} leads by {lead} ± {se}: too close to call at this many trials.</source>
        <translation>{choice} leder med {lead} ± {se}: för jämnt för att avgöra med detta antal försök.</translation>
    </message>
</context>
<context>
    <name>AnalysisActions</name>
    <message>
        <source>double</source>
        <translation>dubblering</translation>
    </message>
    <message>
        <source>take</source>
        <translation>ta</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>lämna</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beavra</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>ingen dubblering</translation>
    </message>
    <message>
        <source>Roll anyway?</source>
        <translation>Slå ändå?</translation>
    </message>
    <message>
        <source>Don&apos;t roll</source>
        <translation>Slå inte</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Slå ändå</translation>
    </message>
    <message>
        <source>Double anyway?</source>
        <translation>Dubblera ändå?</translation>
    </message>
    <message>
        <source>Take anyway?</source>
        <translation>Ta ändå?</translation>
    </message>
    <message>
        <source>Drop anyway?</source>
        <translation>Lämna ändå?</translation>
    </message>
    <message>
        <source>Beaver anyway?</source>
        <translation>Beavra ändå?</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Dubblera inte</translation>
    </message>
    <message>
        <source>Don&apos;t take</source>
        <translation>Ta inte</translation>
    </message>
    <message>
        <source>Don&apos;t drop</source>
        <translation>Lämna inte</translation>
    </message>
    <message>
        <source>Don&apos;t beaver</source>
        <translation>Beavra inte</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Dubblera ändå</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Ta ändå</translation>
    </message>
    <message>
        <source>Drop anyway</source>
        <translation>Lämna ändå</translation>
    </message>
    <message>
        <source>Beaver anyway</source>
        <translation>Beavra ändå</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analys</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Nivå</translation>
    </message>
    <message>
        <source>Tutor: rating the cube action...</source>
        <translation>Tränare: bedömer kubbeslutet...</translation>
    </message>
    <message>
        <source>This decision cannot be rolled out: {reason}</source>
        <translation>Det går inte att göra en rollout av detta beslut: {reason}</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Inget att analysera ännu.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyserar...</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: {done} of %Ln turn(s)</source>
        <translation>
            <numerusform>Analyserar: {done} av %Ln tur</numerusform>
            <numerusform>Analyserar: {done} av %Ln turer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis done in %Ln second(s).</source>
        <translation>
            <numerusform>Analysen är klar på %Ln sekund.</numerusform>
            <numerusform>Analysen är klar på %Ln sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis failed. {reason}</source>
        <translation>Analysen misslyckades. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled: the {done} of %Ln turn(s) analysed are shown.</source>
        <translation>
            <numerusform>Analysen avbröts: de analyserade turerna ({done} av %Ln) visas.</numerusform>
            <numerusform>Analysen avbröts: de analyserade turerna ({done} av %Ln) visas.</numerusform>
        </translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>dubblering, ta</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>dubblering, lämna</translation>
    </message>
    <message>
        <source>Tutor: {made} is a doubtful play ({lost}); the best is {best}.</source>
        <translation>Tränare: {made} är ett tveksamt drag ({lost}); det bästa är {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a bad play ({lost}); the best is {best}.</source>
        <translation>Tränare: {made} är ett dåligt drag ({lost}); det bästa är {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a very bad play ({lost}); the best is {best}.</source>
        <translation>Tränare: {made} är ett mycket dåligt drag ({lost}); det bästa är {best}.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att dubblera nu är ett tveksamt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att dubblera nu är ett dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att dubblera nu är ett mycket dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att ta är ett tveksamt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att ta är ett dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: taking is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att ta är ett mycket dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att lämna är ett tveksamt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att lämna är ett dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: dropping is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att lämna är ett mycket dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att beavra är ett tveksamt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att beavra är ett dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: beavering is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att beavra är ett mycket dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att slå utan att dubblera är ett tveksamt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att slå utan att dubblera är ett dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Tränare: att slå utan att dubblera är ett mycket dåligt kubbeslut ({lost}); det bästa är ”{best}”.</translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n second(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ungefär %n sekund för en match till 7 poäng</numerusform>
            <numerusform>{level}, ungefär %n sekunder för en match till 7 poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n minute(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ungefär %n minut för en match till 7 poäng</numerusform>
            <numerusform>{level}, ungefär %n minuter för en match till 7 poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n hour(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, ungefär %n timme för en match till 7 poäng</numerusform>
            <numerusform>{level}, ungefär %n timmar för en match till 7 poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen avbröts.</translation>
    </message>
    <message>
        <source>Expert: 1-ply (gnubg 0-ply, XG 1-ply)</source>
        <translation>Expert: 1-ply (gnubg 0-ply, XG 1-ply)</translation>
    </message>
    <message>
        <source>World class: 2-ply (gnubg 1-ply, XG 2-ply)</source>
        <translation>Världsklass: 2-ply (gnubg 1-ply, XG 2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster: 3-ply (gnubg 2-ply, XG 3-ply)</source>
        <translation>Stormästare: 3-ply (gnubg 2-ply, XG 3-ply)</translation>
    </message>
    <message>
        <source>1T: truncated rollout (XG Roller)</source>
        <translation>1T: avkortad rollout (XG Roller)</translation>
    </message>
    <message>
        <source>2T: truncated rollout (XG Roller+)</source>
        <translation>2T: avkortad rollout (XG Roller+)</translation>
    </message>
    <message>
        <source>3T: truncated rollout (XG Roller++)</source>
        <translation>3T: avkortad rollout (XG Roller++)</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>mycket dåligt</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>dåligt</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>tveksamt</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse &gt; Analyse the whole match.</source>
        <translation>Inte analyserat ännu: Analys &gt; Analysera hela matchen.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammanfattning</translation>
    </message>
    <message>
        <source>Luck by game</source>
        <translation>Tur per parti</translation>
    </message>
    <message>
        <source>Analysis summary</source>
        <translation>Sammanfattning av analysen</translation>
    </message>
    <message>
        <source>Each player&apos;s error rate, PR, rating, errors by kind, luck and luck-adjusted result</source>
        <translation>Varje spelares felfrekvens, PR, bedömning, fel efter typ, tur och turjusterade resultat</translation>
    </message>
    <message>
        <source>Each player&apos;s luck in each game, in EMG</source>
        <translation>Varje spelares tur i varje parti, i EMG</translation>
    </message>
    <message>
        <source>E&amp;rrors of</source>
        <translation>&amp;Fel för</translation>
    </message>
    <message>
        <source>Errors of</source>
        <translation>Fel för</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Nästa fel</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Fel, värsta först</translation>
    </message>
    <message>
        <source>The chosen player&apos;s errors, the worst first; choosing one shows it on the board. Next error steps through them in match order.</source>
        <translation>Den valda spelarens fel, de värsta först; välj ett för att se det på brädet. Nästa fel går igenom dem i matchens ordning.</translation>
    </message>
    <message>
        <source>R&amp;oll out this decision</source>
        <translation>&amp;Kör rollout av detta beslut</translation>
    </message>
    <message>
        <source>Roll out the chosen error&apos;s best plays and the play made, or its cube decision (in the rollout panel)</source>
        <translation>Gör en rollout av det valda felets bästa drag och draget som spelades, eller av dess kubbeslut (i rolloutpanelen)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}.</source>
        <translation>
            <numerusform>%n parti analyserat: brickdrag på {checker}, kubbeslut på {cube}.</numerusform>
            <numerusform>%n partier analyserade: brickdrag på {checker}, kubbeslut på {cube}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n parti analyserat: brickdrag på {checker}, kubbeslut på {cube}. Delvis: analysen avbröts i parti {g} och är analyserad fram till dit (turen i det partiet är utelämnad ur det turjusterade resultatet).</numerusform>
            <numerusform>%n partier analyserade: brickdrag på {checker}, kubbeslut på {cube}. Delvis: analysen avbröts i parti {g} och är analyserad fram till dit (turen i det partiet är utelämnad ur det turjusterade resultatet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}.</source>
        <translation>
            <numerusform>%n parti analyserat på {level}.</numerusform>
            <numerusform>%n partier analyserade på {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n parti analyserat på {level}. Delvis: analysen avbröts i parti {g} och är analyserad fram till dit (turen i det partiet är utelämnad ur det turjusterade resultatet).</numerusform>
            <numerusform>%n partier analyserade på {level}. Delvis: analysen avbröts i parti {g} och är analyserad fram till dit (turen i det partiet är utelämnad ur det turjusterade resultatet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating: {p0}, {r0}; {p1}, {r1}.</source>
        <translation>Bedömning: {p0}, {r0}; {p1}, {r1}.</translation>
    </message>
    <message>
        <source>{ppg} points per game</source>
        <translation>{ppg} poäng per parti</translation>
    </message>
    <message>
        <source>{text}: gnubg&apos;s rating of the error rate</source>
        <translation>{text}: gnubgs bedömning av felfrekvensen</translation>
    </message>
    <message>
        <source>Game {g}</source>
        <translation>Parti {g}</translation>
    </message>
    <message>
        <source>Rolls marked lucky: {lucky}; very lucky: {very_lucky}; unlucky: {unlucky}; very unlucky: {very_unlucky}.</source>
        <translation>Tursamma slag: {lucky}; mycket tursamma: {very_lucky}; otursamma: {unlucky}; mycket otursamma: {very_unlucky}.</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Parti {g}: {what}</translation>
    </message>
    <message>
        <source>No more errors of {name} after this position: back to the first one, in game {g}.</source>
        <translation>Inga fler fel av {name} efter denna ställning: tillbaka till det första, i parti {g}.</translation>
    </message>
    <message>
        <source>A play tagged with a depth was evaluated only at that depth: the move filter kept it out of the {plies}-ply search, and gnubg lists such plays the same way.</source>
        <translation>Ett drag märkt med ett djup är bara utvärderat på det djupet: dragfiltret höll det utanför sökningen på {plies}-ply, och gnubg visar sådana drag på samma sätt.</translation>
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
        <translation>{rank}. {play}  {equity}  vinst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference})  vinst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  vinst {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>Error rate (mEMG)</source>
        <translation>Felfrekvens (mEMG)</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bedömning</translation>
    </message>
    <message>
        <source>Checker plays</source>
        <translation>Brickdrag</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>Kubbeslut</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Tveksamma</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Dåliga</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Mycket dåliga</translation>
    </message>
    <message>
        <source>Luck (EMG)</source>
        <translation>Tur (EMG)</translation>
    </message>
    <message>
        <source>Lucky / very lucky rolls</source>
        <translation>Tursamma / mycket tursamma slag</translation>
    </message>
    <message>
        <source>Unlucky / very unlucky rolls</source>
        <translation>Otursamma / mycket otursamma slag</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Turjusterat resultat</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Övernaturlig</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Världsklass</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancerad</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Hobbyspelare</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>Uselt!</translation>
    </message>
</context>
<context>
    <name>ArchiveActions</name>
    <message>
        <source>Analyse &amp;files…</source>
        <translation>Analysera &amp;filer…</translation>
    </message>
    <message>
        <source>Analyse many match files at once, on this machine or a cluster</source>
        <translation>Analysera många matchfiler på en gång, på den här datorn eller ett kluster</translation>
    </message>
    <message>
        <source>Cl&amp;uster for long analyses…</source>
        <translation>&amp;Kluster för långa analyser…</translation>
    </message>
    <message>
        <source>&amp;Stop when the cluster cannot be reached</source>
        <translation>Stoppa &amp;när klustret inte kan nås</translation>
    </message>
    <message>
        <source>Otherwise the files are analysed on this machine</source>
        <translation>Annars analyseras filerna på den här datorn</translation>
    </message>
    <message>
        <source>Analyse files</source>
        <translation>Analysera filer</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.sgf *.mat *.txt);;All files (*)</source>
        <translation>Matchfiler (*.bgqt *.sgf *.mat *.txt);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Cluster for long analyses</source>
        <translation>Kluster för långa analyser</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (like tcp://192.168.1.10:8786), or nothing to use this machine&apos;s cores:</source>
        <translation>Adressen till en Dask-scheduler (som tcp://192.168.1.10:8786), eller inget för att använda den här datorns kärnor:</translation>
    </message>
</context>
<context>
    <name>ArchiveAnalysis</name>
    <message>
        <source>{file} cannot be read. {reason}</source>
        <translation>{file} kan inte läsas. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be analysed. {reason}</source>
        <translation>{file} kan inte analyseras. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} kan inte läsas: {reason}</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Analyse files</source>
        <translation>Analysera filer</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v av %m filer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message numerus="yes">
        <source>Looking for match files: %n found so far…</source>
        <translation>
            <numerusform>Letar efter matchfiler: %n hittad hittills…</numerusform>
            <numerusform>Letar efter matchfiler: %n hittade hittills…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing %Ln file(s)…</source>
        <translation>
            <numerusform>Analyserar %Ln fil…</numerusform>
            <numerusform>Analyserar %Ln filer…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no decisions</source>
        <translation>%1: inga beslut</translation>
    </message>
    <message numerus="yes">
        <source>%1: error rate %2, PR %3 (%Ln decision(s))</source>
        <translation>
            <numerusform>%1: felfrekvens %2, PR %3 (%Ln beslut)</numerusform>
            <numerusform>%1: felfrekvens %2, PR %3 (%Ln beslut)</numerusform>
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
        <translation>Letar efter matchfiler…</translation>
    </message>
    <message>
        <source>The analysis stopped. %1</source>
        <translation>Analysen stoppade. %1</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; the files are analysed on this machine.</source>
        <translation>Klustret på %1 kan inte nås; filerna analyseras på den här datorn.</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; nothing was analysed.</source>
        <translation>Klustret på %1 kan inte nås; inget analyserades.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: the %Ln match(es) analysed so far are kept.</source>
        <translation>
            <numerusform>Stoppad: den %Ln match som analyserats hittills behålls.</numerusform>
            <numerusform>Stoppad: de %Ln matcher som analyserats hittills behålls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) analysed.</source>
        <translation>
            <numerusform>%Ln match analyserad.</numerusform>
            <numerusform>%Ln matcher analyserade.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>white</source>
        <translation>vit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>svart</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>Ingen fråga</translation>
    </message>
    <message>
        <source>Dice: not rolled</source>
        <translation>Tärningar: inte slagna</translation>
    </message>
    <message>
        <source>No cube in these rules</source>
        <translation>Ingen kub med dessa regler</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} och {last}</translation>
    </message>
    <message>
        <source>Bar: {what}</source>
        <translation>Baren: {what}</translation>
    </message>
    <message>
        <source>Cube: {v}, owned by {name}</source>
        <translation>Kub: {v}, ägs av {name}</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>bar</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammonbräde</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits {victim}&apos;s checker: it is on the bar.</source>
        <translation>{name} flyttar {a}/{b} och slår ut {victim}s bricka: den är på baren.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slog {roll} och spelade {play}.</translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>ska slå</translation>
    </message>
    <message>
        <source>{name}: {about}</source>
        <translation>{name}: {about}</translation>
    </message>
    <message>
        <source>Cube: {v}, a double to {w} offered</source>
        <translation>Kub: {v}, dubblering till {w} erbjuden</translation>
    </message>
    <message>
        <source>Cube: {v}, in the middle</source>
        <translation>Kub: {v}, i mitten</translation>
    </message>
    <message>
        <source>{name} takes back a move.</source>
        <translation>{name} tar tillbaka ett drag.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ute</translation>
    </message>
    <message>
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}, {away}-away</source>
        <translation>poäng {n}, {away} kvar</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>poäng {n}</translation>
    </message>
    <message>
        <source>Answer {n} of {count}: {answer}.</source>
        <translation>Svar {n} av {count}: {answer}.</translation>
    </message>
    <message>
        <source>Answered: {answer}.</source>
        <translation>Svarat: {answer}.</translation>
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
        <translation>Fråga: {text} Svar: {answers}</translation>
    </message>
    <message>
        <source>Bar: empty</source>
        <translation>Baren: tom</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: none borne off</source>
        <translation>{name}s fack: inga utspelade</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point: empty</source>
        <translation>{name}s {p}-fält: tomt</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b}.</source>
        <translation>{name} flyttar {a}/{b}.</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits your checker on your {b}-point: it is on the bar.</source>
        <translation>{name} flyttar {a}/{b} och slår ut din bricka på ditt {b}-fält: den är på baren.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spelade {play}.</translation>
    </message>
    <message>
        <source>{name} to roll</source>
        <translation>{name} ska slå</translation>
    </message>
    <message>
        <source>A double to {w} is offered.</source>
        <translation>En dubblering till {w} erbjuds.</translation>
    </message>
    <message>
        <source>Picked up the checker on {where}: it may go to {places}.</source>
        <translation>Brickan på {where} är lyft: den kan gå till {places}.</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>nedtill</translation>
    </message>
    <message>
        <source>top</source>
        <translation>upptill</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s)</source>
        <translation>
            <numerusform>{name}s {p}-fält: %n vit bricka</numerusform>
            <numerusform>{name}s {p}-fält: %n vita brickor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s)</source>
        <translation>
            <numerusform>{name}s {p}-fält: %n svart bricka</numerusform>
            <numerusform>{name}s {p}-fält: %n svarta brickor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n white checker(s) borne off</source>
        <translation>
            <numerusform>{name}s fack: %n vit bricka utspelad</numerusform>
            <numerusform>{name}s fack: %n vita brickor utspelade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n black checker(s) borne off</source>
        <translation>
            <numerusform>{name}s fack: %n svart bricka utspelad</numerusform>
            <numerusform>{name}s fack: %n svarta brickor utspelade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{name}s {p}-fält: %n vit bricka ({other}s)</numerusform>
            <numerusform>{name}s {p}-fält: %n vita brickor ({other}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{name}s {p}-fält: %n svart bricka ({other}s)</numerusform>
            <numerusform>{name}s {p}-fält: %n svarta brickor ({other}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n vit bricka ({name}s)</numerusform>
            <numerusform>%n vita brickor ({name}s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n svart bricka ({name}s)</numerusform>
            <numerusform>%n svarta brickor ({name}s)</numerusform>
        </translation>
    </message>
    <message>
        <source>clock {time}</source>
        <translation>klocka {time}</translation>
    </message>
    <message>
        <source>{name}&apos;s dice: {values}, {used} used</source>
        <translation>{name}s tärningar: {values}, {used} använda</translation>
    </message>
    <message>
        <source>{name}&apos;s last roll: {values}</source>
        <translation>{name}s senaste slag: {values}</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting your checker</source>
        <translation>{a}/{b}, slår ut din bricka</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting {victim}&apos;s checker</source>
        <translation>{a}/{b}, slår ut {victim}s bricka</translation>
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
        <translation>Matchen är slut. Välj Ny match med piltangenterna och tryck på Mellanslag eller Enter, eller klicka på den, för att starta en ny.</translation>
    </message>
    <message>
        <source>The game is over. To go on, choose Next game with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Partiet är slut. Välj Nästa parti med piltangenterna och tryck på Mellanslag eller Enter, eller klicka på det, för att fortsätta.</translation>
    </message>
    <message>
        <source>To answer the tutor, choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Välj ett svar med piltangenterna och tryck på Mellanslag eller Enter, eller klicka på svaret, för att svara tränaren.</translation>
    </message>
    <message>
        <source>Answer the question on the board first: choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Besvara först frågan på brädet: välj ett svar med piltangenterna och tryck på Mellanslag eller Enter, eller klicka på svaret.</translation>
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
        <translation>poäng {n} · {away} kvar</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>poäng {n}</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Computer</source>
        <translation>Datorn</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spelare 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spelare 2</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Dator: {level}</translation>
    </message>
    <message>
        <source>The computer could not move. {reason}</source>
        <translation>Datorn kunde inte flytta. {reason}</translation>
    </message>
    <message>
        <source>The engine chose {play}, which is not a legal play here.</source>
        <translation>Motorn valde {play}, som inte är ett tillåtet drag här.</translation>
    </message>
    <message>
        <source>The computer&apos;s move {from_}/{to} was refused.</source>
        <translation>Datorns drag {from_}/{to} avvisades.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Världsklass</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Stormästare</translation>
    </message>
</context>
<context>
    <name>DiceActions</name>
    <message>
        <source>Click or type every roll yourself, e.g. to replay a game played with real dice</source>
        <translation>Klicka eller skriv in varje slag själv, t.ex. för att spela om ett parti spelat med riktiga tärningar</translation>
    </message>
    <message>
        <source>&amp;Dice log</source>
        <translation>&amp;Tärningslogg</translation>
    </message>
    <message>
        <source>Each player&apos;s dice: the count of every number and of doubles</source>
        <translation>Varje spelares tärningar: antalet av varje tal och av dubbelslag</translation>
    </message>
    <message>
        <source>The opening roll: one die each.</source>
        <translation>Öppningsslaget: en tärning var.</translation>
    </message>
    <message>
        <source>{name} rolls:</source>
        <translation>{name} slår:</translation>
    </message>
    <message>
        <source>first die</source>
        <translation>första tärningen</translation>
    </message>
    <message>
        <source>second die</source>
        <translation>andra tärningen</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>doubles</source>
        <translation>dubbelslag</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>ärliga tärningar</translation>
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
        <translation>Staplar: varje spelares antal av varje tal (ljus: {light}; mörk: {dark}). Gula linjer: vad ärliga tärningar ger i genomsnitt.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: too few dice to tell yet ({n} of the %n dice it takes).</source>
        <translation>
            <numerusform>{name}: för få tärningar för att säga något ännu ({n} av den %n tärning som behövs).</numerusform>
            <numerusform>{name}: för få tärningar för att säga något ännu ({n} av de %n tärningar som behövs).</numerusform>
        </translation>
    </message>
    <message>
        <source>the dice look fair</source>
        <translation>tärningarna ser ärliga ut</translation>
    </message>
    <message>
        <source>unusual: fair dice give this less than 1 time in 20</source>
        <translation>ovanligt: ärliga tärningar ger detta mindre än 1 gång på 20</translation>
    </message>
    <message>
        <source>very unusual: fair dice give this less than 1 time in 100</source>
        <translation>mycket ovanligt: ärliga tärningar ger detta mindre än 1 gång på 100</translation>
    </message>
    <message>
        <source>{name}: chi-square {chi} (5 degrees of freedom), {verdict}.</source>
        <translation>{name}: chitvå {chi} (5 frihetsgrader), {verdict}.</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Enter the roll</source>
        <translation>Ange slaget</translation>
    </message>
    <message>
        <source>or type both, e.g. 54</source>
        <translation>eller skriv båda, t.ex. 54</translation>
    </message>
    <message>
        <source>Two numbers 1 to 6, e.g. 54.</source>
        <translation>Två tal från 1 till 6, t.ex. 54.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <source>{name}&apos;s supply: drag a checker from here</source>
        <translation>{name}s förråd: dra en bricka härifrån</translation>
    </message>
    <message>
        <source>Arrows or a point&apos;s number choose a place; + adds a checker of the colour chosen, - removes one, C changes the colour, B the bar, O the tray.</source>
        <translation>Pilarna eller ett fälts nummer väljer en plats; + lägger till en bricka i den valda färgen, - tar bort en, C byter färg, B baren, O facket.</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>Bräde för att ställa upp en ställning</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n checker(s) borne off</source>
        <translation>
            <numerusform>{name}s fack: %n bricka utspelad</numerusform>
            <numerusform>{name}s fack: %n brickor utspelade</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <source>The engine stopped unexpectedly; it is started again when it is next needed.</source>
        <translation>Motorn stoppade oväntat; den startas igen nästa gång den behövs.</translation>
    </message>
    <message>
        <source>The engine could not be started.</source>
        <translation>Motorn kunde inte startas.</translation>
    </message>
    <message>
        <source>The engine could not answer.</source>
        <translation>Motorn kunde inte svara.</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Teknisk detalj: {detail}</translation>
    </message>
    <message>
        <source>The engine refused: {reason}.</source>
        <translation>Motorn vägrade: {reason}.</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>backgammon-qt: an error</source>
        <translation>backgammon-qt: ett fel</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Något gick fel: %1</translation>
    </message>
    <message>
        <source>Your match was saved, and you can go on playing. If the board misbehaves, quit: the next start offers to resume the match.</source>
        <translation>Din match sparades, och du kan spela vidare. Om brädet beter sig konstigt, avsluta: nästa start erbjuder att återuppta matchen.</translation>
    </message>
    <message>
        <source>The match could not be saved; save it with Game &gt; Save as.</source>
        <translation>Matchen kunde inte sparas; spara den med Parti &gt; Spara som.</translation>
    </message>
    <message>
        <source>The details are in the log file %1; please attach it when you report the problem.</source>
        <translation>Detaljerna finns i loggfilen %1; bifoga den när du rapporterar problemet.</translation>
    </message>
    <message>
        <source>No log file could be written; the details are below.</source>
        <translation>Ingen loggfil kunde skrivas; detaljerna står nedan.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Öppna loggmappen</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Click a match&apos;s point to open it</source>
        <translation>Klicka på en matchs prick för att öppna den</translation>
    </message>
    <message>
        <source>Error rate (left, mEMG) and PR (right) by match</source>
        <translation>Felfrekvens (vänster, mEMG) och PR (höger) per match</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>clock times must be &gt;= 0 seconds</source>
        <translation>klocktiderna måste vara &gt;= 0 sekunder</translation>
    </message>
    <message>
        <source>a die shows 1..6, got {got}</source>
        <translation>en tärning visar 1..6, fick {got}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, above the cube cap of {cap}</source>
        <translation>kuben i uppställningen står på {value}, över gränsen för kuben på {cap}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but these rules play without the cube</source>
        <translation>kuben i uppställningen står på {value}, men dessa regler spelas utan kub</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but nobody doubles in the Crawford game</source>
        <translation>kuben i uppställningen står på {value}, men ingen dubblerar i Crawfordpartiet</translation>
    </message>
    <message>
        <source>the set-up cube is at {value} in the middle, which only automatic doubles in money play can do; give the player who owns it</source>
        <translation>kuben i uppställningen står på {value} i mitten, vilket bara automatiska dubbleringar i penningspel kan ge; ange spelaren som äger den</translation>
    </message>
    <message>
        <source>a beaver is allowed only in money play with beavers on, against a plain double</source>
        <translation>en beaver är bara tillåten i penningspel med beavers påslaget, mot en vanlig dubblering</translation>
    </message>
    <message>
        <source>moves were already made this turn</source>
        <translation>det har redan flyttats denna tur</translation>
    </message>
    <message>
        <source>cannot resign now: the game is {phase}</source>
        <translation>kan inte ge upp nu: partiet är i fasen ”{phase}”</translation>
    </message>
    <message>
        <source>player must be 0 or 1, got {got}</source>
        <translation>spelare måste vara 0 eller 1, fick {got}</translation>
    </message>
    <message>
        <source>a resignation is worth 1, 2 or 3, got {got}</source>
        <translation>ett uppgivande är värt 1, 2 eller 3, fick {got}</translation>
    </message>
    <message>
        <source>a win can be claimed on time only under the timed rules</source>
        <translation>vinsten kan bara krävas på tid med regler på tid</translation>
    </message>
    <message>
        <source>cannot claim now ({phase})</source>
        <translation>kan inte kräva vinsten nu (fas: {phase})</translation>
    </message>
    <message>
        <source>opening roll without dice</source>
        <translation>öppningsslag utan tärningar</translation>
    </message>
    <message>
        <source>opening roll {dice} is {result}, the record says {given}</source>
        <translation>öppningsslaget {dice} är {result}, protokollet säger {given}</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>oavgjort</translation>
    </message>
    <message>
        <source>won by player {player}</source>
        <translation>vunnet av spelare {player}</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>spelare {player}</translation>
    </message>
    <message>
        <source>resignation without a player</source>
        <translation>uppgivande utan en spelare</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed before the opening roll</source>
        <translation>{kind} av spelare {player} är inte tillåtet före öppningsslaget</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed after the end of the game</source>
        <translation>{kind} av spelare {player} är inte tillåtet efter partiets slut</translation>
    </message>
    <message>
        <source>{kind} by player {player}, but player {actor} is to act</source>
        <translation>{kind} av spelare {player}, men det är spelare {actor} som ska agera</translation>
    </message>
    <message>
        <source>roll without dice</source>
        <translation>slag utan tärningar</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>okänd handling {kind}</translation>
    </message>
    <message>
        <source>not allowed now: the game is {phase}, expected {expected}</source>
        <translation>inte tillåtet nu: partiet är i fasen ”{phase}”, väntat ”{expected}”</translation>
    </message>
    <message>
        <source>a double is offered only at the start of a turn, before rolling</source>
        <translation>en dubblering erbjuds bara i början av en tur, innan det slås</translation>
    </message>
    <message>
        <source>the cube is not in use under these rules</source>
        <translation>dubbleringstärningen används inte med dessa regler</translation>
    </message>
    <message>
        <source>no doubling in the Crawford game</source>
        <translation>ingen dubblering i Crawfordpartiet</translation>
    </message>
    <message>
        <source>the opponent owns the cube</source>
        <translation>motståndaren äger kuben</translation>
    </message>
    <message>
        <source>the cube is capped at {cap}</source>
        <translation>kuben kan högst stå på {cap}</translation>
    </message>
    <message>
        <source>dice must be two numbers 1..6, got {got}</source>
        <translation>tärningarna måste vara två tal 1..6, fick {got}</translation>
    </message>
    <message>
        <source>dice must be 1..6, got {d0} and {d1}</source>
        <translation>tärningarna måste vara 1..6, fick {d0} och {d1}</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>inget tillåtet {dice}-drag leder till {position}</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: detta slag har ett tillåtet drag, turen kan inte stå över</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} är inte ett tillåtet {dice}-drag här</translation>
    </message>
    <message>
        <source>match length must be 0 (money) to {most}, got {got}</source>
        <translation>matchlängden måste vara från 0 (pengar) till {most}, fick {got}</translation>
    </message>
    <message>
        <source>the starting score is set before the first game</source>
        <translation>poängställningen vid start sätts före det första partiet</translation>
    </message>
    <message>
        <source>the current game is not over</source>
        <translation>det pågående partiet är inte slut</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>matchen är slut</translation>
    </message>
    <message>
        <source>this game is marked as the Crawford game; at {score} after the games before, it is not one</source>
        <translation>detta parti är markerat som Crawfordpartiet; vid {score} efter de föregående partierna är det inte det</translation>
    </message>
    <message>
        <source>this game is marked not as the Crawford game; at {score} after the games before, it is one</source>
        <translation>detta parti är inte markerat som Crawfordpartiet; vid {score} efter de föregående partierna är det det</translation>
    </message>
    <message>
        <source>the record gives the score before this game as {given}, the games before make it {replayed}</source>
        <translation>protokollet anger poängställningen före detta parti som {given}, de föregående partierna ger {replayed}</translation>
    </message>
    <message>
        <source>the record says {given}, the replay gives {replayed}</source>
        <translation>protokollet säger {given}, omspelningen ger {replayed}</translation>
    </message>
    <message>
        <source>the record has an outcome but its actions do not end the game</source>
        <translation>protokollet har ett resultat, men dess handlingar avslutar inte partiet</translation>
    </message>
    <message>
        <source>a game before the last one is unfinished</source>
        <translation>ett parti före det sista är oavslutat</translation>
    </message>
    <message>
        <source>the record has moves of a turn in progress, but no turn is being played</source>
        <translation>protokollet har drag från en pågående tur, men ingen tur spelas</translation>
    </message>
    <message>
        <source>turn in progress: {reason}</source>
        <translation>pågående tur: {reason}</translation>
    </message>
    <message>
        <source>the starting score must be two whole numbers &gt;= 0, got {got}</source>
        <translation>poängställningen vid start måste vara två heltal &gt;= 0, fick {got}</translation>
    </message>
    <message>
        <source>the starting score {score} is not below the match length {length}: that match is already over</source>
        <translation>poängställningen vid start {score} är inte under matchlängden {length}: den matchen är redan slut</translation>
    </message>
    <message>
        <source>cube value must be a power of two up to 32768, got {got}</source>
        <translation>kubens värde måste vara en tvåpotens upp till 32768, fick {got}</translation>
    </message>
    <message>
        <source>match length and scores must be 0..32767, got {got}</source>
        <translation>matchlängden och poängen måste vara 0..32767, fick {got}</translation>
    </message>
    <message>
        <source>dice must be 0..6, got {got}</source>
        <translation>tärningarna måste vara 0..6, fick {got}</translation>
    </message>
    <message>
        <source>Match ID field {name} out of range: {got}</source>
        <translation>Match ID-fältet {name} ligger utanför det tillåtna intervallet: {got}</translation>
    </message>
    <message>
        <source>a Match ID is 12 Base64 characters, got {text}</source>
        <translation>ett Match ID består av 12 Base64-tecken, fick {text}</translation>
    </message>
    <message>
        <source>not a Match ID (bad Base64): {text}</source>
        <translation>inte ett Match ID (ogiltig Base64): {text}</translation>
    </message>
    <message>
        <source>Match ID has an invalid cube owner: {text}</source>
        <translation>Match ID har en ogiltig ägare av kuben: {text}</translation>
    </message>
    <message>
        <source>Match ID has a die over 6: {text}</source>
        <translation>Match ID har en tärning över 6: {text}</translation>
    </message>
    <message>
        <source>move text of {n} characters is too long: {text}</source>
        <translation>dragtexten på {n} tecken är för lång: {text}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>felaktigt drag {move} i {text}</translation>
    </message>
    <message>
        <source>bad point {point} in {text}</source>
        <translation>felaktigt fält {point} i {text}</translation>
    </message>
    <message>
        <source>point {point} is not 0..25 in {text}</source>
        <translation>fält {point} är inte 0..25 i {text}</translation>
    </message>
    <message>
        <source>a move cannot start off the board: {move}</source>
        <translation>ett drag kan inte börja utanför brädet: {move}</translation>
    </message>
    <message>
        <source>a move cannot end on the bar: {move}</source>
        <translation>ett drag kan inte sluta på baren: {move}</translation>
    </message>
    <message>
        <source>a move must go toward home: {move}</source>
        <translation>ett drag måste gå mot boet: {move}</translation>
    </message>
    <message>
        <source>bad repeat count ({count}) in {text}</source>
        <translation>felaktigt antal upprepningar ({count}) i {text}</translation>
    </message>
    <message>
        <source>too many moves in {text}</source>
        <translation>för många drag i {text}</translation>
    </message>
    <message>
        <source>{name} needs 26 counts (off, points 1..24, bar), got {n}</source>
        <translation>{name} behöver 26 antal (ute, fält 1..24, bar), fick {n}</translation>
    </message>
    <message>
        <source>{name} has a negative checker count</source>
        <translation>{name} har ett negativt antal brickor</translation>
    </message>
    <message>
        <source>unknown variation {name} (known: standard, nackgammon)</source>
        <translation>okänd variant {name} (kända: standard, nackgammon)</translation>
    </message>
    <message>
        <source>{name}: point {point} is not 1..24 or the bar (25)</source>
        <translation>{name}: fält {point} är inte 1..24 eller baren (25)</translation>
    </message>
    <message>
        <source>{name} has {n} checkers on the board (at most 15)</source>
        <translation>{name} har {n} brickor på brädet (högst 15)</translation>
    </message>
    <message>
        <source>a Position ID has 14 characters, got {n}: {text}</source>
        <translation>ett Position ID har 14 tecken, men detta har {n}: {text}</translation>
    </message>
    <message>
        <source>not a Position ID (&apos;=&apos; is not one of its characters): {text}</source>
        <translation>inte ett Position ID (&apos;=&apos; är inte ett av dess tecken): {text}</translation>
    </message>
    <message>
        <source>not a Position ID (bad Base64): {text}</source>
        <translation>inte ett Position ID (ogiltig Base64): {text}</translation>
    </message>
    <message>
        <source>Position ID has bits past both sides: {text}</source>
        <translation>Position ID har bitar bortom båda sidorna: {text}</translation>
    </message>
    <message>
        <source>Position ID does not hold two sides: {text}</source>
        <translation>Position ID innehåller inte två sidor: {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side not on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID ger sidan som inte ska slå {n} brickor (högst 15): {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID ger sidan som ska slå {n} brickor (högst 15): {text}</translation>
    </message>
    <message>
        <source>the player on roll has {n} checkers (must be 15)</source>
        <translation>spelaren som ska slå har {n} brickor (ska ha 15)</translation>
    </message>
    <message>
        <source>the opponent has {n} checkers (must be 15)</source>
        <translation>motståndaren har {n} brickor (ska ha 15)</translation>
    </message>
    <message>
        <source>point {point} (player on roll&apos;s numbering) holds checkers of both sides</source>
        <translation>fält {point} (numrerat som för spelaren som ska slå) har brickor från båda sidor</translation>
    </message>
    <message>
        <source>both sides have borne off all their checkers</source>
        <translation>båda sidor har spelat ut alla sina brickor</translation>
    </message>
    <message>
        <source>point must be 1..24, got {point}</source>
        <translation>fältet måste vara 1..24, fick {point}</translation>
    </message>
    <message>
        <source>there is nothing to read: the text is empty</source>
        <translation>det finns inget att läsa: texten är tom</translation>
    </message>
    <message>
        <source>there is a Match ID but no Position ID</source>
        <translation>det finns ett Match ID men inget Position ID</translation>
    </message>
    <message>
        <source>a Position ID is 14 characters, got {n}: {text}</source>
        <translation>ett Position ID är 14 tecken långt, men detta har {n}: {text}</translation>
    </message>
    <message>
        <source>this is not a position: expected a gnubg Position ID (14 characters), a Position ID and Match ID (14:12 characters), or an XGID; got {text}</source>
        <translation>detta är ingen ställning: väntade ett gnubg Position ID (14 tecken), ett Position ID och Match ID (14:12 tecken) eller ett XGID; fick {text}</translation>
    </message>
    <message>
        <source>the Position ID must be 14 characters, got {n}: {text}</source>
        <translation>Position ID måste vara 14 tecken långt, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Position ID is wrong: {reason}</source>
        <translation>Position ID är felaktigt: {reason}</translation>
    </message>
    <message>
        <source>the Match ID must be 12 characters, got {n}: {text}</source>
        <translation>Match ID måste vara 12 tecken långt, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Match ID is wrong: {reason}</source>
        <translation>Match ID är felaktigt: {reason}</translation>
    </message>
    <message>
        <source>the Match ID has a double offered with the doubler to answer it, which no game can be in</source>
        <translation>Match ID har en erbjuden dubblering som dubbleraren själv ska svara på, vilket inget parti kan befinna sig i</translation>
    </message>
    <message>
        <source>the Match ID has a double offered after the dice were rolled</source>
        <translation>Match ID har en dubblering erbjuden efter att tärningarna har slagits</translation>
    </message>
    <message>
        <source>the Match ID has a resignation offered, which a set-up position cannot hold</source>
        <translation>Match ID har ett erbjudet uppgivande, vilket en uppställd ställning inte kan innehålla</translation>
    </message>
    <message>
        <source>the Match ID is of a game that is over</source>
        <translation>Match ID är från ett parti som är slut</translation>
    </message>
    <message>
        <source>the Match ID&apos;s match length {length} is over {most}</source>
        <translation>matchlängden {length} i Match ID är över {most}</translation>
    </message>
    <message>
        <source>the Match ID&apos;s score {a}-{b} is not below its match length {length}</source>
        <translation>poängställningen {a}-{b} i Match ID är inte under dess matchlängd {length}</translation>
    </message>
    <message>
        <source>the Match ID marks the Crawford game, but no player is one point short of the match</source>
        <translation>Match ID markerar Crawfordpartiet, men ingen spelare saknar en poäng för att vinna matchen</translation>
    </message>
    <message>
        <source>the Match ID has one die rolled and not the other ({d1}, {d2})</source>
        <translation>Match ID har den ena tärningen slagen men inte den andra ({d1}, {d2})</translation>
    </message>
    <message>
        <source>the position is impossible: {reason}</source>
        <translation>ställningen är omöjlig: {reason}</translation>
    </message>
    <message>
        <source>the XGID gives a position no game can be in: {reason}</source>
        <translation>XGID ger en ställning som inget parti kan befinna sig i: {reason}</translation>
    </message>
    <message>
        <source>the Match ID gives a position no game can be in: {reason}</source>
        <translation>Match ID ger en ställning som inget parti kan befinna sig i: {reason}</translation>
    </message>
    <message>
        <source>the Position ID gives a position no game can be in: {reason}</source>
        <translation>Position ID ger en ställning som inget parti kan befinna sig i: {reason}</translation>
    </message>
    <message>
        <source>unknown action kind {kind}</source>
        <translation>okänd typ av handling {kind}</translation>
    </message>
    <message>
        <source>unknown outcome reason {reason}</source>
        <translation>okänd orsak till resultatet {reason}</translation>
    </message>
    <message>
        <source>action player must be 0 or 1, got {got}</source>
        <translation>handlingens spelare måste vara 0 eller 1, fick {got}</translation>
    </message>
    <message>
        <source>dice must be two ints 1..6, got {got}</source>
        <translation>tärningarna måste vara två heltal 1..6, fick {got}</translation>
    </message>
    <message>
        <source>a set-up position must be a Position, got {got}</source>
        <translation>en uppställd ställning måste vara en Position, fick {got}</translation>
    </message>
    <message>
        <source>the set-up position is not valid: {reason}</source>
        <translation>den uppställda ställningen är ogiltig: {reason}</translation>
    </message>
    <message>
        <source>the set-up position is already over: player {player} has borne off all 15 checkers</source>
        <translation>den uppställda ställningen är redan slut: spelare {player} har spelat ut alla 15 brickor</translation>
    </message>
    <message>
        <source>the player on roll must be 0 or 1, got {got}</source>
        <translation>spelaren som ska slå måste vara 0 eller 1, fick {got}</translation>
    </message>
    <message>
        <source>set-up dice must be two numbers 1..6, got {got}</source>
        <translation>uppställningens tärningar måste vara två tal 1..6, fick {got}</translation>
    </message>
    <message>
        <source>the cube value must be a power of two from 1 to {cap}, got {got}</source>
        <translation>kubens värde måste vara en tvåpotens från 1 till {cap}, fick {got}</translation>
    </message>
    <message>
        <source>the cube owner must be 0, 1 or None (in the middle), got {got}</source>
        <translation>kubens ägare måste vara 0, 1 eller None (i mitten), fick {got}</translation>
    </message>
    <message>
        <source>a cube at 1 is in the middle: nobody owns it before a double</source>
        <translation>en kub på 1 står i mitten: ingen äger den före en dubblering</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the first player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>uppställningen sätter {n} av första spelarens brickor på fälten och baren (högst {most})</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the second player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>uppställningen sätter {n} av andra spelarens brickor på fälten och baren (högst {most})</translation>
    </message>
    <message>
        <source>the set-up puts checkers of both players on one point (the first player&apos;s {point}-point, the second player&apos;s {other}-point)</source>
        <translation>uppställningen sätter brickor från båda spelarna på ett fält (första spelarens {point}-fält, andra spelarens {other}-fält)</translation>
    </message>
    <message>
        <source>game {game}, action {action}: {reason}</source>
        <translation>parti {game}, handling {action}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>parti {game}: {reason}</translation>
    </message>
    <message>
        <source>action {action}: {reason}</source>
        <translation>handling {action}: {reason}</translation>
    </message>
    <message>
        <source>cube_cap must be 0 (no cap) or a power of two &gt;= 2, got {got}</source>
        <translation>cube_cap måste vara 0 (ingen gräns) eller en tvåpotens &gt;= 2, fick {got}</translation>
    </message>
    <message>
        <source>automatic_doubles_limit must be &gt;= 0</source>
        <translation>automatic_doubles_limit måste vara &gt;= 0</translation>
    </message>
    <message>
        <source>variation must be one of {known}, got {got}</source>
        <translation>varianten måste vara en av {known}, fick {got}</translation>
    </message>
    <message>
        <source>{name} must be 0 to {most} seconds, got {got}</source>
        <translation>{name} måste vara från 0 till {most} sekunder, fick {got}</translation>
    </message>
    <message>
        <source>unknown rule options: {names}</source>
        <translation>okända regelval: {names}</translation>
    </message>
    <message>
        <source>rule option {name} must be true or false, got {got}</source>
        <translation>regelvalet {name} måste vara true eller false, fick {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a whole number, got {got}</source>
        <translation>regelvalet {name} måste vara ett heltal, fick {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a number, got {got}</source>
        <translation>regelvalet {name} måste vara ett tal, fick {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a text, got {got}</source>
        <translation>regelvalet {name} måste vara en text, fick {got}</translation>
    </message>
    <message>
        <source>no game has started</source>
        <translation>inget parti har börjat</translation>
    </message>
    <message>
        <source>{name} has played no move in this game to take back</source>
        <translation>{name} har inte spelat något drag i detta parti att ta tillbaka</translation>
    </message>
    <message>
        <source>{name} took back the drop</source>
        <translation>{name} tog tillbaka lämnandet av dubbleringen</translation>
    </message>
    <message>
        <source>{name} took back {play} (then {then})</source>
        <translation>{name} tog tillbaka {play} (och sedan {then})</translation>
    </message>
    <message>
        <source>{name} took back {play}</source>
        <translation>{name} tog tillbaka {play}</translation>
    </message>
    <message>
        <source>the turn is not complete: a die that must be played is unplayed</source>
        <translation>turen är inte klar: en tärning som måste spelas är inte spelad</translation>
    </message>
    <message>
        <source>no {die} is left to play</source>
        <translation>det finns ingen {die} kvar att spela</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {die} now</source>
        <translation>brickan på {point} kan inte flytta {die} nu</translation>
    </message>
    <message>
        <source>no move to undo this turn</source>
        <translation>inget drag att ångra denna tur</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {dice}</source>
        <translation>brickan på {point} kan inte flytta {dice}</translation>
    </message>
    <message>
        <source>no checker of the player on roll on point {point}</source>
        <translation>ingen bricka som tillhör spelaren som ska slå på fält {point}</translation>
    </message>
    <message>
        <source>checkers on the bar must enter first</source>
        <translation>brickor på baren måste in först</translation>
    </message>
    <message>
        <source>all dice are played</source>
        <translation>alla tärningar är spelade</translation>
    </message>
    <message>
        <source>{point} to off is not a legal move with {dice} left</source>
        <translation>{point} till ute är inte ett tillåtet drag med {dice} kvar</translation>
    </message>
    <message>
        <source>{point} to {to} is not a legal move with {dice} left</source>
        <translation>{point} till {to} är inte ett tillåtet drag med {dice} kvar</translation>
    </message>
    <message>
        <source>XGID: the {name} field must be a whole number, got {text}</source>
        <translation>XGID: fältet {name} måste vara ett heltal, fick {text}</translation>
    </message>
    <message>
        <source>XGID: the {name} must be {lo} to {hi}, got {value}</source>
        <translation>XGID: {name} måste vara från {lo} till {hi}, fick {value}</translation>
    </message>
    <message>
        <source>not an XGID: expected 26 board characters (- A-P a-p) then 9 fields, got {text}</source>
        <translation>inte ett XGID: väntade 26 brädtecken (- A-P a-p) och sedan 9 fält, fick {text}</translation>
    </message>
    <message>
        <source>XGID: expected 9 fields after the board, got {n}</source>
        <translation>XGID: väntade 9 fält efter brädet, fick {n}</translation>
    </message>
    <message>
        <source>XGID: the player to act must be 1 (X) or -1 (O), got 0</source>
        <translation>XGID: spelaren som ska agera måste vara 1 (X) eller -1 (O), fick 0</translation>
    </message>
    <message>
        <source>XGID: the dice must be two digits 1-6, 00 before the roll or D for a double offered, got {text}</source>
        <translation>XGID: tärningarna måste vara två siffror 1-6, 00 före slaget eller D för en erbjuden dubblering, fick {text}</translation>
    </message>
    <message>
        <source>XGID: the cube is on {value}, above its limit {cap}</source>
        <translation>XGID: kuben står på {value}, över gränsen {cap}</translation>
    </message>
    <message>
        <source>XGID: the Crawford game needs a player one point short of the match</source>
        <translation>XGID: Crawfordpartiet kräver en spelare som saknar en poäng för att vinna matchen</translation>
    </message>
    <message>
        <source>XGID: X checkers on O&apos;s bar (board character 1)</source>
        <translation>XGID: X-brickor på O:s bar (brädtecken 1)</translation>
    </message>
    <message>
        <source>XGID: O checkers on X&apos;s bar (board character 26)</source>
        <translation>XGID: O-brickor på X:s bar (brädtecken 26)</translation>
    </message>
    <message>
        <source>XGID: {side} has {total} checkers on the board, more than {most}</source>
        <translation>XGID: {side} har {total} brickor på brädet, fler än {most}</translation>
    </message>
    <message>
        <source>XGID: one side has borne off every checker; the game is over</source>
        <translation>XGID: ena sidan har spelat ut alla brickor; partiet är slut</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>okänd filtyp {ext}; använd en av {known}</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>inte en matchfil för backgammon (den liknar gnubgs textexport; exportera matchen som .mat eller SGF i stället)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like an eXtreme Gammon position, but its XGID line is not at the top)</source>
        <translation>inte en matchfil för backgammon (den liknar en eXtreme Gammon-ställning, men dess XGID-rad står inte överst)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>inte en matchfil för backgammon</translation>
    </message>
    <message>
        <source>unknown format {name}; use one of {known}</source>
        <translation>okänt format {name}; använd ett av {known}</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>resultatet</translation>
    </message>
    <message>
        <source>the resignation</source>
        <translation>uppgivandet</translation>
    </message>
    <message>
        <source>a {length}-point match is longer than the {most} points supported</source>
        <translation>en match till {length} poäng är längre än de {most} poäng som stöds</translation>
    </message>
    <message>
        <source>an action before the first game</source>
        <translation>en handling före det första partiet</translation>
    </message>
    <message>
        <source>more than {n} actions; this is not a real match file</source>
        <translation>fler än {n} handlingar; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>more than {n} actions in one game; this is not a real match file</source>
        <translation>fler än {n} handlingar i ett parti; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>{name}&apos;s roll has a legal play, but no move is written and no resignation follows</source>
        <translation>{name}s slag har ett tillåtet drag, men inget drag är skrivet och inget uppgivande följer</translation>
    </message>
    <message>
        <source>more than {n} games; this is not a real match file</source>
        <translation>fler än {n} partier; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>a game after the end of the match ({reason})</source>
        <translation>ett parti efter matchens slut ({reason})</translation>
    </message>
    <message>
        <source>the file marks this game as the Crawford game, the score says it is not; following the score</source>
        <translation>filen markerar detta parti som Crawford-partiet, poängställningen säger att det inte är det; poängställningen följs</translation>
    </message>
    <message>
        <source>the file does not mark this game as the Crawford game, the score says it is; following the score</source>
        <translation>filen markerar inte detta parti som Crawford-partiet, poängställningen säger att det är det; poängställningen följs</translation>
    </message>
    <message>
        <source>the file gives the score as {given}, the results of the games before make it {replayed}</source>
        <translation>filen anger poängställningen som {given}, resultaten av de föregående partierna ger {replayed}</translation>
    </message>
    <message>
        <source>this game has no result, but another game follows</source>
        <translation>detta parti har inget resultat, men ett annat parti följer</translation>
    </message>
    <message>
        <source>a roll before the first game</source>
        <translation>ett slag före det första partiet</translation>
    </message>
    <message>
        <source>dice {dice} are not two numbers 1..6</source>
        <translation>tärningarna {dice} är inte två tal 1..6</translation>
    </message>
    <message>
        <source>the set-up gives {name} the dice {dice}, but the first move is {mover}&apos;s {rolled}</source>
        <translation>uppställningen ger {name} tärningarna {dice}, men det första draget är {mover}s {rolled}</translation>
    </message>
    <message>
        <source>{dice} has no legal play here, but the file plays {play}</source>
        <translation>{dice} har inget tillåtet drag här, men filen spelar {play}</translation>
    </message>
    <message>
        <source>the opening roll cannot be a double ({dice}): each player rolls one die and ties are rolled again</source>
        <translation>öppningsslaget kan inte vara ett dubbelslag ({dice}): varje spelare slår en tärning, och vid lika slås det om</translation>
    </message>
    <message>
        <source>cannot read the move {play}: point numbers are written with the digits 0-9</source>
        <translation>kan inte läsa draget {play}: fältnummer skrivs med siffrorna 0-9</translation>
    </message>
    <message>
        <source>a move and a resignation in one cell</source>
        <translation>ett drag och ett uppgivande i samma cell</translation>
    </message>
    <message>
        <source>{what} before the first game</source>
        <translation>{what} före det första partiet</translation>
    </message>
    <message>
        <source>a double in the Crawford game: the file breaks the Crawford rule; read as a match without the Crawford rule</source>
        <translation>en dubblering i Crawford-partiet: filen bryter mot Crawford-regeln; läst som en match utan Crawford-regeln</translation>
    </message>
    <message>
        <source>the file writes the cube as {value}, it is {expected}</source>
        <translation>filen skriver kuben som {value}, den är {expected}</translation>
    </message>
    <message>
        <source>{what} gives {points} points at cube {cube}: not a single, gammon or backgammon; recorded as a resignation worth {value} ({worth} points), as gnubg reads it</source>
        <translation>{what} ger {points} poäng med kuben på {cube}: varken ett enkelt parti, en gammon eller en backgammon; registrerat som ett uppgivande värt {value} ({worth} poäng), så som gnubg läser det</translation>
    </message>
    <message>
        <source>an answer to a resignation that was not offered</source>
        <translation>ett svar på ett uppgivande som inte erbjöds</translation>
    </message>
    <message>
        <source>{what} gives {points} points, which no game can score</source>
        <translation>{what} ger {points} poäng, vilket inget parti kan ge</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won 1 point; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} säger att spelare {winner} ({name}) vann 1 poäng; partiet så som det spelades ger spelare {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won {points} points; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} säger att spelare {winner} ({name}) vann {points} poäng; partiet så som det spelades ger spelare {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says the loser resigned, but the game ended by {how}</source>
        <translation>{what} säger att förloraren gav upp, men partiet slutade genom {how}</translation>
    </message>
    <message>
        <source>{what} ends a game before its opening roll: read as a resignation before the game began</source>
        <translation>{what} avslutar ett parti före dess öppningsslag: läst som ett uppgivande innan partiet började</translation>
    </message>
    <message>
        <source>{what} follows a double with no answer; taken as a drop</source>
        <translation>{what} följer på en dubblering utan svar; tolkat som att lämna</translation>
    </message>
    <message>
        <source>{what} names player {winner} as the winner, but player {winner} has a double to answer</source>
        <translation>{what} anger spelare {winner} som vinnare, men spelare {winner} ska svara på en dubblering</translation>
    </message>
    <message>
        <source>{what} gives a winner, but the game is not over; taken as a resignation</source>
        <translation>{what} anger en vinnare, men partiet är inte slut; tolkat som ett uppgivande</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>filen innehåller inget parti</translation>
    </message>
    <message>
        <source>move by player {player}, but player {actor} is to act</source>
        <translation>drag av spelare {player}, men det är spelare {actor} som ska agera</translation>
    </message>
    <message>
        <source>a move by player {player} without a roll before it</source>
        <translation>ett drag av spelare {player} utan ett slag före det</translation>
    </message>
    <message>
        <source>{what} holds the control character {char}, which a text match file cannot hold</source>
        <translation>{what} innehåller styrtecknet {char}, som en textmatchfil inte kan innehålla</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>texten</translation>
    </message>
    <message>
        <source>the name {name} holds a line break</source>
        <translation>namnet {name} innehåller en radbrytning</translation>
    </message>
    <message>
        <source>the name {name}</source>
        <translation>namnet {name}</translation>
    </message>
    <message>
        <source>no such file ({path})</source>
        <translation>filen finns inte ({path})</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>detta är en mapp, inte en fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>åtkomst nekad</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>filen kan inte läsas ({error})</translation>
    </message>
    <message>
        <source>the file is larger than {n} MB; no match file is that big</source>
        <translation>filen är större än {n} MB; ingen matchfil är så stor</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>filen börjar som UTF-16-text men är det inte</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen är tom</translation>
    </message>
    <message>
        <source>this is a binary file, not text (byte {byte} at offset {offset})</source>
        <translation>detta är en binärfil, inte text (byte {byte} vid position {offset})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 (byte {byte} at offset {offset})</source>
        <translation>texten är varken UTF-8 eller Windows-1252 (byte {byte} vid position {offset})</translation>
    </message>
    <message>
        <source>cannot write the file ({error})</source>
        <translation>filen kan inte skrivas ({error})</translation>
    </message>
    <message>
        <source>{what} {number} is absurdly large</source>
        <translation>värdet {number} för {what} är absurt stort</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan inte läsa {text}</translation>
    </message>
    <message>
        <source>cannot split this line into two columns</source>
        <translation>denna rad kan inte delas i två kolumner</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions in one game; this is not a real match file</source>
        <translation>fler än {n} drag och kubhandlingar i ett parti; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>the line is {n} characters long; no match file has lines of more than {most}</source>
        <translation>raden är {n} tecken lång; ingen matchfil har rader på mer än {most}</translation>
    </message>
    <message>
        <source>the variant {name} is not supported (only backgammon and nackgammon)</source>
        <translation>varianten {name} stöds inte (bara backgammon och nackgammon)</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>matchlängden</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>inte en matchfil för backgammon (ingen rad &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>cannot read {text} before the first &apos;Game&apos; line</source>
        <translation>kan inte läsa {text} före den första &apos;Game&apos;-raden</translation>
    </message>
    <message>
        <source>expected the score line &apos;name : score   name : score&apos;, found {text}</source>
        <translation>väntade poängraden &apos;name : score   name : score&apos;, hittade {text}</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>poängställningen</translation>
    </message>
    <message>
        <source>the move number</source>
        <translation>dragnumret</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions; this is not a real match file</source>
        <translation>fler än {n} drag och kubhandlingar; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>an empty name, which gnubg cannot read in a .mat file (gnubg 1.07 aborts on it)</source>
        <translation>ett tomt namn, som gnubg inte kan läsa i en .mat-fil (gnubg 1.07 avbryter på det)</translation>
    </message>
    <message>
        <source>the name {name} holds a &apos;:&apos;, which ends a name in a .mat file</source>
        <translation>namnet {name} innehåller ett &apos;:&apos;, som avslutar ett namn i en .mat-fil</translation>
    </message>
    <message>
        <source>the name {name} holds a line break or another control character</source>
        <translation>namnet {name} innehåller en radbrytning eller ett annat styrtecken</translation>
    </message>
    <message>
        <source>the name {name} starts or ends with a blank, which a .mat file drops</source>
        <translation>namnet {name} börjar eller slutar med ett blanksteg, som en .mat-fil utelämnar</translation>
    </message>
    <message>
        <source>the name {name} ends in &apos;,&apos; and digits, which a .mat file reads as a rating</source>
        <translation>namnet {name} slutar med &apos;,&apos; och siffror, som en .mat-fil läser som en rating</translation>
    </message>
    <message>
        <source>the name {name} is {n} characters long; a .mat file holds at most {most} (gnubg reads no more)</source>
        <translation>namnet {name} är {n} tecken långt; en .mat-fil rymmer högst {most} (gnubg läser inte fler)</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>filen har en rad med matchlängden men inget parti</translation>
    </message>
    <message>
        <source>the score line names {a} and {b}, the first game {first_a} and {first_b}</source>
        <translation>poängraden nämner {a} och {b}, det första partiet {first_a} och {first_b}</translation>
    </message>
    <message>
        <source>the number of points</source>
        <translation>antalet poäng</translation>
    </message>
    <message>
        <source>{text}: {points} points is absurd</source>
        <translation>{text}: {points} poäng är absurt</translation>
    </message>
    <message>
        <source>a second result {text} is ignored</source>
        <translation>ett andra resultat {text} ignoreras</translation>
    </message>
    <message>
        <source>{text} after the result of the game</source>
        <translation>{text} efter partiets resultat</translation>
    </message>
    <message>
        <source>{glued} after the move {move} is not a move; ignored</source>
        <translation>{glued} efter draget {move} är inte ett drag; ignoreras</translation>
    </message>
    <message>
        <source>raccoons (a redouble after a beaver) are not supported</source>
        <translation>raccoons (en redubblering efter en beaver) stöds inte</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>kubens värde</translation>
    </message>
    <message>
        <source>the player who resigned after rolling (&apos;???&apos;) is written as the winner</source>
        <translation>spelaren som gav upp efter att ha slagit (&apos;???&apos;) står som vinnare</translation>
    </message>
    <message>
        <source>&apos;and the match&apos; is written, but the match is not over after this game</source>
        <translation>&apos;and the match&apos; är skrivet, men matchen är inte slut efter detta parti</translation>
    </message>
    <message>
        <source>the game ends without a &apos;Wins&apos; line</source>
        <translation>partiet slutar utan en &apos;Wins&apos;-rad</translation>
    </message>
    <message>
        <source>&apos;Losses {points} point(s)&apos; disagrees with the result of the game</source>
        <translation>&apos;Losses {points} point(s)&apos; stämmer inte med partiets resultat</translation>
    </message>
    <message>
        <source>{problem}; save the match as .sgf or .bgqt</source>
        <translation>{problem}; spara matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>{problem}; save the match as .bgqt</source>
        <translation>{problem}; spara matchen som .bgqt</translation>
    </message>
    <message>
        <source>the game starts from a set-up position, which a .mat file cannot hold; save the match as .sgf or .bgqt</source>
        <translation>partiet börjar från en uppställd ställning, som en .mat-fil inte kan innehålla; spara matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>the match starts at {score} after its Crawford game, which a .mat file cannot say (its first game would read as the Crawford game); save the match as .sgf or .bgqt</source>
        <translation>matchen börjar vid {score} efter sitt Crawfordparti, vilket en .mat-fil inte kan uttrycka (dess första parti skulle läsas som Crawfordpartiet); spara matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>cannot write this record: {reason}</source>
        <translation>detta protokoll kan inte skrivas: {reason}</translation>
    </message>
    <message>
        <source>side_lines must be an object with a version number</source>
        <translation>side_lines måste vara ett objekt med ett versionsnummer</translation>
    </message>
    <message>
        <source>side_lines.lines must be a list</source>
        <translation>side_lines.lines måste vara en lista</translation>
    </message>
    <message>
        <source>a side line must be an object with actions</source>
        <translation>en sidolinje måste vara ett objekt med handlingar</translation>
    </message>
    <message>
        <source>bad side line {text}: {reason}</source>
        <translation>felaktig sidolinje {text}: {reason}</translation>
    </message>
    <message>
        <source>{name} must be text, got {got}</source>
        <translation>{name} måste vara text, fick {got}</translation>
    </message>
    <message>
        <source>an action&apos;s player must be 0 or 1 (or -1 for a tied opening roll), got {got}</source>
        <translation>en handlings spelare måste vara 0 eller 1 (eller -1 för ett oavgjort öppningsslag), fick {got}</translation>
    </message>
    <message>
        <source>an action&apos;s dice must be two whole numbers, got {got}</source>
        <translation>en handlings tärningar måste vara två heltal, fick {got}</translation>
    </message>
    <message>
        <source>an action&apos;s value must be a whole number, got {got}</source>
        <translation>en handlings värde måste vara ett heltal, fick {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number {lo}..{hi}, got {got}</source>
        <translation>{name} måste vara ett heltal {lo}..{hi}, fick {got}</translation>
    </message>
    <message>
        <source>the file has a wrong shape ({kind}: {detail})</source>
        <translation>filen har fel uppbyggnad ({kind}: {detail})</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>inte giltig JSON ({detail})</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>JSON är nästlad för djupt</translation>
    </message>
    <message>
        <source>not a backgammon-qt match file</source>
        <translation>inte en matchfil för backgammon-qt</translation>
    </message>
    <message>
        <source>the file has no version number</source>
        <translation>filen har inget versionsnummer</translation>
    </message>
    <message>
        <source>the file is from a newer backgammon-qt (format version {version}; this program reads up to {most})</source>
        <translation>filen är från en nyare backgammon-qt (formatversion {version}; detta program läser upp till {most})</translation>
    </message>
    <message>
        <source>players must be two names</source>
        <translation>players måste vara två namn</translation>
    </message>
    <message>
        <source>rules must be an object</source>
        <translation>rules måste vara ett objekt</translation>
    </message>
    <message>
        <source>rules: {reason}</source>
        <translation>reglerna: {reason}</translation>
    </message>
    <message>
        <source>info must map names to text</source>
        <translation>info måste koppla namn till text</translation>
    </message>
    <message>
        <source>games must be a list of at most {n}</source>
        <translation>games måste vara en lista med högst {n} element</translation>
    </message>
    <message>
        <source>a game must be an object</source>
        <translation>ett parti måste vara ett objekt</translation>
    </message>
    <message>
        <source>score_before must be two numbers</source>
        <translation>score_before måste vara två tal</translation>
    </message>
    <message>
        <source>actions must be a list of at most {n}</source>
        <translation>actions måste vara en lista med högst {n} element</translation>
    </message>
    <message>
        <source>an action must be an object</source>
        <translation>en handling måste vara ett objekt</translation>
    </message>
    <message>
        <source>bad action {action}: {reason}</source>
        <translation>felaktig handling {action}: {reason}</translation>
    </message>
    <message>
        <source>an outcome must be an object or null</source>
        <translation>ett resultat måste vara ett objekt eller null</translation>
    </message>
    <message>
        <source>the outcome has no {field}</source>
        <translation>resultatet har inget {field}</translation>
    </message>
    <message>
        <source>crawford must be true or false</source>
        <translation>crawford måste vara true eller false</translation>
    </message>
    <message>
        <source>turn_moves must be a list of at most 4 [from, to] pairs</source>
        <translation>turn_moves måste vara en lista med högst 4 par [from, to]</translation>
    </message>
    <message>
        <source>turn_moves must be [from, to] pairs</source>
        <translation>turn_moves måste vara par [from, to]</translation>
    </message>
    <message>
        <source>clock_banks must be two numbers of seconds</source>
        <translation>clock_banks måste vara två antal sekunder</translation>
    </message>
    <message>
        <source>orientations must be two of &quot;right&quot;/&quot;left&quot;</source>
        <translation>orientations måste vara två av &quot;right&quot;/&quot;left&quot;</translation>
    </message>
    <message>
        <source>analysis must be an object with a version number</source>
        <translation>analysis måste vara ett objekt med ett versionsnummer</translation>
    </message>
    <message>
        <source>rollouts must be a list of objects with a version number</source>
        <translation>rollouts måste vara en lista av objekt med ett versionsnummer</translation>
    </message>
    <message>
        <source>missing field {field}</source>
        <translation>fältet {field} saknas</translation>
    </message>
    <message>
        <source>setup: {field} {why}</source>
        <translation>uppställningen: {field} {why}</translation>
    </message>
    <message>
        <source>setup must be an object</source>
        <translation>setup måste vara ett objekt</translation>
    </message>
    <message>
        <source>is not a set-up field</source>
        <translation>är inte ett fält i uppställningen</translation>
    </message>
    <message>
        <source>must be a gnubg Position ID, got {got}</source>
        <translation>måste vara ett gnubg Position ID, fick {got}</translation>
    </message>
    <message>
        <source>is not a Position ID ({reason})</source>
        <translation>är inte ett Position ID ({reason})</translation>
    </message>
    <message>
        <source>setup: {reason}</source>
        <translation>uppställningen: {reason}</translation>
    </message>
    <message>
        <source>more than {n} SGF game trees; this is not a real match file</source>
        <translation>fler än {n} SGF-spelträd; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>more than {n} SGF {what}; this is not a real match file</source>
        <translation>fler än {n} SGF-element ({what}); detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>not SGF: unexpected {text}</source>
        <translation>inte SGF: oväntat {text}</translation>
    </message>
    <message>
        <source>SGF variations nested more than {n} deep</source>
        <translation>SGF-varianter nästlade mer än {n} nivåer djupt</translation>
    </message>
    <message>
        <source>not SGF: &apos;)&apos; without &apos;(&apos;</source>
        <translation>inte SGF: &apos;)&apos; utan &apos;(&apos;</translation>
    </message>
    <message>
        <source>an empty SGF game tree</source>
        <translation>ett tomt SGF-spelträd</translation>
    </message>
    <message>
        <source>not SGF: a node outside a game tree</source>
        <translation>inte SGF: en nod utanför ett spelträd</translation>
    </message>
    <message>
        <source>more than {n} SGF nodes in one game; this is not a real match file</source>
        <translation>fler än {n} SGF-noder i ett parti; detta är ingen riktig matchfil</translation>
    </message>
    <message>
        <source>not SGF: a property outside a node</source>
        <translation>inte SGF: en egenskap utanför en nod</translation>
    </message>
    <message>
        <source>not SGF: a value without a property name</source>
        <translation>inte SGF: ett värde utan ett egenskapsnamn</translation>
    </message>
    <message>
        <source>the value of {name} is not closed with &apos;]&apos;</source>
        <translation>värdet av {name} är inte avslutat med &apos;]&apos;</translation>
    </message>
    <message>
        <source>the SGF ends inside a game tree (a &apos;)&apos; is missing)</source>
        <translation>SGF-texten slutar inne i ett spelträd (en &apos;)&apos; saknas)</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>inget SGF-spelträd i filen</translation>
    </message>
    <message>
        <source>MI[{value}] is absurdly large</source>
        <translation>MI[{value}] är absurt stort</translation>
    </message>
    <message>
        <source>not a backgammon match file: an SGF file for {kind} (GM[{gm}]; backgammon is GM[6])</source>
        <translation>inte en matchfil för backgammon: en SGF-fil för {kind} (GM[{gm}]; backgammon är GM[6])</translation>
    </message>
    <message>
        <source>MI[ws:{white}][bs:{black}]: the scores are absurd</source>
        <translation>MI[ws:{white}][bs:{black}]: poängen är absurda</translation>
    </message>
    <message>
        <source>game tree {tree} says MI[game:{number}] (games are numbered from 0)</source>
        <translation>partiträd {tree} säger MI[game:{number}] (partier numreras från 0)</translation>
    </message>
    <message>
        <source>PW[{white}] and PB[{black}] differ from the first game&apos;s players</source>
        <translation>PW[{white}] och PB[{black}] skiljer sig från det första partiets spelare</translation>
    </message>
    <message>
        <source>MI[length:{given}] differs from the first game&apos;s {length}</source>
        <translation>MI[length:{given}] skiljer sig från det första partiets {length}</translation>
    </message>
    <message>
        <source>the game tree has variations; only the main line is read</source>
        <translation>partiträdet har varianter; bara huvudlinjen läses</translation>
    </message>
    <message>
        <source>a set-up ({props}) after the game&apos;s first move is not supported</source>
        <translation>en uppställning ({props}) efter partiets första drag stöds inte</translation>
    </message>
    <message>
        <source>a game starting with the cube at {cube} (CV[{cube}], automatic doubles) is not supported</source>
        <translation>ett parti som börjar med kuben på {cube} (CV[{cube}], automatiska dubbleringar) stöds inte</translation>
    </message>
    <message>
        <source>{ident}[{value}]: {reason}</source>
        <translation>{ident}[{value}]: {reason}</translation>
    </message>
    <message>
        <source>{prop}[{value}]: gnubg&apos;s analysis here cannot be read; it is left out</source>
        <translation>{prop}[{value}]: gnubgs analys här kan inte läsas; den har utelämnats</translation>
    </message>
    <message>
        <source>PL[{value}] names no player (W or B)</source>
        <translation>PL[{value}] anger ingen spelare (W eller B)</translation>
    </message>
    <message>
        <source>DI[{value}] is not two dice 1..6</source>
        <translation>DI[{value}] är inte två tärningar 1..6</translation>
    </message>
    <message>
        <source>CV[{value}] is not a cube value</source>
        <translation>CV[{value}] är inte ett kubvärde</translation>
    </message>
    <message>
        <source>{ident}[{value}] names no cube position (c, w, b or n)</source>
        <translation>{ident}[{value}] anger ingen plats för kuben (c, w, b eller n)</translation>
    </message>
    <message>
        <source>CP[{cp}] and CO[{co}] put the cube in different places</source>
        <translation>CP[{cp}] och CO[{co}] placerar kuben på olika ställen</translation>
    </message>
    <message>
        <source>the set-up does not say who is on roll (no PL[W] or PL[B], and no move follows)</source>
        <translation>uppställningen säger inte vem som ska slå (inget PL[W] eller PL[B], och inget drag följer)</translation>
    </message>
    <message>
        <source>DI[{value}] after the end of the game</source>
        <translation>DI[{value}] efter partiets slut</translation>
    </message>
    <message>
        <source>not a point (a..x) or the bar (y)</source>
        <translation>inte ett fält (a..x) eller baren (y)</translation>
    </message>
    <message>
        <source>{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off</source>
        <translation>{letter} är inte ett fält (a..x) eller baren (y); brickor som inte är placerade är utspelade</translation>
    </message>
    <message>
        <source>the range {lo}:{hi} runs backwards</source>
        <translation>intervallet {lo}:{hi} går baklänges</translation>
    </message>
    <message>
        <source>cannot read the move {text}</source>
        <translation>kan inte läsa draget {text}</translation>
    </message>
    <message>
        <source>RE[{value}] is not a result this program reads</source>
        <translation>RE[{value}] är inte ett resultat som detta program läser</translation>
    </message>
    <message>
        <source>RE[{value}] gives no points</source>
        <translation>RE[{value}] anger inga poäng</translation>
    </message>
    <message>
        <source>RE[{value}]: the points are absurd</source>
        <translation>RE[{value}]: poängen är absurda</translation>
    </message>
    <message>
        <source>eXtreme Gammon position: {reason}</source>
        <translation>eXtreme Gammon-ställning: {reason}</translation>
    </message>
    <message>
        <source>eXtreme Gammon position text is read only; save as .bgqt or .sgf</source>
        <translation>eXtreme Gammon-ställningstext kan bara läsas; spara som .bgqt eller .sgf</translation>
    </message>
    <message>
        <source>the analysis data is not an object</source>
        <translation>analysdata är inte ett objekt</translation>
    </message>
    <message>
        <source>the analysis is version {version}; this program reads version {ours} and older: update the program to read it</source>
        <translation>analysen är version {version}; detta program läser version {ours} och äldre: uppdatera programmet för att läsa den</translation>
    </message>
    <message>
        <source>gnubg&apos;s analysis must be read together with its match</source>
        <translation>gnubgs analys måste läsas tillsammans med sin match</translation>
    </message>
    <message>
        <source>the analysis data is not valid: {detail}</source>
        <translation>analysdata är ogiltiga: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis is not valid: {detail}</source>
        <translation>beslut {n} i analysen är ogiltigt: {detail}</translation>
    </message>
    <message>
        <source>roll {n} of the analysis is not valid: {detail}</source>
        <translation>slag {n} i analysen är ogiltigt: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis names a game, action or player the match does not have</source>
        <translation>beslut {n} i analysen nämner ett parti, en handling eller en spelare som matchen inte har</translation>
    </message>
    <message>
        <source>roll {n} of the analysis names a game, action or player the match does not have</source>
        <translation>slag {n} i analysen nämner ett parti, en handling eller en spelare som matchen inte har</translation>
    </message>
    <message>
        <source>the gnubg analysis data is not valid</source>
        <translation>gnubg-analysdata är ogiltiga</translation>
    </message>
    <message>
        <source>the gnubg analysis does not fit the match: {reason}</source>
        <translation>gnubg-analysen passar inte matchen: {reason}</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>godtagande av uppgivande</translation>
    </message>
    <message>
        <source>bearoff</source>
        <translation>utspel</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>krav på vinst på tid</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>avböjande av uppgivande</translation>
    </message>
    <message>
        <source>double</source>
        <translation>dubblering</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>dubblering</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>lämnande av dubblering</translation>
    </message>
    <message>
        <source>move</source>
        <translation>drag</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>drag</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>öppningsslag</translation>
    </message>
    <message>
        <source>over</source>
        <translation>slut</translation>
    </message>
    <message>
        <source>resign</source>
        <translation>uppgivande</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>uppgivande</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slag</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>före slaget</translation>
    </message>
    <message>
        <source>take</source>
        <translation>godtagande av dubblering</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Open match</source>
        <translation>Öppna match</translation>
    </message>
    <message>
        <source>Opening {name} was cancelled.</source>
        <translation>Öppnandet av {name} avbröts.</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Spara match</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersätt</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Spara som...</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Spara match som</translation>
    </message>
    <message>
        <source>The match cannot be saved as {name}.

{error}</source>
        <translation>Matchen kan inte sparas som {name}.

{error}</translation>
    </message>
    <message>
        <source>The analysis of this match will not be in the file.</source>
        <translation>Analysen av denna match kommer inte med i filen.</translation>
    </message>
    <message numerus="yes">
        <source>The %n rollout(s) kept with this match will not be in the file.</source>
        <translation>
            <numerusform>Den %n rollout som är sparad med denna match kommer inte med i filen.</numerusform>
            <numerusform>De %n rollouts som är sparade med denna match kommer inte med i filen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as {name} anyway? (.bgqt keeps everything.)</source>
        <translation>Spara som {name} ändå? (.bgqt sparar allt.)</translation>
    </message>
    <message>
        <source>The match could not be saved.

{error}</source>
        <translation>Matchen kunde inte sparas.

{error}</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Återuppta match</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.mat *.txt *.sgf);;backgammon-qt match (*.bgqt);;Jellyfish match text (*.mat *.txt);;gnubg SGF (*.sgf);;All files (*)</source>
        <translation>Matchfiler (*.bgqt *.mat *.txt *.sgf);;backgammon-qt-match (*.bgqt);;Jellyfish-matchtext (*.mat *.txt);;gnubg SGF (*.sgf);;Alla filer (*)</translation>
    </message>
    <message>
        <source>backgammon-qt match (*.bgqt)</source>
        <translation>backgammon-qt-match (*.bgqt)</translation>
    </message>
    <message>
        <source>Jellyfish match text (*.mat)</source>
        <translation>Jellyfish-matchtext (*.mat)</translation>
    </message>
    <message>
        <source>gnubg SGF (*.sgf)</source>
        <translation>gnubg SGF (*.sgf)</translation>
    </message>
    <message>
        <source>A .mat file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules and the starting position (standard or Nackgammon), but not the other rule options, a declined resignation, the turn in progress, the clocks or the board orientation.</source>
        <translation>En .mat-fil sparar dragen, kubhandlingarna, resultaten, Crawford- och Jacobyreglerna och utgångsställningen (vanlig eller Nackgammon), men inte de andra regelvalen, ett avböjt uppgivande, turen som pågår, klockorna eller brädets riktning.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules, the cube and the starting position (standard or Nackgammon), but not the other rule options, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>En SGF-fil sparar dragen, kubhandlingarna, resultaten, Crawford- och Jacobyreglerna, kuben och utgångsställningen (vanlig eller Nackgammon), men inte de andra regelvalen, uppgivanden som drag, turen som pågår, klockorna eller brädets riktning.</translation>
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
        <translation>{file}, rad {line}: {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}): {reason}</source>
        <translation>{file} (parti {game}): {reason}</translation>
    </message>
    <message>
        <source>{file} (move {move}): {reason}</source>
        <translation>{file} (drag {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}): {reason}</source>
        <translation>{file}, rad {line} (parti {game}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (move {move}): {reason}</source>
        <translation>{file}, rad {line} (drag {move}): {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}, move {move}): {reason}</source>
        <translation>{file} (parti {game}, drag {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}, move {move}): {reason}</source>
        <translation>{file}, rad {line} (parti {game}, drag {move}): {reason}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>rad {line}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>parti {game}: {reason}</translation>
    </message>
    <message>
        <source>move {move}: {reason}</source>
        <translation>drag {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}): {reason}</source>
        <translation>rad {line} (parti {game}): {reason}</translation>
    </message>
    <message>
        <source>line {line} (move {move}): {reason}</source>
        <translation>rad {line} (drag {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, move {move}: {reason}</source>
        <translation>parti {game}, drag {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}, move {move}): {reason}</source>
        <translation>rad {line} (parti {game}, drag {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, line {line}: {reason}</source>
        <translation>parti {game}, rad {line}: {reason}</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>The best plays, best first, or the cube actions with their equities; the arrow keys select a play to see it on the board, Enter or a double click plays it.</source>
        <translation>De bästa dragen, bäst först, eller kubbesluten med sin equity; piltangenterna väljer ett drag för att visa det på brädet, Enter eller ett dubbelklick spelar det.</translation>
    </message>
    <message>
        <source>Roll out the plays</source>
        <translation>Kör rollout av dragen</translation>
    </message>
    <message>
        <source>Roll out the best plays shown (in the rollout panel)</source>
        <translation>Gör en rollout av de bästa dragen som visas (i rolloutpanelen)</translation>
    </message>
    <message>
        <source>Roll out the cube</source>
        <translation>Kör rollout av kubbeslutet</translation>
    </message>
    <message>
        <source>Roll out the cube decision before the roll: no double, double/take, double/pass (in the rollout panel)</source>
        <translation>Gör en rollout av kubbeslutet före slaget: ingen dubblering, dubblering/ta, dubblering/lämna (i rolloutpanelen)</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint: the cube action before the roll, the best plays after it.</source>
        <translation>Tryck Ctrl+H för ett tips: kubbeslutet före slaget, de bästa dragen efter det.</translation>
    </message>
    <message>
        <source>No hint now: a hint is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Inget tips nu: ett tips är för spelaren som ska agera, före eller efter slaget, eller när det har dubblerats.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tänker…</translation>
    </message>
    <message>
        <source>No analysis now: it is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Ingen analys nu: den är för spelaren som ska agera, före eller efter slaget, eller när det har dubblerats.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserar…</translation>
    </message>
    <message>
        <source>No hint could be worked out. {reason}</source>
        <translation>Inget tips kunde tas fram. {reason}</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint.</source>
        <translation>Tryck Ctrl+H för ett tips.</translation>
    </message>
    <message>
        <source>Plays from the start of the turn; take back this turn&apos;s moves (Ctrl+Z) to see one on the board.</source>
        <translation>Dragen gäller från turens början; ta tillbaka turens drag (Ctrl+Z) för att se ett av dem på brädet.</translation>
    </message>
    <message>
        <source>Select a play to see it on the board.</source>
        <translation>Välj ett drag för att se det på brädet.</translation>
    </message>
    <message>
        <source>{name} to play {dice}: the best plays, best first.</source>
        <translation>{name} ska spela {dice}: de bästa dragen, bäst först.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(inget drag)</translation>
    </message>
    <message>
        <source>Chances after {play} (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Chanser efter {play} (utan kub): vinna {w}, vinna en gammon {wg}, förlora en gammon {lg}.</translation>
    </message>
    <message>
        <source>No cube decision: doubling is not possible now.</source>
        <translation>Inget kubbeslut: det går inte att dubblera nu.</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beavra</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>lämna</translation>
    </message>
    <message>
        <source>take</source>
        <translation>ta</translation>
    </message>
    <message>
        <source>{name}, you should {answer} (the proper cube action is “{proper}”).</source>
        <translation>{name}, du bör {answer} (rätt kubbeslut är ”{proper}”).</translation>
    </message>
    <message>
        <source>Proper cube action: {proper}.</source>
        <translation>Rätt kubbeslut: {proper}.</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubbeslut</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Ingen dubblering</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dubblering, ta</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dubblering, lämna</translation>
    </message>
    <message>
        <source>Not the opponent&apos;s best answer to a double, so not a choice of yours</source>
        <translation>Inte motståndarens bästa svar på en dubblering, alltså inte ditt val</translation>
    </message>
    <message>
        <source>Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Equity för {name}, som ska slå. Chanser (utan kub): vinna {w}, vinna gammon {wg}, förlora gammon {lg}.</translation>
    </message>
    <message>
        <source>Before the roll: no cube decision (doubling was not possible).</source>
        <translation>Före slaget: inget kubbeslut (det gick inte att dubblera).</translation>
    </message>
    <message>
        <source>Before the roll: {proper} (no double {nd}, double/take {dt}, double/pass {dp}).</source>
        <translation>Före slaget: {proper} (ingen dubblering {nd}, dubblering/ta {dt}, dubblering/lämna {dp}).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinst</translation>
    </message>
    <message>
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>F g</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Draget</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s)</source>
        <translation>Equity efter draget (för spelaren som slår)</translation>
    </message>
    <message>
        <source>Equity minus the best play&apos;s</source>
        <translation>Equity minus det bästa dragets</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chans att vinna</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon</source>
        <translation>Chans att vinna en gammon eller backgammon</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon</source>
        <translation>Chans att förlora en gammon eller backgammon</translation>
    </message>
    <message>
        <source>No double, take</source>
        <translation>Ingen dubblering, ta</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>För bra för att dubblera, lämna</translation>
    </message>
    <message>
        <source>Too good to double, take</source>
        <translation>För bra för att dubblera, ta</translation>
    </message>
    <message>
        <source>Double, beaver</source>
        <translation>Dubblering, beaver</translation>
    </message>
</context>
<context>
    <name>KeysDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tangentbord</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>På brädet</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>A new language applies when backgammon-qt is started again.</source>
        <translation>Ett nytt språk gäller när backgammon-qt startas igen.</translation>
    </message>
    <message>
        <source>The language will change at the next start.</source>
        <translation>Språket byts vid nästa start.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>What to do</source>
        <translation>Vad som ska göras</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nyheter</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Huvud</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: press {key} to go back to the game.</source>
        <translation>Du tittar på en tidigare ställning: tryck på {key} för att gå tillbaka till partiet.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials done with the match; otherwise they are dropped.</source>
        <translation>En rollout av den pågår: Spara den först stoppar den och behåller de gjorda försöken med matchen; annars kastas de.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a backgammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vill du erbjuda att ge upp en backgammon (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
            <numerusform>{name}, vill du erbjuda att ge upp en backgammon (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vill du erbjuda att ge upp en gammon (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
            <numerusform>{name}, vill du erbjuda att ge upp en gammon (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a single game (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vill du erbjuda att ge upp ett enkelt parti (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
            <numerusform>{name}, vill du erbjuda att ge upp ett enkelt parti (%n poäng med denna kub)? Motståndaren godtar eller avböjer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Inte autosparad</translation>
    </message>
    <message>
        <source>The match in progress</source>
        <translation>Matchen som pågår</translation>
    </message>
    <message>
        <source>Save it first to go on with it later.</source>
        <translation>Spara den först för att fortsätta den senare.</translation>
    </message>
    <message>
        <source>Save it first...</source>
        <translation>Spara den först...</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Stäng den</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Avsluta utan att spara</translation>
    </message>
    <message>
        <source>To start a new match, the match in progress ({match}) is closed.</source>
        <translation>För att starta en ny match stängs matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To start a new match, the match on the board ({match}) is closed.</source>
        <translation>För att starta en ny match stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>It is finished, and no file holds the moves played since it was last saved or opened.</source>
        <translation>Den är slut, och ingen fil innehåller dragen som spelats sedan den senast sparades eller öppnades.</translation>
    </message>
    <message>
        <source>No file holds its analysis.</source>
        <translation>Ingen fil innehåller dess analys.</translation>
    </message>
    <message>
        <source>The match on the board</source>
        <translation>Matchen på brädet</translation>
    </message>
    <message>
        <source>Save it first as .bgqt to keep its rollouts.</source>
        <translation>Spara den först som .bgqt för att behålla dess rollouts.</translation>
    </message>
    <message>
        <source>Quit without saving drops it.</source>
        <translation>Avsluta utan att spara kastar den.</translation>
    </message>
    <message>
        <source>No file holds its analysis: Quit without saving drops it.</source>
        <translation>Ingen fil innehåller dess analys: Avsluta utan att spara kastar den.</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials of its finished batches with the match (the batch under way is dropped); Quit without saving drops the rollout with every trial it has done.</source>
        <translation>En rollout av den körs: Spara den först stoppar den och behåller försöken från dess färdiga omgångar med matchen (den pågående omgången kastas); Avsluta utan att spara kastar rollouten med alla försök den har gjort.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt, to keep its rollouts) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Spara den först sparar matchen i en fil (som .bgqt, för att behålla dess rollouts) och avslutar sedan; Parti &gt; Öppna senaste öppnar den igen.</translation>
    </message>
    <message>
        <source>To open {name}, the match in progress ({match}) is closed.</source>
        <translation>För att öppna {name} stängs matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To open {name}, the match on the board ({match}) is closed.</source>
        <translation>För att öppna {name} stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>Save it first as .bgqt or .sgf to keep its analysis.</source>
        <translation>Spara den först som .bgqt eller .sgf för att behålla dess analys.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt or .sgf, to keep its analysis) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Spara den först sparar matchen i en fil (som .bgqt eller .sgf, för att behålla dess analys) och avslutar sedan; Parti &gt; Öppna senaste öppnar den igen.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Spara den först sparar matchen i en fil och avslutar sedan; Parti &gt; Öppna senaste öppnar den igen.</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match in progress ({match}) is closed.</source>
        <translation>För att spela vidare från den inklistrade ställningen stängs matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match on the board ({match}) is closed.</source>
        <translation>För att spela vidare från den inklistrade ställningen stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>Save it first to keep the whole match.</source>
        <translation>Spara den först för att behålla hela matchen.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved.</source>
        <translation>Matchen som pågår ({match}) autosparas inte.</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match in progress ({match}) is closed.</source>
        <translation>För att spela vidare från den uppställda ställningen stängs matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match on the board ({match}) is closed.</source>
        <translation>För att spela vidare från den uppställda ställningen stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match in progress ({match}) is closed.</source>
        <translation>För att återuppta den autosparade matchen stängs matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match on the board ({match}) is closed.</source>
        <translation>För att återuppta den autosparade matchen stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is finished, so it is not autosaved, and no file holds the moves played since it was last saved or opened: Quit without saving drops them.</source>
        <translation>Matchen på brädet ({match}) är slut, så den autosparas inte, och ingen fil innehåller dragen som spelats sedan den senast sparades eller öppnades: Avsluta utan att spara kastar dem.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is autosaved: it is offered again at the next start, also after Quit without saving.</source>
        <translation>Matchen som pågår ({match}) är autosparad: den erbjuds igen vid nästa start, även efter Avsluta utan att spara.</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is saved in {name} as it is.</source>
        <translation>Matchen på brädet ({match}) är sparad i {name} som den är.</translation>
    </message>
    <message>
        <source>Quitting closes the match on the board ({match}).</source>
        <translation>När du avslutar stängs matchen på brädet ({match}).</translation>
    </message>
    <message>
        <source>Home board at the bottom</source>
        <translation>Boet nedtill</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Visa fältnummer</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Spela tvingade drag automatiskt</translation>
    </message>
    <message>
        <source>Bear off automatically when there is no contact</source>
        <translation>Spela ut automatiskt när det inte finns någon kontakt</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Slå automatiskt när ingen dubblering är möjlig</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationshastighet</translation>
    </message>
    <message>
        <source>Reduce motion (checkers move at once, never slide)</source>
        <translation>Mindre rörelse (brickorna flyttas direkt, glider aldrig)</translation>
    </message>
    <message>
        <source>Sound (the dice, the checkers, the cube and the end of a game)</source>
        <translation>Ljud (tärningarna, brickorna, kuben och slutet av ett parti)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brädets färger</translation>
    </message>
    <message>
        <source>Turn the board for the player on roll (two players at one machine)</source>
        <translation>Vänd brädet för spelaren som ska slå (två spelare vid en dator)</translation>
    </message>
    <message>
        <source>Enter the dice by hand</source>
        <translation>Ange tärningarna för hand</translation>
    </message>
    <message>
        <source>Tutor: before a bad play or cube action, say so and offer to take it back</source>
        <translation>Tränare: säg till före ett dåligt drag eller kubbeslut, och erbjud att ta tillbaka det</translation>
    </message>
    <message>
        <source>The analysis level last chosen (empty: the default)</source>
        <translation>Den senast valda analysnivån (tom: standard)</translation>
    </message>
    <message>
        <source>Name of the first player (bottom)</source>
        <translation>Namn på första spelaren (nedtill)</translation>
    </message>
    <message>
        <source>Name of the second player (top)</source>
        <translation>Namn på andra spelaren (upptill)</translation>
    </message>
    <message>
        <source>Who plays at the bottom: a human or the computer at a level</source>
        <translation>Vem spelar nedtill: en människa eller datorn på en nivå</translation>
    </message>
    <message>
        <source>Who plays at the top: a human or the computer at a level</source>
        <translation>Vem spelar upptill: en människa eller datorn på en nivå</translation>
    </message>
    <message>
        <source>Match length (0 = money play)</source>
        <translation>Matchlängd (0 = penningspel)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>The rule options of the last new match, as JSON (RuleOptions.to_dict; empty: the preset&apos;s)</source>
        <translation>Regelvalen från den senaste nya matchen, som JSON (RuleOptions.to_dict; tom: förvalets)</translation>
    </message>
    <message>
        <source>Window size and place (hex of Qt&apos;s geometry)</source>
        <translation>Fönstrets storlek och plats (Qts geometri i hex)</translation>
    </message>
    <message>
        <source>The docks open and where, with the toolbar (hex of Qt&apos;s window state)</source>
        <translation>De öppna panelerna och var de är, med verktygsfältet (hex av Qts fönstertillstånd)</translation>
    </message>
    <message>
        <source>The docks the window state holds (their object names, comma-separated)</source>
        <translation>Panelerna som fönstertillståndet innehåller (deras objektnamn, kommaseparerade)</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation>Språk (efter omstart)</translation>
    </message>
    <message>
        <source>The Dask scheduler long analyses are sent to (empty: this machine)</source>
        <translation>Dask-schedulern som långa analyser skickas till (tom: den här datorn)</translation>
    </message>
    <message>
        <source>When the cluster cannot be reached: analyse on this machine, or stop</source>
        <translation>När klustret inte kan nås: analysera på den här datorn, eller stoppa</translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it.</source>
        <translation>
            <numerusform>Ingen fil innehåller den %n rollout som sparats med den.</numerusform>
            <numerusform>Ingen fil innehåller de %n rollouts som sparats med den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it: Quit without saving drops them.</source>
        <translation>
            <numerusform>Ingen fil innehåller den %n rollout som sparats med den: Avsluta utan att spara kastar den.</numerusform>
            <numerusform>Ingen fil innehåller de %n rollouts som sparats med den: Avsluta utan att spara kastar dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quitting loses the %n rollout(s) kept with the match on the board ({match}): no file keeps a copy.</source>
        <translation>
            <numerusform>När du avslutar förloras den %n rollout som sparats med matchen på brädet ({match}): ingen fil har en kopia.</numerusform>
            <numerusform>När du avslutar förloras de %n rollouts som sparats med matchen på brädet ({match}): ingen fil har en kopia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound (no audio output on this computer)</source>
        <translation>Ljud (ingen ljudutgång på den här datorn)</translation>
    </message>
    <message>
        <source>No sound can be played: this computer has no audio output that works (no sound device, or its sound library is missing). The setting is kept for the next time.</source>
        <translation>Inget ljud kan spelas upp: den här datorn har ingen ljudutgång som fungerar (ingen ljudenhet, eller så saknas ljudbiblioteket). Inställningen sparas till nästa gång.</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Tärningslogg</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Taken back by {name}: not part of the game</source>
        <translation>Tillbakataget av {name}: inte en del av partiet</translation>
    </message>
    <message>
        <source>Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.</source>
        <translation>Parti {g}, drag {k} av {n} (Position ID {pid}). Ctrl+End: tillbaka till partiet.</translation>
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
        <translation>Brickan på baren måste in först.</translation>
    </message>
    <message>
        <source>That checker cannot move with the dice left.</source>
        <translation>Den brickan kan inte flytta med de tärningar som är kvar.</translation>
    </message>
    <message>
        <source>No checker can be moved now.</source>
        <translation>Ingen bricka kan flyttas nu.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>Du kan spela ut först när alla dina brickor är i ditt bo.</translation>
    </message>
    <message>
        <source>From {where} the checker cannot reach {point} with {dice}.</source>
        <translation>Från {where} kan brickan inte nå {point} med {dice}.</translation>
    </message>
    <message>
        <source>Every die that can be played is played: click the dice or press Enter to end the turn.</source>
        <translation>Varje tärning som kan spelas är spelad: klicka på tärningarna eller tryck Enter för att avsluta turen.</translation>
    </message>
    <message>
        <source>No checker can be borne off now.</source>
        <translation>Ingen bricka kan spelas ut nu.</translation>
    </message>
    <message>
        <source>No checker can be borne off with one die now.</source>
        <translation>Ingen bricka kan spelas ut med en tärning nu.</translation>
    </message>
    <message>
        <source>There is no move to undo this turn.</source>
        <translation>Det finns inget drag att ångra denna tur.</translation>
    </message>
    <message>
        <source>There is no turn to end now.</source>
        <translation>Det finns ingen tur att avsluta nu.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>En tärning visar 1 till 6.</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan inte dubblera nu.</translation>
    </message>
    <message>
        <source>There is no double to answer.</source>
        <translation>Det finns ingen dubblering att svara på.</translation>
    </message>
    <message>
        <source>There is no resignation to answer.</source>
        <translation>Det finns inget uppgivande att svara på.</translation>
    </message>
    <message>
        <source>You cannot resign now.</source>
        <translation>Du kan inte ge upp nu.</translation>
    </message>
    <message>
        <source>There is no win to claim.</source>
        <translation>Det finns ingen vinst att kräva.</translation>
    </message>
    <message>
        <source>That checker cannot move with {dice}.</source>
        <translation>Den brickan kan inte flytta med {dice}.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with {dice}.</source>
        <translation>Den brickan kan inte spelas ut med {dice}.</translation>
    </message>
    <message>
        <source>Play every die that can be played first.</source>
        <translation>Spela först varje tärning som kan spelas.</translation>
    </message>
    <message>
        <source>It is not the time to roll.</source>
        <translation>Det är inte dags att slå.</translation>
    </message>
    <message>
        <source>The cube is not in play until after the opening roll: a player may double at the start of a later turn of their own, before rolling.</source>
        <translation>Dubbleringstärningen är inte i spel förrän efter öppningsslaget: en spelare kan dubblera i början av ett senare eget drag, innan han slår.</translation>
    </message>
    <message>
        <source>You cannot double now: a player may double only at the start of their own turn, before rolling.</source>
        <translation>Du kan inte dubblera nu: en spelare kan bara dubblera i början av sitt eget drag, innan han slår.</translation>
    </message>
    <message>
        <source>The cube is not in use under these rules.</source>
        <translation>Dubbleringstärningen används inte med dessa regler.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Ingen dubblering i Crawfordpartiet.</translation>
    </message>
    <message>
        <source>You cannot double: the cube is dead, a win of this game already wins you the match.</source>
        <translation>Du kan inte dubblera: kuben är död, en vinst i detta parti vinner redan matchen åt dig.</translation>
    </message>
    <message>
        <source>That is not allowed: {reason}.</source>
        <translation>Det är inte tillåtet: {reason}.</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write it as gnubg does, e.g. 8/5 6/5, bar/22*, 6/off.</source>
        <translation>”{text}” är inte ett drag: skriv det som gnubg gör, t.ex. 8/5 6/5, bar/22*, 6/off.</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>You cannot double: {name} owns the cube.</source>
        <translation>Du kan inte dubblera: {name} äger kuben.</translation>
    </message>
    <message numerus="yes">
        <source>Your {point}-point is held by {name} (%n checker(s)).</source>
        <translation>
            <numerusform>Ditt {point}-fält hålls av {name} (%n bricka).</numerusform>
            <numerusform>Ditt {point}-fält hålls av {name} (%n brickor).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice} plays %n move(s) at most.</source>
        <translation>
            <numerusform>{dice} spelar högst %n drag.</numerusform>
            <numerusform>{dice} spelar högst %n drag.</numerusform>
        </translation>
    </message>
    <message>
        <source>{text} does not play every die that can be played with {dice}.</source>
        <translation>{text} spelar inte varje tärning som kan spelas med {dice}.</translation>
    </message>
    <message>
        <source>The resignation is declined: play on.</source>
        <translation>Uppgivandet avböjs: spela vidare.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, match to {n}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En oavslutad match sparades när backgammon-qt senast stoppade ({when}):

{a} – {b}, match till {n}, poängställning {sa}–{sb}, parti {g}.

Återuppta den, eller kasta den?</translation>
    </message>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, money game, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En oavslutad match sparades när backgammon-qt senast stoppade ({when}):

{a} – {b}, penningspel, poängställning {sa}–{sb}, parti {g}.

Återuppta den, eller kasta den?</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written: the match can be resumed, but it is not autosaved (save it with Ctrl+S), and the autosave stays as it is.</source>
        <translation>Det går inte att skriva i mappen {folder}: matchen kan återupptas, men den sparas inte automatiskt (spara den med Ctrl+S), och den automatiskt sparade matchen förblir som den är.</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>Den autosparade matchen kunde inte återställas; filen lades undan som {name}.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and the folder {folder} cannot be written, so it stays as it is; this session&apos;s match is not autosaved.

{error}</source>
        <translation>Den automatiskt sparade matchen kunde inte återställas, och det går inte att skriva i mappen {folder}, så den förblir som den är; den här sessionens match sparas inte automatiskt.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and it could not be set aside either ({reason}); this session&apos;s match is not autosaved, so that the file stays as it is.

{error}</source>
        <translation>Den autosparade matchen kunde inte återställas, och den kunde inte heller läggas undan ({reason}); denna sessions match autosparas inte, så att filen förblir som den är.

{error}</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Move, e.g. 8/5 6/5 (Ctrl+T)</source>
        <translation>Drag, t.ex. 8/5 6/5 (Ctrl+T)</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Draginmatning</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, such as 8/5 6/5, bar/22* or 6/off, and press Enter</source>
        <translation>Skriv ett drag i gnubg-notation, som 8/5 6/5, bar/22* eller 6/off, och tryck Enter</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Draglista</translation>
    </message>
    <message>
        <source>The moves of the game shown, a row a move number and a column a player; Enter shows the position after the move.</source>
        <translation>Dragen i det visade partiet, en rad per dragnummer och en kolumn per spelare; Enter visar ställningen efter draget.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(inget namn)</translation>
    </message>
    <message>
        <source>Moves — game {n}</source>
        <translation>Drag — parti {n}</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Tillbakataget: {what}</translation>
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
        <translation>Spelare nedtill:</translation>
    </message>
    <message>
        <source>Player at the top:</source>
        <translation>Spelare upptill:</translation>
    </message>
    <message>
        <source>Name of the player at the bottom</source>
        <translation>Namn på spelaren nedtill</translation>
    </message>
    <message>
        <source>Name of the player at the top</source>
        <translation>Namn på spelaren upptill</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Penningspel</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlängd:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelval</translation>
    </message>
    <message>
        <source>Standard backgammon</source>
        <translation>Vanlig backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Nackgammon: the standard rules from another start, two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6.</source>
        <translation>Nackgammon: de vanliga reglerna från en annan utgångsställning, två brickor vardera på 24- och 23-fältet, fyra på 13, tre på 8 och fyra på 6.</translation>
    </message>
    <message>
        <source>Starting position:</source>
        <translation>Utgångsställning:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the match length in its spin box</comment>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
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
        <translation>Välj ett annat namn: {why}.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Dubbleringstärning</translation>
    </message>
    <message>
        <source>Cube limit (0 = none)</source>
        <translation>Gräns för kuben (0 = ingen)</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawfordregeln</translation>
    </message>
    <message>
        <source>Jacoby rule (money)</source>
        <translation>Jacobyregeln (pengar)</translation>
    </message>
    <message>
        <source>Beavers (money)</source>
        <translation>Beavers (pengar)</translation>
    </message>
    <message>
        <source>Automatic doubles (money)</source>
        <translation>Automatiska dubbleringar (pengar)</translation>
    </message>
    <message>
        <source>Automatic doubles per game</source>
        <translation>Automatiska dubbleringar per parti</translation>
    </message>
    <message>
        <source>Backgammons count</source>
        <translation>Backgammon räknas</translation>
    </message>
    <message>
        <source>Backgammon from the bar counts 4x</source>
        <translation>Backgammon från baren räknas 4x</translation>
    </message>
    <message>
        <source>Minimize wasted pips</source>
        <translation>Minimera förlorade pips</translation>
    </message>
    <message>
        <source>Automatic resignation value</source>
        <translation>Automatiskt uppgivningsvärde</translation>
    </message>
    <message>
        <source>Clock (turn time and bank)</source>
        <translation>Klocka (tid per tur och bank)</translation>
    </message>
    <message>
        <source>Seconds per turn</source>
        <translation>Sekunder per tur</translation>
    </message>
    <message>
        <source>Time bank (seconds)</source>
        <translation>Tidsbank (sekunder)</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Utgångsställning</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Matchspel</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Penningspel</translation>
    </message>
    <message>
        <source>Timed (clock, no cube)</source>
        <translation>På tid (klocka, ingen kub)</translation>
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
        <translation>Ställningen finns i urklippet som en bild.</translation>
    </message>
    <message>
        <source>The picture could not be saved.

{why}</source>
        <translation>Bilden kunde inte sparas.

{why}</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Exportera ställningsbild</translation>
    </message>
    <message>
        <source>The position picture is saved in {path}.</source>
        <translation>Ställningsbilden är sparad i {path}.</translation>
    </message>
</context>
<context>
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Kräv vinsten</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} behind), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} efter), EPC {e}</numerusform>
            <numerusform>%n pips ({d} efter), EPC {e}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} före), EPC {e}</numerusform>
            <numerusform>%n pips ({d} före), EPC {e}</numerusform>
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
            <numerusform>%n pip ({d} efter)</numerusform>
            <numerusform>%n pips ({d} efter)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} ahead)</source>
        <translation>
            <numerusform>%n pip ({d} före)</numerusform>
            <numerusform>%n pips ({d} före)</numerusform>
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
        <translation>Gå tillbaka till partiet (eller vänta på filen) innan du klistrar in en ställning.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Urklippet innehåller ingen ställning som kan spelas.

{why}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Klistra in ställning</translation>
    </message>
    <message>
        <source>{name}, may they take back?</source>
        <translation>{name}, får de ta tillbaka?</translation>
    </message>
    <message>
        <source>There is no finished turn to take back.</source>
        <translation>Det finns ingen avslutad tur att ta tillbaka.</translation>
    </message>
    <message>
        <source>{name} wants to take back {play}. Do you agree, {other}?</source>
        <translation>{name} vill ta tillbaka {play}. Håller du med, {other}?</translation>
    </message>
    <message>
        <source>{other} does not agree: the turn stands.</source>
        <translation>{other} håller inte med: turen står kvar.</translation>
    </message>
    <message>
        <source>The turn cannot be taken back: {reason}.</source>
        <translation>Turen kan inte tas tillbaka: {reason}.</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Ta tillbaka drag</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Ställ upp ställning</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Ställ upp ställning</translation>
    </message>
    <message>
        <source>Checkers of</source>
        <translation>Brickor för</translation>
    </message>
    <message>
        <source>bottom, light</source>
        <translation>nedtill, ljusa</translation>
    </message>
    <message>
        <source>top, dark</source>
        <translation>upptill, mörka</translation>
    </message>
    <message>
        <source>top, light</source>
        <translation>upptill, ljusa</translation>
    </message>
    <message>
        <source>bottom, dark</source>
        <translation>nedtill, mörka</translation>
    </message>
    <message>
        <source>Click a point, the bar or a tray to add a checker of the colour chosen; right-click to take one away; drag checkers, or drag from a supply. Keys: arrows or a point&apos;s number, + and -, C for the other colour.</source>
        <translation>Klicka på ett fält, baren eller ett fack för att lägga till en bricka i den valda färgen; högerklicka för att ta bort en; dra brickor, eller dra från ett förråd. Tangenter: pilarna eller ett fälts nummer, + och -, C för den andra färgen.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Töm</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Utgångsställning</translation>
    </message>
    <message>
        <source>Nackgammon start</source>
        <translation>Nackgammon-utgångsställning</translation>
    </message>
    <message>
        <source>Two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6</source>
        <translation>Två brickor vardera på 24- och 23-fältet, fyra på 13, tre på 8 och fyra på 6</translation>
    </message>
    <message>
        <source>Rest borne off</source>
        <translation>Resten utspelade</translation>
    </message>
    <message>
        <source>Put each player&apos;s missing checkers in their tray</source>
        <translation>Lägg varje spelares saknade brickor i deras fack</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>inte slaget</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>i mitten</translation>
    </message>
    <message>
        <source>money</source>
        <translation>pengar</translation>
    </message>
    <message>
        <source>This is the Crawford game</source>
        <translation>Detta är Crawfordpartiet</translation>
    </message>
    <message>
        <source>Standard backgammon</source>
        <translation>Vanlig backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Where the later games of the match start (and what the match line and a saved file say). The Starting position and Nackgammon start buttons set it.</source>
        <translation>Var matchens senare partier börjar (och vad matchraden och en sparad fil anger). Knapparna Utgångsställning och Nackgammon-utgångsställning ställer in det.</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Ska slå:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Tärningar:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Kub:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Kubens ägare:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlängd:</translation>
    </message>
    <message>
        <source>Score ({a} – {b}):</source>
        <translation>Poängställning ({a} – {b}):</translation>
    </message>
    <message>
        <source>Later games:</source>
        <translation>Senare partier:</translation>
    </message>
    <message>
        <source>{name} is played by:</source>
        <translation>{name} spelas av:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Play on from this position</source>
        <translation>Spela vidare från denna ställning</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysera</translation>
    </message>
    <message>
        <source>Play on from this position with the player on roll at the board, and show the engine&apos;s cube decision and, when the dice are set, its best plays</source>
        <translation>Spela vidare från denna ställning med spelaren som ska slå spelad vid brädet, och visa motorns kubbeslut och, när tärningarna är valda, dess bästa drag</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed.</source>
        <translation>
            <numerusform>{name}: pipantal {pips}, %n bricka utspelad, {total} av 15 placerade.</numerusform>
            <numerusform>{name}: pipantal {pips}, %n brickor utspelade, {total} av 15 placerade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Välj båda tärningarna eller ingen (inte slaget ännu).</translation>
    </message>
</context>
<context>
    <name>PositionPicture</name>
    <message>
        <source>Backgammon position</source>
        <translation>Backgammonställning</translation>
    </message>
    <message>
        <source>Position ID: {position}    Match ID: {match}</source>
        <translation>Position ID: {position}    Match ID: {match}</translation>
    </message>
    <message>
        <source>A position picture is saved as .png or .svg, not {name}.</source>
        <translation>En ställningsbild sparas som .png eller .svg, inte {name}.</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {why}</source>
        <translation>Bilden kunde inte skrivas till {path}: {why}</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Spelar vidare från den uppställda ställningen.</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n checker(s) (must be 15)</source>
        <translation>
            <numerusform>{name} har %n bricka (ska ha 15)</numerusform>
            <numerusform>{name} har %n brickor (ska ha 15)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted. Play on from this position.</source>
        <translation>Inklistrat. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID. Play on from this position.</source>
        <translation>Inklistrat: ett Position ID. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID and Match ID. Play on from this position.</source>
        <translation>Inklistrat: ett Position ID och Match ID. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>Pasted: an XGID. Play on from this position.</source>
        <translation>Inklistrat: ett XGID. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>Pasted: an XG position. Play on from this position.</source>
        <translation>Inklistrat: en XG-ställning. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}.</source>
        <translation>Denna ställning kan inte spelas: {reason}.</translation>
    </message>
    <message>
        <source>The text cannot be read as a position: {reason}.</source>
        <translation>Texten kan inte läsas som en ställning: {reason}.</translation>
    </message>
    <message>
        <source>the {point}-point holds checkers of both players</source>
        <translation>{point}-fältet har brickor från båda spelarna</translation>
    </message>
</context>
<context>
    <name>RolloutJob</name>
    <message>
        <source>the record does not reach this checker play</source>
        <translation>protokollet når inte fram till detta drag</translation>
    </message>
    <message>
        <source>the plays of this decision are not legal in the replayed position</source>
        <translation>dragen i detta beslut är inte tillåtna i den återspelade ställningen</translation>
    </message>
    <message>
        <source>a rollout must be an object</source>
        <translation>en rollout måste vara ett objekt</translation>
    </message>
    <message>
        <source>the dice are not rolled</source>
        <translation>tärningarna är inte slagna</translation>
    </message>
    <message>
        <source>there is no rollout to extend</source>
        <translation>det finns ingen rollout att förlänga</translation>
    </message>
    <message>
        <source>the rollout&apos;s layout version {version} is not one this program reads</source>
        <translation>rolloutens layoutversion {version} är inte en som detta program läser</translation>
    </message>
    <message>
        <source>the match has no game {n}</source>
        <translation>matchen har inget parti {n}</translation>
    </message>
    <message>
        <source>the rollout is malformed ({detail})</source>
        <translation>rollouten är felformad ({detail})</translation>
    </message>
    <message>
        <source>Rollout {n} in the file was not read: {why}</source>
        <translation>Rollout {n} i filen lästes inte: {why}</translation>
    </message>
    <message>
        <source>{play} is not a legal play of {dice} here</source>
        <translation>{play} är inte ett tillåtet {dice}-drag här</translation>
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
        <translation>&amp;Sparade rollouts</translation>
    </message>
    <message>
        <source>Rollouts kept with the match</source>
        <translation>Rollouts sparade med matchen</translation>
    </message>
    <message>
        <source>Roll out the best plays or the cube decision from the hint panel, or an analysed error from the analysis panel.</source>
        <translation>Gör en rollout av de bästa dragen eller kubbeslutet från tipspanelen, eller av ett analyserat fel från analyspanelen.</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Försök:</translation>
    </message>
    <message>
        <source>Stop at a standard error o&amp;f</source>
        <translation>Stoppa vid ett standardfe&amp;l på</translation>
    </message>
    <message>
        <source>Target standard error</source>
        <translation>Önskat standardfel</translation>
    </message>
    <message>
        <source>Plies (one player&apos;s turn each) played in each trial before the network judges the position; none plays every game to its end</source>
        <translation>Plies (en spelares tur vardera) som spelas i varje försök innan nätverket bedömer ställningen; ingen spelar varje parti till slutet</translation>
    </message>
    <message>
        <source>Tr&amp;uncate after (plies):</source>
        <translation>Av&amp;korta efter (plies):</translation>
    </message>
    <message>
        <source>{ply}-ply (gnubg {gnubg}-ply)</source>
        <translation>{ply}-ply (gnubg {gnubg}-ply)</translation>
    </message>
    <message>
        <source>The depth of the plays and cube actions inside the trials</source>
        <translation>Djupet för drag och kubbeslut i försöken</translation>
    </message>
    <message>
        <source>&amp;Level of the trials:</source>
        <translation>&amp;Nivå i försöken:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no truncation: every trial is played to the end</comment>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>&amp;Cubeful</source>
        <translation>&amp;Med kub</translation>
    </message>
    <message>
        <source>The cube is used in the trials</source>
        <translation>Kuben används i försöken</translation>
    </message>
    <message>
        <source>The same seed and settings give the same numbers</source>
        <translation>Samma startvärde och inställningar ger samma tal</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Startvär&amp;de:</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>&amp;Kör rollout</translation>
    </message>
    <message>
        <source>Roll out again from the start with these settings</source>
        <translation>Kör rollouten om från början med dessa inställningar</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>St&amp;oppa</translation>
    </message>
    <message>
        <source>Stop the rollout, keeping the trials done</source>
        <translation>Stoppa rollouten och behåll de försök som gjorts</translation>
    </message>
    <message>
        <source>Rollout progress</source>
        <translation>Rolloutens förlopp</translation>
    </message>
    <message>
        <source>Rollout results</source>
        <translation>Rolloutens resultat</translation>
    </message>
    <message>
        <source>The candidates, best first, with their equities, standard errors and chances</source>
        <translation>Kandidaterna, bästa först, med sin equity, sina standardfel och chanser</translation>
    </message>
    <message>
        <source>How sure the best choice is</source>
        <translation>Hur säkert det bästa valet är</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xtend by %Ln trial(s)</source>
        <translation>
            <numerusform>Fö&amp;rläng med %Ln försök</numerusform>
            <numerusform>Fö&amp;rläng med %Ln försök</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stoppar…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s) per play</source>
        <translation>
            <numerusform>{done} av %Ln försök per drag</numerusform>
            <numerusform>{done} av %Ln försök per drag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s)</source>
        <translation>
            <numerusform>{done} av %Ln försök</numerusform>
            <numerusform>{done} av %Ln försök</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stoppad.</translation>
    </message>
    <message>
        <source>Stopped before the first batch of trials was done.</source>
        <translation>Stoppad innan den första omgången försök var klar.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Stoppad efter %Ln försök per drag.</numerusform>
            <numerusform>Stoppad efter %Ln försök per drag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s).</source>
        <translation>
            <numerusform>Stoppad efter %Ln försök.</numerusform>
            <numerusform>Stoppad efter %Ln försök.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Klar: %Ln försök per drag.</numerusform>
            <numerusform>Klar: %Ln försök per drag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s).</source>
        <translation>
            <numerusform>Klar: %Ln försök.</numerusform>
            <numerusform>Klar: %Ln försök.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout failed.</source>
        <translation>Rollouten misslyckades.</translation>
    </message>
    <message>
        <source>Go on with the rollout shown for the trials set above, with the same seeds as one longer rollout</source>
        <translation>Fortsätt den visade rollouten med antalet försök angivet ovan, med samma startvärden, som en längre rollout</translation>
    </message>
    <message>
        <source>The truncation, level, cube or seed set above differ from the rollout shown: Roll out starts a new rollout with them, kept beside it.</source>
        <translation>Avkortningen, nivån, kuben eller startvärdet ovan skiljer sig från den visade rollouten: Kör rollout startar en ny rollout med dem, som sparas bredvid den.</translation>
    </message>
    <message>
        <source>Rollout of {name}&apos;s cube decision before the roll.</source>
        <translation>Rollout av {name}s kubbeslut före slaget.</translation>
    </message>
    <message>
        <source>Rollout of the cube decision before the roll.</source>
        <translation>Rollout av kubbeslutet före slaget.</translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) for {name} to play {dice}.</source>
        <translation>
            <numerusform>Rollout av %n drag för {name} med {dice}.</numerusform>
            <numerusform>Rollout av %n drag för {name} med {dice}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) to play {dice}.</source>
        <translation>
            <numerusform>Rollout av %n drag med {dice}.</numerusform>
            <numerusform>Rollout av %n drag med {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubbeslut</translation>
    </message>
    <message>
        <source>The trials per play (or of the cube decision) of the next rollout: Roll out plays this many, Extend adds this many to the rollout shown. The trials done are said under the bar.</source>
        <translation>Försöken per drag (eller för kubbeslutet) i nästa rollout: Kör rollout spelar så många, Förläng lägger så många till den visade rollouten. De gjorda försöken anges under stapeln.</translation>
    </message>
    <message>
        <source>The batch under way</source>
        <translation>Omgången som pågår</translation>
    </message>
    <message>
        <source>The batch under way is dropped; the finished batches are kept.</source>
        <translation>Omgången som pågår kastas; de färdiga omgångarna behålls.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended: the trials of the finished batches are kept, the batch under way is lost.</source>
        <translation>Motorn stoppade inte rollouten som begärt, så den avslutades: försöken från de färdiga omgångarna behålls, den pågående omgången går förlorad.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended before its first batch of trials was done: nothing of it is kept.</source>
        <translation>Motorn stoppade inte rollouten som begärt, så den avslutades innan dess första omgång försök var klar: inget av den behålls.</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed: the trials of the finished batches are kept, the batch under way is lost. {reason}</source>
        <translation>Rollouten avslutades eftersom motorn fallerade: försöken från de färdiga omgångarna behålls, den pågående omgången går förlorad. {reason}</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed before its first batch of trials was done: nothing of it is kept. {reason}</source>
        <translation>Rollouten avslutades eftersom motorn fallerade innan dess första omgång försök var klar: inget av den behålls. {reason}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Startar motorn…</translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: play {play} of {plays}, {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Omgång {batch} av {batches} pågår: drag {play} av {plays}, {done} av %Ln försök.</numerusform>
            <numerusform>Omgång {batch} av {batches} pågår: drag {play} av {plays}, {done} av %Ln försök.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Omgång {batch} av {batches} pågår: {done} av %Ln försök.</numerusform>
            <numerusform>Omgång {batch} av {batches} pågår: {done} av %Ln försök.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n second(s) left.</source>
        <translation>
            <numerusform>Högst ungefär %n sekund kvar.</numerusform>
            <numerusform>Högst ungefär %n sekunder kvar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) left.</source>
        <translation>
            <numerusform>Ungefär %n sekund kvar.</numerusform>
            <numerusform>Ungefär %n sekunder kvar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n minute(s) left.</source>
        <translation>
            <numerusform>Högst ungefär %n minut kvar.</numerusform>
            <numerusform>Högst ungefär %n minuter kvar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) left.</source>
        <translation>
            <numerusform>Ungefär %n minut kvar.</numerusform>
            <numerusform>Ungefär %n minuter kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(inget drag)</translation>
    </message>
    <message>
        <source>The figures come when the first batch of trials is done.</source>
        <translation>Siffrorna kommer när den första omgången försök är klar.</translation>
    </message>
    <message>
        <source>Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Chanser (utan kub): vinna {w}, vinna en gammon {wg}, förlora en gammon {lg}.</translation>
    </message>
    <message>
        <source>95% interval: {low} to {high}</source>
        <translation>95 %-intervall: {low} till {high}</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Rätt kubbeslut: {action}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s).</source>
        <translation>
            <numerusform>%Ln försök.</numerusform>
            <numerusform>%Ln försök.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s) per play.</source>
        <translation>
            <numerusform>%Ln försök per drag.</numerusform>
            <numerusform>%Ln försök per drag.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubeful: the cube is used in the trials.</source>
        <translation>Med kub: kuben används i försöken.</translation>
    </message>
    <message>
        <source>Cubeless: the cube is not used in the trials.</source>
        <translation>Utan kub: kuben används inte i försöken.</translation>
    </message>
    <message numerus="yes">
        <source>Truncated: each trial stops after %n turn(s) and the network judges the position.</source>
        <translation>
            <numerusform>Avkortad: varje försök stoppas efter %n tur och nätverket bedömer ställningen.</numerusform>
            <numerusform>Avkortad: varje försök stoppas efter %n turer och nätverket bedömer ställningen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every trial is played to the end of its game.</source>
        <translation>Varje försök spelas till slutet av partiet.</translation>
    </message>
    <message>
        <source>The trials are played at {ply}-ply with seed {seed}.</source>
        <translation>Försöken spelas på {ply}-ply med startvärde {seed}.</translation>
    </message>
    <message numerus="yes">
        <source>Every standard error reached {se} after %Ln trial(s).</source>
        <translation>
            <numerusform>Alla standardfel nådde {se} efter %Ln försök.</numerusform>
            <numerusform>Alla standardfel nådde {se} efter %Ln försök.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at the trial limit of %Ln trial(s) before every standard error reached {se}.</source>
        <translation>
            <numerusform>Stoppade vid gränsen på %Ln försök innan alla standardfel nådde {se}.</numerusform>
            <numerusform>Stoppade vid gränsen på %Ln försök innan alla standardfel nådde {se}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout was dropped: another match is on the board.</source>
        <translation>Rollouten förkastades: en annan match står på brädet.</translation>
    </message>
    <message numerus="yes">
        <source>truncated after %n turn(s)</source>
        <translation>
            <numerusform>avkortad efter %n tur</numerusform>
            <numerusform>avkortad efter %n turer</numerusform>
        </translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: cube decision, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Parti {game}, drag {move}: kubbeslut, %Ln försök, {how}, startvärde {seed}</numerusform>
            <numerusform>Parti {game}, drag {move}: kubbeslut, %Ln försök, {how}, startvärde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: {dice}, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Parti {game}, drag {move}: {dice}, %Ln försök, {how}, startvärde {seed}</numerusform>
            <numerusform>Parti {game}, drag {move}: {dice}, %Ln försök, {how}, startvärde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cube decision: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Kubbeslut: %Ln försök, {how}, startvärde {seed}</numerusform>
            <numerusform>Kubbeslut: %Ln försök, {how}, startvärde {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice}: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>{dice}: %Ln försök, {how}, startvärde {seed}</numerusform>
            <numerusform>{dice}: %Ln försök, {how}, startvärde {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one to show it</source>
        <translation>Välj en för att visa den</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Inga</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>± SE</source>
        <translation>± std.fel</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinst</translation>
    </message>
    <message>
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <source>L g</source>
        <translation>F g</translation>
    </message>
    <message>
        <source>The play, or the cube action</source>
        <translation>Draget eller kubbeslutet</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s), or of the cube action</source>
        <translation>Equity efter draget (för spelaren som slår), eller för kubbeslutet</translation>
    </message>
    <message>
        <source>One standard error of the equity; the 95% interval is about two of them either side</source>
        <translation>Ett standardfel för equity; 95 %-intervallet är ungefär två av dem åt vardera hållet</translation>
    </message>
    <message>
        <source>Equity minus the best&apos;s</source>
        <translation>Equity minus den bästas</translation>
    </message>
    <message>
        <source>Chance of winning (cubeless)</source>
        <translation>Chans att vinna (utan kub)</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon (cubeless)</source>
        <translation>Chans att vinna en gammon eller backgammon (utan kub)</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon (cubeless)</source>
        <translation>Chans att förlora en gammon eller backgammon (utan kub)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play backgammon</source>
        <translation>Så spelar du backgammon</translation>
    </message>
    <message>
        <source>The rules could not be loaded: {error}</source>
        <translation>Reglerna kunde inte läsas in: {error}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Another backgammon-qt is running and keeps its own unfinished match; this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>En annan backgammon-qt körs och har sin egen oavslutade match; detta fönsters match autosparas inte (spara den med Ctrl+S).</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>Den oavslutade matchen återupptogs.</translation>
    </message>
    <message>
        <source>This match was cut at game {g}, move {k} of {name} (Play on from here). Saving replaces that file, and the moves after the cut are lost from it.</source>
        <translation>Denna match klipptes vid parti {g}, drag {k} i {name} (Spela vidare härifrån). Att spara ersätter den filen, och dragen efter klippet försvinner ur den.</translation>
    </message>
    <message>
        <source>The broken autosave could not be set aside; this window&apos;s match is not autosaved.</source>
        <translation>Den trasiga autosparningen kunde inte läggas undan; detta fönsters match autosparas inte.</translation>
    </message>
    <message>
        <source>Playing on from game {g}, move {k}.</source>
        <translation>Spelar vidare från parti {g}, drag {k}.</translation>
    </message>
    <message>
        <source>Opening {name}...</source>
        <translation>Öppnar {name}...</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>Det går inte att skriva i mappen {folder}, så det här fönstrets match sparas inte automatiskt (spara den med Ctrl+S).</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s). Warnings: {w}</source>
        <translation>
            <numerusform>Öppnade {name}: %n parti. Varningar: {w}</numerusform>
            <numerusform>Öppnade {name}: %n partier. Varningar: {w}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s).</source>
        <translation>
            <numerusform>Öppnade {name}: %n parti.</numerusform>
            <numerusform>Öppnade {name}: %n partier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open {name}.</source>
        <translation>Kunde inte öppna {name}.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}, score {a}–{b}</source>
        <translation>{p0} – {p1}, match till {n}, poängställning {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game, score {a}–{b}</source>
        <translation>{p0} – {p1}, penningspel, poängställning {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}</source>
        <translation>{p0} – {p1}, match till {n}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game</source>
        <translation>{p0} – {p1}, penningspel</translation>
    </message>
    <message>
        <source>The unfinished match was resumed. The analysis in the file was not read: {why}</source>
        <translation>Den oavslutade matchen återupptogs. Analysen i filen lästes inte: {why}</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan inte dubblera nu.</translation>
    </message>
    <message>
        <source>You cannot double now: {name} is to act.</source>
        <translation>Du kan inte dubblera nu: det är {name} som ska agera.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now.</source>
        <translation>Den senaste autosparningen kunde inte skrivas, så den autosparade filen innehåller inte matchen som den är nu.</translation>
    </message>
    <message>
        <source>An unfinished match from an earlier start is kept in the autosave and offered again at the next start. So that it is not written over, the match in this window is not autosaved. Save it with Ctrl+S to keep it.</source>
        <translation>En oavslutad match från en tidigare start finns kvar i autosparningen och erbjuds igen vid nästa start. För att den inte ska skrivas över autosparas inte matchen i det här fönstret. Spara den med Ctrl+S för att behålla den.</translation>
    </message>
    <message>
        <source>The autosave did not finish writing in time, so it may not hold the match as it is now.</source>
        <translation>Autosparningen blev inte klar med att skriva i tid, så den innehåller kanske inte matchen som den är nu.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now. The reason: {reason}.</source>
        <translation>Den senaste autosparningen kunde inte skrivas, så den autosparade filen innehåller inte matchen som den är nu. Orsaken: {reason}.</translation>
    </message>
    <message>
        <source>The unfinished match from last time is kept: it is offered again at the next start without a file. This window&apos;s match is autosaved as usual.</source>
        <translation>Den oavslutade matchen från förra gången finns kvar: den erbjuds igen vid nästa start utan en fil. Matchen i det här fönstret autosparas som vanligt.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>Matchen kunde inte öppnas.

{error}</translation>
    </message>
    <message>
        <source>Saving {name}...</source>
        <translation>Sparar {name}...</translation>
    </message>
    <message>
        <source>Could not save {name}.</source>
        <translation>Kunde inte spara {name}.</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Sparad i {name}.</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Autosparning misslyckades: {reason}</translation>
    </message>
    <message>
        <source>The analysis in the file was not read: {why}</source>
        <translation>Analysen i filen lästes inte: {why}</translation>
    </message>
    <message>
        <source>The autosave could not be removed: {reason}</source>
        <translation>Autosparningen kunde inte tas bort: {reason}</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>No sound: there is no audio output.</source>
        <translation>Inget ljud: det finns ingen ljudutgång.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>the drop</source>
        <translation>lämnandet av dubbleringen</translation>
    </message>
    <message>
        <source>{name} took back {play}.</source>
        <translation>{name} tog tillbaka {play}.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic: wood and green felt</source>
        <translation>Klassiskt: trä och grön filt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Ljust</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hög kontrast</translation>
    </message>
    <message>
        <source>Blue and orange (for colour blindness)</source>
        <translation>Blått och orange (för färgblinda)</translation>
    </message>
</context>
<context>
    <name>obj</name>
    <message>
        <source>Position editor board</source>
        <translation>Bräde för att ställa upp en ställning</translation>
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
        <translation>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Backgammon för skrivbordet på PySide6 (Qt 6). Spela mot datorn, eller med en vän vid samma dator, i matcher till N poäng eller om pengar.&lt;/p&gt;&lt;p&gt;Datorspelaren och tipsen kommer från motorn bgsage (MPL-2.0). Matchfiler, Position ID och Match ID följer GNU Backgammon, så att du kan ta med dina partier dit och tillbaka.&lt;/p&gt;&lt;p&gt;Licensierad under GNU General Public License, version 3 eller senare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume the unfinished match?</source>
        <translation>Återuppta den oavslutade matchen?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Återuppta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
    <message>
        <source>Keep it for the next start</source>
        <translation>Behåll den till nästa start</translation>
    </message>
</context>
</TS>
