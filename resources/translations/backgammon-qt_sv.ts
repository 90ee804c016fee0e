<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>point</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
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
        <source>{name} to play {dice}: drag a checker, or click it (left button: left die, right button: right die).</source>
        <translation>{name} ska spela {dice}: dra en bricka, eller klicka på den (vänster knapp: vänster tärning, höger knapp: höger tärning).</translation>
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
        <source>{a} resigns {what} ({n} {points}). {b}, accept or decline?</source>
        <translation>{a} ger upp {what} ({n} {points}). {b}, godtar du eller avböjer du?</translation>
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
        <source>the game</source>
        <translation>partiet</translation>
    </message>
    <message>
        <source>{w} wins {kind}{how}: {n} {points}.</source>
        <translation>{w} vinner {kind}{how}: {n} {points}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Ställning: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source> (match to {n})</source>
        <translation> (match till {n})</translation>
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
        <extracomment>the end-of-game banner&apos;s &quot;Analyse&quot; (this game; the window acts on it)</extracomment>
        <translation>match till {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>penningspel</translation>
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
    <message>
        <source>Resigns {what}</source>
        <translation>Ger upp {what}</translation>
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
        <source>Wins {n} {points}</source>
        <translation>Vinner {n} {points}</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Brickspel</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubbeslut</translation>
    </message>
    <message>
        <source>(best {best})</source>
        <translation>(bästa {best})</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b}</source>
        <translation>Parti {n}: {a}–{b}</translation>
    </message>
    <message>
        <source> (Crawford)</source>
        <translation> (Crawford)</translation>
    </message>
    <message>
        <source>, {w} wins {p}</source>
        <translation>, {w} vinner {p}</translation>
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
        <source>Open &amp;recent</source>
        <translation>Öppna s&amp;enaste</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Töm listan</translation>
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
        <translation>&amp;Tips</translation>
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
        <translation>Ställningen, dubbleringstärningen, tärningarna och matchställningen som eXtreme Gammon skriver dem</translation>
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
        <translation>S&amp;kriv ett drag</translation>
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
        <source>Re&amp;sign</source>
        <translation>&amp;Ge upp</translation>
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
        <translation>&amp;Alternativ</translation>
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
        <source>Arrow keys, Space or Enter</source>
        <translation>Piltangenter, Mellanslag eller Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer and give it</source>
        <translation>Medan en fråga står på brädet: välj ett svar och ge det</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Drag och turer</translation>
    </message>
    <message>
        <source>Ctrl+T or /</source>
        <translation>Ctrl+T eller /</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Skriv ett helt drag i gnubg-notation (8/5 6/5, bar/22*, 6/off) och tryck Enter; Escape går tillbaka till brädet</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Avsluta turen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>Ångra turens senaste drag</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dubblera</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Ctrl+Shift+W</source>
        <translation>Ctrl+Shift+W</translation>
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
        <source>Ctrl+N / Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+N / Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>New match / Open / Save</source>
        <translation>Ny match / Öppna / Spara</translation>
    </message>
    <message>
        <source>Ctrl+L / Ctrl+M</source>
        <translation>Ctrl+L / Ctrl+M</translation>
    </message>
    <message>
        <source>Game list / Move list</source>
        <translation>Partilista / Draglista</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Page Up / Page Down</translation>
    </message>
    <message>
        <source>Previous / next move of the record</source>
        <translation>Föregående / nästa drag i protokollet</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till partiet</translation>
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
        <translation>Boet till vänster eller höger / fältnummer</translation>
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
        <translation>Alt+P, Alt+E, Alt+V, Alt+A, Alt+H</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Öppna en meny (alla åtgärder finns i någon); Tab flyttar mellan fälten i en dialog</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
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
        <source>&amp;Paste position</source>
        <translation>Klistra &amp;in ställning</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Spela vidare från ett gnubg Position ID (och Match ID), ett XGID eller en eXtreme Gammon-ställning på urklipp</translation>
    </message>
    <message>
        <source>Set &amp;up position...</source>
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
        <source>a single game</source>
        <translation>ett enkelt parti</translation>
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
        <translation>en backgammon från baren</translation>
    </message>
    <message>
        <source> (the double was dropped)</source>
        <translation> (dubbleringen lämnades)</translation>
    </message>
    <message>
        <source> (resignation)</source>
        <translation> (uppgivet)</translation>
    </message>
    <message>
        <source> (on time)</source>
        <translation> (på tid)</translation>
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
        <source>&amp;Tutor: warn before a bad play</source>
        <translation>&amp;Tränare: varna före ett dåligt drag</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back</source>
        <translation>Säg till innan ett drag som analysen bedömer som dåligt eller sämre bekräftas, och erbjud att ta tillbaka det</translation>
    </message>
    <message>
        <source>Tutor: {made} is a {error} play ({lost:+.3f}); the best is {best}.</source>
        <translation>Tränare: {made} är ett drag av typen {error} ({lost:+.3f}); det bästa är {best}.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tränare</translation>
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
</context>
<context>
    <name>AnalysisActions</name>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analys</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Nivå</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Inget att analysera ännu.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyserar...</translation>
    </message>
    <message>
        <source>Analysis done ({s:.0f} s).</source>
        <translation>Analysen är klar ({s:.0f} s).</translation>
    </message>
    <message>
        <source>The analysis failed: {why}</source>
        <translation>Analysen misslyckades: {why}</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen avbröts.</translation>
    </message>
    <message>
        <source>Expert (1-ply)</source>
        <translation>Expert (1-ply)</translation>
    </message>
    <message>
        <source>World class (2-ply)</source>
        <translation>Världsklass (2-ply)</translation>
    </message>
    <message>
        <source>Grandmaster (3-ply)</source>
        <translation>Stormästare (3-ply)</translation>
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
        <source>Errors of</source>
        <translation>Fel för</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Nästa fel</translation>
    </message>
    <message>
        <source>{n} game(s) analysed at {level}.</source>
        <translation>{n} parti(er) analyserade på {level}.</translation>
    </message>
    <message>
        <source>{ppg:+.3f} points per game</source>
        <translation>{ppg:+.3f} poäng per parti</translation>
    </message>
    <message>
        <source>gnubg&apos;s rating of the error rate</source>
        <translation>gnubgs bedömning av felfrekvensen</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Parti {g}: {what}</translation>
    </message>
    <message>
        <source>  win {w:.1f}%, gammon {g:.1f}%</source>
        <translation>  vinst {w:.1f}%, gammon {g:.1f}%</translation>
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
        <source>{n} {colour} checkers</source>
        <translation>{n} brickor, {colour}</translation>
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
        <source>none borne off</source>
        <translation>inga utspelade</translation>
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
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>1 {colour} checker</source>
        <translation>1 bricka, {colour}</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point</source>
        <translation>{name}s {p}-fält</translation>
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
        <translation>{name}s fack: {what}</translation>
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
        <source>{name} moves {a}/{b}{hit}.</source>
        <translation>{name} flyttar {a}/{b}{hit}.</translation>
    </message>
    <message>
        <source>A hit.</source>
        <translation>Ett utslag.</translation>
    </message>
    <message>
        <source>{checkers} borne off</source>
        <translation>{checkers} utspelade</translation>
    </message>
    <message>
        <source>{colour}, at the {where}</source>
        <translation>{colour}, {where}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>ställning {n}</translation>
    </message>
    <message>
        <source>{n} pips</source>
        <translation>{n} pips</translation>
    </message>
    <message>
        <source>Question: {text} Answers: {answers}</source>
        <translation>Fråga: {text} Svar: {answers}</translation>
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
    <message>
        <source>{n}-away</source>
        <translation>{n} kvar</translation>
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
        <translation>ställning {n}</translation>
    </message>
    <message>
        <source>{n}-away</source>
        <translation>{n} kvar</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Dator: {level}</translation>
    </message>
    <message>
        <source>The computer could not move: {error}</source>
        <translation>Datorn kunde inte flytta: {error}</translation>
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
        <source>Bars: each player&apos;s count of every number (light: the bottom player). Yellow lines: what fair dice give on average.</source>
        <translation>Staplar: varje spelares antal av varje tal (ljus: spelaren nedtill). Gula linjer: vad ärliga tärningar ger i genomsnitt.</translation>
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
        <source>tray</source>
        <translation>fack</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ute</translation>
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
    <name>FileActions</name>
    <message>
        <source>open another match</source>
        <translation>öppna en annan match</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Öppna match</translation>
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
        <source>;;</source>
        <translation>;;</translation>
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
        <source>open {name}</source>
        <translation>öppna {name}</translation>
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
        <source>A .mat file keeps the moves, the cube actions and the results, but not the rule options other than Crawford and Jacoby, a declined resignation, the turn in progress, the clocks or the board orientation.</source>
        <translation>En .mat-fil sparar dragen, kubhandlingarna och resultaten, men inte andra regelval än Crawford och Jacoby, ett avböjt uppgivande, turen som pågår, klockorna eller brädets riktning.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions and the results, but not the rule options other than Crawford, Jacoby and the cube, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>En SGF-fil sparar dragen, kubhandlingarna och resultaten, men inte andra regelval än Crawford, Jacoby och kuben, uppgivanden som drag, turen som pågår, klockorna eller brädets riktning.</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
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
        <source>the file is empty</source>
        <translation>filen är tom</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>filen börjar som UTF-16-text men är det inte</translation>
    </message>
    <message>
        <source>this is a binary file, not text ({detail})</source>
        <translation>detta är en binärfil, inte text ({detail})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 ({detail})</source>
        <translation>texten är varken UTF-8 eller Windows-1252 ({detail})</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>inte en matchfil för backgammon (ingen rad &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>inte en matchfil för backgammon (den liknar gnubgs textexport; exportera matchen som .mat eller SGF i stället)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>inte en matchfil för backgammon</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>okänd filtyp {ext}; använd en av {known}</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>inget SGF-spelträd i filen</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>filen har en rad med matchlängden men inget parti</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>inte giltig JSON ({detail})</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} är inte ett tillåtet {dice}-drag här</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: detta slag har ett tillåtet drag, turen kan inte stå över</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>inget tillåtet {dice}-drag leder till {position}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>felaktigt drag {move} i {text}</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan inte läsa {text}</translation>
    </message>
    <message>
        <source>line {n}</source>
        <translation>rad {n}</translation>
    </message>
    <message>
        <source>game {n}</source>
        <translation>parti {n}</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>drag {n}</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
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
        <source>No hint: the engine failed ({error}).</source>
        <translation>Inget tips: motorn misslyckades ({error}).</translation>
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
        <source>vs. best</source>
        <translation>mot bästa</translation>
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
        <source>Win gammon</source>
        <translation>Vinna gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Förlora gammon</translation>
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
        <source>Too good to double</source>
        <translation>För bra för att dubblera</translation>
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
        <source>a single game</source>
        <translation>ett enkelt parti</translation>
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
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>{name}, offer to resign {what} ({n} {points} at this cube)? The opponent accepts or declines.</source>
        <translation>{name}, vill du erbjuda att ge upp {what} ({n} {points} med denna kub)? Motståndaren godtar eller avböjer.</translation>
    </message>
    <message>
        <source>point</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
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
        <source>To {doing}, the match in progress ({match}) is closed.</source>
        <translation>För att {doing} stängs matchen som pågår ({match}).</translation>
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
        <source>start a new match</source>
        <translation>starta en ny match</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved: {why}</source>
        <translation>Matchen som pågår ({match}) autosparas inte: {why}</translation>
    </message>
    <message>
        <source>Save it...</source>
        <translation>Spara den...</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Avsluta utan att spara</translation>
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
        <source>Board colours</source>
        <translation>Brädets färger</translation>
    </message>
    <message>
        <source>Show the move list beside the board when the window is wide enough</source>
        <translation>Visa draglistan bredvid brädet när fönstret är brett nog</translation>
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
        <source>Tutor: before a bad play is confirmed, say so and offer to take it back</source>
        <translation>Tränare: säg till innan ett dåligt drag bekräftas, och erbjud att ta tillbaka det</translation>
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
        <source>Language (after a restart)</source>
        <translation>Språk (efter omstart)</translation>
    </message>
</context>
<context>
    <name>MatchBrowser</name>
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
        <source>Your {point}-point is held by {name} ({n} checkers).</source>
        <translation>Ditt {point}-fält hålls av {name} ({n} brickor).</translation>
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
        <source>The cube is not in use under these rules.</source>
        <translation>Dubbleringstärningen används inte med dessa regler.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Ingen dubblering i Crawfordpartiet.</translation>
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
    <message>
        <source>{dice} plays {n} moves at most.</source>
        <translation>{dice} spelar högst {n} drag.</translation>
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

{a} – {b}, {what}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En oavslutad match sparades när backgammon-qt senast stoppade ({when}):

{a} – {b}, {what}, ställning {sa}–{sb}, parti {g}.

Återuppta den, eller kasta den?</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>Den autosparade matchen kunde inte återställas; filen lades undan som {name}.

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
        <source>Money game</source>
        <translation>Penningspel</translation>
    </message>
    <message>
        <source> points</source>
        <translation> poäng</translation>
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
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Kräv vinsten</translation>
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
        <translation>Gå tillbaka till partiet (eller vänta på filen) innan du klistrar in en ställning.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Urklippet innehåller ingen ställning som kan spelas.

{why}</translation>
    </message>
    <message>
        <source>play on from the pasted position</source>
        <translation>spela vidare från den inklistrade ställningen</translation>
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
        <source>Take back turn</source>
        <translation>Ta tillbaka drag</translation>
    </message>
    <message>
        <source>play on from the set-up position</source>
        <translation>spela vidare från den uppställda ställningen</translation>
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
        <source>Clear</source>
        <translation>Töm</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Utgångsställning</translation>
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
        <translation>Ställning ({a} – {b}):</translation>
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
        <source>Start and hint</source>
        <translation>Starta och tips</translation>
    </message>
    <message>
        <source>Play on from this position and ask for a hint</source>
        <translation>Spela vidare från denna ställning och be om ett tips</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>{name}: {pips} pips, {off} off, {total} of 15</source>
        <translation>{name}: {pips} pips, {off} ute, {total} av 15</translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Välj båda tärningarna eller ingen (inte slaget ännu).</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Spelar vidare från den uppställda ställningen.</translation>
    </message>
    <message>
        <source>Pasted: {kind}. Play on from this position.</source>
        <translation>Inklistrat: {kind}. Spela vidare från denna ställning.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}</source>
        <translation>Denna ställning kan inte spelas: {reason}</translation>
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
        <source>The unfinished match is kept for the next start; this session&apos;s match is not autosaved.</source>
        <translation>Den oavslutade matchen behålls till nästa start; denna sessions match autosparas inte.</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>Den oavslutade matchen återupptogs.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, {what}, score {a}–{b}</source>
        <translation>{p0} – {p1}, {what}, ställning {a}–{b}</translation>
    </message>
    <message>
        <source>Opened {name}: {n} game(s).</source>
        <translation>Öppnade {name}: {n} parti(er).</translation>
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
        <source>Could not open {name}.</source>
        <translation>Kunde inte öppna {name}.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>Matchen kunde inte öppnas.

{error}</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Sparad i {name}.</translation>
    </message>
    <message>
        <source>Warnings: {w}</source>
        <translation>Varningar: {w}</translation>
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
    <name>TakeBack</name>
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
<context>
    <name>window</name>
    <message>
        <source>Dice log</source>
        <translation>Tärningslogg</translation>
    </message>
</context>
</TS>
