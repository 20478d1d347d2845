"""The message catalogue: one or more French templates per event kind.

Each entry is `(flags, template)`. A template is chosen when the context built by
`judge.render.context` has every flag listed (space-separated) and every `{field}` the
template names; the first that fits wins, so the most specific comes first and the
last of each kind needs little or nothing. Flags say what the data means (`short`: fewer
cards than requested; `many`: two or more; `automatic`: the only legal option).
"""

from __future__ import annotations

Template = tuple[str, str]

MESSAGES: dict[str, tuple[Template, ...]] = {
    "action": (
        ("", "Action {step} : {verb} ({player})."),
        ("", "Action {step} : {verb}."),
        ("", "Action : {verb}."),
        ("", "Action {step}."),
        ("", "Action."),
    ),
    "draw": (
        (
            "resumed short",
            "{player} pioche encore {n_cards} après l'exténuation ({done} sur {requested}) : "
            "son deck principal est de nouveau vide.",
        ),
        ("none short", "{player} ne peut piocher aucune carte (il en fallait {requested})."),
        ("short", "{player} pioche {n_cards} (il en fallait {requested})."),
        ("resumed_first", "Après l'exténuation, {player} pioche {n_cards}."),
        ("finish", "{player} pioche encore {n_cards} ({done} sur {requested})."),
        ("reason_linked", "{player} pioche {what} {from} : la carte bannie par ce même objet."),
        ("", "{player} pioche {what}."),
        ("", "{player} pioche {n_cards}."),
        ("", "{player} pioche."),
        ("", "Une pioche a lieu."),
    ),
    "burn": (
        (
            "resumed short",
            "{player} brûle encore {n_cards} après l'exténuation ({done} sur {requested}) : "
            "son deck principal est de nouveau vide.",
        ),
        ("none short", "{player} ne peut brûler aucune carte (il en fallait {requested})."),
        ("short", "{player} brûle {n_cards} (il en fallait {requested}) : deck principal vers défausse."),
        ("resumed_first", "Après l'exténuation, {player} brûle {n_cards}."),
        ("finish", "{player} brûle encore {n_cards} ({done} sur {requested})."),
        ("", "{player} brûle {n_cards} : du deck principal vers la défausse."),
        ("", "{player} brûle {what} : du deck principal vers la défausse."),
        ("", "{player} brûle des cartes de son deck principal."),
        ("", "Des cartes sont brûlées."),
    ),
    "look": (
        ("predict none", "{player} n'a aucune carte à prédire : pas d'exténuation."),
        ("predict short", "{player} prédit {n_cards} seulement (sur {requested}) : pas d'exténuation."),
        ("predict", "{player} prédit {n_cards}."),
        ("none", "{player} n'a aucune carte à regarder : pas d'exténuation."),
        ("short", "{player} regarde {n_cards} seulement (il en demandait {requested}) : pas d'exténuation."),
        ("", "{player} regarde {n_cards} du dessus de son deck principal."),
        ("", "{player} regarde le dessus de son deck principal."),
        ("", "Des cartes sont regardées."),
    ),
    "reveal": (
        ("none", "{player} n'a aucune carte à révéler : pas d'exténuation."),
        ("short", "{player} révèle {n_cards} seulement (il en demandait {requested}) : pas d'exténuation."),
        ("", "{player} révèle {what}."),
        ("", "{player} révèle {n_cards} du dessus de son deck principal."),
        ("", "{player} révèle le dessus de son deck principal."),
        ("", "Des cartes sont révélées."),
    ),
    "burnout": (
        ("again", "{player} s'exténue de nouveau (exténuation n° {sequence} de la séquence)."),
        ("", "{player} s'exténue."),
        ("", "Un joueur s'exténue."),
    ),
    "recycle": (
        ("ceases", "{what} est recyclée {from} : c'est une création, elle cesse d'exister."),
        (
            "by_burnout to_runes",
            "Les runes de la défausse de {player} ({what}) vont sous son deck de runes, pas dans le deck "
            "principal.",
        ),
        ("by_burnout none", "La défausse de {player} est vide : rien à recycler."),
        (
            "by_burnout many",
            "La défausse de {player} ({n_cards}) est recyclée sous son deck principal "
            "dans un ordre aléatoire.",
        ),
        ("by_burnout", "La défausse de {player} ({n_cards}) est recyclée sous son deck principal."),
        ("none", "Rien à recycler."),
        ("to_runes", "{player} recycle {what} sous son deck de runes."),
        ("to_runes", "Recyclage de {what} sous le deck de runes."),
        ("what_many", "{player} recycle {what} sous son deck principal, dans un ordre aléatoire."),
        ("many", "{player} recycle {n_cards} sous son deck principal, dans un ordre aléatoire."),
        ("", "{player} recycle {what} sous son deck principal."),
        ("", "Recyclage de {what} sous le deck principal."),
        ("", "{player} recycle {n_cards} sous son deck principal."),
        ("", "Des cartes sont recyclées sous le deck principal."),
    ),
    "gain_point": (
        (
            "players_many",
            "{player} gagne {amount_points}{why} : son équipe ({players}) a maintenant {total_points}.",
        ),
        ("", "{player} gagne {amount_points}{why} : il a maintenant {total_points}."),
        ("", "{player} gagne {amount_points}{why}."),
        ("", "Un joueur gagne {amount_points}{why}."),
    ),
    "win": (
        (
            "immediate team",
            "L'équipe « {team} » ({players}) gagne sur-le-champ avec {total_points}, "
            "sans attendre le nettoyage.",
        ),
        ("immediate", "{winner} gagne sur-le-champ avec {total_points}, sans attendre le nettoyage."),
        ("immediate", "{winner} gagne la partie sur-le-champ, sans attendre de nettoyage."),
        ("team", "L'équipe « {team} » ({players}) gagne la partie avec {total_points}."),
        ("", "{winner} gagne la partie avec {total_points}."),
        ("", "{winner} gagne la partie."),
        ("", "{player} gagne la partie avec {total_points}."),
        ("", "{player} gagne la partie."),
        ("", "La partie est gagnée."),
    ),
    "exhaust": (
        ("", "{player} épuise {what} (sous le contrôle de {controller})."),
        ("", "{player} épuise {what}."),
        ("what_many", "{what} sont épuisés."),
        ("", "{what} est épuisé."),
        ("", "Un élément de jeu est épuisé."),
    ),
    "ready": (
        ("", "{player} prépare {what} (sous le contrôle de {controller})."),
        ("", "{player} prépare {what}."),
        ("what_many", "{what} sont préparés."),
        ("", "{what} est préparé."),
        ("", "Un élément de jeu est préparé."),
    ),
    "nothing": (
        ("already_exhausted", "{what} est déjà épuisé : rien ne se passe."),
        ("already_ready", "{what} est déjà préparé : rien ne se passe."),
        (
            "reason_already_stunned",
            "{what} est déjà étourdie : elle ne peut pas l'être de nouveau, rien ne se passe (et rien ne "
            "se déclenche).",
        ),
        ("reason_no_linked_card", "{player} ne pioche rien : plus aucune carte bannie par ce même objet."),
        ("reason_next_spell", "Le prochain sort que {player} jouera pendant ce tour en bénéficiera (391)."),
        ("reason_nothing_to_kill", "{player} ne contrôle aucune carte à éliminer : il n'élimine rien."),
        ("reason_nothing_to_play", "{player} n'a aucune carte à jouer de cette façon : rien ne se passe."),
        ("reason_cannot_pay", "{what} ne peut pas être payée : l'instruction de la jouer est ignorée."),
        ("reason_not_there", "{what} n'est plus là où l'instruction la prend : rien n'est joué."),
        ("reason_no_place", "{what} n'a aucun emplacement où entrer comme le dit l'effet : rien n'est joué."),
        ("", "Rien ne se passe : {note}."),
        ("", "{what} : rien ne se passe."),
        ("", "Rien ne se passe."),
    ),
    "move": (
        ("standard", "{player} déplace {what} {from} {to} (déplacement standard)."),
        ("standard", "{what} fait un déplacement standard {to}."),
        ("", "{player} déplace {what} (sous le contrôle de {controller}) {from} {to}."),
        ("", "{player} déplace {what} {from} {to}."),
        ("", "{what} se déplace {from} {to}."),
        ("", "{what} se déplace {to}."),
        ("", "Un déplacement a lieu."),
    ),
    "banish": (
        ("ceases", "Bannissement de {what} {from} : c'est une création, elle cesse d'exister."),
        (
            "simultaneous",
            "Bannissement simultané de {what} {from} : directement vers la zone de bannissement.",
        ),
        ("", "Bannissement de {what} {from} : directement vers la zone de bannissement."),
        ("", "Bannissement de {what} : directement vers la zone de bannissement."),
        ("", "Une carte est bannie."),
    ),
    "kill": (
        ("ceases", "Élimination de {what} {from} : c'est une création, elle cesse d'exister."),
        ("what_many", "Élimination simultanée de {what} : chacune va dans la défausse de son propriétaire."),
        ("simultaneous", "Élimination simultanée de {what} {from} : vers la défausse de son propriétaire."),
        ("", "Élimination de {what} {from} : vers la défausse de son propriétaire."),
        ("", "Élimination de {what} : vers la défausse de son propriétaire."),
        ("", "Une élimination a lieu."),
    ),
    "discard": (
        ("", "{player} défausse {what} {from}."),
        ("", "{player} défausse {what}."),
        ("", "{player} défausse {n_cards}."),
        ("", "Défausse de {what}."),
        ("", "Une carte est défaussée."),
    ),
    "play": (
        ("", "{player} joue {what}."),
        ("", "{player} active une compétence de {source}."),
        ("", "{what} est joué."),
        ("", "Une carte est jouée."),
    ),
    "chain_add": (
        ("", "{what} rejoint la chaîne."),
        ("", "La compétence de {source} rejoint la chaîne."),
        ("", "Un objet est placé sur la chaîne."),
    ),
    "finalize": (
        ("", "Finalisation de {what}."),
        ("", "Finalisation de la compétence de {source} ({ability})."),
        ("", "Un objet de la chaîne est finalisé."),
    ),
    "resolve": (
        ("", "{what} se résout."),
        ("", "La compétence de {source} se résout ({ability})."),
        ("", "L'objet du dessus de la chaîne se résout."),
    ),
    "trigger": (
        ("delayed", "Le déclencheur différé créé par {what} se déclenche : {ability}."),
        ("", "La compétence de {card} se déclenche ({ability} : {about}), pour {player}."),
        ("", "La compétence de {what} se déclenche ({ability}), pour {player}."),
        ("", "La compétence de {what} se déclenche : {ability}."),
        ("", "La compétence de {what} se déclenche."),
        ("", "Une compétence se déclenche."),
    ),
    "trigger_declined": (
        ("reason_no_target", "La compétence de {source} n'a aucune cible légale : elle quitte la chaîne."),
        (
            "reason_cost_unpaid",
            "Le coût de la compétence de {source} ne peut pas être payé : elle quitte la chaîne.",
        ),
        ("", "{player} choisit de ne pas utiliser la compétence de {source} : elle quitte la chaîne."),
        ("", "{player} choisit de ne pas utiliser la compétence de {what}."),
        ("", "La compétence de {what} n'est pas utilisée."),
        ("", "Une compétence facultative n'est pas utilisée."),
    ),
    "replace": (
        (
            "replaced_die outcome_instead",
            "Au lieu de mourir, {what} : l'effet de remplacement de {source} fait ce qui suit à la place "
            "(370.1.b).",
        ),
        ("replaced_die outcome_skip", "{what} ne meurt pas : {source} remplace sa mort par rien (443.1)."),
        (
            "replaced_move outcome_skip",
            "Le déplacement de {what} est passé ({source}) : rien ne le remplace (443.1).",
        ),
        ("replaced_move", "Au lieu de se déplacer, {what} : {source} remplace le déplacement (370.1.b)."),
        (
            "replaced_point outcome_skip",
            "Le point de {affected} est passé ({source}) : rien ne le remplace, {affected} ne le gagne pas "
            "(443.1).",
        ),
        (
            "replaced_draw_phase outcome_skip",
            "La phase de pioche de {affected} est passée ({source}) : rien ne la remplace, le tour continue "
            "(443.1, 443.2).",
        ),
        (
            "replaced_damage outcome_prevent",
            "{source} empêche les {damage} que {what} devait subir : ils ne sont pas infligés (370.1.b).",
        ),
        ("replaced_damage outcome_double", "{source} double les {damage} infligés à {what} (370.1.b)."),
        (
            "replaced_reveal outcome_also",
            "{what} est révélé du dessus du deck : son effet de remplacement ajoute ce qui suit à la "
            "révélation (370.1.b.1).",
        ),
        ("replaced_enter outcome_enters_ready", "{what} entre en jeu préparé au lieu d'épuisé (369.3)."),
        ("replaced_enter outcome_enters_exhausted", "{what} entre en jeu épuisé (369.3)."),
        (
            "replaced_leave_chain outcome_banish_instead",
            "Au lieu de quitter la chaîne vers la défausse, {what} est banni ({label}, 829.1.b.1).",
        ),
        (
            "outcome_burn_out",
            "Le deck principal de {affected} est trop court : l'exténuation remplace ce qui manque (431.5).",
        ),
        ("", "Au lieu de l'événement sur {what}, l'effet de remplacement de {source} s'applique (370.1.b)."),
        ("", "Effet de remplacement : {note}."),
        ("", "Un effet de remplacement modifie {what}."),
        ("", "Un effet de remplacement s'applique."),
    ),
    "skip": (
        (
            "reason_skipped",
            "Passé : l'événement n'a pas lieu et rien de ce qui l'attendait ne se déclenche "
            "(443.2, 443.2.a).",
        ),
        (
            "reason_first_turn_draw",
            "{player} ne pioche pas : c'est la première phase de pioche du premier joueur en 2c2.",
        ),
        (
            "reason_group_restriction",
            "Ensemble, {what} ne remplissent plus la restriction de leur groupe de cibles : le contrôleur "
            "en garde un sous-ensemble qui la remplit.",
        ),
        (
            "illegal_target",
            "{what} n'est plus une cible légale : ce qui la visait est ignoré, ses informations valent zéro.",
        ),
        ("illegal_target", "Une cible n'est plus légale : ce qui la visait est ignoré."),
        ("void", "Le calcul lisait une cible devenue illégale : il est annulé, sans effet."),
        (
            "reason_linked",
            "Cette instruction est liée à une instruction ignorée (sa cible n'est plus légale) : elle est "
            "ignorée aussi.",
        ),
        ("", "{player} passe : {note}."),
        (
            "none short",
            "Plus aucune carte vue pour cette instruction (il en fallait {requested}) : elle est ignorée.",
        ),
        (
            "short",
            "Seulement {n_cards} sur {requested} : le reste de l'instruction est ignoré (pas d'exténuation).",
        ),
        ("", "Passé : {note}."),
        ("", "{player} passe."),
        ("", "Un événement est passé."),
    ),
    "cost_computed": (
        ("", "Le coût de {what} est de {cost} ({steps})."),
        ("", "Le coût de {what} est de {cost}."),
        ("", "Coût calculé : {cost} ({steps})."),
        ("", "Coût calculé : {cost}."),
        ("", "Le coût est calculé."),
    ),
    "cost_paid": (
        ("", "{player} paie {cost} pour {what}."),
        ("", "{player} paie {cost}."),
        ("", "Le coût est payé."),
    ),
    "play_cancelled": (
        (
            "reason_cost_unpaid activated",
            "{player} ne peut pas activer la compétence de {what} : le coût n'est pas payé, "
            "l'activation est annulée et le plateau revient comme avant ({message}).",
        ),
        (
            "activated",
            "{player} ne peut pas activer la compétence de {what} : l'activation est annulée et le "
            "plateau revient comme avant ({message}).",
        ),
        (
            "reason_cost_unpaid",
            "{player} ne peut pas jouer {what} : le coût n'est pas payé, le jeu est annulé et le "
            "plateau revient comme avant ({message}).",
        ),
        (
            "",
            "{player} ne peut pas jouer {what} : le jeu est annulé et le plateau revient comme avant "
            "({message}).",
        ),
        ("", "{player} ne peut pas jouer {what} : le jeu est annulé."),
        ("", "Le jeu de {what} est annulé."),
        ("", "Le jeu est annulé."),
    ),
    "take_control": (
        (
            "no_units",
            "{player} prend le contrôle {of_battlefield} sans y avoir d'unité : il le perdra au prochain "
            "nettoyage (190.4.c).",
        ),
        ("reason_conquest", "{player} prend le contrôle {of_battlefield}."),
        ("", "{player} prend le contrôle {of_battlefield}, sans marquer de point."),
        ("", "{player} prend le contrôle de {battlefield}."),
        ("", "{player} prend le contrôle de {what}."),
        ("", "Le contrôle change."),
    ),
    "lose_control": (
        ("", "{player} n'a plus d'unité sur {battlefield} : il en perd le contrôle."),
        ("", "{player} perd le contrôle d'un champ de bataille."),
        ("", "Un champ de bataille n'est plus contrôlé."),
    ),
    "conquer": (
        (
            "reason_already_scored",
            "{player} conquiert {battlefield}, déjà marqué ce tour : aucun point (un seul par champ "
            "de bataille et par tour).",
        ),
        (
            "reason_cannot_score",
            "{player} conquiert {battlefield}, où il ne peut pas encore marquer : ni point ni compétence "
            "de conquête, le contrôle seul.",
        ),
        (
            "reason_teammate_held",
            "{player} conquiert {battlefield}, contrôlé par son coéquipier pendant l'étape des scores : "
            "son équipe ne peut pas le marquer ce tour.",
        ),
        ("", "{player} conquiert {battlefield} et le marque."),
        ("", "{player} conquiert {battlefield}."),
        ("", "{player} conquiert un champ de bataille."),
        ("", "Un champ de bataille est conquis."),
    ),
    "hold": (
        (
            "reason_already_scored",
            "{player} occupe {battlefield}, déjà marqué ce tour : aucun point (un seul par champ de bataille "
            "et par tour).",
        ),
        (
            "reason_cannot_score",
            "{player} occupe {battlefield}, où il ne peut pas encore marquer : ni point ni compétence "
            "d'occupation.",
        ),
        ("", "{player} occupe {battlefield} et le marque."),
        ("", "{player} occupe {battlefield}."),
        ("", "{player} occupe un champ de bataille."),
        ("", "Un champ de bataille est occupé."),
    ),
    "put": (
        ("to_top", "{player} remet {what} sur le dessus de son deck principal."),
        ("", "{player} place {what} {from} {to}."),
        ("", "{player} place {n_cards} {from} {to}."),
        ("", "Des cartes regardées changent de zone."),
    ),
    "channel": (
        ("none", "{player} ne canalise aucune rune : son deck de runes est vide."),
        (
            "reason_first_turn_channel short",
            "{player} canalise {what} : {n} sur {requested} (une de plus pour son premier tour), "
            "son deck de runes n'en a pas plus.",
        ),
        (
            "reason_first_turn_channel",
            "{player} canalise {what}, dont une de plus pour son premier tour ; elles arrivent préparées.",
        ),
        ("short", "{player} canalise {what} : {n} sur {requested}, son deck de runes n'en a pas plus."),
        ("many", "{player} canalise {what} ; elles arrivent préparées."),
        ("", "{player} canalise {what} ; elle arrive préparée."),
        ("", "{player} canalise des runes."),
        ("", "Des runes sont canalisées."),
    ),
    "recall": (
        (
            "reason_combat",
            "Les défenseurs tiennent : {what} est rappelé {to} de {player} (ce n'est pas un déplacement).",
        ),
        ("", "Rappel de {what} {from} de {from_player} {to} de {player} (ce n'est pas un déplacement)."),
        ("", "Rappel de {what} {from} {to} de {player} (ce n'est pas un déplacement)."),
        ("", "Rappel de {what} {to}."),
        ("", "Une carte est rappelée."),
    ),
    "detach": (
        ("", "{what} se déséquipe de {from_card}, qui quitte le plateau ; elle reste sur place : {at}."),
        ("", "{what} se déséquipe."),
        ("", "Une carte se déséquipe."),
    ),
    "heal": (
        ("reason_combat", "Fin du combat : {what} est soigné ({damage})."),
        ("", "{what} est soigné ({damage})."),
        ("", "{what} est soigné."),
        ("", "Des unités sont soignées."),
    ),
    "pass": (
        ("focus_pass", "{player} passe la focalisation à {next}."),
        ("", "{player} passe la priorité à {next}."),
        ("", "{player} passe la priorité."),
        ("", "La priorité est passée."),
    ),
    "damage": (
        (
            "reason_combat",
            "{target} reçoit {damage} de combat, infligés par {sources} (répartis par {player}).",
        ),
        ("", "{source} inflige {damage} à {target}, dont {bonus} ({bonus_from})."),
        ("", "{source} inflige {damage} à {target}."),
        ("", "{target} subit {damage}, dont {bonus} ({bonus_from})."),
        ("", "{target} subit {damage}."),
        ("", "Des dégâts sont infligés."),
    ),
    "add_resource": (
        ("", "{player} ajoute {lost} à sa réserve runique."),
        ("", "Des ressources sont ajoutées à la réserve runique."),
    ),
    "stun": (
        ("", "{what} est étourdi."),
        ("", "Une unité est étourdie."),
    ),
    "create": (
        (
            "",
            "{player} crée {what}, une copie de {copy_of} : elle en prend les caractéristiques copiables, "
            "coût compris (477.1.b.1, 185.3.a.2).",
        ),
        ("", "{player} crée {what}."),
        ("", "Une création apparaît."),
    ),
    "return": (
        ("", "{what} retourne dans la main de son propriétaire."),
        ("", "Une carte retourne dans la main de son propriétaire."),
    ),
    "buff": (
        ("", "{what} reçoit un renforcement (+1 puissance)."),
        ("", "Une unité est renforcée."),
    ),
    "might": (
        ("", "{what} gagne {amount} puissance pendant ce tour."),
        ("", "La puissance d'une unité change pendant ce tour."),
    ),
    "keyword": (
        (
            "reason_lasting",
            "{what} gagne {keywords}, sans limite de durée (tant qu'il reste sur le plateau).",
        ),
        ("", "{what} gagne {keywords} pendant ce tour."),
        ("", "Une unité gagne des mots-clés pendant ce tour."),
    ),
    "draw_instead_of_point": (
        (
            "",
            "{player} n'a pas marqué {missing} ce tour : au lieu du dernier point par la conquête, il pioche "
            "une carte et reste à {total_points}.",
        ),
        ("", "{player} pioche une carte au lieu de gagner le dernier point par la conquête."),
        ("", "Une carte est piochée au lieu du dernier point."),
    ),
    "rune_pool_emptied": (
        ("", "La réserve runique de {player} se vide ; perdu : {lost}."),
        ("", "La réserve runique de {player} se vide."),
        ("players_many", "Les réserves runiques de {players} se vident."),
        ("", "La réserve runique de {players} se vide."),
        ("", "Les réserves runiques se vident."),
    ),
    "phase": (
        ("", "Début de la {phase} de {player}."),
        ("", "Début de la {phase}."),
        ("", "Changement de phase."),
    ),
    "turn": (
        ("extra", "Tour {number} : {player} joue son tour supplémentaire (737)."),
        ("", "Tour {number} : c'est au tour de {player}."),
        ("", "C'est au tour de {player}."),
        ("", "Un nouveau tour commence."),
    ),
    "choice": (
        ("automatic", "Un seul choix possible pour {choice} : {answer}, retenu d'office."),
        ("", "{player} choisit {answer} pour {choice} (options : {options})."),
        ("", "{player} choisit {answer} pour {choice}."),
        ("", "Choix pour {choice} : {answer}."),
        ("", "Choix : {answer}."),
        ("", "Un choix est fait."),
    ),
    "cleanup": (
        (
            "step_expiration",
            "Étape d'expiration du tour de {player} : nettoyage spécial (victoire, dégâts mortels, contrôle, "
            "rappels), puis soins de toutes les unités, fin des effets « pendant ce tour » et réserves "
            "runiques vidées.",
        ),
        ("", "Nettoyage : {note}."),
        ("", "Nettoyage."),
    ),
    "effect_ended": (
        ("reason_stun", "{what} n'est plus étourdi."),
        ("reason_granted_keywords", "{what} perd {effect}, accordé pendant ce tour."),
        ("", "Fin de l'effet : {note}."),
        ("", "Fin de l'effet « {effect} »."),
        ("", "L'effet de {what} prend fin."),
        ("", "Les effets « pendant ce tour » prennent fin."),
    ),
    "replacement_created": (
        (
            "replaced_would_move outcome_skip",
            "{source} : le prochain déplacement de {cards} pendant ce tour sera passé (443).",
        ),
        (
            "replaced_would_score outcome_skip",
            "{source} : le prochain point de {target_player} sera passé (443).",
        ),
        (
            "replaced_would_draw_phase outcome_skip",
            "{source} : la prochaine phase de pioche de {player} sera passée (443).",
        ),
        ("replaced_would_die", "{source} : la prochaine mort de {cards} sera remplacée (367)."),
        (
            "replaced_would_take_damage outcome_prevent",
            "{source} : les prochains dégâts que subirait {cards} seront empêchés (367).",
        ),
        ("", "{source} crée un effet de remplacement (367)."),
        ("", "Un effet de remplacement est créé (367)."),
    ),
    "step_limit": (
        ("", "Arrêt de la simulation après {limit} étapes : la boucle ne se termine pas d'elle-même."),
        ("", "Arrêt de la simulation après {n} étapes : la boucle ne se termine pas d'elle-même."),
        ("", "Arrêt de la simulation : trop d'étapes."),
    ),
    "replace_battlefield": (
        (
            "reason_swap_back",
            "{from_card} cesse d'exister et {card} revient à sa place ; {battlefield} reste le même "
            "élément de jeu, avec son contrôleur, ses unités et ses points marqués ce tour.",
        ),
        (
            "",
            "{from_card} est remplacé par {card} ; {battlefield} reste le même élément de jeu, avec son "
            "contrôleur, ses unités et ses points marqués ce tour.",
        ),
        ("", "{card} remplace {from_card}."),
        ("", "Un champ de bataille est remplacé par une création."),
    ),
    "extra_turn": (
        ("", "{player} jouera un tour supplémentaire juste après celui-ci (735, 737)."),
        ("", "Un tour supplémentaire est ajouté après celui-ci."),
    ),
    "xp": (
        ("", "{player} gagne de l'XP ({amount}) : {xp} XP en tout."),
        ("", "{player} gagne de l'XP."),
        ("", "Un joueur gagne de l'XP."),
    ),
    "contested": (
        ("", "{player} arrive sur {battlefield}, qu'il ne contrôle pas : le champ devient contesté."),
        ("", "{battlefield} devient contesté."),
        ("", "Un champ de bataille devient contesté."),
    ),
    "showdown": (
        ("step_start combat_showdown", "La confrontation du combat s'ouvre : {focus} a la focalisation."),
        (
            "step_start",
            "Une confrontation s'ouvre sur {battlefield} : {focus}, qui l'a contesté, a la focalisation.",
        ),
        ("step_close combat_showdown", "Tous ont passé : la confrontation se ferme, le combat se poursuit."),
        ("step_close", "Tous ont passé : la confrontation se ferme sur {battlefield}."),
        ("", "Confrontation sur {battlefield}."),
        ("", "Une confrontation a lieu."),
    ),
    "combat": (
        ("step_start", "Combat sur {battlefield} : {attacker} attaque, {defender} défend."),
        ("step_damage", "Dégâts de combat sur {battlefield} : puissance {totals} ({shares})."),
        ("step_damage", "Dégâts de combat sur {battlefield}."),
        ("step_resolution", "Résolution du combat sur {battlefield}."),
        ("step_result recalled", "Les attaquants ont été rappelés : pas de vainqueur du combat sur "
         "{battlefield}."),
        ("step_result", "{winner} gagne le combat sur {battlefield}."),
        ("step_result", "Pas de vainqueur du combat sur {battlefield}."),
        ("step_end", "Le combat sur {battlefield} prend fin."),
        ("", "Combat sur {battlefield}."),
        ("", "Un combat a lieu."),
    ),
    "counter": (
        ("", "{player} contre {what} : il ne fait rien et quitte la chaîne (425.1.a)."),
        ("", "Un objet de la chaîne est contré (425.1.a)."),
    ),
    "attach": (
        ("", "{player} équipe {what} à {target} : elle le rejoint là où il est (pas un déplacement)."),
        ("", "{what} est équipée à {target}."),
        ("", "Une carte est équipée."),
    ),
    "repeat": (
        ("", "Répétition : les instructions de {what} s'exécutent une fois de plus."),
        ("", "Répétition : les instructions s'exécutent une fois de plus."),
    ),
    "death_check": (
        ("reason_awaiting", "« Si elle meurt » ({source}) : la suite attend le nettoyage qui suit la "
         "résolution, où {target} meurt si ses dégâts sont mortels."),
        ("reason_died", "La cible {target} est morte : la suite de {source} s'exécute."),
        ("reason_survived_otherwise", "La cible {target} n'est pas morte (elle a survécu ou sa mort a été "
         "remplacée) : c'est la suite « sinon » de {source} qui s'exécute."),
        ("reason_survived", "La cible {target} n'est pas morte (elle a survécu ou sa mort a été remplacée) : "
         "la suite de {source} ne s'exécute pas."),
        ("", "« Si elle meurt » : la mort de la cible est vérifiée."),
    ),
}

#: For a kind the catalogue does not know (a newer engine): still one readable line.
GENERIC: tuple[Template, ...] = (
    ("", "Événement « {kind} » : {player}."),
    ("", "Événement « {kind} »."),
)
