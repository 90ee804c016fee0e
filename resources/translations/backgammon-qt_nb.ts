<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
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
        <translation>Pengespill</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawford-spill</translation>
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
        <translation>kube opp til {cap}</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move.</source>
        <translation>{name} slo {roll} og kan ikke flytte.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Both rolled the same: roll again (click the dice or press Space).</source>
        <translation>Begge slo det samme: kast igjen (klikk på terningene eller trykk Mellomrom).</translation>
    </message>
    <message>
        <source>Roll for the first move: click Roll or press Space.</source>
        <translation>Kast om hvem som begynner: klikk Kast eller trykk Mellomrom.</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space) or double (click the cube).</source>
        <translation>{name}: kast (klikk Kast eller trykk Mellomrom) eller dobl (klikk på doblingskuben).</translation>
    </message>
    <message>
        <source>{name}: roll (click Roll or press Space).</source>
        <translation>{name}: kast (klikk Kast eller trykk Mellomrom).</translation>
    </message>
    <message>
        <source>{name}: click the dice or press Enter to end the turn (Ctrl+Z takes a move back).</source>
        <translation>{name}: klikk på terningene eller trykk Enter for å avslutte turen (Ctrl+Z tar et trekk tilbake).</translation>
    </message>
    <message>
        <source>{b} beavers: the cube is on {v}. {a}, take or drop?</source>
        <translation>{b} beaver: doblingskuben står på {v}. {a}, tar du eller passer du?</translation>
    </message>
    <message>
        <source>{a} doubles to {v}. {b}, take or drop?</source>
        <translation>{a} dobler til {v}. {b}, tar du eller passer du?</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ta</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>{b}: take or drop.</source>
        <translation>{b}: ta eller pass.</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Godta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Avslå</translation>
    </message>
    <message>
        <source>{b}: accept or decline the resignation.</source>
        <translation>{b}: godta eller avslå oppgivelsen.</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>kan ikke flytte</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb}</source>
        <translation>Poengstilling: {a} {sa}, {b} {sb}</translation>
    </message>
    <message>
        <source>Game {n}: {a}–{b} (Crawford)</source>
        <translation>Spill {n}: {a}–{b} (Crawford)</translation>
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
        <translation>Neste spill</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>match to {n}</source>
        <translation>match til {n}</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>pengespill</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it (the left button plays the {left}, the right button the {right}).</source>
        <translation>{name} skal spille {dice}: dra en brikke, eller klikk på den (venstre knapp spiller {left}, høyre knapp {right}).</translation>
    </message>
    <message>
        <source>{name} to play {dice}: drag a checker, or click it to play the {die}.</source>
        <translation>{name} skal spille {dice}: dra en brikke, eller klikk på den for å spille {die}.</translation>
    </message>
    <message>
        <source>Score: {a} {sa}, {b} {sb} (match to {n})</source>
        <translation>Poengstilling: {a} {sa}, {b} {sb} (match til {n})</translation>
    </message>
    <message>
        <source>The match is over: click New match to play again.</source>
        <translation>Matchen er over: klikk Ny match for å spille igjen.</translation>
    </message>
    <message>
        <source>The game is over: click Next game.</source>
        <translation>Spillet er over: klikk Neste spill.</translation>
    </message>
    <message>
        <source>The computers roll for the first move.</source>
        <translation>Datamaskinene kaster om hvem som begynner.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and plays {play}.</source>
        <translation>{name} slo {roll} og spiller {play}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Both rolled {die}: roll again.</source>
        <translation>Begge slo {die}: kast igjen.</translation>
    </message>
    <message>
        <source>{a} rolled {d0}, {b} rolled {d1}: {w} moves first.</source>
        <translation>{a} slo {d0}, {b} slo {d1}: {w} begynner.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and cannot move: the turn passes to {other}.</source>
        <translation>{name} slo {roll} og kan ikke flytte: turen går til {other}.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spilte {play}.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slo {roll} og spilte {play}.</translation>
    </message>
    <message>
        <source>{name} takes: the cube is on {v}.</source>
        <translation>{name} tar: doblingskuben står på {v}.</translation>
    </message>
    <message>
        <source>Played automatically: {play}.</source>
        <translation>Spilt automatisk: {play}.</translation>
    </message>
    <message>
        <source>Opening roll: both {die}, again</source>
        <translation>Åpningskast: begge {die}, igjen</translation>
    </message>
    <message>
        <source>Opening roll {mine}-{theirs}: moves first</source>
        <translation>Åpningskast {mine}-{theirs}: begynner</translation>
    </message>
    <message>
        <source>Rolls {roll}: no move</source>
        <translation>Slår {roll}: ingen trekk</translation>
    </message>
    <message>
        <source>Rolls {roll}</source>
        <translation>Slår {roll}</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(ingen trekk)</translation>
    </message>
    <message numerus="yes">
        <source>Wins %n point(s)</source>
        <translation>
            <numerusform>Vinner %n poeng</numerusform>
            <numerusform>Vinner %n poeng</numerusform>
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
        <translation>Spill {n}: {a}–{b}</translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b} (Crawford), {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spill {n}: {a}–{b} (Crawford), {w} vinner %n poeng</numerusform>
            <numerusform>Spill {n}: {a}–{b} (Crawford), {w} vinner %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {n}: {a}–{b}, {w} wins %n point(s)</source>
        <translation>
            <numerusform>Spill {n}: {a}–{b}, {w} vinner %n poeng</numerusform>
            <numerusform>Spill {n}: {a}–{b}, {w} vinner %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {n}: {pa} {a}, {pb} {b}</source>
        <translation>Spill {n}: {pa} {a}, {pb} {b}</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Åpne...</translation>
    </message>
    <message>
        <source>Open a match file (.bgqt, .mat, .txt, .sgf)</source>
        <translation>Åpne en matchfil (.bgqt, .mat, .txt, .sgf)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Lagre matchen</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Lagre s&amp;om...</translation>
    </message>
    <message>
        <source>Save the match in a new file, as .bgqt, .mat or .sgf</source>
        <translation>Lagre matchen i en ny fil, som .bgqt, .mat eller .sgf</translation>
    </message>
    <message>
        <source>O&amp;pen recent</source>
        <translation>Åpne s&amp;iste</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Tøm listen</translation>
    </message>
    <message>
        <source>Stop opening the file; the match in the window stays</source>
        <translation>Stopp åpningen av filen; matchen i vinduet blir værende</translation>
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
        <translation>&amp;Kast</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>Avslutt &amp;turen</translation>
    </message>
    <message>
        <source>&amp;Double</source>
        <translation>&amp;Dobl</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>The best plays or the cube action for the player to act</source>
        <translation>De beste trekkene eller riktig kubehandling for spilleren som skal handle</translation>
    </message>
    <message>
        <source>&amp;Single game</source>
        <translation>&amp;Enkelt spill</translation>
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
        <translation>A&amp;vslutt</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Angre trekk</translation>
    </message>
    <message>
        <source>Take back the last move of this turn</source>
        <translation>Ta tilbake turens siste trekk</translation>
    </message>
    <message>
        <source>Copy &amp;Position ID</source>
        <translation>Kopier &amp;Position ID</translation>
    </message>
    <message>
        <source>Copy &amp;Match ID</source>
        <translation>Kopier &amp;Match ID</translation>
    </message>
    <message>
        <source>Copy &amp;XGID</source>
        <translation>Kopier &amp;XGID</translation>
    </message>
    <message>
        <source>The position, cube, dice and score as eXtreme Gammon writes them</source>
        <translation>Stillingen, kuben, terningene og poengstillingen i matchen slik eXtreme Gammon skriver dem</translation>
    </message>
    <message>
        <source>&amp;Home board on the left</source>
        <translation>&amp;Hjemmebrett til venstre</translation>
    </message>
    <message>
        <source>Switch the home board between bottom right and bottom left</source>
        <translation>Flytt hjemmebrettet mellom nederst til høyre og nederst til venstre</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Punkt&amp;numre</translation>
    </message>
    <message>
        <source>&amp;Move list</source>
        <translation>&amp;Trekkliste</translation>
    </message>
    <message>
        <source>The moves of the game on the board, as gnubg lists them</source>
        <translation>Trekkene i spillet på brettet, slik gnubg lister dem</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
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
        <translation>Rask</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Mindre &amp;bevegelse</translation>
    </message>
    <message>
        <source>Checkers move at once, without sliding (the animation speed is off while this is on)</source>
        <translation>Brikkene flytter seg med en gang, uten å gli (animasjonshastigheten er av så lenge dette er på)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Slik spiller du</translation>
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
        <translation>Tastene for brettet og vinduet</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Skriv et trekk</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, e.g. 8/5 6/5</source>
        <translation>Skriv et trekk i gnubg-notasjon, f.eks. 8/5 6/5</translation>
    </message>
    <message>
        <source>&amp;Claim the win on time</source>
        <translation>K&amp;rev seieren på tid</translation>
    </message>
    <message>
        <source>Under the timed rules, when the opponent&apos;s time bank is empty</source>
        <translation>Med regler på tid, når motstanderens tidsbank er tom</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
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
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>Res&amp;ign</source>
        <translation>&amp;Gi opp</translation>
    </message>
    <message>
        <source>&amp;Rollouts</source>
        <translation>&amp;Rollouts</translation>
    </message>
    <message>
        <source>Show the rollout panel and the rollouts kept with the match</source>
        <translation>Vis rollout-panelet og rolloutene som er lagret med matchen</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animasjonshastighet</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <translation>Brettets &amp;farger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Previous &amp;game</source>
        <translation>Forrige &amp;spill</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Forrige trekk</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Neste trekk</translation>
    </message>
    <message>
        <source>Next g&amp;ame</source>
        <translation>Neste s&amp;pill</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Tilbake til spillet</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Piltaster</translation>
    </message>
    <message>
        <source>Move the ring to the next point, the bar or the tray in that direction</source>
        <translation>Flytt ringen til neste punkt, baren eller brettkanten i den retningen</translation>
    </message>
    <message>
        <source>1 to 24</source>
        <translation>1 til 24</translation>
    </message>
    <message>
        <source>Put the ring on that point (your own numbers; two digits typed quickly)</source>
        <translation>Sett ringen på det punktet (dine egne numre; to sifre tastet raskt)</translation>
    </message>
    <message>
        <source>B / O</source>
        <translation>B / O</translation>
    </message>
    <message>
        <source>Put the ring on the bar / on your bear-off tray</source>
        <translation>Sett ringen på baren / på skuffen for uttatte brikker</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Mellomrom eller Enter</translation>
    </message>
    <message>
        <source>Pick up the checker under the ring; with a checker picked up, put it down where the ring is</source>
        <translation>Løft brikken under ringen; med en brikke løftet: sett den ned der ringen er</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Put the picked-up checker back</source>
        <translation>Legg den løftede brikken tilbake</translation>
    </message>
    <message>
        <source>Arrow keys, then Space or Enter</source>
        <translation>Piltaster, deretter Mellomrom eller Enter</translation>
    </message>
    <message>
        <source>While a question is on the board: choose an answer with the arrow keys, then give it (Space or Enter alone never answers a question)</source>
        <translation>Mens et spørsmål står på brettet: velg et svar med piltastene, og gi det deretter (Mellomrom eller Enter alene svarer aldri på et spørsmål)</translation>
    </message>
    <message>
        <source>Moves and turns</source>
        <translation>Trekk og turer</translation>
    </message>
    <message>
        <source>Type a whole play in gnubg notation (8/5 6/5, bar/22*, 6/off) and press Enter; Escape returns to the board</source>
        <translation>Skriv et helt trekk i gnubg-notasjon (8/5 6/5, bar/22*, 6/off) og trykk Enter; Escape går tilbake til brettet</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Avslutt turen</translation>
    </message>
    <message>
        <source>Undo the last move of this turn</source>
        <translation>Angre turens siste trekk</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Dobl</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Claim the win on time (timed rules, the opponent&apos;s bank empty)</source>
        <translation>Krev seieren på tid (regler på tid, motstanderens bank tom)</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Vindu</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbake til spillet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Open a menu (every action is in one); Tab moves between the fields of a dialog</source>
        <translation>Åpne en meny (alle handlinger finnes i en); Tab flytter mellom feltene i en dialog</translation>
    </message>
    <message>
        <source>In a panel beside the board (hint, lists, analysis): back to the board</source>
        <translation>I et panel ved siden av brettet (hint, lister, analyse): tilbake til brettet</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fullskjerm</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Spill &amp;videre herfra</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Spill videre herfra</translation>
    </message>
    <message>
        <source>Go on playing from the position shown; the later moves are dropped</source>
        <translation>Spill videre fra stillingen som vises; de senere trekkene forkastes</translation>
    </message>
    <message>
        <source>&amp;Game list</source>
        <translation>&amp;Spilliste</translation>
    </message>
    <message>
        <source>Show the games and moves of the match, to step through them</source>
        <translation>Vis matchens spill og trekk for å gå gjennom dem</translation>
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
        <translation>Matchens spill og handlingene i hvert spill, én rad per handling; piltastene eller Enter viser stillingen etter handlingen.</translation>
    </message>
    <message>
        <source>Play on from a gnubg Position ID (and Match ID), an XGID or an eXtreme Gammon position on the clipboard</source>
        <translation>Spill videre fra en gnubg Position ID (og Match ID), en XGID eller en eXtreme Gammon-stilling på utklippstavlen</translation>
    </message>
    <message>
        <source>P&amp;aste position</source>
        <translation>&amp;Lim inn stilling</translation>
    </message>
    <message>
        <source>Set up p&amp;osition...</source>
        <translation>Sett &amp;opp stilling...</translation>
    </message>
    <message>
        <source>Put the checkers, dice and cube where you want and play on</source>
        <translation>Sett brikkene, terningene og kuben der du vil, og spill videre</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Sett opp en stilling</translation>
    </message>
    <message>
        <source>Take &amp;back turn</source>
        <translation>Ta &amp;tilbake turen</translation>
    </message>
    <message>
        <source>Take back your last finished turn (and the computer&apos;s reply), keeping it beside the game</source>
        <translation>Ta tilbake din siste fullførte tur (og datamaskinens svar), og ta vare på den ved siden av spillet</translation>
    </message>
    <message>
        <source>Resigns a single game</source>
        <translation>Gir opp et enkelt spill</translation>
    </message>
    <message>
        <source>Resigns a gammon</source>
        <translation>Gir opp en gammon</translation>
    </message>
    <message>
        <source>Resigns a backgammon</source>
        <translation>Gir opp en backgammon</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Dobler</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Tar</translation>
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
        <translation>Godtar</translation>
    </message>
    <message>
        <source>Declines</source>
        <translation>Avslår</translation>
    </message>
    <message>
        <source>Claims the win on time</source>
        <translation>Krever seieren på tid</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}, {error}</source>
        <translation>Trekk {made} (beste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made} (best {best}): {equity}</source>
        <translation>Trekk {made} (beste {best}): {equity}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}, {error}</source>
        <translation>Trekk {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Checker play {made}: {equity}</source>
        <translation>Trekk {made}: {equity}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}, {error}</source>
        <translation>Kubehandling {made} (beste {best}): {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made} (best {best}): {equity}</source>
        <translation>Kubehandling {made} (beste {best}): {equity}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}, {error}</source>
        <translation>Kubehandling {made}: {equity}, {error}</translation>
    </message>
    <message>
        <source>Cube action {made}: {equity}</source>
        <translation>Kubehandling {made}: {equity}</translation>
    </message>
    <message>
        <source>no cube</source>
        <translation>uten kube</translation>
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
        <translation>uten Crawford-regel</translation>
    </message>
    <message>
        <source>Crawford rule, cube up to {cap}</source>
        <translation>Crawford-regel, kube opp til {cap}</translation>
    </message>
    <message>
        <source>no Crawford rule, cube up to {cap}</source>
        <translation>uten Crawford-regel, kube opp til {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers</source>
        <translation>Jacoby-regel og beaver</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers</source>
        <translation>Jacoby-regel, uten beaver</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule</source>
        <translation>beaver, uten Jacoby-regel</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers</source>
        <translation>uten Jacoby-regel og uten beaver</translation>
    </message>
    <message>
        <source>Jacoby rule and beavers, cube up to {cap}</source>
        <translation>Jacoby-regel og beaver, kube opp til {cap}</translation>
    </message>
    <message>
        <source>Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>Jacoby-regel, uten beaver, kube opp til {cap}</translation>
    </message>
    <message>
        <source>beavers, no Jacoby rule, cube up to {cap}</source>
        <translation>beaver, uten Jacoby-regel, kube opp til {cap}</translation>
    </message>
    <message>
        <source>no Jacoby rule, no beavers, cube up to {cap}</source>
        <translation>uten Jacoby-regel og uten beaver, kube opp til {cap}</translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner et enkelt spill: %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner et enkelt spill: %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon: %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en gammon: %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon: %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en backgammon: %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar: %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon fra baren: %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en backgammon fra baren: %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins the game (the double was dropped): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner spillet (doblingen ble avslått): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner spillet (doblingen ble avslått): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner et enkelt spill (oppgivelse): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner et enkelt spill (oppgivelse): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon (oppgivelse): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en gammon (oppgivelse): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (resignation): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon (oppgivelse): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en backgammon (oppgivelse): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a single game (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner et enkelt spill (på tid): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner et enkelt spill (på tid): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a gammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en gammon (på tid): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en gammon (på tid): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon (på tid): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en backgammon (på tid): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w} wins a backgammon from the bar (on time): %n&#xa0;point(s).</source>
        <translation>
            <numerusform>{w} vinner en backgammon fra baren (på tid): %n&#xa0;poeng.</numerusform>
            <numerusform>{w} vinner en backgammon fra baren (på tid): %n&#xa0;poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a single game (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} gir opp et enkelt spill (%n poeng). {b}, godtar du eller avslår du?</numerusform>
            <numerusform>{a} gir opp et enkelt spill (%n poeng). {b}, godtar du eller avslår du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a gammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} gir opp en gammon (%n poeng). {b}, godtar du eller avslår du?</numerusform>
            <numerusform>{a} gir opp en gammon (%n poeng). {b}, godtar du eller avslår du?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{a} resigns a backgammon (%n point(s)). {b}, accept or decline?</source>
        <translation>
            <numerusform>{a} gir opp en backgammon (%n poeng). {b}, godtar du eller avslår du?</numerusform>
            <numerusform>{a} gir opp en backgammon (%n poeng). {b}, godtar du eller avslår du?</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse this &amp;game</source>
        <translation>Analyser dette s&amp;pillet</translation>
    </message>
    <message>
        <source>Every play and cube decision of the game shown, and the luck of each roll</source>
        <translation>Hvert trekk og hver kubebeslutning i spillet som vises, og flaksen i hvert kast</translation>
    </message>
    <message>
        <source>Analyse the whole &amp;match</source>
        <translation>Analyser hele &amp;matchen</translation>
    </message>
    <message>
        <source>&amp;Cancel analysis</source>
        <translation>&amp;Avbryt analysen</translation>
    </message>
    <message>
        <source>Analysis &amp;summary</source>
        <translation>&amp;Sammendrag av analysen</translation>
    </message>
    <message>
        <source>Analysing %v/%m</source>
        <translation>Analyserer %v/%m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Tutor: warn before a bad play or cube action</source>
        <translation>&amp;Trener: advar før et dårlig trekk eller en dårlig kubehandling</translation>
    </message>
    <message>
        <source>Before a play the analysis rates bad or worse is confirmed, say so and offer to take it back; before such a cube action is made (a double, take or drop, or a roll that misses a double), say so and ask whether to make it</source>
        <translation>Si fra før et trekk som analysen vurderer som dårlig eller verre, bekreftes, og tilby å ta det tilbake; si fra før en like dårlig kubehandling gjøres (en dobling, ta eller pass, eller et kast der det burde vært doblet), og spør om den skal gjøres</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Ta det tilbake?</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Ta det tilbake</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behold det</translation>
    </message>
    <message>
        <source>Copy position as p&amp;icture</source>
        <translation>Kopier stillingen som &amp;bilde</translation>
    </message>
    <message>
        <source>The board shown, with the names, score, pips and IDs, to the clipboard as an image</source>
        <translation>Brettet som vises, med navn, poengstilling, pips og ID-er, til utklippstavlen som et bilde</translation>
    </message>
    <message>
        <source>E&amp;xport position picture...</source>
        <translation>Eksporter stillings&amp;bilde...</translation>
    </message>
    <message>
        <source>Save the board shown as a PNG image or an SVG drawing</source>
        <translation>Lagre brettet som vises som et PNG-bilde eller en SVG-tegning</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-bilde (*.png)</translation>
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
        <translation>Eksporter stillingsbilde</translation>
    </message>
    <message>
        <source>This cannot be rolled out: there is no play to roll out.</source>
        <translation>Det kan ikke kjøres rollout av dette: det er ikke noe trekk å kjøre rollout av.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is not in use.</source>
        <translation>Det kan ikke kjøres rollout av kubebeslutningen: kuben er ikke i bruk.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: this is the Crawford game, where nobody may double.</source>
        <translation>Det kan ikke kjøres rollout av kubebeslutningen: dette er Crawford-spillet, der ingen kan doble.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the opponent owns the cube.</source>
        <translation>Det kan ikke kjøres rollout av kubebeslutningen: motstanderen eier kuben.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is already at the highest value these rules allow.</source>
        <translation>Det kan ikke kjøres rollout av kubebeslutningen: kuben står allerede på den høyeste verdien disse reglene tillater.</translation>
    </message>
    <message>
        <source>The cube decision cannot be rolled out: the cube is dead at this score (a double cannot gain anything).</source>
        <translation>Det kan ikke kjøres rollout av kubebeslutningen: kuben er død ved denne poengstillingen (en dobling kan ikke vinne noe).</translation>
    </message>
    <message>
        <source>This cannot be rolled out with these settings.</source>
        <translation>Det kan ikke kjøres rollout av dette med disse innstillingene.</translation>
    </message>
    <message>
        <source>{choice} is best by {lead} ± {se}.</source>
        <translation>{choice} er best med {lead} ± {se}.</translation>
    </message>
    <message>
        <source>{choice} leads by {lead} ± {se}: too close to call at this many trials.</source>
        <translation>{choice} leder med {lead} ± {se}: for jevnt til å avgjøre med dette antallet forsøk.</translation>
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
        <translation>ta</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>pass</translation>
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
        <translation>Kaste likevel?</translation>
    </message>
    <message>
        <source>Don&apos;t roll</source>
        <translation>Ikke kast</translation>
    </message>
    <message>
        <source>Roll anyway</source>
        <translation>Kast likevel</translation>
    </message>
    <message>
        <source>Double anyway?</source>
        <translation>Doble likevel?</translation>
    </message>
    <message>
        <source>Take anyway?</source>
        <translation>Ta likevel?</translation>
    </message>
    <message>
        <source>Drop anyway?</source>
        <translation>Passe likevel?</translation>
    </message>
    <message>
        <source>Beaver anyway?</source>
        <translation>Beavere likevel?</translation>
    </message>
    <message>
        <source>Don&apos;t double</source>
        <translation>Ikke dobl</translation>
    </message>
    <message>
        <source>Don&apos;t take</source>
        <translation>Ikke ta</translation>
    </message>
    <message>
        <source>Don&apos;t drop</source>
        <translation>Ikke pass</translation>
    </message>
    <message>
        <source>Don&apos;t beaver</source>
        <translation>Ikke beaver</translation>
    </message>
    <message>
        <source>Double anyway</source>
        <translation>Dobl likevel</translation>
    </message>
    <message>
        <source>Take anyway</source>
        <translation>Ta likevel</translation>
    </message>
    <message>
        <source>Drop anyway</source>
        <translation>Pass likevel</translation>
    </message>
    <message>
        <source>Beaver anyway</source>
        <translation>Beaver likevel</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Nivå</translation>
    </message>
    <message>
        <source>Tutor: rating the cube action...</source>
        <translation>Trener: vurderer kubehandlingen...</translation>
    </message>
    <message>
        <source>This decision cannot be rolled out: {reason}</source>
        <translation>Det kan ikke kjøres rollout av denne beslutningen: {reason}</translation>
    </message>
    <message>
        <source>Nothing to analyse yet.</source>
        <translation>Ingenting å analysere ennå.</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyserer...</translation>
    </message>
    <message numerus="yes">
        <source>Analysing: {done} of %Ln turn(s)</source>
        <translation>
            <numerusform>Analyserer: {done} av %Ln tur</numerusform>
            <numerusform>Analyserer: {done} av %Ln turer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis done in %Ln second(s).</source>
        <translation>
            <numerusform>Analysen er ferdig på %Ln sekund.</numerusform>
            <numerusform>Analysen er ferdig på %Ln sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>The analysis failed. {reason}</source>
        <translation>Analysen mislyktes. {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Analysis cancelled: the {done} of %Ln turn(s) analysed are shown.</source>
        <translation>
            <numerusform>Analysen er avbrutt: de analyserte turene ({done} av %Ln) vises.</numerusform>
            <numerusform>Analysen er avbrutt: de analyserte turene ({done} av %Ln) vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>dobling, ta</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>dobling, pass</translation>
    </message>
    <message>
        <source>Tutor: {made} is a doubtful play ({lost}); the best is {best}.</source>
        <translation>Trener: {made} er et tvilsomt trekk ({lost}); det beste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a bad play ({lost}); the best is {best}.</source>
        <translation>Trener: {made} er et dårlig trekk ({lost}); det beste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: {made} is a very bad play ({lost}); the best is {best}.</source>
        <translation>Trener: {made} er et svært dårlig trekk ({lost}); det beste er {best}.</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å doble nå er en tvilsom kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å doble nå er en dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: doubling now is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å doble nå er en svært dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: taking is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å ta er en tvilsom kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: taking is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å ta er en dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: taking is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å ta er en svært dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: dropping is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å passe er en tvilsom kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: dropping is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å passe er en dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: dropping is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å passe er en svært dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: beavering is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å beavere er en tvilsom kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: beavering is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å beavere er en dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: beavering is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å beavere er en svært dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a doubtful cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å kaste uten å doble er en tvilsom kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å kaste uten å doble er en dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message>
        <source>Tutor: rolling without doubling is a very bad cube decision ({lost}); the best is {best}.</source>
        <translation>Trener: å kaste uten å doble er en svært dårlig kubebeslutning ({lost}); det beste er «{best}».</translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n second(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, omtrent %n sekund for en match til 7 poeng</numerusform>
            <numerusform>{level}, omtrent %n sekunder for en match til 7 poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n minute(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, omtrent %n minutt for en match til 7 poeng</numerusform>
            <numerusform>{level}, omtrent %n minutter for en match til 7 poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{level}, about %n hour(s) for a 7-point match</source>
        <translation>
            <numerusform>{level}, omtrent %n time for en match til 7 poeng</numerusform>
            <numerusform>{level}, omtrent %n timer for en match til 7 poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysen er avbrutt.</translation>
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
        <translation>1T: avkortet rollout (XG Roller)</translation>
    </message>
    <message>
        <source>2T: truncated rollout (XG Roller+)</source>
        <translation>2T: avkortet rollout (XG Roller+)</translation>
    </message>
    <message>
        <source>3T: truncated rollout (XG Roller++)</source>
        <translation>3T: avkortet rollout (XG Roller++)</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>svært dårlig</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>dårlig</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>tvilsom</translation>
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
        <translation>Ikke analysert ennå: Analyse &gt; Analyser hele matchen.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammendrag</translation>
    </message>
    <message>
        <source>Luck by game</source>
        <translation>Flaks per spill</translation>
    </message>
    <message>
        <source>Analysis summary</source>
        <translation>Sammendrag av analysen</translation>
    </message>
    <message>
        <source>Each player&apos;s error rate, PR, rating, errors by kind, luck and luck-adjusted result</source>
        <translation>Hver spillers feilrate, PR, vurdering, feil etter type, flaks og flaksjusterte resultat</translation>
    </message>
    <message>
        <source>Each player&apos;s luck in each game, in EMG</source>
        <translation>Hver spillers flaks i hvert spill, i EMG</translation>
    </message>
    <message>
        <source>E&amp;rrors of</source>
        <translation>&amp;Feil for</translation>
    </message>
    <message>
        <source>Errors of</source>
        <translation>Feil for</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Neste feil</translation>
    </message>
    <message>
        <source>Errors, worst first</source>
        <translation>Feil, verste først</translation>
    </message>
    <message>
        <source>The chosen player&apos;s errors, the worst first; choosing one shows it on the board. Next error steps through them in match order.</source>
        <translation>Den valgte spillerens feil, de verste først; velg en for å se den på brettet. Neste feil går gjennom dem i matchens rekkefølge.</translation>
    </message>
    <message>
        <source>R&amp;oll out this decision</source>
        <translation>&amp;Kjør rollout av denne beslutningen</translation>
    </message>
    <message>
        <source>Roll out the chosen error&apos;s best plays and the play made, or its cube decision (in the rollout panel)</source>
        <translation>Kjør rollout av de beste trekkene for den valgte feilen og trekket som ble spilt, eller av kubebeslutningen (i rollout-panelet)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}.</source>
        <translation>
            <numerusform>%n spill analysert: brikketrekk på {checker}, kubebeslutninger på {cube}.</numerusform>
            <numerusform>%n spill analysert: brikketrekk på {checker}, kubebeslutninger på {cube}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed: checker plays at {checker}, cube decisions at {cube}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spill analysert: brikketrekk på {checker}, kubebeslutninger på {cube}. Delvis: analysen ble avbrutt i spill {g} og er analysert fram dit (flaksen i det spillet er utelatt fra det flaksjusterte resultatet).</numerusform>
            <numerusform>%n spill analysert: brikketrekk på {checker}, kubebeslutninger på {cube}. Delvis: analysen ble avbrutt i spill {g} og er analysert fram dit (flaksen i det spillet er utelatt fra det flaksjusterte resultatet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}.</source>
        <translation>
            <numerusform>%n spill analysert på {level}.</numerusform>
            <numerusform>%n spill analysert på {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) analysed at {level}. Partial: the analysis was cancelled in game {g}, analysed up to there (its luck is left out of the luck-adjusted result).</source>
        <translation>
            <numerusform>%n spill analysert på {level}. Delvis: analysen ble avbrutt i spill {g} og er analysert fram dit (flaksen i det spillet er utelatt fra det flaksjusterte resultatet).</numerusform>
            <numerusform>%n spill analysert på {level}. Delvis: analysen ble avbrutt i spill {g} og er analysert fram dit (flaksen i det spillet er utelatt fra det flaksjusterte resultatet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rating: {p0}, {r0}; {p1}, {r1}.</source>
        <translation>Vurdering: {p0}, {r0}; {p1}, {r1}.</translation>
    </message>
    <message>
        <source>{ppg} points per game</source>
        <translation>{ppg} poeng per spill</translation>
    </message>
    <message>
        <source>{text}: gnubg&apos;s rating of the error rate</source>
        <translation>{text}: gnubgs vurdering av feilraten</translation>
    </message>
    <message>
        <source>Game {g}</source>
        <translation>Spill {g}</translation>
    </message>
    <message>
        <source>Rolls marked lucky: {lucky}; very lucky: {very_lucky}; unlucky: {unlucky}; very unlucky: {very_unlucky}.</source>
        <translation>Heldige kast: {lucky}; svært heldige: {very_lucky}; uheldige: {unlucky}; svært uheldige: {very_unlucky}.</translation>
    </message>
    <message>
        <source>Game {g}: {what}</source>
        <translation>Spill {g}: {what}</translation>
    </message>
    <message>
        <source>No more errors of {name} after this position: back to the first one, in game {g}.</source>
        <translation>Ingen flere feil av {name} etter denne stillingen: tilbake til den første, i spill {g}.</translation>
    </message>
    <message>
        <source>A play tagged with a depth was evaluated only at that depth: the move filter kept it out of the {plies}-ply search, and gnubg lists such plays the same way.</source>
        <translation>Et trekk merket med en dybde er bare evaluert på den dybden: trekkfilteret holdt det utenfor søket på {plies}-ply, og gnubg viser slike trekk på samme måte.</translation>
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
        <translation>{rank}. {play}  {equity}  vinner {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference})  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference})  vinner {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  win {win}, gammon {gammon}{mark}</source>
        <translation>{rank}. {play}  {equity} ({difference}) [{plies}-ply]  vinner {win}, gammon {gammon}{mark}</translation>
    </message>
    <message>
        <source>Error rate (mEMG)</source>
        <translation>Feilrate (mEMG)</translation>
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
        <translation>Brikketrekk</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>Kubebeslutninger</translation>
    </message>
    <message>
        <source>Doubtful</source>
        <translation>Tvilsomme</translation>
    </message>
    <message>
        <source>Bad</source>
        <translation>Dårlige</translation>
    </message>
    <message>
        <source>Very bad</source>
        <translation>Svært dårlige</translation>
    </message>
    <message>
        <source>Luck (EMG)</source>
        <translation>Flaks (EMG)</translation>
    </message>
    <message>
        <source>Lucky / very lucky rolls</source>
        <translation>Heldige / svært heldige kast</translation>
    </message>
    <message>
        <source>Unlucky / very unlucky rolls</source>
        <translation>Uheldige / svært uheldige kast</translation>
    </message>
    <message>
        <source>Luck-adjusted result</source>
        <translation>Flaksjustert resultat</translation>
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
        <translation>Viderekommen</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Hobbyspiller</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>Elendig!</translation>
    </message>
</context>
<context>
    <name>ArchiveActions</name>
    <message>
        <source>Analyse &amp;files…</source>
        <translation>Analyser &amp;filer…</translation>
    </message>
    <message>
        <source>Analyse many match files at once, on this machine or a cluster</source>
        <translation>Analyser mange matchfiler på én gang, på denne maskinen eller en klynge</translation>
    </message>
    <message>
        <source>Cl&amp;uster for long analyses…</source>
        <translation>&amp;Klynge for lange analyser…</translation>
    </message>
    <message>
        <source>&amp;Stop when the cluster cannot be reached</source>
        <translation>Stopp &amp;når klyngen ikke kan nås</translation>
    </message>
    <message>
        <source>Otherwise the files are analysed on this machine</source>
        <translation>Ellers analyseres filene på denne maskinen</translation>
    </message>
    <message>
        <source>Analyse files</source>
        <translation>Analyser filer</translation>
    </message>
    <message>
        <source>Match files (*.bgqt *.sgf *.mat *.txt);;All files (*)</source>
        <translation>Matchfiler (*.bgqt *.sgf *.mat *.txt);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Cluster for long analyses</source>
        <translation>Klynge for lange analyser</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (like tcp://192.168.1.10:8786), or nothing to use this machine&apos;s cores:</source>
        <translation>Adressen til en Dask-scheduler (som tcp://192.168.1.10:8786), eller ingenting for å bruke denne maskinens kjerner:</translation>
    </message>
</context>
<context>
    <name>ArchiveAnalysis</name>
    <message>
        <source>{file} cannot be read. {reason}</source>
        <translation>{file} kan ikke leses. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be analysed. {reason}</source>
        <translation>{file} kan ikke analyseres. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>{file} kan ikke leses: {reason}</translation>
    </message>
</context>
<context>
    <name>ArchiveDialog</name>
    <message>
        <source>Analyse files</source>
        <translation>Analyser filer</translation>
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
        <translation>Spiller:</translation>
    </message>
    <message numerus="yes">
        <source>Looking for match files: %n found so far…</source>
        <translation>
            <numerusform>Leter etter matchfiler: %n funnet så langt…</numerusform>
            <numerusform>Leter etter matchfiler: %n funnet så langt…</numerusform>
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
            <numerusform>%1: feilrate %2, PR %3 (%Ln beslutning)</numerusform>
            <numerusform>%1: feilrate %2, PR %3 (%Ln beslutninger)</numerusform>
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
        <translation>Leter etter matchfiler…</translation>
    </message>
    <message>
        <source>The analysis stopped. %1</source>
        <translation>Analysen stoppet. %1</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; the files are analysed on this machine.</source>
        <translation>Klyngen på %1 kan ikke nås; filene analyseres på denne maskinen.</translation>
    </message>
    <message>
        <source>The cluster at %1 cannot be reached; nothing was analysed.</source>
        <translation>Klyngen på %1 kan ikke nås; ingenting ble analysert.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: the %Ln match(es) analysed so far are kept.</source>
        <translation>
            <numerusform>Stoppet: den %Ln matchen som er analysert så langt, beholdes.</numerusform>
            <numerusform>Stoppet: de %Ln matchene som er analysert så langt, beholdes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) analysed.</source>
        <translation>
            <numerusform>%Ln match analysert.</numerusform>
            <numerusform>%Ln matcher analysert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardAccess</name>
    <message>
        <source>white</source>
        <translation>hvit</translation>
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
        <translation>Ikke noe spørsmål</translation>
    </message>
    <message>
        <source>Dice: not rolled</source>
        <translation>Terninger: ikke kastet</translation>
    </message>
    <message>
        <source>No cube in these rules</source>
        <translation>Ingen kube med disse reglene</translation>
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
        <translation>Kube: {v}, eid av {name}</translation>
    </message>
    <message>
        <source>bar</source>
        <translation>bar</translation>
    </message>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammonbrett</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits {victim}&apos;s checker: it is on the bar.</source>
        <translation>{name} flytter {a}/{b} og slår ut en brikke til {victim}: den er på baren.</translation>
    </message>
    <message>
        <source>{name} rolled {roll} and played {play}.</source>
        <translation>{name} slo {roll} og spilte {play}.</translation>
    </message>
    <message>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>skal kaste</translation>
    </message>
    <message>
        <source>{name}: {about}</source>
        <translation>{name}: {about}</translation>
    </message>
    <message>
        <source>Cube: {v}, a double to {w} offered</source>
        <translation>Kube: {v}, dobling til {w} tilbudt</translation>
    </message>
    <message>
        <source>Cube: {v}, in the middle</source>
        <translation>Kube: {v}, i midten</translation>
    </message>
    <message>
        <source>{name} takes back a move.</source>
        <translation>{name} tar tilbake et trekk.</translation>
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
        <translation>poeng {n}, {away} igjen</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>poeng {n}</translation>
    </message>
    <message>
        <source>Answer {n} of {count}: {answer}.</source>
        <translation>Svar {n} av {count}: {answer}.</translation>
    </message>
    <message>
        <source>Answered: {answer}.</source>
        <translation>Svar gitt: {answer}.</translation>
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
        <translation>Spørsmål: {text} Svar: {answers}</translation>
    </message>
    <message>
        <source>Bar: empty</source>
        <translation>Baren: tom</translation>
    </message>
    <message>
        <source>{name}&apos;s tray: none borne off</source>
        <translation>Skuffen til {name}: ingen tatt ut</translation>
    </message>
    <message>
        <source>{name}&apos;s {p}-point: empty</source>
        <translation>{p}-punktet til {name}: tomt</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b}.</source>
        <translation>{name} flytter {a}/{b}.</translation>
    </message>
    <message>
        <source>{name} moves {a}/{b} and hits your checker on your {b}-point: it is on the bar.</source>
        <translation>{name} flytter {a}/{b} og slår ut brikken din på {b}-punktet ditt: den er på baren.</translation>
    </message>
    <message>
        <source>{name} played {play}.</source>
        <translation>{name} spilte {play}.</translation>
    </message>
    <message>
        <source>{name} to roll</source>
        <translation>{name} skal kaste</translation>
    </message>
    <message>
        <source>A double to {w} is offered.</source>
        <translation>En dobling til {w} er tilbudt.</translation>
    </message>
    <message>
        <source>Picked up the checker on {where}: it may go to {places}.</source>
        <translation>Brikken på {where} er løftet: den kan gå til {places}.</translation>
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
            <numerusform>{p}-punktet til {name}: %n hvit brikke</numerusform>
            <numerusform>{p}-punktet til {name}: %n hvite brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s)</source>
        <translation>
            <numerusform>{p}-punktet til {name}: %n svart brikke</numerusform>
            <numerusform>{p}-punktet til {name}: %n svarte brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n white checker(s) borne off</source>
        <translation>
            <numerusform>Skuffen til {name}: %n hvit brikke tatt ut</numerusform>
            <numerusform>Skuffen til {name}: %n hvite brikker tatt ut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n black checker(s) borne off</source>
        <translation>
            <numerusform>Skuffen til {name}: %n svart brikke tatt ut</numerusform>
            <numerusform>Skuffen til {name}: %n svarte brikker tatt ut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n white checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{p}-punktet til {name}: %n hvit brikke (til {other})</numerusform>
            <numerusform>{p}-punktet til {name}: %n hvite brikker (til {other})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {p}-point: %n black checker(s) ({other}&apos;s)</source>
        <translation>
            <numerusform>{p}-punktet til {name}: %n svart brikke (til {other})</numerusform>
            <numerusform>{p}-punktet til {name}: %n svarte brikker (til {other})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n hvit brikke (til {name})</numerusform>
            <numerusform>%n hvite brikker (til {name})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black checker(s) ({name}&apos;s)</source>
        <translation>
            <numerusform>%n svart brikke (til {name})</numerusform>
            <numerusform>%n svarte brikker (til {name})</numerusform>
        </translation>
    </message>
    <message>
        <source>clock {time}</source>
        <translation>klokke {time}</translation>
    </message>
    <message>
        <source>{name}&apos;s dice: {values}, {used} used</source>
        <translation>Terningene til {name}: {values}, {used} brukt</translation>
    </message>
    <message>
        <source>{name}&apos;s last roll: {values}</source>
        <translation>Siste kast til {name}: {values}</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting your checker</source>
        <translation>{a}/{b}, slår ut brikken din</translation>
    </message>
    <message>
        <source>{a}/{b}, hitting {victim}&apos;s checker</source>
        <translation>{a}/{b}, slår ut en brikke til {victim}</translation>
    </message>
    <message>
        <source>{name} rolled {values}.</source>
        <translation>{name} kastet {values}.</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <source>The match is over. To start a new one, choose New match with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Matchen er over. For å starte en ny, velg Ny match med piltastene og trykk Mellomrom eller Enter, eller klikk på den.</translation>
    </message>
    <message>
        <source>The game is over. To go on, choose Next game with the arrow keys and press Space or Enter, or click it.</source>
        <translation>Spillet er over. For å fortsette, velg Neste spill med piltastene og trykk Mellomrom eller Enter, eller klikk på det.</translation>
    </message>
    <message>
        <source>To answer the tutor, choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>For å svare treneren, velg et svar med piltastene og trykk Mellomrom eller Enter, eller klikk på svaret.</translation>
    </message>
    <message>
        <source>Answer the question on the board first: choose an answer with the arrow keys and press Space or Enter, or click the answer.</source>
        <translation>Svar først på spørsmålet på brettet: velg et svar med piltastene og trykk Mellomrom eller Enter, eller klikk på svaret.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>score {n} · {away}-away</source>
        <translation>poeng {n} · {away} igjen</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>poeng {n}</translation>
    </message>
</context>
<context>
    <name>ComputerPlayer</name>
    <message>
        <source>Computer</source>
        <translation>Datamaskinen</translation>
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
        <translation>Datamaskin: {level}</translation>
    </message>
    <message>
        <source>The computer could not move. {reason}</source>
        <translation>Datamaskinen kunne ikke flytte. {reason}</translation>
    </message>
    <message>
        <source>The engine chose {play}, which is not a legal play here.</source>
        <translation>Motoren valgte {play}, som ikke er et lovlig trekk her.</translation>
    </message>
    <message>
        <source>The computer&apos;s move {from_}/{to} was refused.</source>
        <translation>Datamaskinens trekk {from_}/{to} ble avvist.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middels</translation>
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
        <translation>Klikk eller skriv inn hvert kast selv, f.eks. for å spille om igjen et spill med ekte terninger</translation>
    </message>
    <message>
        <source>&amp;Dice log</source>
        <translation>Terning&amp;logg</translation>
    </message>
    <message>
        <source>Each player&apos;s dice: the count of every number and of doubles</source>
        <translation>Hver spillers terninger: antallet av hvert tall og av dobbeltkast</translation>
    </message>
    <message>
        <source>The opening roll: one die each.</source>
        <translation>Åpningskastet: én terning hver.</translation>
    </message>
    <message>
        <source>{name} rolls:</source>
        <translation>{name} kaster:</translation>
    </message>
    <message>
        <source>first die</source>
        <translation>første terning</translation>
    </message>
    <message>
        <source>second die</source>
        <translation>andre terning</translation>
    </message>
</context>
<context>
    <name>DiceLog</name>
    <message>
        <source>doubles</source>
        <translation>dobbeltkast</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>ærlige terninger</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n roll(s))</source>
        <translation>
            <numerusform>{name} (%n kast)</numerusform>
            <numerusform>{name} (%n kast)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bars: each player&apos;s count of every number (light: {light}; dark: {dark}). Yellow lines: what fair dice give on average.</source>
        <translation>Søyler: hver spillers antall av hvert tall (lys: {light}; mørk: {dark}). Gule linjer: hva ærlige terninger gir i snitt.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: too few dice to tell yet ({n} of the %n dice it takes).</source>
        <translation>
            <numerusform>{name}: for få terninger til å si noe ennå ({n} av den %n terningen som trengs).</numerusform>
            <numerusform>{name}: for få terninger til å si noe ennå ({n} av de %n terningene som trengs).</numerusform>
        </translation>
    </message>
    <message>
        <source>the dice look fair</source>
        <translation>terningene ser ærlige ut</translation>
    </message>
    <message>
        <source>unusual: fair dice give this less than 1 time in 20</source>
        <translation>uvanlig: ærlige terninger gir dette mindre enn 1 gang av 20</translation>
    </message>
    <message>
        <source>very unusual: fair dice give this less than 1 time in 100</source>
        <translation>svært uvanlig: ærlige terninger gir dette mindre enn 1 gang av 100</translation>
    </message>
    <message>
        <source>{name}: chi-square {chi} (5 degrees of freedom), {verdict}.</source>
        <translation>{name}: kjikvadrat {chi} (5 frihetsgrader), {verdict}.</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Enter the roll</source>
        <translation>Skriv inn kastet</translation>
    </message>
    <message>
        <source>or type both, e.g. 54</source>
        <translation>eller skriv begge, f.eks. 54</translation>
    </message>
    <message>
        <source>Two numbers 1 to 6, e.g. 54.</source>
        <translation>To tall fra 1 til 6, f.eks. 54.</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <source>{name}&apos;s supply: drag a checker from here</source>
        <translation>Forrådet til {name}: dra en brikke herfra</translation>
    </message>
    <message>
        <source>Arrows or a point&apos;s number choose a place; + adds a checker of the colour chosen, - removes one, C changes the colour, B the bar, O the tray.</source>
        <translation>Pilene eller et punkts nummer velger et sted; + legger til en brikke i valgt farge, - fjerner en, C bytter farge, B baren, O skuffen.</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>Brett for oppsett av stilling</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s tray: %n checker(s) borne off</source>
        <translation>
            <numerusform>Skuffen til {name}: %n brikke tatt ut</numerusform>
            <numerusform>Skuffen til {name}: %n brikker tatt ut</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <source>The engine stopped unexpectedly; it is started again when it is next needed.</source>
        <translation>Motoren stoppet uventet; den startes igjen neste gang den trengs.</translation>
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
        <translation>Teknisk detalj: {detail}</translation>
    </message>
    <message>
        <source>The engine refused: {reason}.</source>
        <translation>Motoren avviste: {reason}.</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>backgammon-qt: an error</source>
        <translation>backgammon-qt: en feil</translation>
    </message>
    <message>
        <source>Something went wrong: %1</source>
        <translation>Noe gikk galt: %1</translation>
    </message>
    <message>
        <source>Your match was saved, and you can go on playing. If the board misbehaves, quit: the next start offers to resume the match.</source>
        <translation>Matchen din ble lagret, og du kan spille videre. Hvis brettet oppfører seg rart, avslutt: neste oppstart tilbyr å gjenoppta matchen.</translation>
    </message>
    <message>
        <source>The match could not be saved; save it with Game &gt; Save as.</source>
        <translation>Matchen kunne ikke lagres; lagre den med Spill &gt; Lagre som.</translation>
    </message>
    <message>
        <source>The details are in the log file %1; please attach it when you report the problem.</source>
        <translation>Detaljene står i loggfilen %1; legg den ved når du melder fra om problemet.</translation>
    </message>
    <message>
        <source>No log file could be written; the details are below.</source>
        <translation>Ingen loggfil kunne skrives; detaljene står nedenfor.</translation>
    </message>
    <message>
        <source>Open the log folder</source>
        <translation>Åpne loggmappen</translation>
    </message>
</context>
<context>
    <name>ErrorRateChart</name>
    <message>
        <source>Click a match&apos;s point to open it</source>
        <translation>Klikk på prikken for en match for å åpne den</translation>
    </message>
    <message>
        <source>Error rate (left, mEMG) and PR (right) by match</source>
        <translation>Feilrate (venstre, mEMG) og PR (høyre) per match</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>clock times must be &gt;= 0 seconds</source>
        <translation>klokketidene må være &gt;= 0 sekunder</translation>
    </message>
    <message>
        <source>a die shows 1..6, got {got}</source>
        <translation>en terning viser 1..6, fikk {got}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, above the cube cap of {cap}</source>
        <translation>kuben i oppsettet står på {value}, over grensen for kuben på {cap}</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but these rules play without the cube</source>
        <translation>kuben i oppsettet står på {value}, men disse reglene spilles uten kube</translation>
    </message>
    <message>
        <source>the set-up cube is at {value}, but nobody doubles in the Crawford game</source>
        <translation>kuben i oppsettet står på {value}, men ingen dobler i Crawford-spillet</translation>
    </message>
    <message>
        <source>the set-up cube is at {value} in the middle, which only automatic doubles in money play can do; give the player who owns it</source>
        <translation>kuben i oppsettet står på {value} i midten, noe bare automatiske doblinger i pengespill kan gi; oppgi spilleren som eier den</translation>
    </message>
    <message>
        <source>a beaver is allowed only in money play with beavers on, against a plain double</source>
        <translation>en beaver er bare tillatt i pengespill med beavers slått på, mot en vanlig dobling</translation>
    </message>
    <message>
        <source>moves were already made this turn</source>
        <translation>det er allerede flyttet denne turen</translation>
    </message>
    <message>
        <source>cannot resign now: the game is {phase}</source>
        <translation>kan ikke gi opp nå: spillet er i fasen «{phase}»</translation>
    </message>
    <message>
        <source>player must be 0 or 1, got {got}</source>
        <translation>spiller må være 0 eller 1, fikk {got}</translation>
    </message>
    <message>
        <source>a resignation is worth 1, 2 or 3, got {got}</source>
        <translation>en oppgivelse er verdt 1, 2 eller 3, fikk {got}</translation>
    </message>
    <message>
        <source>a win can be claimed on time only under the timed rules</source>
        <translation>seieren kan bare kreves på tid med regler på tid</translation>
    </message>
    <message>
        <source>cannot claim now ({phase})</source>
        <translation>kan ikke kreve seieren nå (fase: {phase})</translation>
    </message>
    <message>
        <source>opening roll without dice</source>
        <translation>åpningskast uten terninger</translation>
    </message>
    <message>
        <source>opening roll {dice} is {result}, the record says {given}</source>
        <translation>åpningskastet {dice} er {result}, protokollen sier {given}</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>uavgjort</translation>
    </message>
    <message>
        <source>won by player {player}</source>
        <translation>vunnet av spiller {player}</translation>
    </message>
    <message>
        <source>player {player}</source>
        <translation>spiller {player}</translation>
    </message>
    <message>
        <source>resignation without a player</source>
        <translation>oppgivelse uten en spiller</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed before the opening roll</source>
        <translation>{kind} fra spiller {player} er ikke tillatt før åpningskastet</translation>
    </message>
    <message>
        <source>{kind} by player {player} is not allowed after the end of the game</source>
        <translation>{kind} fra spiller {player} er ikke tillatt etter at spillet er slutt</translation>
    </message>
    <message>
        <source>{kind} by player {player}, but player {actor} is to act</source>
        <translation>{kind} fra spiller {player}, men det er spiller {actor} som skal handle</translation>
    </message>
    <message>
        <source>roll without dice</source>
        <translation>kast uten terninger</translation>
    </message>
    <message>
        <source>unknown action {kind}</source>
        <translation>ukjent handling {kind}</translation>
    </message>
    <message>
        <source>not allowed now: the game is {phase}, expected {expected}</source>
        <translation>ikke tillatt nå: spillet er i fasen «{phase}», forventet «{expected}»</translation>
    </message>
    <message>
        <source>a double is offered only at the start of a turn, before rolling</source>
        <translation>en dobling tilbys bare i begynnelsen av en tur, før det kastes</translation>
    </message>
    <message>
        <source>the cube is not in use under these rules</source>
        <translation>doblingskuben brukes ikke med disse reglene</translation>
    </message>
    <message>
        <source>no doubling in the Crawford game</source>
        <translation>ingen dobling i Crawford-spillet</translation>
    </message>
    <message>
        <source>the opponent owns the cube</source>
        <translation>motstanderen eier kuben</translation>
    </message>
    <message>
        <source>the cube is capped at {cap}</source>
        <translation>kuben kan høyst stå på {cap}</translation>
    </message>
    <message>
        <source>dice must be two numbers 1..6, got {got}</source>
        <translation>terningene må være to tall 1..6, fikk {got}</translation>
    </message>
    <message>
        <source>dice must be 1..6, got {d0} and {d1}</source>
        <translation>terningene må være 1..6, fikk {d0} og {d1}</translation>
    </message>
    <message>
        <source>no legal {dice} play leads to {position}</source>
        <translation>ikke noe lovlig {dice}-trekk fører til {position}</translation>
    </message>
    <message>
        <source>{play}: this roll has a legal play, the turn cannot pass</source>
        <translation>{play}: dette kastet har et lovlig trekk, turen kan ikke stå over</translation>
    </message>
    <message>
        <source>{play} is not a legal {dice} play here</source>
        <translation>{play} er ikke et lovlig {dice}-trekk her</translation>
    </message>
    <message>
        <source>match length must be 0 (money) to {most}, got {got}</source>
        <translation>matchlengden må være fra 0 (penger) til {most}, fikk {got}</translation>
    </message>
    <message>
        <source>the starting score is set before the first game</source>
        <translation>poengstillingen ved start settes før det første spillet</translation>
    </message>
    <message>
        <source>the current game is not over</source>
        <translation>spillet som pågår, er ikke over</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>matchen er over</translation>
    </message>
    <message>
        <source>this game is marked as the Crawford game; at {score} after the games before, it is not one</source>
        <translation>dette spillet er merket som Crawford-spillet; ved {score} etter de foregående spillene er det ikke det</translation>
    </message>
    <message>
        <source>this game is marked not as the Crawford game; at {score} after the games before, it is one</source>
        <translation>dette spillet er ikke merket som Crawford-spillet; ved {score} etter de foregående spillene er det det</translation>
    </message>
    <message>
        <source>the record gives the score before this game as {given}, the games before make it {replayed}</source>
        <translation>protokollen oppgir poengstillingen før dette spillet som {given}, de foregående spillene gir {replayed}</translation>
    </message>
    <message>
        <source>the record says {given}, the replay gives {replayed}</source>
        <translation>protokollen sier {given}, gjennomspillingen gir {replayed}</translation>
    </message>
    <message>
        <source>the record has an outcome but its actions do not end the game</source>
        <translation>protokollen har et resultat, men handlingene avslutter ikke spillet</translation>
    </message>
    <message>
        <source>a game before the last one is unfinished</source>
        <translation>et spill før det siste er uferdig</translation>
    </message>
    <message>
        <source>the record has moves of a turn in progress, but no turn is being played</source>
        <translation>protokollen har trekk fra en tur som pågår, men ingen tur spilles</translation>
    </message>
    <message>
        <source>turn in progress: {reason}</source>
        <translation>turen som pågår: {reason}</translation>
    </message>
    <message>
        <source>the starting score must be two whole numbers &gt;= 0, got {got}</source>
        <translation>poengstillingen ved start må være to hele tall &gt;= 0, fikk {got}</translation>
    </message>
    <message>
        <source>the starting score {score} is not below the match length {length}: that match is already over</source>
        <translation>poengstillingen ved start {score} er ikke under matchlengden {length}: den matchen er allerede over</translation>
    </message>
    <message>
        <source>cube value must be a power of two up to 32768, got {got}</source>
        <translation>kubens verdi må være en potens av to opp til 32768, fikk {got}</translation>
    </message>
    <message>
        <source>match length and scores must be 0..32767, got {got}</source>
        <translation>matchlengden og poengsummene må være 0..32767, fikk {got}</translation>
    </message>
    <message>
        <source>dice must be 0..6, got {got}</source>
        <translation>terningene må være 0..6, fikk {got}</translation>
    </message>
    <message>
        <source>Match ID field {name} out of range: {got}</source>
        <translation>Match ID-feltet {name} er utenfor gyldig område: {got}</translation>
    </message>
    <message>
        <source>a Match ID is 12 Base64 characters, got {text}</source>
        <translation>en Match ID består av 12 Base64-tegn, fikk {text}</translation>
    </message>
    <message>
        <source>not a Match ID (bad Base64): {text}</source>
        <translation>ikke en Match ID (ugyldig Base64): {text}</translation>
    </message>
    <message>
        <source>Match ID has an invalid cube owner: {text}</source>
        <translation>Match ID har en ugyldig eier av kuben: {text}</translation>
    </message>
    <message>
        <source>Match ID has a die over 6: {text}</source>
        <translation>Match ID har en terning over 6: {text}</translation>
    </message>
    <message>
        <source>move text of {n} characters is too long: {text}</source>
        <translation>trekkteksten på {n} tegn er for lang: {text}</translation>
    </message>
    <message>
        <source>bad move {move} in {text}</source>
        <translation>feil trekk {move} i {text}</translation>
    </message>
    <message>
        <source>bad point {point} in {text}</source>
        <translation>feil punkt {point} i {text}</translation>
    </message>
    <message>
        <source>point {point} is not 0..25 in {text}</source>
        <translation>punkt {point} er ikke 0..25 i {text}</translation>
    </message>
    <message>
        <source>a move cannot start off the board: {move}</source>
        <translation>et trekk kan ikke begynne utenfor brettet: {move}</translation>
    </message>
    <message>
        <source>a move cannot end on the bar: {move}</source>
        <translation>et trekk kan ikke ende på baren: {move}</translation>
    </message>
    <message>
        <source>a move must go toward home: {move}</source>
        <translation>et trekk må gå mot hjemmebrettet: {move}</translation>
    </message>
    <message>
        <source>bad repeat count ({count}) in {text}</source>
        <translation>feil antall gjentakelser ({count}) i {text}</translation>
    </message>
    <message>
        <source>too many moves in {text}</source>
        <translation>for mange trekk i {text}</translation>
    </message>
    <message>
        <source>{name} needs 26 counts (off, points 1..24, bar), got {n}</source>
        <translation>{name} må ha 26 antall (ute, punkt 1..24, bar), fikk {n}</translation>
    </message>
    <message>
        <source>{name} has a negative checker count</source>
        <translation>{name} har et negativt antall brikker</translation>
    </message>
    <message>
        <source>unknown variation {name} (known: standard, nackgammon)</source>
        <translation>ukjent variant {name} (kjente: standard, nackgammon)</translation>
    </message>
    <message>
        <source>{name}: point {point} is not 1..24 or the bar (25)</source>
        <translation>{name}: punkt {point} er ikke 1..24 eller baren (25)</translation>
    </message>
    <message>
        <source>{name} has {n} checkers on the board (at most 15)</source>
        <translation>{name} har {n} brikker på brettet (høyst 15)</translation>
    </message>
    <message>
        <source>a Position ID has 14 characters, got {n}: {text}</source>
        <translation>en Position ID har 14 tegn, men denne har {n}: {text}</translation>
    </message>
    <message>
        <source>not a Position ID (&apos;=&apos; is not one of its characters): {text}</source>
        <translation>ikke en Position ID (&apos;=&apos; er ikke et av tegnene i den): {text}</translation>
    </message>
    <message>
        <source>not a Position ID (bad Base64): {text}</source>
        <translation>ikke en Position ID (ugyldig Base64): {text}</translation>
    </message>
    <message>
        <source>Position ID has bits past both sides: {text}</source>
        <translation>Position ID har biter utover begge sidene: {text}</translation>
    </message>
    <message>
        <source>Position ID does not hold two sides: {text}</source>
        <translation>Position ID inneholder ikke to sider: {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side not on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID gir siden som ikke skal kaste, {n} brikker (høyst 15): {text}</translation>
    </message>
    <message>
        <source>Position ID gives the side on roll {n} checkers (at most 15): {text}</source>
        <translation>Position ID gir siden som skal kaste, {n} brikker (høyst 15): {text}</translation>
    </message>
    <message>
        <source>the player on roll has {n} checkers (must be 15)</source>
        <translation>spilleren som skal kaste, har {n} brikker (skal ha 15)</translation>
    </message>
    <message>
        <source>the opponent has {n} checkers (must be 15)</source>
        <translation>motstanderen har {n} brikker (skal ha 15)</translation>
    </message>
    <message>
        <source>point {point} (player on roll&apos;s numbering) holds checkers of both sides</source>
        <translation>punkt {point} (nummerert som for spilleren som skal kaste) har brikker fra begge sider</translation>
    </message>
    <message>
        <source>both sides have borne off all their checkers</source>
        <translation>begge sider har tatt ut alle brikkene sine</translation>
    </message>
    <message>
        <source>point must be 1..24, got {point}</source>
        <translation>punktet må være 1..24, fikk {point}</translation>
    </message>
    <message>
        <source>there is nothing to read: the text is empty</source>
        <translation>det er ingenting å lese: teksten er tom</translation>
    </message>
    <message>
        <source>there is a Match ID but no Position ID</source>
        <translation>det er en Match ID, men ingen Position ID</translation>
    </message>
    <message>
        <source>a Position ID is 14 characters, got {n}: {text}</source>
        <translation>en Position ID er på 14 tegn, men denne har {n}: {text}</translation>
    </message>
    <message>
        <source>this is not a position: expected a gnubg Position ID (14 characters), a Position ID and Match ID (14:12 characters), or an XGID; got {text}</source>
        <translation>dette er ikke en stilling: forventet en gnubg Position ID (14 tegn), en Position ID og Match ID (14:12 tegn) eller en XGID; fikk {text}</translation>
    </message>
    <message>
        <source>the Position ID must be 14 characters, got {n}: {text}</source>
        <translation>Position ID må være på 14 tegn, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Position ID is wrong: {reason}</source>
        <translation>Position ID er feil: {reason}</translation>
    </message>
    <message>
        <source>the Match ID must be 12 characters, got {n}: {text}</source>
        <translation>Match ID må være på 12 tegn, men har {n}: {text}</translation>
    </message>
    <message>
        <source>the Match ID is wrong: {reason}</source>
        <translation>Match ID er feil: {reason}</translation>
    </message>
    <message>
        <source>the Match ID has a double offered with the doubler to answer it, which no game can be in</source>
        <translation>Match ID har en tilbudt dobling som dobleren selv skal svare på, noe ikke noe spill kan være i</translation>
    </message>
    <message>
        <source>the Match ID has a double offered after the dice were rolled</source>
        <translation>Match ID har en dobling tilbudt etter at terningene er kastet</translation>
    </message>
    <message>
        <source>the Match ID has a resignation offered, which a set-up position cannot hold</source>
        <translation>Match ID har en tilbudt oppgivelse, noe en oppsatt stilling ikke kan inneholde</translation>
    </message>
    <message>
        <source>the Match ID is of a game that is over</source>
        <translation>Match ID er fra et spill som er over</translation>
    </message>
    <message>
        <source>the Match ID&apos;s match length {length} is over {most}</source>
        <translation>matchlengden {length} i Match ID er over {most}</translation>
    </message>
    <message>
        <source>the Match ID&apos;s score {a}-{b} is not below its match length {length}</source>
        <translation>poengstillingen {a}-{b} i Match ID er ikke under matchlengden {length}</translation>
    </message>
    <message>
        <source>the Match ID marks the Crawford game, but no player is one point short of the match</source>
        <translation>Match ID markerer Crawford-spillet, men ingen spiller mangler ett poeng på å vinne matchen</translation>
    </message>
    <message>
        <source>the Match ID has one die rolled and not the other ({d1}, {d2})</source>
        <translation>Match ID har den ene terningen kastet og ikke den andre ({d1}, {d2})</translation>
    </message>
    <message>
        <source>the position is impossible: {reason}</source>
        <translation>stillingen er umulig: {reason}</translation>
    </message>
    <message>
        <source>the XGID gives a position no game can be in: {reason}</source>
        <translation>XGID gir en stilling som ikke noe spill kan være i: {reason}</translation>
    </message>
    <message>
        <source>the Match ID gives a position no game can be in: {reason}</source>
        <translation>Match ID gir en stilling som ikke noe spill kan være i: {reason}</translation>
    </message>
    <message>
        <source>the Position ID gives a position no game can be in: {reason}</source>
        <translation>Position ID gir en stilling som ikke noe spill kan være i: {reason}</translation>
    </message>
    <message>
        <source>unknown action kind {kind}</source>
        <translation>ukjent handlingstype {kind}</translation>
    </message>
    <message>
        <source>unknown outcome reason {reason}</source>
        <translation>ukjent årsak til resultatet {reason}</translation>
    </message>
    <message>
        <source>action player must be 0 or 1, got {got}</source>
        <translation>handlingens spiller må være 0 eller 1, fikk {got}</translation>
    </message>
    <message>
        <source>dice must be two ints 1..6, got {got}</source>
        <translation>terningene må være to heltall 1..6, fikk {got}</translation>
    </message>
    <message>
        <source>a set-up position must be a Position, got {got}</source>
        <translation>en oppsatt stilling må være en Position, fikk {got}</translation>
    </message>
    <message>
        <source>the set-up position is not valid: {reason}</source>
        <translation>den oppsatte stillingen er ugyldig: {reason}</translation>
    </message>
    <message>
        <source>the set-up position is already over: player {player} has borne off all 15 checkers</source>
        <translation>den oppsatte stillingen er allerede over: spiller {player} har tatt ut alle 15 brikkene</translation>
    </message>
    <message>
        <source>the player on roll must be 0 or 1, got {got}</source>
        <translation>spilleren som skal kaste, må være 0 eller 1, fikk {got}</translation>
    </message>
    <message>
        <source>set-up dice must be two numbers 1..6, got {got}</source>
        <translation>terningene i oppsettet må være to tall 1..6, fikk {got}</translation>
    </message>
    <message>
        <source>the cube value must be a power of two from 1 to {cap}, got {got}</source>
        <translation>kubens verdi må være en potens av to fra 1 til {cap}, fikk {got}</translation>
    </message>
    <message>
        <source>the cube owner must be 0, 1 or None (in the middle), got {got}</source>
        <translation>kubens eier må være 0, 1 eller None (i midten), fikk {got}</translation>
    </message>
    <message>
        <source>a cube at 1 is in the middle: nobody owns it before a double</source>
        <translation>en kube på 1 står i midten: ingen eier den før en dobling</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the first player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>oppsettet setter {n} av første spillers brikker på punktene og baren (høyst {most})</translation>
    </message>
    <message>
        <source>the set-up puts {n} of the second player&apos;s checkers on the points and the bar (at most {most})</source>
        <translation>oppsettet setter {n} av andre spillers brikker på punktene og baren (høyst {most})</translation>
    </message>
    <message>
        <source>the set-up puts checkers of both players on one point (the first player&apos;s {point}-point, the second player&apos;s {other}-point)</source>
        <translation>oppsettet setter brikker fra begge spillerne på ett punkt (første spillers {point}-punkt, andre spillers {other}-punkt)</translation>
    </message>
    <message>
        <source>game {game}, action {action}: {reason}</source>
        <translation>spill {game}, handling {action}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spill {game}: {reason}</translation>
    </message>
    <message>
        <source>action {action}: {reason}</source>
        <translation>handling {action}: {reason}</translation>
    </message>
    <message>
        <source>cube_cap must be 0 (no cap) or a power of two &gt;= 2, got {got}</source>
        <translation>cube_cap må være 0 (ingen grense) eller en potens av to &gt;= 2, fikk {got}</translation>
    </message>
    <message>
        <source>automatic_doubles_limit must be &gt;= 0</source>
        <translation>automatic_doubles_limit må være &gt;= 0</translation>
    </message>
    <message>
        <source>variation must be one of {known}, got {got}</source>
        <translation>varianten må være en av {known}, fikk {got}</translation>
    </message>
    <message>
        <source>{name} must be 0 to {most} seconds, got {got}</source>
        <translation>{name} må være fra 0 til {most} sekunder, fikk {got}</translation>
    </message>
    <message>
        <source>unknown rule options: {names}</source>
        <translation>ukjente regelvalg: {names}</translation>
    </message>
    <message>
        <source>rule option {name} must be true or false, got {got}</source>
        <translation>regelvalget {name} må være true eller false, fikk {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a whole number, got {got}</source>
        <translation>regelvalget {name} må være et heltall, fikk {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a number, got {got}</source>
        <translation>regelvalget {name} må være et tall, fikk {got}</translation>
    </message>
    <message>
        <source>rule option {name} must be a text, got {got}</source>
        <translation>regelvalget {name} må være en tekst, fikk {got}</translation>
    </message>
    <message>
        <source>no game has started</source>
        <translation>ikke noe spill har begynt</translation>
    </message>
    <message>
        <source>{name} has played no move in this game to take back</source>
        <translation>{name} har ikke spilt noe trekk i dette spillet som kan tas tilbake</translation>
    </message>
    <message>
        <source>{name} took back the drop</source>
        <translation>{name} tok tilbake avslaget av doblingen</translation>
    </message>
    <message>
        <source>{name} took back {play} (then {then})</source>
        <translation>{name} tok tilbake {play} (og deretter {then})</translation>
    </message>
    <message>
        <source>{name} took back {play}</source>
        <translation>{name} tok tilbake {play}</translation>
    </message>
    <message>
        <source>the turn is not complete: a die that must be played is unplayed</source>
        <translation>turen er ikke ferdig: en terning som må spilles, er ikke spilt</translation>
    </message>
    <message>
        <source>no {die} is left to play</source>
        <translation>det er ingen {die} igjen å spille</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {die} now</source>
        <translation>brikken på {point} kan ikke flytte {die} nå</translation>
    </message>
    <message>
        <source>no move to undo this turn</source>
        <translation>ikke noe trekk å angre denne turen</translation>
    </message>
    <message>
        <source>the checker on {point} cannot move {dice}</source>
        <translation>brikken på {point} kan ikke flytte {dice}</translation>
    </message>
    <message>
        <source>no checker of the player on roll on point {point}</source>
        <translation>ingen brikke tilhørende spilleren som skal kaste, på punkt {point}</translation>
    </message>
    <message>
        <source>checkers on the bar must enter first</source>
        <translation>brikker på baren må inn først</translation>
    </message>
    <message>
        <source>all dice are played</source>
        <translation>alle terningene er spilt</translation>
    </message>
    <message>
        <source>{point} to off is not a legal move with {dice} left</source>
        <translation>{point} til ute er ikke et lovlig trekk med {dice} igjen</translation>
    </message>
    <message>
        <source>{point} to {to} is not a legal move with {dice} left</source>
        <translation>{point} til {to} er ikke et lovlig trekk med {dice} igjen</translation>
    </message>
    <message>
        <source>XGID: the {name} field must be a whole number, got {text}</source>
        <translation>XGID: feltet {name} må være et heltall, fikk {text}</translation>
    </message>
    <message>
        <source>XGID: the {name} must be {lo} to {hi}, got {value}</source>
        <translation>XGID: {name} må være fra {lo} til {hi}, fikk {value}</translation>
    </message>
    <message>
        <source>not an XGID: expected 26 board characters (- A-P a-p) then 9 fields, got {text}</source>
        <translation>ikke en XGID: forventet 26 brettegn (- A-P a-p) og deretter 9 felt, fikk {text}</translation>
    </message>
    <message>
        <source>XGID: expected 9 fields after the board, got {n}</source>
        <translation>XGID: forventet 9 felt etter brettet, fikk {n}</translation>
    </message>
    <message>
        <source>XGID: the player to act must be 1 (X) or -1 (O), got 0</source>
        <translation>XGID: spilleren som skal handle, må være 1 (X) eller -1 (O), fikk 0</translation>
    </message>
    <message>
        <source>XGID: the dice must be two digits 1-6, 00 before the roll or D for a double offered, got {text}</source>
        <translation>XGID: terningene må være to sifre 1-6, 00 før kastet eller D for en tilbudt dobling, fikk {text}</translation>
    </message>
    <message>
        <source>XGID: the cube is on {value}, above its limit {cap}</source>
        <translation>XGID: kuben står på {value}, over grensen {cap}</translation>
    </message>
    <message>
        <source>XGID: the Crawford game needs a player one point short of the match</source>
        <translation>XGID: Crawford-spillet krever en spiller som mangler ett poeng på å vinne matchen</translation>
    </message>
    <message>
        <source>XGID: X checkers on O&apos;s bar (board character 1)</source>
        <translation>XGID: X-brikker på baren til O (brettegn 1)</translation>
    </message>
    <message>
        <source>XGID: O checkers on X&apos;s bar (board character 26)</source>
        <translation>XGID: O-brikker på baren til X (brettegn 26)</translation>
    </message>
    <message>
        <source>XGID: {side} has {total} checkers on the board, more than {most}</source>
        <translation>XGID: {side} har {total} brikker på brettet, mer enn {most}</translation>
    </message>
    <message>
        <source>XGID: one side has borne off every checker; the game is over</source>
        <translation>XGID: den ene siden har tatt ut alle brikkene; spillet er over</translation>
    </message>
    <message>
        <source>unknown file type {ext}; use one of {known}</source>
        <translation>ukjent filtype {ext}; bruk en av {known}</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like gnubg&apos;s text export; export the match as .mat or SGF instead)</source>
        <translation>ikke en backgammon-matchfil (den ligner gnubgs teksteksport; eksporter matchen som .mat eller SGF i stedet)</translation>
    </message>
    <message>
        <source>not a backgammon match file (it looks like an eXtreme Gammon position, but its XGID line is not at the top)</source>
        <translation>ikke en backgammon-matchfil (den ligner en eXtreme Gammon-stilling, men XGID-linjen står ikke øverst)</translation>
    </message>
    <message>
        <source>not a backgammon match file</source>
        <translation>ikke en backgammon-matchfil</translation>
    </message>
    <message>
        <source>unknown format {name}; use one of {known}</source>
        <translation>ukjent format {name}; bruk et av {known}</translation>
    </message>
    <message>
        <source>the result</source>
        <translation>resultatet</translation>
    </message>
    <message>
        <source>the resignation</source>
        <translation>oppgivelsen</translation>
    </message>
    <message>
        <source>a {length}-point match is longer than the {most} points supported</source>
        <translation>en match til {length} poeng er lengre enn de {most} poengene som støttes</translation>
    </message>
    <message>
        <source>an action before the first game</source>
        <translation>en handling før det første spillet</translation>
    </message>
    <message>
        <source>more than {n} actions; this is not a real match file</source>
        <translation>mer enn {n} handlinger; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>more than {n} actions in one game; this is not a real match file</source>
        <translation>mer enn {n} handlinger i ett spill; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>{name}&apos;s roll has a legal play, but no move is written and no resignation follows</source>
        <translation>kastet til {name} har et lovlig trekk, men ikke noe trekk er skrevet, og ingen oppgivelse følger</translation>
    </message>
    <message>
        <source>more than {n} games; this is not a real match file</source>
        <translation>mer enn {n} spill; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>a game after the end of the match ({reason})</source>
        <translation>et spill etter at matchen er slutt ({reason})</translation>
    </message>
    <message>
        <source>the file marks this game as the Crawford game, the score says it is not; following the score</source>
        <translation>filen markerer dette spillet som Crawford-spillet, poengstillingen sier at det ikke er det; poengstillingen følges</translation>
    </message>
    <message>
        <source>the file does not mark this game as the Crawford game, the score says it is; following the score</source>
        <translation>filen markerer ikke dette spillet som Crawford-spillet, poengstillingen sier at det er det; poengstillingen følges</translation>
    </message>
    <message>
        <source>the file gives the score as {given}, the results of the games before make it {replayed}</source>
        <translation>filen oppgir poengstillingen som {given}, resultatene av de foregående spillene gir {replayed}</translation>
    </message>
    <message>
        <source>this game has no result, but another game follows</source>
        <translation>dette spillet har ikke noe resultat, men et annet spill følger</translation>
    </message>
    <message>
        <source>a roll before the first game</source>
        <translation>et kast før det første spillet</translation>
    </message>
    <message>
        <source>dice {dice} are not two numbers 1..6</source>
        <translation>terningene {dice} er ikke to tall 1..6</translation>
    </message>
    <message>
        <source>the set-up gives {name} the dice {dice}, but the first move is {mover}&apos;s {rolled}</source>
        <translation>oppsettet gir {name} terningene {dice}, men det første trekket er {rolled} til {mover}</translation>
    </message>
    <message>
        <source>{dice} has no legal play here, but the file plays {play}</source>
        <translation>{dice} har ikke noe lovlig trekk her, men filen spiller {play}</translation>
    </message>
    <message>
        <source>the opening roll cannot be a double ({dice}): each player rolls one die and ties are rolled again</source>
        <translation>åpningskastet kan ikke være et dobbeltkast ({dice}): hver spiller kaster én terning, og likt kastes om igjen</translation>
    </message>
    <message>
        <source>cannot read the move {play}: point numbers are written with the digits 0-9</source>
        <translation>kan ikke lese trekket {play}: punktnumre skrives med sifrene 0-9</translation>
    </message>
    <message>
        <source>a move and a resignation in one cell</source>
        <translation>et trekk og en oppgivelse i samme celle</translation>
    </message>
    <message>
        <source>{what} before the first game</source>
        <translation>{what} før det første spillet</translation>
    </message>
    <message>
        <source>a double in the Crawford game: the file breaks the Crawford rule; read as a match without the Crawford rule</source>
        <translation>en dobling i Crawford-spillet: filen bryter Crawford-regelen; lest som en match uten Crawford-regelen</translation>
    </message>
    <message>
        <source>the file writes the cube as {value}, it is {expected}</source>
        <translation>filen skriver kuben som {value}, den er {expected}</translation>
    </message>
    <message>
        <source>{what} gives {points} points at cube {cube}: not a single, gammon or backgammon; recorded as a resignation worth {value} ({worth} points), as gnubg reads it</source>
        <translation>{what} gir {points} poeng med kuben på {cube}: verken et enkelt spill, en gammon eller en backgammon; registrert som en oppgivelse verdt {value} ({worth} poeng), slik gnubg leser det</translation>
    </message>
    <message>
        <source>an answer to a resignation that was not offered</source>
        <translation>et svar på en oppgivelse som ikke ble tilbudt</translation>
    </message>
    <message>
        <source>{what} gives {points} points, which no game can score</source>
        <translation>{what} gir {points} poeng, noe ikke noe spill kan gi</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won 1 point; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} sier at spiller {winner} ({name}) vant 1 poeng; spillet slik det ble spilt, gir spiller {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says player {winner} ({name}) won {points} points; the game as played gives player {other} ({other_name}) {got} ({how})</source>
        <translation>{what} sier at spiller {winner} ({name}) vant {points} poeng; spillet slik det ble spilt, gir spiller {other} ({other_name}) {got} ({how})</translation>
    </message>
    <message>
        <source>{what} says the loser resigned, but the game ended by {how}</source>
        <translation>{what} sier at taperen ga opp, men spillet endte ved {how}</translation>
    </message>
    <message>
        <source>{what} ends a game before its opening roll: read as a resignation before the game began</source>
        <translation>{what} avslutter et spill før åpningskastet: lest som en oppgivelse før spillet begynte</translation>
    </message>
    <message>
        <source>{what} follows a double with no answer; taken as a drop</source>
        <translation>{what} følger etter en dobling uten svar; tatt som et pass</translation>
    </message>
    <message>
        <source>{what} names player {winner} as the winner, but player {winner} has a double to answer</source>
        <translation>{what} oppgir spiller {winner} som vinner, men spiller {winner} skal svare på en dobling</translation>
    </message>
    <message>
        <source>{what} gives a winner, but the game is not over; taken as a resignation</source>
        <translation>{what} oppgir en vinner, men spillet er ikke over; tatt som en oppgivelse</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>filen inneholder ikke noe spill</translation>
    </message>
    <message>
        <source>move by player {player}, but player {actor} is to act</source>
        <translation>trekk av spiller {player}, men det er spiller {actor} som skal handle</translation>
    </message>
    <message>
        <source>a move by player {player} without a roll before it</source>
        <translation>et trekk av spiller {player} uten et kast før det</translation>
    </message>
    <message>
        <source>{what} holds the control character {char}, which a text match file cannot hold</source>
        <translation>{what} inneholder kontrolltegnet {char}, som en tekstmatchfil ikke kan inneholde</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>teksten</translation>
    </message>
    <message>
        <source>the name {name} holds a line break</source>
        <translation>navnet {name} inneholder et linjeskift</translation>
    </message>
    <message>
        <source>the name {name}</source>
        <translation>navnet {name}</translation>
    </message>
    <message>
        <source>no such file ({path})</source>
        <translation>filen finnes ikke ({path})</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>dette er en mappe, ikke en fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>ingen tilgang</translation>
    </message>
    <message>
        <source>cannot read the file ({error})</source>
        <translation>filen kan ikke leses ({error})</translation>
    </message>
    <message>
        <source>the file is larger than {n} MB; no match file is that big</source>
        <translation>filen er større enn {n} MB; ingen matchfil er så stor</translation>
    </message>
    <message>
        <source>the file starts like UTF-16 text but is not</source>
        <translation>filen begynner som UTF-16-tekst, men er det ikke</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>filen er tom</translation>
    </message>
    <message>
        <source>this is a binary file, not text (byte {byte} at offset {offset})</source>
        <translation>dette er en binærfil, ikke tekst (byte {byte} ved posisjon {offset})</translation>
    </message>
    <message>
        <source>the text is neither UTF-8 nor Windows-1252 (byte {byte} at offset {offset})</source>
        <translation>teksten er verken UTF-8 eller Windows-1252 (byte {byte} ved posisjon {offset})</translation>
    </message>
    <message>
        <source>cannot write the file ({error})</source>
        <translation>filen kan ikke skrives ({error})</translation>
    </message>
    <message>
        <source>{what} {number} is absurdly large</source>
        <translation>verdien {number} for {what} er absurd stor</translation>
    </message>
    <message>
        <source>cannot read {text}</source>
        <translation>kan ikke lese {text}</translation>
    </message>
    <message>
        <source>cannot split this line into two columns</source>
        <translation>denne linjen kan ikke deles i to kolonner</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions in one game; this is not a real match file</source>
        <translation>mer enn {n} trekk og kubehandlinger i ett spill; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>the line is {n} characters long; no match file has lines of more than {most}</source>
        <translation>linjen er {n} tegn lang; ingen matchfil har linjer på mer enn {most}</translation>
    </message>
    <message>
        <source>the variant {name} is not supported (only backgammon and nackgammon)</source>
        <translation>varianten {name} støttes ikke (bare backgammon og nackgammon)</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>matchlengden</translation>
    </message>
    <message>
        <source>not a backgammon match file (no &apos;N point match&apos; line)</source>
        <translation>ikke en backgammon-matchfil (ingen linje med &apos;N point match&apos;)</translation>
    </message>
    <message>
        <source>cannot read {text} before the first &apos;Game&apos; line</source>
        <translation>kan ikke lese {text} før den første &apos;Game&apos;-linjen</translation>
    </message>
    <message>
        <source>expected the score line &apos;name : score   name : score&apos;, found {text}</source>
        <translation>forventet poenglinjen &apos;name : score   name : score&apos;, fant {text}</translation>
    </message>
    <message>
        <source>the score</source>
        <translation>poengstillingen</translation>
    </message>
    <message>
        <source>the move number</source>
        <translation>trekknummeret</translation>
    </message>
    <message>
        <source>more than {n} moves and cube actions; this is not a real match file</source>
        <translation>mer enn {n} trekk og kubehandlinger; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>an empty name, which gnubg cannot read in a .mat file (gnubg 1.07 aborts on it)</source>
        <translation>et tomt navn, som gnubg ikke kan lese i en .mat-fil (gnubg 1.07 avbryter på det)</translation>
    </message>
    <message>
        <source>the name {name} holds a &apos;:&apos;, which ends a name in a .mat file</source>
        <translation>navnet {name} inneholder et &apos;:&apos;, som avslutter et navn i en .mat-fil</translation>
    </message>
    <message>
        <source>the name {name} holds a line break or another control character</source>
        <translation>navnet {name} inneholder et linjeskift eller et annet kontrolltegn</translation>
    </message>
    <message>
        <source>the name {name} starts or ends with a blank, which a .mat file drops</source>
        <translation>navnet {name} begynner eller slutter med et mellomrom, som en .mat-fil utelater</translation>
    </message>
    <message>
        <source>the name {name} ends in &apos;,&apos; and digits, which a .mat file reads as a rating</source>
        <translation>navnet {name} slutter med &apos;,&apos; og sifre, som en .mat-fil leser som en rating</translation>
    </message>
    <message>
        <source>the name {name} is {n} characters long; a .mat file holds at most {most} (gnubg reads no more)</source>
        <translation>navnet {name} er {n} tegn langt; en .mat-fil rommer høyst {most} (gnubg leser ikke flere)</translation>
    </message>
    <message>
        <source>the file has a match-length line but no game</source>
        <translation>filen har en linje med matchlengden, men ikke noe spill</translation>
    </message>
    <message>
        <source>the score line names {a} and {b}, the first game {first_a} and {first_b}</source>
        <translation>poenglinjen nevner {a} og {b}, det første spillet {first_a} og {first_b}</translation>
    </message>
    <message>
        <source>the number of points</source>
        <translation>antallet poeng</translation>
    </message>
    <message>
        <source>{text}: {points} points is absurd</source>
        <translation>{text}: {points} poeng er absurd</translation>
    </message>
    <message>
        <source>a second result {text} is ignored</source>
        <translation>et andre resultat {text} ignoreres</translation>
    </message>
    <message>
        <source>{text} after the result of the game</source>
        <translation>{text} etter resultatet av spillet</translation>
    </message>
    <message>
        <source>{glued} after the move {move} is not a move; ignored</source>
        <translation>{glued} etter trekket {move} er ikke et trekk; ignorert</translation>
    </message>
    <message>
        <source>raccoons (a redouble after a beaver) are not supported</source>
        <translation>raccoons (en redobling etter en beaver) støttes ikke</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>kubens verdi</translation>
    </message>
    <message>
        <source>the player who resigned after rolling (&apos;???&apos;) is written as the winner</source>
        <translation>spilleren som ga opp etter å ha kastet (&apos;???&apos;), er skrevet som vinner</translation>
    </message>
    <message>
        <source>&apos;and the match&apos; is written, but the match is not over after this game</source>
        <translation>&apos;and the match&apos; er skrevet, men matchen er ikke over etter dette spillet</translation>
    </message>
    <message>
        <source>the game ends without a &apos;Wins&apos; line</source>
        <translation>spillet slutter uten en &apos;Wins&apos;-linje</translation>
    </message>
    <message>
        <source>&apos;Losses {points} point(s)&apos; disagrees with the result of the game</source>
        <translation>&apos;Losses {points} point(s)&apos; stemmer ikke med resultatet av spillet</translation>
    </message>
    <message>
        <source>{problem}; save the match as .sgf or .bgqt</source>
        <translation>{problem}; lagre matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>{problem}; save the match as .bgqt</source>
        <translation>{problem}; lagre matchen som .bgqt</translation>
    </message>
    <message>
        <source>the game starts from a set-up position, which a .mat file cannot hold; save the match as .sgf or .bgqt</source>
        <translation>spillet begynner fra en oppsatt stilling, som en .mat-fil ikke kan inneholde; lagre matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>the match starts at {score} after its Crawford game, which a .mat file cannot say (its first game would read as the Crawford game); save the match as .sgf or .bgqt</source>
        <translation>matchen begynner ved {score} etter Crawford-spillet sitt, noe en .mat-fil ikke kan uttrykke (det første spillet ville bli lest som Crawford-spillet); lagre matchen som .sgf eller .bgqt</translation>
    </message>
    <message>
        <source>cannot write this record: {reason}</source>
        <translation>denne protokollen kan ikke skrives: {reason}</translation>
    </message>
    <message>
        <source>side_lines must be an object with a version number</source>
        <translation>side_lines må være et objekt med et versjonsnummer</translation>
    </message>
    <message>
        <source>side_lines.lines must be a list</source>
        <translation>side_lines.lines må være en liste</translation>
    </message>
    <message>
        <source>a side line must be an object with actions</source>
        <translation>en sidelinje må være et objekt med handlinger</translation>
    </message>
    <message>
        <source>bad side line {text}: {reason}</source>
        <translation>feil sidelinje {text}: {reason}</translation>
    </message>
    <message>
        <source>{name} must be text, got {got}</source>
        <translation>{name} må være tekst, fikk {got}</translation>
    </message>
    <message>
        <source>an action&apos;s player must be 0 or 1 (or -1 for a tied opening roll), got {got}</source>
        <translation>spilleren i en handling må være 0 eller 1 (eller -1 for et uavgjort åpningskast), fikk {got}</translation>
    </message>
    <message>
        <source>an action&apos;s dice must be two whole numbers, got {got}</source>
        <translation>terningene i en handling må være to heltall, fikk {got}</translation>
    </message>
    <message>
        <source>an action&apos;s value must be a whole number, got {got}</source>
        <translation>verdien i en handling må være et heltall, fikk {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number {lo}..{hi}, got {got}</source>
        <translation>{name} må være et heltall {lo}..{hi}, fikk {got}</translation>
    </message>
    <message>
        <source>the file has a wrong shape ({kind}: {detail})</source>
        <translation>filen har feil oppbygning ({kind}: {detail})</translation>
    </message>
    <message>
        <source>not valid JSON ({detail})</source>
        <translation>ikke gyldig JSON ({detail})</translation>
    </message>
    <message>
        <source>JSON nested too deeply</source>
        <translation>JSON er nøstet for dypt</translation>
    </message>
    <message>
        <source>not a backgammon-qt match file</source>
        <translation>ikke en backgammon-qt-matchfil</translation>
    </message>
    <message>
        <source>the file has no version number</source>
        <translation>filen har ikke noe versjonsnummer</translation>
    </message>
    <message>
        <source>the file is from a newer backgammon-qt (format version {version}; this program reads up to {most})</source>
        <translation>filen er fra en nyere backgammon-qt (formatversjon {version}; dette programmet leser opp til {most})</translation>
    </message>
    <message>
        <source>players must be two names</source>
        <translation>players må være to navn</translation>
    </message>
    <message>
        <source>rules must be an object</source>
        <translation>rules må være et objekt</translation>
    </message>
    <message>
        <source>rules: {reason}</source>
        <translation>reglene: {reason}</translation>
    </message>
    <message>
        <source>info must map names to text</source>
        <translation>info må knytte navn til tekst</translation>
    </message>
    <message>
        <source>games must be a list of at most {n}</source>
        <translation>games må være en liste med høyst {n} elementer</translation>
    </message>
    <message>
        <source>a game must be an object</source>
        <translation>et spill må være et objekt</translation>
    </message>
    <message>
        <source>score_before must be two numbers</source>
        <translation>score_before må være to tall</translation>
    </message>
    <message>
        <source>actions must be a list of at most {n}</source>
        <translation>actions må være en liste med høyst {n} elementer</translation>
    </message>
    <message>
        <source>an action must be an object</source>
        <translation>en handling må være et objekt</translation>
    </message>
    <message>
        <source>bad action {action}: {reason}</source>
        <translation>feil handling {action}: {reason}</translation>
    </message>
    <message>
        <source>an outcome must be an object or null</source>
        <translation>et resultat må være et objekt eller null</translation>
    </message>
    <message>
        <source>the outcome has no {field}</source>
        <translation>resultatet har ikke noe {field}</translation>
    </message>
    <message>
        <source>crawford must be true or false</source>
        <translation>crawford må være true eller false</translation>
    </message>
    <message>
        <source>turn_moves must be a list of at most 4 [from, to] pairs</source>
        <translation>turn_moves må være en liste med høyst 4 par [from, to]</translation>
    </message>
    <message>
        <source>turn_moves must be [from, to] pairs</source>
        <translation>turn_moves må være par [from, to]</translation>
    </message>
    <message>
        <source>clock_banks must be two numbers of seconds</source>
        <translation>clock_banks må være to antall sekunder</translation>
    </message>
    <message>
        <source>orientations must be two of &quot;right&quot;/&quot;left&quot;</source>
        <translation>orientations må være to av &quot;right&quot;/&quot;left&quot;</translation>
    </message>
    <message>
        <source>analysis must be an object with a version number</source>
        <translation>analysis må være et objekt med et versjonsnummer</translation>
    </message>
    <message>
        <source>rollouts must be a list of objects with a version number</source>
        <translation>rollouts må være en liste med objekter med et versjonsnummer</translation>
    </message>
    <message>
        <source>missing field {field}</source>
        <translation>feltet {field} mangler</translation>
    </message>
    <message>
        <source>setup: {field} {why}</source>
        <translation>oppsettet: {field} {why}</translation>
    </message>
    <message>
        <source>setup must be an object</source>
        <translation>setup må være et objekt</translation>
    </message>
    <message>
        <source>is not a set-up field</source>
        <translation>er ikke et felt i oppsettet</translation>
    </message>
    <message>
        <source>must be a gnubg Position ID, got {got}</source>
        <translation>må være en gnubg Position ID, fikk {got}</translation>
    </message>
    <message>
        <source>is not a Position ID ({reason})</source>
        <translation>er ikke en Position ID ({reason})</translation>
    </message>
    <message>
        <source>setup: {reason}</source>
        <translation>oppsettet: {reason}</translation>
    </message>
    <message>
        <source>more than {n} SGF game trees; this is not a real match file</source>
        <translation>mer enn {n} SGF-spilltrær; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>more than {n} SGF {what}; this is not a real match file</source>
        <translation>mer enn {n} SGF-elementer ({what}); dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>not SGF: unexpected {text}</source>
        <translation>ikke SGF: uventet {text}</translation>
    </message>
    <message>
        <source>SGF variations nested more than {n} deep</source>
        <translation>SGF-varianter nøstet mer enn {n} nivåer</translation>
    </message>
    <message>
        <source>not SGF: &apos;)&apos; without &apos;(&apos;</source>
        <translation>ikke SGF: &apos;)&apos; uten &apos;(&apos;</translation>
    </message>
    <message>
        <source>an empty SGF game tree</source>
        <translation>et tomt SGF-spilltre</translation>
    </message>
    <message>
        <source>not SGF: a node outside a game tree</source>
        <translation>ikke SGF: en node utenfor et spilltre</translation>
    </message>
    <message>
        <source>more than {n} SGF nodes in one game; this is not a real match file</source>
        <translation>mer enn {n} SGF-noder i ett spill; dette er ikke en ekte matchfil</translation>
    </message>
    <message>
        <source>not SGF: a property outside a node</source>
        <translation>ikke SGF: en egenskap utenfor en node</translation>
    </message>
    <message>
        <source>not SGF: a value without a property name</source>
        <translation>ikke SGF: en verdi uten et egenskapsnavn</translation>
    </message>
    <message>
        <source>the value of {name} is not closed with &apos;]&apos;</source>
        <translation>verdien av {name} er ikke avsluttet med &apos;]&apos;</translation>
    </message>
    <message>
        <source>the SGF ends inside a game tree (a &apos;)&apos; is missing)</source>
        <translation>SGF-teksten slutter inne i et spilltre (en &apos;)&apos; mangler)</translation>
    </message>
    <message>
        <source>no SGF game tree in the file</source>
        <translation>ikke noe SGF-spilltre i filen</translation>
    </message>
    <message>
        <source>MI[{value}] is absurdly large</source>
        <translation>MI[{value}] er absurd stor</translation>
    </message>
    <message>
        <source>not a backgammon match file: an SGF file for {kind} (GM[{gm}]; backgammon is GM[6])</source>
        <translation>ikke en backgammon-matchfil: en SGF-fil for {kind} (GM[{gm}]; backgammon er GM[6])</translation>
    </message>
    <message>
        <source>MI[ws:{white}][bs:{black}]: the scores are absurd</source>
        <translation>MI[ws:{white}][bs:{black}]: poengsummene er absurde</translation>
    </message>
    <message>
        <source>game tree {tree} says MI[game:{number}] (games are numbered from 0)</source>
        <translation>spilltre {tree} sier MI[game:{number}] (spill nummereres fra 0)</translation>
    </message>
    <message>
        <source>PW[{white}] and PB[{black}] differ from the first game&apos;s players</source>
        <translation>PW[{white}] og PB[{black}] skiller seg fra spillerne i det første spillet</translation>
    </message>
    <message>
        <source>MI[length:{given}] differs from the first game&apos;s {length}</source>
        <translation>MI[length:{given}] skiller seg fra det første spillets {length}</translation>
    </message>
    <message>
        <source>the game tree has variations; only the main line is read</source>
        <translation>spilltreet har varianter; bare hovedlinjen leses</translation>
    </message>
    <message>
        <source>a set-up ({props}) after the game&apos;s first move is not supported</source>
        <translation>et oppsett ({props}) etter spillets første trekk støttes ikke</translation>
    </message>
    <message>
        <source>a game starting with the cube at {cube} (CV[{cube}], automatic doubles) is not supported</source>
        <translation>et spill som begynner med kuben på {cube} (CV[{cube}], automatiske doblinger), støttes ikke</translation>
    </message>
    <message>
        <source>{ident}[{value}]: {reason}</source>
        <translation>{ident}[{value}]: {reason}</translation>
    </message>
    <message>
        <source>{prop}[{value}]: gnubg&apos;s analysis here cannot be read; it is left out</source>
        <translation>{prop}[{value}]: gnubgs analyse her kan ikke leses; den er utelatt</translation>
    </message>
    <message>
        <source>PL[{value}] names no player (W or B)</source>
        <translation>PL[{value}] oppgir ingen spiller (W eller B)</translation>
    </message>
    <message>
        <source>DI[{value}] is not two dice 1..6</source>
        <translation>DI[{value}] er ikke to terninger 1..6</translation>
    </message>
    <message>
        <source>CV[{value}] is not a cube value</source>
        <translation>CV[{value}] er ikke en kubeverdi</translation>
    </message>
    <message>
        <source>{ident}[{value}] names no cube position (c, w, b or n)</source>
        <translation>{ident}[{value}] oppgir ingen plassering av kuben (c, w, b eller n)</translation>
    </message>
    <message>
        <source>CP[{cp}] and CO[{co}] put the cube in different places</source>
        <translation>CP[{cp}] og CO[{co}] plasserer kuben på forskjellige steder</translation>
    </message>
    <message>
        <source>the set-up does not say who is on roll (no PL[W] or PL[B], and no move follows)</source>
        <translation>oppsettet sier ikke hvem som skal kaste (ingen PL[W] eller PL[B], og ikke noe trekk følger)</translation>
    </message>
    <message>
        <source>DI[{value}] after the end of the game</source>
        <translation>DI[{value}] etter at spillet er slutt</translation>
    </message>
    <message>
        <source>not a point (a..x) or the bar (y)</source>
        <translation>ikke et punkt (a..x) eller baren (y)</translation>
    </message>
    <message>
        <source>{letter} is not a point (a..x) or the bar (y); checkers not placed are borne off</source>
        <translation>{letter} er ikke et punkt (a..x) eller baren (y); brikker som ikke er plassert, er tatt ut</translation>
    </message>
    <message>
        <source>the range {lo}:{hi} runs backwards</source>
        <translation>området {lo}:{hi} går baklengs</translation>
    </message>
    <message>
        <source>cannot read the move {text}</source>
        <translation>kan ikke lese trekket {text}</translation>
    </message>
    <message>
        <source>RE[{value}] is not a result this program reads</source>
        <translation>RE[{value}] er ikke et resultat dette programmet leser</translation>
    </message>
    <message>
        <source>RE[{value}] gives no points</source>
        <translation>RE[{value}] oppgir ingen poeng</translation>
    </message>
    <message>
        <source>RE[{value}]: the points are absurd</source>
        <translation>RE[{value}]: poengene er absurde</translation>
    </message>
    <message>
        <source>eXtreme Gammon position: {reason}</source>
        <translation>eXtreme Gammon-stilling: {reason}</translation>
    </message>
    <message>
        <source>eXtreme Gammon position text is read only; save as .bgqt or .sgf</source>
        <translation>eXtreme Gammon-stillingstekst kan bare leses; lagre som .bgqt eller .sgf</translation>
    </message>
    <message>
        <source>the analysis data is not an object</source>
        <translation>analysedataene er ikke et objekt</translation>
    </message>
    <message>
        <source>the analysis is version {version}; this program reads version {ours} and older: update the program to read it</source>
        <translation>analysen er versjon {version}; dette programmet leser versjon {ours} og eldre: oppdater programmet for å lese den</translation>
    </message>
    <message>
        <source>gnubg&apos;s analysis must be read together with its match</source>
        <translation>gnubgs analyse må leses sammen med matchen sin</translation>
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
        <translation>kast {n} i analysen er ugyldig: {detail}</translation>
    </message>
    <message>
        <source>decision {n} of the analysis names a game, action or player the match does not have</source>
        <translation>beslutning {n} i analysen nevner et spill, en handling eller en spiller som matchen ikke har</translation>
    </message>
    <message>
        <source>roll {n} of the analysis names a game, action or player the match does not have</source>
        <translation>kast {n} i analysen nevner et spill, en handling eller en spiller som matchen ikke har</translation>
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
        <translation>godtakelse av oppgivelse</translation>
    </message>
    <message>
        <source>bearoff</source>
        <translation>uttak</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>krav om seier på tid</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>avslag av oppgivelse</translation>
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
        <translation>avslag av dobling</translation>
    </message>
    <message>
        <source>move</source>
        <translation>trekk</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>trekk</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>åpningskast</translation>
    </message>
    <message>
        <source>over</source>
        <translation>slutt</translation>
    </message>
    <message>
        <source>resign</source>
        <translation>oppgivelse</translation>
    </message>
    <message>
        <source>resigned</source>
        <translation>oppgivelse</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>kast</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>før kastet</translation>
    </message>
    <message>
        <source>take</source>
        <translation>godtakelse av dobling</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Open match</source>
        <translation>Åpne match</translation>
    </message>
    <message>
        <source>Opening {name} was cancelled.</source>
        <translation>Åpningen av {name} ble avbrutt.</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Lagre match</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstatt</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Lagre som...</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Lagre match som</translation>
    </message>
    <message>
        <source>The match cannot be saved as {name}.

{error}</source>
        <translation>Matchen kan ikke lagres som {name}.

{error}</translation>
    </message>
    <message>
        <source>The analysis of this match will not be in the file.</source>
        <translation>Analysen av denne matchen kommer ikke med i filen.</translation>
    </message>
    <message numerus="yes">
        <source>The %n rollout(s) kept with this match will not be in the file.</source>
        <translation>
            <numerusform>Den %n rollouten som er lagret med denne matchen, kommer ikke med i filen.</numerusform>
            <numerusform>De %n rolloutene som er lagret med denne matchen, kommer ikke med i filen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as {name} anyway? (.bgqt keeps everything.)</source>
        <translation>Lagre som {name} likevel? (.bgqt tar vare på alt.)</translation>
    </message>
    <message>
        <source>The match could not be saved.

{error}</source>
        <translation>Matchen kunne ikke lagres.

{error}</translation>
    </message>
    <message>
        <source>Resume match</source>
        <translation>Gjenoppta match</translation>
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
        <translation>En .mat-fil tar vare på trekkene, doblingene, resultatene, Crawford- og Jacoby-reglene og startstillingen (vanlig eller Nackgammon), men ikke de andre regelvalgene, en avslått oppgivelse, turen som pågår, klokkene eller brettets retning.</translation>
    </message>
    <message>
        <source>An SGF file keeps the moves, the cube actions, the results, the Crawford and Jacoby rules, the cube and the starting position (standard or Nackgammon), but not the other rule options, resignations as moves, the turn in progress, the clocks or the board orientation.</source>
        <translation>En SGF-fil tar vare på trekkene, doblingene, resultatene, Crawford- og Jacoby-reglene, kuben og startstillingen (vanlig eller Nackgammon), men ikke de andre regelvalgene, oppgivelser som trekk, turen som pågår, klokkene eller brettets retning.</translation>
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
        <translation>{file} (spill {game}): {reason}</translation>
    </message>
    <message>
        <source>{file} (move {move}): {reason}</source>
        <translation>{file} (trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}): {reason}</source>
        <translation>{file}, linje {line} (spill {game}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (move {move}): {reason}</source>
        <translation>{file}, linje {line} (trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file} (game {game}, move {move}): {reason}</source>
        <translation>{file} (spill {game}, trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>{file}, line {line} (game {game}, move {move}): {reason}</source>
        <translation>{file}, linje {line} (spill {game}, trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>linje {line}: {reason}</translation>
    </message>
    <message>
        <source>game {game}: {reason}</source>
        <translation>spill {game}: {reason}</translation>
    </message>
    <message>
        <source>move {move}: {reason}</source>
        <translation>trekk {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}): {reason}</source>
        <translation>linje {line} (spill {game}): {reason}</translation>
    </message>
    <message>
        <source>line {line} (move {move}): {reason}</source>
        <translation>linje {line} (trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, move {move}: {reason}</source>
        <translation>spill {game}, trekk {move}: {reason}</translation>
    </message>
    <message>
        <source>line {line} (game {game}, move {move}): {reason}</source>
        <translation>linje {line} (spill {game}, trekk {move}): {reason}</translation>
    </message>
    <message>
        <source>game {game}, line {line}: {reason}</source>
        <translation>spill {game}, linje {line}: {reason}</translation>
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
        <translation>De beste trekkene, beste først, eller kubehandlingene med sin equity; piltastene velger et trekk for å vise det på brettet, Enter eller et dobbeltklikk spiller det.</translation>
    </message>
    <message>
        <source>Roll out the plays</source>
        <translation>Kjør rollout av trekkene</translation>
    </message>
    <message>
        <source>Roll out the best plays shown (in the rollout panel)</source>
        <translation>Kjør rollout av de beste trekkene som vises (i rollout-panelet)</translation>
    </message>
    <message>
        <source>Roll out the cube</source>
        <translation>Kjør rollout av kubebeslutningen</translation>
    </message>
    <message>
        <source>Roll out the cube decision before the roll: no double, double/take, double/pass (in the rollout panel)</source>
        <translation>Kjør rollout av kubebeslutningen før kastet: ingen dobling, dobling/ta, dobling/pass (i rollout-panelet)</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint: the cube action before the roll, the best plays after it.</source>
        <translation>Trykk Ctrl+H for et hint: kubehandlingen før kastet, de beste trekkene etter det.</translation>
    </message>
    <message>
        <source>No hint now: a hint is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Ikke noe hint nå: et hint er for spilleren som skal handle, før eller etter kastet, eller når det er doblet.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tenker…</translation>
    </message>
    <message>
        <source>No analysis now: it is for the player to act, before or after the roll, or when doubled.</source>
        <translation>Ingen analyse nå: den er for spilleren som skal handle, før eller etter kastet, eller når det er doblet.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyserer…</translation>
    </message>
    <message>
        <source>No hint could be worked out. {reason}</source>
        <translation>Det kunne ikke finnes noe hint. {reason}</translation>
    </message>
    <message>
        <source>Press Ctrl+H for a hint.</source>
        <translation>Trykk Ctrl+H for et hint.</translation>
    </message>
    <message>
        <source>Plays from the start of the turn; take back this turn&apos;s moves (Ctrl+Z) to see one on the board.</source>
        <translation>Trekkene gjelder fra turens begynnelse; ta turens trekk tilbake (Ctrl+Z) for å se ett av dem på brettet.</translation>
    </message>
    <message>
        <source>Select a play to see it on the board.</source>
        <translation>Velg et trekk for å se det på brettet.</translation>
    </message>
    <message>
        <source>{name} to play {dice}: the best plays, best first.</source>
        <translation>{name} skal spille {dice}: de beste trekkene, beste først.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(ingen trekk)</translation>
    </message>
    <message>
        <source>Chances after {play} (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Sjanser etter {play} (uten kube): vinne {w}, vinne en gammon {wg}, tape en gammon {lg}.</translation>
    </message>
    <message>
        <source>No cube decision: doubling is not possible now.</source>
        <translation>Ingen kubebeslutning: det kan ikke dobles nå.</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>take</source>
        <translation>ta</translation>
    </message>
    <message>
        <source>{name}, you should {answer} (the proper cube action is “{proper}”).</source>
        <translation>{name}, du bør {answer} (riktig kubehandling er «{proper}»).</translation>
    </message>
    <message>
        <source>Proper cube action: {proper}.</source>
        <translation>Riktig kubehandling: {proper}.</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubehandling</translation>
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
        <translation>Ingen dobling</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Dobling, ta</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Dobling, pass</translation>
    </message>
    <message>
        <source>Not the opponent&apos;s best answer to a double, so not a choice of yours</source>
        <translation>Ikke motstanderens beste svar på en dobling, så ikke ditt valg</translation>
    </message>
    <message>
        <source>Equities of {name}, on roll. Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Equity for {name}, som skal kaste. Sjanser (uten kube): vinne {w}, vinne gammon {wg}, tape gammon {lg}.</translation>
    </message>
    <message>
        <source>Before the roll: no cube decision (doubling was not possible).</source>
        <translation>Før kastet: ingen kubebeslutning (det kunne ikke dobles).</translation>
    </message>
    <message>
        <source>Before the roll: {proper} (no double {nd}, double/take {dt}, double/pass {dp}).</source>
        <translation>Før kastet: {proper} (ingen dobling {nd}, dobling/ta {dt}, dobling/pass {dp}).</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinne</translation>
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
        <translation>Trekket</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s)</source>
        <translation>Equity etter trekket (for spilleren som kaster)</translation>
    </message>
    <message>
        <source>Equity minus the best play&apos;s</source>
        <translation>Equity minus beste trekks</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Sjanse for å vinne</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon</source>
        <translation>Sjanse for å vinne gammon eller backgammon</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon</source>
        <translation>Sjanse for å tape gammon eller backgammon</translation>
    </message>
    <message>
        <source>No double, take</source>
        <translation>Ingen dobling, ta</translation>
    </message>
    <message>
        <source>Too good to double, pass</source>
        <translation>For god til å doble, pass</translation>
    </message>
    <message>
        <source>Too good to double, take</source>
        <translation>For god til å doble, ta</translation>
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
        <translation>På brettet</translation>
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
        <translation>Et nytt språk gjelder når backgammon-qt startes på nytt.</translation>
    </message>
    <message>
        <source>The language will change at the next start.</source>
        <translation>Språket endres ved neste oppstart.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>What to do</source>
        <translation>Hva som skal gjøres</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nytt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoved</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: press {key} to go back to the game.</source>
        <translation>Du ser på en tidligere stilling: trykk {key} for å gå tilbake til spillet.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Gi opp</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials done with the match; otherwise they are dropped.</source>
        <translation>En rollout av den kjører: Lagre den først stopper den og beholder forsøkene som er gjort sammen med matchen; ellers forkastes de.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a backgammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilby å gi opp en backgammon (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
            <numerusform>{name}, vil du tilby å gi opp en backgammon (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilby å gi opp en gammon (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
            <numerusform>{name}, vil du tilby å gi opp en gammon (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}, offer to resign a single game (%n point(s) at this cube)? The opponent accepts or declines.</source>
        <translation>
            <numerusform>{name}, vil du tilby å gi opp et enkelt spill (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
            <numerusform>{name}, vil du tilby å gi opp et enkelt spill (%n poeng med denne kuben)? Motstanderen godtar eller avslår.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Ikke autolagret</translation>
    </message>
    <message>
        <source>The match in progress</source>
        <translation>Matchen som pågår</translation>
    </message>
    <message>
        <source>Save it first to go on with it later.</source>
        <translation>Lagre den først for å fortsette senere.</translation>
    </message>
    <message>
        <source>Save it first...</source>
        <translation>Lagre den først...</translation>
    </message>
    <message>
        <source>Close it</source>
        <translation>Lukk den</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Avslutt uten å lagre</translation>
    </message>
    <message>
        <source>To start a new match, the match in progress ({match}) is closed.</source>
        <translation>For å starte en ny match lukkes matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To start a new match, the match on the board ({match}) is closed.</source>
        <translation>For å starte en ny match lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>It is finished, and no file holds the moves played since it was last saved or opened.</source>
        <translation>Den er ferdig, og ingen fil inneholder trekkene som er spilt siden den sist ble lagret eller åpnet.</translation>
    </message>
    <message>
        <source>No file holds its analysis.</source>
        <translation>Ingen fil inneholder analysen av den.</translation>
    </message>
    <message>
        <source>The match on the board</source>
        <translation>Matchen på brettet</translation>
    </message>
    <message>
        <source>Save it first as .bgqt to keep its rollouts.</source>
        <translation>Lagre den først som .bgqt for å beholde rolloutene.</translation>
    </message>
    <message>
        <source>Quit without saving drops it.</source>
        <translation>Avslutt uten å lagre forkaster den.</translation>
    </message>
    <message>
        <source>No file holds its analysis: Quit without saving drops it.</source>
        <translation>Ingen fil inneholder analysen av den: Avslutt uten å lagre forkaster den.</translation>
    </message>
    <message>
        <source>A rollout of it is running: Save it first stops it and keeps the trials of its finished batches with the match (the batch under way is dropped); Quit without saving drops the rollout with every trial it has done.</source>
        <translation>En rollout av den kjører: Lagre den først stopper den og beholder forsøkene fra de ferdige omgangene sammen med matchen (omgangen som pågår, forkastes); Avslutt uten å lagre forkaster rolloutten med alle forsøkene den har gjort.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt, to keep its rollouts) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Lagre den først lagrer matchen i en fil (som .bgqt, for å beholde rolloutene) og avslutter deretter; Spill &gt; Åpne siste åpner den igjen.</translation>
    </message>
    <message>
        <source>To open {name}, the match in progress ({match}) is closed.</source>
        <translation>For å åpne {name} lukkes matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To open {name}, the match on the board ({match}) is closed.</source>
        <translation>For å åpne {name} lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>Save it first as .bgqt or .sgf to keep its analysis.</source>
        <translation>Lagre den først som .bgqt eller .sgf for å beholde analysen.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file (as .bgqt or .sgf, to keep its analysis) and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Lagre den først lagrer matchen i en fil (som .bgqt eller .sgf, for å beholde analysen) og avslutter deretter; Spill &gt; Åpne siste åpner den igjen.</translation>
    </message>
    <message>
        <source>Save it first saves the match in a file and then quits; Game &gt; Open recent opens it again.</source>
        <translation>Lagre den først lagrer matchen i en fil og avslutter deretter; Spill &gt; Åpne siste åpner den igjen.</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match in progress ({match}) is closed.</source>
        <translation>For å spille videre fra den innlimte stillingen lukkes matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To play on from the pasted position, the match on the board ({match}) is closed.</source>
        <translation>For å spille videre fra den innlimte stillingen lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>Save it first to keep the whole match.</source>
        <translation>Lagre den først for å beholde hele matchen.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is not autosaved.</source>
        <translation>Matchen som pågår ({match}) blir ikke autolagret.</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match in progress ({match}) is closed.</source>
        <translation>For å spille videre fra den oppsatte stillingen lukkes matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To play on from the set-up position, the match on the board ({match}) is closed.</source>
        <translation>For å spille videre fra den oppsatte stillingen lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match in progress ({match}) is closed.</source>
        <translation>For å gjenoppta den autolagrede matchen lukkes matchen som pågår ({match}).</translation>
    </message>
    <message>
        <source>To resume the autosaved match, the match on the board ({match}) is closed.</source>
        <translation>For å gjenoppta den autolagrede matchen lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is finished, so it is not autosaved, and no file holds the moves played since it was last saved or opened: Quit without saving drops them.</source>
        <translation>Matchen på brettet ({match}) er ferdig, så den autolagres ikke, og ingen fil inneholder trekkene som er spilt siden den sist ble lagret eller åpnet: Avslutt uten å lagre forkaster dem.</translation>
    </message>
    <message>
        <source>The match in progress ({match}) is autosaved: it is offered again at the next start, also after Quit without saving.</source>
        <translation>Matchen som pågår ({match}) er autolagret: den tilbys igjen ved neste start, også etter Avslutt uten å lagre.</translation>
    </message>
    <message>
        <source>The match on the board ({match}) is saved in {name} as it is.</source>
        <translation>Matchen på brettet ({match}) er lagret i {name} slik den er.</translation>
    </message>
    <message>
        <source>Quitting closes the match on the board ({match}).</source>
        <translation>Når du avslutter, lukkes matchen på brettet ({match}).</translation>
    </message>
    <message>
        <source>Home board at the bottom</source>
        <translation>Hjemmebrettet nederst</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Vis punktnumre</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Spill tvungne trekk automatisk</translation>
    </message>
    <message>
        <source>Bear off automatically when there is no contact</source>
        <translation>Ta ut automatisk når det ikke er kontakt</translation>
    </message>
    <message>
        <source>Roll automatically when no double is possible</source>
        <translation>Kast automatisk når det ikke kan dobles</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animasjonshastighet</translation>
    </message>
    <message>
        <source>Reduce motion (checkers move at once, never slide)</source>
        <translation>Mindre bevegelse (brikkene flytter seg med en gang, glir aldri)</translation>
    </message>
    <message>
        <source>Sound (the dice, the checkers, the cube and the end of a game)</source>
        <translation>Lyd (terningene, brikkene, kuben og slutten av et spill)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brettets farger</translation>
    </message>
    <message>
        <source>Turn the board for the player on roll (two players at one machine)</source>
        <translation>Snu brettet for spilleren som skal kaste (to spillere ved én maskin)</translation>
    </message>
    <message>
        <source>Enter the dice by hand</source>
        <translation>Skriv inn terningene for hånd</translation>
    </message>
    <message>
        <source>Tutor: before a bad play or cube action, say so and offer to take it back</source>
        <translation>Trener: si fra før et dårlig trekk eller en dårlig kubehandling, og tilby å ta det tilbake</translation>
    </message>
    <message>
        <source>The analysis level last chosen (empty: the default)</source>
        <translation>Det sist valgte analysenivået (tomt: standard)</translation>
    </message>
    <message>
        <source>Name of the first player (bottom)</source>
        <translation>Navn på første spiller (nederst)</translation>
    </message>
    <message>
        <source>Name of the second player (top)</source>
        <translation>Navn på andre spiller (øverst)</translation>
    </message>
    <message>
        <source>Who plays at the bottom: a human or the computer at a level</source>
        <translation>Hvem spiller nederst: et menneske eller datamaskinen på et nivå</translation>
    </message>
    <message>
        <source>Who plays at the top: a human or the computer at a level</source>
        <translation>Hvem spiller øverst: et menneske eller datamaskinen på et nivå</translation>
    </message>
    <message>
        <source>Match length (0 = money play)</source>
        <translation>Matchlengde (0 = pengespill)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>The rule options of the last new match, as JSON (RuleOptions.to_dict; empty: the preset&apos;s)</source>
        <translation>Regelvalgene fra siste nye match, som JSON (RuleOptions.to_dict; tom: forhåndsvalgets)</translation>
    </message>
    <message>
        <source>Window size and place (hex of Qt&apos;s geometry)</source>
        <translation>Vinduets størrelse og plass (Qts geometri, heksadesimalt)</translation>
    </message>
    <message>
        <source>The docks open and where, with the toolbar (hex of Qt&apos;s window state)</source>
        <translation>De åpne panelene og hvor de er, med verktøylinjen (hex av Qts vindustilstand)</translation>
    </message>
    <message>
        <source>The docks the window state holds (their object names, comma-separated)</source>
        <translation>Panelene vindustilstanden inneholder (objektnavnene deres, kommaseparert)</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation>Språk (etter omstart)</translation>
    </message>
    <message>
        <source>The Dask scheduler long analyses are sent to (empty: this machine)</source>
        <translation>Dask-scheduleren som lange analyser sendes til (tom: denne maskinen)</translation>
    </message>
    <message>
        <source>When the cluster cannot be reached: analyse on this machine, or stop</source>
        <translation>Når klyngen ikke kan nås: analyser på denne maskinen, eller stopp</translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it.</source>
        <translation>
            <numerusform>Ingen fil inneholder den %n rolloutet som er tatt vare på med den.</numerusform>
            <numerusform>Ingen fil inneholder de %n rolloutene som er tatt vare på med den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No file holds the %n rollout(s) kept with it: Quit without saving drops them.</source>
        <translation>
            <numerusform>Ingen fil inneholder den %n rolloutet som er tatt vare på med den: Avslutt uten å lagre forkaster den.</numerusform>
            <numerusform>Ingen fil inneholder de %n rolloutene som er tatt vare på med den: Avslutt uten å lagre forkaster dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Quitting loses the %n rollout(s) kept with the match on the board ({match}): no file keeps a copy.</source>
        <translation>
            <numerusform>Når du avslutter, mistes det %n rolloutet som er tatt vare på med matchen på brettet ({match}): ingen fil har en kopi.</numerusform>
            <numerusform>Når du avslutter, mistes de %n rolloutene som er tatt vare på med matchen på brettet ({match}): ingen fil har en kopi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sound (no audio output on this computer)</source>
        <translation>Lyd (ingen lydutgang på denne datamaskinen)</translation>
    </message>
    <message>
        <source>No sound can be played: this computer has no audio output that works (no sound device, or its sound library is missing). The setting is kept for the next time.</source>
        <translation>Ingen lyd kan spilles av: denne datamaskinen har ingen lydutgang som virker (ingen lydenhet, eller lydbiblioteket mangler). Innstillingen tas vare på til neste gang.</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Terninglogg</translation>
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
        <translation>Tatt tilbake av {name}: ikke en del av spillet</translation>
    </message>
    <message>
        <source>Game {g}, move {k} of {n} (Position ID {pid}). Ctrl+End: back to the game.</source>
        <translation>Spill {g}, trekk {k} av {n} (Position ID {pid}). Ctrl+End: tilbake til spillet.</translation>
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
        <translation>Brikken på baren må inn først.</translation>
    </message>
    <message>
        <source>That checker cannot move with the dice left.</source>
        <translation>Den brikken kan ikke flytte med terningene som er igjen.</translation>
    </message>
    <message>
        <source>No checker can be moved now.</source>
        <translation>Ingen brikke kan flyttes nå.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>Du kan bare ta ut når alle brikkene dine er på hjemmebrettet.</translation>
    </message>
    <message>
        <source>From {where} the checker cannot reach {point} with {dice}.</source>
        <translation>Fra {where} kan brikken ikke nå {point} med {dice}.</translation>
    </message>
    <message>
        <source>Every die that can be played is played: click the dice or press Enter to end the turn.</source>
        <translation>Alle terninger som kan spilles, er spilt: klikk på terningene eller trykk Enter for å avslutte turen.</translation>
    </message>
    <message>
        <source>No checker can be borne off now.</source>
        <translation>Ingen brikke kan tas ut nå.</translation>
    </message>
    <message>
        <source>No checker can be borne off with one die now.</source>
        <translation>Ingen brikke kan tas ut med én terning nå.</translation>
    </message>
    <message>
        <source>There is no move to undo this turn.</source>
        <translation>Det er ikke noe trekk å angre denne turen.</translation>
    </message>
    <message>
        <source>There is no turn to end now.</source>
        <translation>Det er ingen tur å avslutte nå.</translation>
    </message>
    <message>
        <source>A die shows 1 to 6.</source>
        <translation>En terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan ikke doble nå.</translation>
    </message>
    <message>
        <source>There is no double to answer.</source>
        <translation>Det er ingen dobling å svare på.</translation>
    </message>
    <message>
        <source>There is no resignation to answer.</source>
        <translation>Det er ingen oppgivelse å svare på.</translation>
    </message>
    <message>
        <source>You cannot resign now.</source>
        <translation>Du kan ikke gi opp nå.</translation>
    </message>
    <message>
        <source>There is no win to claim.</source>
        <translation>Det er ingen seier å kreve.</translation>
    </message>
    <message>
        <source>That checker cannot move with {dice}.</source>
        <translation>Den brikken kan ikke flytte med {dice}.</translation>
    </message>
    <message>
        <source>That checker cannot bear off with {dice}.</source>
        <translation>Den brikken kan ikke tas ut med {dice}.</translation>
    </message>
    <message>
        <source>Play every die that can be played first.</source>
        <translation>Spill først alle terninger som kan spilles.</translation>
    </message>
    <message>
        <source>It is not the time to roll.</source>
        <translation>Det er ikke tid for å kaste.</translation>
    </message>
    <message>
        <source>The cube is not in play until after the opening roll: a player may double at the start of a later turn of their own, before rolling.</source>
        <translation>Doblingskuben er ikke i spill før etter åpningskastet: en spiller kan doble i starten av en senere tur, før han kaster.</translation>
    </message>
    <message>
        <source>You cannot double now: a player may double only at the start of their own turn, before rolling.</source>
        <translation>Du kan ikke doble nå: en spiller kan bare doble i starten av sin egen tur, før han kaster.</translation>
    </message>
    <message>
        <source>The cube is not in use under these rules.</source>
        <translation>Doblingskuben brukes ikke med disse reglene.</translation>
    </message>
    <message>
        <source>No doubling in the Crawford game.</source>
        <translation>Ingen dobling i Crawford-spillet.</translation>
    </message>
    <message>
        <source>You cannot double: the cube is dead, a win of this game already wins you the match.</source>
        <translation>Du kan ikke doble: kuben er død, en seier i dette spillet vinner allerede matchen for deg.</translation>
    </message>
    <message>
        <source>That is not allowed: {reason}.</source>
        <translation>Det er ikke tillatt: {reason}.</translation>
    </message>
    <message>
        <source>“{text}” is not a move: write it as gnubg does, e.g. 8/5 6/5, bar/22*, 6/off.</source>
        <translation>«{text}» er ikke et trekk: skriv det slik gnubg gjør, f.eks. 8/5 6/5, bar/22*, 6/off.</translation>
    </message>
    <message>
        <source>{text}: {reason}</source>
        <translation>{text}: {reason}</translation>
    </message>
    <message>
        <source>You cannot double: {name} owns the cube.</source>
        <translation>Du kan ikke doble: {name} eier kuben.</translation>
    </message>
    <message numerus="yes">
        <source>Your {point}-point is held by {name} (%n checker(s)).</source>
        <translation>
            <numerusform>{point}-punktet ditt holdes av {name} (%n brikke).</numerusform>
            <numerusform>{point}-punktet ditt holdes av {name} (%n brikker).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice} plays %n move(s) at most.</source>
        <translation>
            <numerusform>{dice} spiller høyst %n trekk.</numerusform>
            <numerusform>{dice} spiller høyst %n trekk.</numerusform>
        </translation>
    </message>
    <message>
        <source>{text} does not play every die that can be played with {dice}.</source>
        <translation>{text} spiller ikke alle terninger som kan spilles med {dice}.</translation>
    </message>
    <message>
        <source>The resignation is declined: play on.</source>
        <translation>Oppgivelsen er avslått: spill videre.</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, match to {n}, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En uferdig match ble lagret da backgammon-qt sist stoppet ({when}):

{a} – {b}, match til {n}, poengstilling {sa}–{sb}, spill {g}.

Gjenoppta den, eller forkaste den?</translation>
    </message>
    <message>
        <source>An unfinished match was saved when backgammon-qt last stopped ({when}):

{a} – {b}, money game, score {sa}–{sb}, game {g}.

Resume it, or discard it?</source>
        <translation>En uferdig match ble lagret da backgammon-qt sist stoppet ({when}):

{a} – {b}, pengespill, poengstilling {sa}–{sb}, spill {g}.

Gjenoppta den, eller forkaste den?</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written: the match can be resumed, but it is not autosaved (save it with Ctrl+S), and the autosave stays as it is.</source>
        <translation>Mappen {folder} kan ikke skrives til: matchen kan gjenopptas, men den lagres ikke automatisk (lagre den med Ctrl+S), og den automatisk lagrede matchen blir som den er.</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored; the file was set aside as {name}.

{error}</source>
        <translation>Den autolagrede matchen kunne ikke gjenopprettes; filen ble lagt til side som {name}.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and the folder {folder} cannot be written, so it stays as it is; this session&apos;s match is not autosaved.

{error}</source>
        <translation>Den automatisk lagrede matchen kunne ikke gjenopprettes, og mappen {folder} kan ikke skrives til, så den blir som den er; denne øktens match lagres ikke automatisk.

{error}</translation>
    </message>
    <message>
        <source>The autosaved match could not be restored, and it could not be set aside either ({reason}); this session&apos;s match is not autosaved, so that the file stays as it is.

{error}</source>
        <translation>Den autolagrede matchen kunne ikke gjenopprettes, og den kunne heller ikke legges til side ({reason}); denne øktens match autolagres ikke, slik at filen blir som den er.

{error}</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>Move, e.g. 8/5 6/5 (Ctrl+T)</source>
        <translation>Trekk, f.eks. 8/5 6/5 (Ctrl+T)</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Trekkinntasting</translation>
    </message>
    <message>
        <source>Type a play in gnubg notation, such as 8/5 6/5, bar/22* or 6/off, and press Enter</source>
        <translation>Skriv et trekk i gnubg-notasjon, som 8/5 6/5, bar/22* eller 6/off, og trykk Enter</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Trekkliste</translation>
    </message>
    <message>
        <source>The moves of the game shown, a row a move number and a column a player; Enter shows the position after the move.</source>
        <translation>Trekkene i spillet som vises, én rad per trekknummer og én kolonne per spiller; Enter viser stillingen etter trekket.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(uten navn)</translation>
    </message>
    <message>
        <source>Moves — game {n}</source>
        <translation>Trekk — spill {n}</translation>
    </message>
    <message>
        <source>Taken back: {what}</source>
        <translation>Tatt tilbake: {what}</translation>
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
        <translation>Pengespill</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlengde:</translation>
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
        <translation>Vanlig backgammon</translation>
    </message>
    <message>
        <source>Nackgammon</source>
        <translation>Nackgammon</translation>
    </message>
    <message>
        <source>Nackgammon: the standard rules from another start, two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6.</source>
        <translation>Nackgammon: de vanlige reglene fra en annen startstilling, to brikker hver på 24- og 23-punktet, fire på 13, tre på 8 og fire på 6.</translation>
    </message>
    <message>
        <source>Starting position:</source>
        <translation>Startstilling:</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <comment>the match length in its spin box</comment>
        <translation>
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
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
        <translation>Velg et annet navn: {why}.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Doblingskube</translation>
    </message>
    <message>
        <source>Cube limit (0 = none)</source>
        <translation>Grense for kuben (0 = ingen)</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford-regelen</translation>
    </message>
    <message>
        <source>Jacoby rule (money)</source>
        <translation>Jacoby-regelen (penger)</translation>
    </message>
    <message>
        <source>Beavers (money)</source>
        <translation>Beavers (penger)</translation>
    </message>
    <message>
        <source>Automatic doubles (money)</source>
        <translation>Automatiske doblinger (penger)</translation>
    </message>
    <message>
        <source>Automatic doubles per game</source>
        <translation>Automatiske doblinger per spill</translation>
    </message>
    <message>
        <source>Backgammons count</source>
        <translation>Backgammon teller</translation>
    </message>
    <message>
        <source>Backgammon from the bar counts 4x</source>
        <translation>Backgammon fra baren teller 4x</translation>
    </message>
    <message>
        <source>Minimize wasted pips</source>
        <translation>Minimer bortkastede pips</translation>
    </message>
    <message>
        <source>Automatic resignation value</source>
        <translation>Automatisk oppgivelsesverdi</translation>
    </message>
    <message>
        <source>Clock (turn time and bank)</source>
        <translation>Klokke (tid per tur og bank)</translation>
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
        <translation>Startstilling</translation>
    </message>
    <message>
        <source>Match play</source>
        <translation>Matchspill</translation>
    </message>
    <message>
        <source>Money play</source>
        <translation>Pengespill</translation>
    </message>
    <message>
        <source>Timed (clock, no cube)</source>
        <translation>På tid (klokke, ingen kube)</translation>
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
        <translation>Stillingen er på utklippstavlen som et bilde.</translation>
    </message>
    <message>
        <source>The picture could not be saved.

{why}</source>
        <translation>Bildet kunne ikke lagres.

{why}</translation>
    </message>
    <message>
        <source>Export position picture</source>
        <translation>Eksporter stillingsbilde</translation>
    </message>
    <message>
        <source>The position picture is saved in {path}.</source>
        <translation>Stillingsbildet er lagret i {path}.</translation>
    </message>
</context>
<context>
    <name>PlayerPanelItem</name>
    <message>
        <source>Claim the win</source>
        <translation>Krev seieren</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s) ({d} behind), EPC {e}</source>
        <translation>
            <numerusform>%n pip ({d} bak), EPC {e}</numerusform>
            <numerusform>%n pips ({d} bak), EPC {e}</numerusform>
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
            <numerusform>%n pip ({d} bak)</numerusform>
            <numerusform>%n pips ({d} bak)</numerusform>
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
        <translation>Gå tilbake til spillet (eller vent på filen) før du limer inn en stilling.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a position that can be played.

{why}</source>
        <translation>Utklippstavlen har ingen stilling som kan spilles.

{why}</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Lim inn stilling</translation>
    </message>
    <message>
        <source>{name}, may they take back?</source>
        <translation>{name}, får de ta tilbake?</translation>
    </message>
    <message>
        <source>There is no finished turn to take back.</source>
        <translation>Det er ingen fullført tur å ta tilbake.</translation>
    </message>
    <message>
        <source>{name} wants to take back {play}. Do you agree, {other}?</source>
        <translation>{name} vil ta tilbake {play}. Er du enig, {other}?</translation>
    </message>
    <message>
        <source>{other} does not agree: the turn stands.</source>
        <translation>{other} er ikke enig: turen står.</translation>
    </message>
    <message>
        <source>The turn cannot be taken back: {reason}.</source>
        <translation>Turen kan ikke tas tilbake: {reason}.</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Ta tilbake trekk</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Sett opp stilling</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Sett opp stilling</translation>
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
        <translation>Klikk på et punkt, baren eller en skuff for å legge til en brikke i valgt farge; høyreklikk for å ta bort en; dra brikker, eller dra fra et forråd. Taster: pilene eller et punkts nummer, + og -, C for den andre fargen.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Startstilling</translation>
    </message>
    <message>
        <source>Nackgammon start</source>
        <translation>Nackgammon-startstilling</translation>
    </message>
    <message>
        <source>Two checkers each on the 24- and 23-points, four on the 13, three on the 8 and four on the 6</source>
        <translation>To brikker hver på 24- og 23-punktet, fire på 13, tre på 8 og fire på 6</translation>
    </message>
    <message>
        <source>Rest borne off</source>
        <translation>Resten tatt ut</translation>
    </message>
    <message>
        <source>Put each player&apos;s missing checkers in their tray</source>
        <translation>Legg hver spillers manglende brikker i skuffen deres</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>ikke kastet</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>i midten</translation>
    </message>
    <message>
        <source>money</source>
        <translation>penger</translation>
    </message>
    <message>
        <source>This is the Crawford game</source>
        <translation>Dette er Crawford-spillet</translation>
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
        <translation>Hvor de senere spillene i matchen starter (og hva matchlinjen og en lagret fil sier). Knappene Startstilling og Nackgammon-startstilling stiller det inn.</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>Skal kaste:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Terninger:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Kube:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Eier av kuben:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Matchlengde:</translation>
    </message>
    <message>
        <source>Score ({a} – {b}):</source>
        <translation>Poengstilling ({a} – {b}):</translation>
    </message>
    <message>
        <source>Later games:</source>
        <translation>Senere spill:</translation>
    </message>
    <message>
        <source>{name} is played by:</source>
        <translation>{name} spilles av:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Play on from this position</source>
        <translation>Spill videre fra denne stillingen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Play on from this position with the player on roll at the board, and show the engine&apos;s cube decision and, when the dice are set, its best plays</source>
        <translation>Spill videre fra denne stillingen med spilleren som skal kaste spilt ved brettet, og vis motorens kubebeslutning og, når terningene er valgt, dens beste trekk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed.</source>
        <translation>
            <numerusform>{name}: pipantall {pips}, %n brikke tatt ut, {total} av 15 plassert.</numerusform>
            <numerusform>{name}: pipantall {pips}, %n brikker tatt ut, {total} av 15 plassert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose both dice, or neither (not rolled yet).</source>
        <translation>Velg begge terningene eller ingen (ikke kastet ennå).</translation>
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
        <translation>Et stillingsbilde lagres som .png eller .svg, ikke {name}.</translation>
    </message>
    <message>
        <source>The picture could not be written to {path}: {why}</source>
        <translation>Bildet kunne ikke skrives til {path}: {why}</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Playing on from the set-up position.</source>
        <translation>Spiller videre fra den oppsatte stillingen.</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n checker(s) (must be 15)</source>
        <translation>
            <numerusform>{name} har %n brikke (skal ha 15)</numerusform>
            <numerusform>{name} har %n brikker (skal ha 15)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted. Play on from this position.</source>
        <translation>Limt inn. Spill videre fra denne stillingen.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID. Play on from this position.</source>
        <translation>Limt inn: en Position ID. Spill videre fra denne stillingen.</translation>
    </message>
    <message>
        <source>Pasted: a Position ID and Match ID. Play on from this position.</source>
        <translation>Limt inn: en Position ID og Match ID. Spill videre fra denne stillingen.</translation>
    </message>
    <message>
        <source>Pasted: an XGID. Play on from this position.</source>
        <translation>Limt inn: en XGID. Spill videre fra denne stillingen.</translation>
    </message>
    <message>
        <source>Pasted: an XG position. Play on from this position.</source>
        <translation>Limt inn: en XG-stilling. Spill videre fra denne stillingen.</translation>
    </message>
    <message>
        <source>This position cannot be played: {reason}.</source>
        <translation>Denne stillingen kan ikke spilles: {reason}.</translation>
    </message>
    <message>
        <source>The text cannot be read as a position: {reason}.</source>
        <translation>Teksten kan ikke leses som en stilling: {reason}.</translation>
    </message>
    <message>
        <source>the {point}-point holds checkers of both players</source>
        <translation>{point}-punktet har brikker fra begge spillerne</translation>
    </message>
</context>
<context>
    <name>RolloutJob</name>
    <message>
        <source>the record does not reach this checker play</source>
        <translation>protokollen når ikke fram til dette trekket</translation>
    </message>
    <message>
        <source>the plays of this decision are not legal in the replayed position</source>
        <translation>trekkene i denne beslutningen er ikke lovlige i den gjenspilte stillingen</translation>
    </message>
    <message>
        <source>a rollout must be an object</source>
        <translation>en rollout må være et objekt</translation>
    </message>
    <message>
        <source>the dice are not rolled</source>
        <translation>terningene er ikke kastet</translation>
    </message>
    <message>
        <source>there is no rollout to extend</source>
        <translation>det er ingen rollout å forlenge</translation>
    </message>
    <message>
        <source>the rollout&apos;s layout version {version} is not one this program reads</source>
        <translation>rolloutens layoutversjon {version} er ikke en som dette programmet leser</translation>
    </message>
    <message>
        <source>the match has no game {n}</source>
        <translation>matchen har ikke noe spill {n}</translation>
    </message>
    <message>
        <source>the rollout is malformed ({detail})</source>
        <translation>rolloutdataene er ødelagt ({detail})</translation>
    </message>
    <message>
        <source>Rollout {n} in the file was not read: {why}</source>
        <translation>Rollout {n} i filen ble ikke lest: {why}</translation>
    </message>
    <message>
        <source>{play} is not a legal play of {dice} here</source>
        <translation>{play} er ikke et lovlig {dice}-trekk her</translation>
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
        <translation>Lagrede r&amp;ollouts</translation>
    </message>
    <message>
        <source>Rollouts kept with the match</source>
        <translation>Rollouts lagret med matchen</translation>
    </message>
    <message>
        <source>Roll out the best plays or the cube decision from the hint panel, or an analysed error from the analysis panel.</source>
        <translation>Kjør rollout av de beste trekkene eller kubebeslutningen fra hint-panelet, eller av en analysert feil fra analysepanelet.</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Forsøk:</translation>
    </message>
    <message>
        <source>Stop at a standard error o&amp;f</source>
        <translation>Stopp ved en standardfeil &amp;på</translation>
    </message>
    <message>
        <source>Target standard error</source>
        <translation>Ønsket standardfeil</translation>
    </message>
    <message>
        <source>Plies (one player&apos;s turn each) played in each trial before the network judges the position; none plays every game to its end</source>
        <translation>Plies (én spillers tur hver) som spilles i hvert forsøk før nettverket vurderer stillingen; ingen spiller hvert spill til slutt</translation>
    </message>
    <message>
        <source>Tr&amp;uncate after (plies):</source>
        <translation>Av&amp;kort etter (plies):</translation>
    </message>
    <message>
        <source>{ply}-ply (gnubg {gnubg}-ply)</source>
        <translation>{ply}-ply (gnubg {gnubg}-ply)</translation>
    </message>
    <message>
        <source>The depth of the plays and cube actions inside the trials</source>
        <translation>Dybden på trekk og kubebeslutninger i forsøkene</translation>
    </message>
    <message>
        <source>&amp;Level of the trials:</source>
        <translation>&amp;Nivå i forsøkene:</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no truncation: every trial is played to the end</comment>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>&amp;Cubeful</source>
        <translation>&amp;Med kube</translation>
    </message>
    <message>
        <source>The cube is used in the trials</source>
        <translation>Kuben brukes i forsøkene</translation>
    </message>
    <message>
        <source>The same seed and settings give the same numbers</source>
        <translation>Samme startverdi og innstillinger gir de samme tallene</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Startver&amp;di:</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>&amp;Kjør rollout</translation>
    </message>
    <message>
        <source>Roll out again from the start with these settings</source>
        <translation>Kjør rollouten på nytt fra starten med disse innstillingene</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <source>Stop the rollout, keeping the trials done</source>
        <translation>Stopp rollouten og behold forsøkene som er gjort</translation>
    </message>
    <message>
        <source>Rollout progress</source>
        <translation>Fremdriften i rollouten</translation>
    </message>
    <message>
        <source>Rollout results</source>
        <translation>Resultatene av rollouten</translation>
    </message>
    <message>
        <source>The candidates, best first, with their equities, standard errors and chances</source>
        <translation>Kandidatene, beste først, med equity, standardfeil og sjanser</translation>
    </message>
    <message>
        <source>How sure the best choice is</source>
        <translation>Hvor sikkert det beste valget er</translation>
    </message>
    <message numerus="yes">
        <source>E&amp;xtend by %Ln trial(s)</source>
        <translation>
            <numerusform>For&amp;leng med %Ln forsøk</numerusform>
            <numerusform>For&amp;leng med %Ln forsøk</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s) per play</source>
        <translation>
            <numerusform>{done} av %Ln forsøk per trekk</numerusform>
            <numerusform>{done} av %Ln forsøk per trekk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{done} of %Ln trial(s)</source>
        <translation>
            <numerusform>{done} av %Ln forsøk</numerusform>
            <numerusform>{done} av %Ln forsøk</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Stoppet.</translation>
    </message>
    <message>
        <source>Stopped before the first batch of trials was done.</source>
        <translation>Stoppet før den første omgangen med forsøk var ferdig.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Stoppet etter %Ln forsøk per trekk.</numerusform>
            <numerusform>Stoppet etter %Ln forsøk per trekk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln trial(s).</source>
        <translation>
            <numerusform>Stoppet etter %Ln forsøk.</numerusform>
            <numerusform>Stoppet etter %Ln forsøk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s) per play.</source>
        <translation>
            <numerusform>Ferdig: %Ln forsøk per trekk.</numerusform>
            <numerusform>Ferdig: %Ln forsøk per trekk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln trial(s).</source>
        <translation>
            <numerusform>Ferdig: %Ln forsøk.</numerusform>
            <numerusform>Ferdig: %Ln forsøk.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout failed.</source>
        <translation>Rollouten mislyktes.</translation>
    </message>
    <message>
        <source>Go on with the rollout shown for the trials set above, with the same seeds as one longer rollout</source>
        <translation>Fortsett rollouten som vises, med antallet forsøk angitt over og de samme startverdiene, som én lengre rollout</translation>
    </message>
    <message>
        <source>The truncation, level, cube or seed set above differ from the rollout shown: Roll out starts a new rollout with them, kept beside it.</source>
        <translation>Avkortingen, nivået, kuben eller startverdien angitt over avviker fra rollouten som vises: Kjør rollout starter en ny rollout med dem, som lagres ved siden av den.</translation>
    </message>
    <message>
        <source>Rollout of {name}&apos;s cube decision before the roll.</source>
        <translation>Rollout av kubebeslutningen til {name} før kastet.</translation>
    </message>
    <message>
        <source>Rollout of the cube decision before the roll.</source>
        <translation>Rollout av kubebeslutningen før kastet.</translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) for {name} to play {dice}.</source>
        <translation>
            <numerusform>Rollout av %n trekk for {name} med {dice}.</numerusform>
            <numerusform>Rollout av %n trekk for {name} med {dice}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rollout of %n play(s) to play {dice}.</source>
        <translation>
            <numerusform>Rollout av %n trekk med {dice}.</numerusform>
            <numerusform>Rollout av %n trekk med {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Kubehandling</translation>
    </message>
    <message>
        <source>The trials per play (or of the cube decision) of the next rollout: Roll out plays this many, Extend adds this many to the rollout shown. The trials done are said under the bar.</source>
        <translation>Forsøkene per trekk (eller for kubebeslutningen) i neste rollout: Kjør rollout kjører så mange, Forleng legger så mange til rolloutten som vises. Forsøkene som er gjort, står under linjen.</translation>
    </message>
    <message>
        <source>The batch under way</source>
        <translation>Omgangen som pågår</translation>
    </message>
    <message>
        <source>The batch under way is dropped; the finished batches are kept.</source>
        <translation>Omgangen som pågår forkastes; de ferdige omgangene beholdes.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended: the trials of the finished batches are kept, the batch under way is lost.</source>
        <translation>Motoren stoppet ikke rolloutten som bedt om, så den ble avsluttet: forsøkene fra de ferdige omgangene er beholdt, omgangen som pågikk, er tapt.</translation>
    </message>
    <message>
        <source>The engine did not stop the rollout as asked, so it was ended before its first batch of trials was done: nothing of it is kept.</source>
        <translation>Motoren stoppet ikke rolloutten som bedt om, så den ble avsluttet før den første omgangen med forsøk var ferdig: ingenting av den er beholdt.</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed: the trials of the finished batches are kept, the batch under way is lost. {reason}</source>
        <translation>Rolloutten ble avsluttet fordi motoren feilet: forsøkene fra de ferdige omgangene er beholdt, omgangen som pågikk, er tapt. {reason}</translation>
    </message>
    <message>
        <source>The rollout ended because the engine failed before its first batch of trials was done: nothing of it is kept. {reason}</source>
        <translation>Rolloutten ble avsluttet fordi motoren feilet før den første omgangen med forsøk var ferdig: ingenting av den er beholdt. {reason}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Starter motoren…</translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: play {play} of {plays}, {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Omgang {batch} av {batches} pågår: trekk {play} av {plays}, {done} av %Ln forsøk.</numerusform>
            <numerusform>Omgang {batch} av {batches} pågår: trekk {play} av {plays}, {done} av %Ln forsøk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Batch {batch} of {batches} under way: {done} of %Ln trial(s).</source>
        <translation>
            <numerusform>Omgang {batch} av {batches} pågår: {done} av %Ln forsøk.</numerusform>
            <numerusform>Omgang {batch} av {batches} pågår: {done} av %Ln forsøk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n second(s) left.</source>
        <translation>
            <numerusform>Høyst omtrent %n sekund igjen.</numerusform>
            <numerusform>Høyst omtrent %n sekunder igjen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n second(s) left.</source>
        <translation>
            <numerusform>Omtrent %n sekund igjen.</numerusform>
            <numerusform>Omtrent %n sekunder igjen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most about %n minute(s) left.</source>
        <translation>
            <numerusform>Høyst omtrent %n minutt igjen.</numerusform>
            <numerusform>Høyst omtrent %n minutter igjen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n minute(s) left.</source>
        <translation>
            <numerusform>Omtrent %n minutt igjen.</numerusform>
            <numerusform>Omtrent %n minutter igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(ingen trekk)</translation>
    </message>
    <message>
        <source>The figures come when the first batch of trials is done.</source>
        <translation>Tallene kommer når den første omgangen med forsøk er ferdig.</translation>
    </message>
    <message>
        <source>Chances (cubeless): win {w}, win a gammon {wg}, lose a gammon {lg}.</source>
        <translation>Sjanser (uten kube): vinne {w}, vinne en gammon {wg}, tape en gammon {lg}.</translation>
    </message>
    <message>
        <source>95% interval: {low} to {high}</source>
        <translation>95 %-intervall: {low} til {high}</translation>
    </message>
    <message>
        <source>Proper cube action: {action}.</source>
        <translation>Riktig kubehandling: {action}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s).</source>
        <translation>
            <numerusform>%Ln forsøk.</numerusform>
            <numerusform>%Ln forsøk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial(s) per play.</source>
        <translation>
            <numerusform>%Ln forsøk per trekk.</numerusform>
            <numerusform>%Ln forsøk per trekk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cubeful: the cube is used in the trials.</source>
        <translation>Med kube: kuben brukes i forsøkene.</translation>
    </message>
    <message>
        <source>Cubeless: the cube is not used in the trials.</source>
        <translation>Uten kube: kuben brukes ikke i forsøkene.</translation>
    </message>
    <message numerus="yes">
        <source>Truncated: each trial stops after %n turn(s) and the network judges the position.</source>
        <translation>
            <numerusform>Avkortet: hvert forsøk stopper etter %n tur, og nettverket vurderer stillingen.</numerusform>
            <numerusform>Avkortet: hvert forsøk stopper etter %n turer, og nettverket vurderer stillingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every trial is played to the end of its game.</source>
        <translation>Hvert forsøk spilles til spillet er slutt.</translation>
    </message>
    <message>
        <source>The trials are played at {ply}-ply with seed {seed}.</source>
        <translation>Forsøkene spilles på {ply}-ply med startverdi {seed}.</translation>
    </message>
    <message numerus="yes">
        <source>Every standard error reached {se} after %Ln trial(s).</source>
        <translation>
            <numerusform>Alle standardfeil nådde {se} etter %Ln forsøk.</numerusform>
            <numerusform>Alle standardfeil nådde {se} etter %Ln forsøk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at the trial limit of %Ln trial(s) before every standard error reached {se}.</source>
        <translation>
            <numerusform>Stoppet ved grensen på %Ln forsøk før alle standardfeil nådde {se}.</numerusform>
            <numerusform>Stoppet ved grensen på %Ln forsøk før alle standardfeil nådde {se}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The rollout was dropped: another match is on the board.</source>
        <translation>Rollouten ble forkastet: en annen match står på brettet.</translation>
    </message>
    <message numerus="yes">
        <source>truncated after %n turn(s)</source>
        <translation>
            <numerusform>avkortet etter %n tur</numerusform>
            <numerusform>avkortet etter %n turer</numerusform>
        </translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: cube decision, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spill {game}, trekk {move}: kubebeslutning, %Ln forsøk, {how}, startverdi {seed}</numerusform>
            <numerusform>Spill {game}, trekk {move}: kubebeslutning, %Ln forsøk, {how}, startverdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {game}, move {move}: {dice}, %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Spill {game}, trekk {move}: {dice}, %Ln forsøk, {how}, startverdi {seed}</numerusform>
            <numerusform>Spill {game}, trekk {move}: {dice}, %Ln forsøk, {how}, startverdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cube decision: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>Kubebeslutning: %Ln forsøk, {how}, startverdi {seed}</numerusform>
            <numerusform>Kubebeslutning: %Ln forsøk, {how}, startverdi {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{dice}: %Ln trial(s), {how}, seed {seed}</source>
        <translation>
            <numerusform>{dice}: %Ln forsøk, {how}, startverdi {seed}</numerusform>
            <numerusform>{dice}: %Ln forsøk, {how}, startverdi {seed}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one to show it</source>
        <translation>Velg en for å vise den</translation>
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
        <translation>± std.feil</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Vinne</translation>
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
        <translation>Trekket eller kubehandlingen</translation>
    </message>
    <message>
        <source>Equity after the play (the player on roll&apos;s), or of the cube action</source>
        <translation>Equity etter trekket (for spilleren som kaster), eller for kubehandlingen</translation>
    </message>
    <message>
        <source>One standard error of the equity; the 95% interval is about two of them either side</source>
        <translation>Én standardfeil for equity; 95 %-intervallet er omtrent to av dem på hver side</translation>
    </message>
    <message>
        <source>Equity minus the best&apos;s</source>
        <translation>Equity minus den bestes</translation>
    </message>
    <message>
        <source>Chance of winning (cubeless)</source>
        <translation>Sjanse for å vinne (uten kube)</translation>
    </message>
    <message>
        <source>Chance of winning a gammon or backgammon (cubeless)</source>
        <translation>Sjanse for å vinne gammon eller backgammon (uten kube)</translation>
    </message>
    <message>
        <source>Chance of losing a gammon or backgammon (cubeless)</source>
        <translation>Sjanse for å tape gammon eller backgammon (uten kube)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play backgammon</source>
        <translation>Slik spiller du backgammon</translation>
    </message>
    <message>
        <source>The rules could not be loaded: {error}</source>
        <translation>Reglene kunne ikke lastes: {error}</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Another backgammon-qt is running and keeps its own unfinished match; this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>En annen backgammon-qt kjører og har sin egen uferdige match; dette vinduets match autolagres ikke (lagre den med Ctrl+S).</translation>
    </message>
    <message>
        <source>The unfinished match was resumed.</source>
        <translation>Den uferdige matchen ble gjenopptatt.</translation>
    </message>
    <message>
        <source>This match was cut at game {g}, move {k} of {name} (Play on from here). Saving replaces that file, and the moves after the cut are lost from it.</source>
        <translation>Denne matchen ble kuttet ved spill {g}, trekk {k} i {name} (Spill videre herfra). Lagring erstatter den filen, og trekkene etter kuttet går tapt fra den.</translation>
    </message>
    <message>
        <source>The broken autosave could not be set aside; this window&apos;s match is not autosaved.</source>
        <translation>Den ødelagte autolagringen kunne ikke legges til side; dette vinduets match autolagres ikke.</translation>
    </message>
    <message>
        <source>Playing on from game {g}, move {k}.</source>
        <translation>Spiller videre fra spill {g}, trekk {k}.</translation>
    </message>
    <message>
        <source>Opening {name}...</source>
        <translation>Åpner {name}...</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so this window&apos;s match is not autosaved (save it with Ctrl+S).</source>
        <translation>Mappen {folder} kan ikke skrives til, så matchen i dette vinduet lagres ikke automatisk (lagre den med Ctrl+S).</translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s). Warnings: {w}</source>
        <translation>
            <numerusform>Åpnet {name}: %n spill. Advarsler: {w}</numerusform>
            <numerusform>Åpnet {name}: %n spill. Advarsler: {w}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened {name}: %n game(s).</source>
        <translation>
            <numerusform>Åpnet {name}: %n spill.</numerusform>
            <numerusform>Åpnet {name}: %n spill.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not open {name}.</source>
        <translation>Kunne ikke åpne {name}.</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}, score {a}–{b}</source>
        <translation>{p0} – {p1}, match til {n}, poengstilling {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game, score {a}–{b}</source>
        <translation>{p0} – {p1}, pengespill, poengstilling {a}–{b}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, match to {n}</source>
        <translation>{p0} – {p1}, match til {n}</translation>
    </message>
    <message>
        <source>{p0} – {p1}, money game</source>
        <translation>{p0} – {p1}, pengespill</translation>
    </message>
    <message>
        <source>The unfinished match was resumed. The analysis in the file was not read: {why}</source>
        <translation>Den uferdige matchen ble gjenopptatt. Analysen i filen ble ikke lest: {why}</translation>
    </message>
    <message>
        <source>You cannot double now.</source>
        <translation>Du kan ikke doble nå.</translation>
    </message>
    <message>
        <source>You cannot double now: {name} is to act.</source>
        <translation>Du kan ikke doble nå: det er {name} som skal handle.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now.</source>
        <translation>Den siste autolagringen kunne ikke skrives, så den autolagrede filen inneholder ikke matchen slik den er nå.</translation>
    </message>
    <message>
        <source>An unfinished match from an earlier start is kept in the autosave and offered again at the next start. So that it is not written over, the match in this window is not autosaved. Save it with Ctrl+S to keep it.</source>
        <translation>En uferdig match fra en tidligere start er tatt vare på i autolagringen og tilbys igjen ved neste start. For at den ikke skal overskrives, blir matchen i dette vinduet ikke autolagret. Lagre den med Ctrl+S for å beholde den.</translation>
    </message>
    <message>
        <source>The autosave did not finish writing in time, so it may not hold the match as it is now.</source>
        <translation>Autolagringen ble ikke ferdig med å skrive i tide, så den inneholder kanskje ikke matchen slik den er nå.</translation>
    </message>
    <message>
        <source>The last autosave could not be written, so the autosave does not hold the match as it is now. The reason: {reason}.</source>
        <translation>Den siste autolagringen kunne ikke skrives, så den autolagrede filen inneholder ikke matchen slik den er nå. Årsaken: {reason}.</translation>
    </message>
    <message>
        <source>The unfinished match from last time is kept: it is offered again at the next start without a file. This window&apos;s match is autosaved as usual.</source>
        <translation>Den uferdige matchen fra forrige gang er tatt vare på: den tilbys igjen ved neste start uten en fil. Matchen i dette vinduet autolagres som vanlig.</translation>
    </message>
    <message>
        <source>The match could not be opened.

{error}</source>
        <translation>Matchen kunne ikke åpnes.

{error}</translation>
    </message>
    <message>
        <source>Saving {name}...</source>
        <translation>Lagrer {name}...</translation>
    </message>
    <message>
        <source>Could not save {name}.</source>
        <translation>Kunne ikke lagre {name}.</translation>
    </message>
    <message>
        <source>Saved to {name}.</source>
        <translation>Lagret i {name}.</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}</source>
        <translation>Autolagring mislyktes: {reason}</translation>
    </message>
    <message>
        <source>The analysis in the file was not read: {why}</source>
        <translation>Analysen i filen ble ikke lest: {why}</translation>
    </message>
    <message>
        <source>The autosave could not be removed: {reason}</source>
        <translation>Autolagringen kunne ikke fjernes: {reason}</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>No sound: there is no audio output.</source>
        <translation>Ingen lyd: det finnes ingen lydutgang.</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>the drop</source>
        <translation>avslaget av doblingen</translation>
    </message>
    <message>
        <source>{name} took back {play}.</source>
        <translation>{name} tok tilbake {play}.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Classic: wood and green felt</source>
        <translation>Klassisk: tre og grønn filt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høy kontrast</translation>
    </message>
    <message>
        <source>Blue and orange (for colour blindness)</source>
        <translation>Blått og oransje (for fargeblinde)</translation>
    </message>
</context>
<context>
    <name>obj</name>
    <message>
        <source>Position editor board</source>
        <translation>Brett for oppsett av stilling</translation>
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
        <translation>&lt;h3&gt;backgammon-qt {version}&lt;/h3&gt;&lt;p&gt;Backgammon for skrivebordet på PySide6 (Qt 6). Spill mot datamaskinen, eller med en venn ved samme maskin, i matcher til N poeng eller om penger.&lt;/p&gt;&lt;p&gt;Datamaskinspilleren og hintene kommer fra motoren bgsage (MPL-2.0). Matchfiler, Position ID og Match ID følger GNU Backgammon, så du kan ta spillene dine med dit og tilbake.&lt;/p&gt;&lt;p&gt;Lisensiert under GNU General Public License, versjon 3 eller senere.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Resume the unfinished match?</source>
        <translation>Gjenoppta den uferdige matchen?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Gjenoppta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nå</translation>
    </message>
    <message>
        <source>Keep it for the next start</source>
        <translation>Ta vare på den til neste oppstart</translation>
    </message>
</context>
</TS>
