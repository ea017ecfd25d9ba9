/**
 * A decision taken: each action changes the state and puts on the agenda what follows it (a
 * reaction window after every action, then the step it belongs to again). settle.ts then runs the
 * agenda to the next decision.
 */
import { takeControl } from "./checks";
import { giveEquipment, moveChar, playedEffects, takeRandomEvent } from "./effects";
import { discardCard, fateOf, healChar, injureChar, killChar, next, onBoard, ownAt, effectsOnUse } from "./state";
import { engageLocation, windowTask } from "./turn";
import { IN_DECK, NEUTRAL, type Events, type IslandAction, type IslandState, type Pending } from "./types";
import { endGame, playerOut } from "./victory";
import { windowAnswered } from "./windows";

export function decide(s: IslandState, p: Pending, a: IslandAction, ev: Events): void {
  const seat = a.seat;
  switch (a.type) {
    case "draft": {
      const player = s.seats[seat];
      const other = player.dealt.find((c) => c !== a.keep);
      const start = s.startOf[seat];
      const place = (c: number, starter: number) => {
        const ch = s.chars[c];
        ch.owner = seat;
        ch.at = start;
        ch.starter = starter;
      };
      place(a.keep, seat);
      s.startingOf[seat] = a.keep;
      if (other !== undefined) {
        if (a.both) place(other, -1);
        else {
          // Put back under the deck; the deck is shuffled once everyone has chosen.
          s.chars[other].owner = IN_DECK;
          s.charDeck.unshift(other);
        }
      }
      player.dealt = [];
      ev.push({ type: "drafted", seat, starting: a.keep, follower: a.both ? (other ?? -1) : -1 });
      return;
    }
    case "move": {
      const ch = s.chars[a.char];
      const from = ch.at;
      ch.at = a.to;
      ch.moved = true;
      ch.movedRound = s.round;
      if (!s.arrivals.includes(a.to)) s.arrivals.push(a.to);
      ev.push({ type: "moved", char: a.char, from, to: a.to, source: "" });
      next(s, windowTask(), { t: "move" });
      return;
    }
    case "engage":
      engageLocation(s, a.loc, ev);
      return;
    case "lead": {
      for (const c of a.with) s.chars[c].engaged = true;
      const neutral = s.chars[a.target].owner === NEUTRAL;
      const loc = s.chars[a.target].at;
      ev.push({ type: "lead-attempt", seat, target: a.target, with: a.with, loc });
      s.check = {
        kind: neutral ? "neutral" : "opponent",
        seat,
        loc,
        attackers: a.with.slice(),
        defenders: [a.target],
        card: -1,
        attackDie: 0,
        defendDie: 0,
        mods: [],
      };
      if (p.kind === "neutral") {
        s.neutralTried.push(p.loc);
        next(s, { t: "check" }, windowTask(), { t: "neutrals" });
      } else next(s, { t: "check" }, windowTask(), { t: "engage" });
      return;
    }
    case "heal": {
      // "Engage the Campsite by announcing you are healing them, and skip their next turn."
      const ch = s.chars[a.char];
      ch.engaged = true;
      ch.healing = true;
      ch.skip = Math.max(ch.skip, 1);
      ev.push({ type: "healing", char: a.char, loc: ch.at });
      next(s, windowTask(), { t: "engage" });
      return;
    }
    case "healer":
      s.chars[a.char].engaged = true;
      healChar(s, a.char, ev, s.input.characters[a.healer].name);
      next(s, windowTask(), { t: "engage" });
      return;
    case "defend":
      s.check!.defenders = [s.check!.defenders[0], ...a.with];
      ev.push({ type: "defend", seat, with: s.check!.defenders });
      next(s, { t: "roll" });
      return;
    case "equip": {
      if (p.kind !== "equip") return;
      const up = s.rules !== "advanced" || !a.faceDown;
      if (a.to >= 0) {
        const cards = s.locs[p.loc].cards;
        cards.splice(cards.indexOf(a.card), 1);
        s.chars[a.to].equip.push(a.card);
      }
      s.faceDown[a.card] = up ? 0 : 1;
      ev.push({ type: a.to >= 0 ? "equipped" : "left", seat, card: a.card, char: a.to, loc: p.loc, fate: up ? s.cardDef[a.card] : -1 });
      next(s, windowTask());
      return;
    }
    case "pick": {
      if (p.kind !== "pick") return;
      const e = p.effect;
      switch (p.purpose) {
        case "casualty":
          killChar(s, a.choice, ev, "monster");
          return;
        case "destination":
          moveChar(s, e!.chosen, a.choice, e!.source, ev);
          return;
        case "take-event":
          takeRandomEvent(s, a.choice, seat, ev);
          return;
        case "take-equipment":
          giveEquipment(
            s,
            a.choice,
            e!.group.filter((c) => onBoard(s, c)),
            e!.loc,
            ev,
          );
          return;
        default:
          next(s, { ...e!, chosen: a.choice });
          return;
      }
    }
    case "reward": {
      const won = s.won!;
      s.won = null;
      const target = won.target;
      const owner = s.chars[target].owner;
      ev.push({ type: "reward", seat, kind: a.kind, target });
      if (a.kind === "control") takeControl(s, target, seat, ev, "opponent");
      else if (a.kind === "equipment") giveEquipment(s, a.card, ownAt(s, seat, s.chars[target].at), s.chars[target].at, ev);
      else if (a.kind === "event") takeRandomEvent(s, owner, seat, ev);
      else injureChar(s, target, ev, "lead");
      return;
    }
    case "transfer": {
      const from = s.chars.findIndex((c) => c.equip.includes(a.card));
      s.chars[from].equip.splice(s.chars[from].equip.indexOf(a.card), 1);
      s.chars[a.to].equip.push(a.card);
      s.transferred.push(a.card);
      ev.push({ type: "transferred", card: a.card, from, to: a.to, fate: s.faceDown[a.card] ? -1 : s.cardDef[a.card] });
      next(s, windowTask(), { t: "transfer" });
      return;
    }
    case "discard": {
      const hand = s.seats[seat].hand;
      hand.splice(hand.indexOf(a.card), 1);
      discardCard(s, a.card);
      ev.push({ type: "discarded-event", seat, card: a.card, fate: s.cardDef[a.card] });
      next(s, { t: "discard" });
      return;
    }
    case "pass":
      if (p.kind === "react") windowAnswered(s, false);
      else if (p.kind === "neutral") {
        s.neutralTried.push(p.loc);
        next(s, { t: "neutrals" });
      }
      // Transfer: done; the step's window and the discard step follow.
      return;
    case "play": {
      const hand = s.seats[seat].hand;
      hand.splice(hand.indexOf(a.card), 1);
      const def = fateOf(s, a.card);
      discardCard(s, a.card);
      ev.push({ type: "played", seat, card: a.card, fate: s.cardDef[a.card], target: a.target });
      windowAnswered(s, true);
      next(s, ...playedEffects(s, seat, a.card, a.target, def.effects));
      return;
    }
    case "use": {
      const def = fateOf(s, a.card);
      const carrier = s.chars.findIndex((c) => c.equip.includes(a.card));
      ev.push({ type: "used", seat, card: a.card, fate: s.cardDef[a.card], char: carrier, target: a.target });
      const tasks = playedEffects(s, seat, a.card, a.target, effectsOnUse(def)).map((t) => ({
        ...t,
        group: t.e.kind === "take" ? t.group : [carrier],
      }));
      if (def.keep) s.faceDown[a.card] = 0;
      else {
        const eq = s.chars[carrier].equip;
        eq.splice(eq.indexOf(a.card), 1);
        discardCard(s, a.card);
      }
      windowAnswered(s, true);
      next(s, ...tasks);
      return;
    }
    case "ability": {
      const ab = s.input.characters[a.char].abilities.find((x) => x.kind === "boost");
      if (!ab || ab.kind !== "boost") return;
      s.chars[a.char].usedRound = s.round;
      s.mods.push({ char: a.target, amount: ab.amount, until: 2 });
      ev.push({ type: "ability", seat, char: a.char, target: a.target, amount: ab.amount });
      windowAnswered(s, true);
      return;
    }
    case "resolve":
      if (p.kind === "resolve") ev.push({ type: "resolved", seat, applied: a.applied, text: p.text, source: p.source });
      return;
    case "leave": {
      // A player who quits: their Characters stay on the island as Neutral Characters.
      for (const ch of s.chars) {
        if (ch.owner !== seat) continue;
        ch.owner = NEUTRAL;
        ch.starter = -1;
      }
      playerOut(s, seat, ev, "left");
      return;
    }
    case "propose": {
      const waiting = [];
      for (let k = 1; k < s.players; k++) {
        const o = (seat + k) % s.players;
        if (a.with.includes(o)) waiting.push(o);
      }
      s.proposal = { seats: a.with.slice(), from: seat, waiting };
      ev.push({ type: "proposal", seat, with: a.with });
      // The proposer's turn resumes if anyone declines.
      next(s, { t: "move" });
      s.pending = { kind: "answer", seat: waiting[0] };
      return;
    }
    case "answer": {
      const pr = s.proposal!;
      ev.push({ type: "answered", seat, accept: a.accept });
      if (!a.accept) {
        s.proposal = null;
        return;
      }
      pr.waiting = pr.waiting.slice(1);
      if (pr.waiting.length === 0) {
        s.proposal = null;
        endGame(s, pr.seats, "shared win by agreement", ev, "agreement");
        return;
      }
      s.pending = { kind: "answer", seat: pr.waiting[0] };
      return;
    }
    case "claim":
      endGame(
        s,
        [seat],
        `${s.input.characters[a.char].name}'s Starting Character Win Condition (the table agreed it is met)`,
        ev,
        "win-condition",
      );
      return;
  }
}
