"""Common French words, written for the speller: a correct word the corpus lacks is not a typo.

Without this list, "tarte" became "carte", "demain" became "domain" and "gâteau" became
"plateau": the speller only knows the corpus. These are everyday words (not game terms: those
are in the corpus), with the forms of regular verbs generated from their infinitives.
"""

from __future__ import annotations

from judge.text import fold

_WORDS = """
abord absolument accord achat acheter acte action actuel actuelle adresse affaire afin âge agir aide
aider ailleurs aimer ainsi air ajout alors ami amie amis amour ancien ancienne anglais anglaise année
annonce août appel apprendre après après-midi arbitre arbre argent arrêt arrière arrivée article
assez attente attention au-dessus au-dessous aucun aucune aujourd'hui auparavant aussi aussitôt autant
auteur automne autour autre autrefois autrement avance avant avenir avion avis avril bague balle
banane bande banque bas base bateau beau beaucoup beauté bébé belle besoin bête beurre bibliothèque
bien bientôt bière billet blanc blanche bleu bleue bœuf boire bois boîte bon bonne bonjour bonsoir
bord bouche boulangerie bout bouteille boutique bras bref brève bruit brun brune bureau but ça cadeau
café calme camarade campagne canard capable car carré carrée cas casque cause ce céans celle certain
certaine certainement certes chacun chacune chaise chambre chance changement chanson chanteur chapeau
chaque charge chat chaud chaude chaussure chef chemin chemise cher chère cheval cheveux chez chien
chocolat chose ciel cinéma cinq cinquante clair claire classe clé clef client cœur coin colère
collègue combien comme comment compagnie complet complète complètement compte concours confiance
content contente contre copain copine corps côté cou couleur coup cour courage courant cours course
court courte cousin cousine couteau crayon cuisine curieux curieuse d'abord d'accord dame date
davantage debout début décembre dedans dehors déjà demain demande demi demie dent depuis dernier
dernière derrière désolé désolée dessous dessus deux devant devoir dieu différence différent
différente difficile dimanche dîner dire directement discussion dix docteur doigt dollar dommage donc
dont dos doute doux douce douze droit droite drôle dur dure eau école écran effet église également
élève elle emploi encore endroit enfant enfin ennui ensemble ensuite entier entière entre envie
environ épaule équipe erreur escalier espace espèce espoir esprit essai est été étage été étoile
étrange être étude euro évidemment évident exactement examen excellent excellente excuse exemple
exercice expérience explication extérieur facile façon faible faim fait famille fatigue faute
faux fausse femme fenêtre fer ferme fête feu feuille février fier fière fil fille film fils fin
fleur fois fond football force forêt forme fort forte fou folle foule frais fraîche franc français
française frère froid froide fromage fruit fumée gare garçon gâteau gauche gens gentil gentille
glace gorge goût grâce grand grande grave gris grise gros grosse groupe guerre habitude haut haute
hélas herbe heure heureusement heureux heureuse hier histoire hiver homme honneur hôpital hôtel
huit humain humaine ici idée île image immédiatement important importante impossible inconnu
information intérieur internet inutile jamais jambe janvier jardin jaune jeu jeudi jeune joie joli
jolie joueur joueuse jour journal journée juillet juin jusque juste justement là là-bas lac laine
lait langue lapin large leçon léger légère lendemain lent lente lentement lettre lever lèvre libre
lieu ligne lit livre loin long longue longtemps lors lorsque lourd lourde lumière lundi lune
lunettes madame mademoiselle magasin mai main maintenant mairie mais maison maître mal malade
malheur malheureusement maman manière manteau marché mardi mari mars matin mauvais mauvaise médecin
meilleur meilleure membre même mer merci mercredi mère message mètre métier midi mieux milieu mille
million minuit minute mode moins mois moitié moment monde monsieur montagne montre morceau mort
morte mot moteur mouton moyen mur musique naturel naturelle neige neuf neuve nez noir noire nom
nombre non nord normal normale normalement nouveau nouvelle nuit nul nulle numéro objet occasion
œil œuf oiseau ombre oncle or orange ordinateur oreille ou oui ouvert ouverte page pain paix papa
papier paquet par parc parce pareil pareille parent parfait parfaite parfois parmi parole part
partout pas passé patron pauvre pays paysage peau peine pendant père permis personne petit petite
peu peur peut-être photo phrase pied pierre place plage plaisir plan plat plein pleine pluie plus
plusieurs plutôt poche poisson poitrine police pomme pont porte possible poste pot poulet pour
pourquoi pourtant premier première près présent presque prêt prête prix problème prochain prochaine
professeur projet promenade propre public publique puis puisque qualité quand quarante quart quatre
quel quelqu'un quelque quelquefois question queue quinze quoi raison rapide rapidement rare rarement
récent récente refus regard région reine relation remarque repas réponse reste retard retour rêve
rien rivière robe roi rouge route rue sable sac saison salade sale salle salon salut samedi sang
sans santé sauf savon science second seconde seize sel semaine sens sentiment sept septembre sérieux
sérieuse seul seule seulement si siècle simple simplement sinon situation six société sœur soir
soirée sol soleil sommeil sorte souci soudain souvent sport stylo sucre sud suite sujet super
sûr sûre sûrement surtout table tableau tant tante tard tarte tasse taxi télé téléphone télévision
tellement temps tenue terrain terre tête texte thé théâtre tigre toujours tout toute train
tranquille travail treize trente très triste trois trop trou trouvé type université urgent usage
vacances vache vendredi vent ventre verre vers vert verte veste viande vide vie vieux vieille
village ville vin vingt visage vite vitesse voici voilà voisin voisine voiture voix volontiers
vrai vraie vraiment week-end yeux zéro
ai as a avons avez ont avais avait avaient aurai aura auront eu eue aie ayant
suis es est sommes êtes sont étais était étaient serai sera seront été étant sois soit
fais fait faisons faites font faisait ferai fera feront faisant
vais vas va allons allez vont allait irai ira iront allé allée allés
dis dit disons dites disent disait dira dirai dite dits
vois voit voyons voyez voient voyait verra verrai vu vue vus vues voyant
sais sait savons savez savent savait saura saurai su sache
peux peut pouvons pouvez peuvent pouvait pourra pourrai pourrait pu puisse
veux veut voulons voulez veulent voulait voudra voudrais voudrait voulu veuille
viens vient venons venez viennent venait viendra viendrai venu venue venus
dois doit devons devez doivent devait devra devrai devrait dû due dus
prends prend prenons prenez prennent prenait prendra prendrai pris prise prises prenant
mets met mettons mettez mettent mettait mettra mettrai mis mise mises
bois boit buvons buvez boivent buvait bu
lis lit lisons lisez lisent lisait lu lue
écris écrit écrivons écrivez écrivent écrivait écrite
crois croit croyons croyez croient croyait cru
connais connaît connaissons connaissez connaissent connaissait connu connue
tiens tient tenons tenez tiennent tenait tiendra tenu tenue
pars part partons partez partent partait partira parti partie
sors sort sortons sortez sortent sortait sortira sorti sortie
dors dort dormons dormez dorment dormait dormi
cours court courons courez courent courait couru
meurs meurt mourons mourez meurent mourait mourra mort morte
vis vit vivons vivez vivent vivait vécu
suis suit suivons suivez suivent suivait suivi suivie
ouvre ouvrent ouvrait ouvert ouverte offre offrent offert offerte
attends attend attendons attendez attendent attendait attendu attendue
perds perd perdons perdez perdent perdait perdu perdue
rends rend rendons rendez rendent rendait rendu rendue
réponds répond répondons répondez répondent répondait répondu
entends entend entendons entendez entendent entendait entendu
vends vend vendons vendez vendent vendait vendu
comprends comprend comprenons comprenez comprennent comprenait compris comprise
apprends apprend apprenons apprenez apprennent appris
appelle appellent jette jettent lève lèvent achète achètent espère espèrent préfère préfèrent
""".split()

#: Regular verbs in -er and -ir (finir) whose forms are generated below.
_ER_VERBS = """
acheter adorer aimer ajouter allumer amener annoncer appeler apporter arrêter arriver
bouger briller cacher casser changer chanter chercher commencer compter continuer couper
coûter crier danser décider déjeuner demander dépenser dessiner deviner dîner discuter donner
écouter emmener emprunter enseigner entrer envoyer espérer essayer étudier éviter expliquer
fermer fêter fumer gagner garder goûter habiter inviter jeter jouer laisser laver lever louer
manger marcher monter montrer nager neiger oublier pardonner parler partager passer payer
penser pleurer porter poser pousser préférer préparer présenter prêter proposer quitter raconter
ramasser ranger rappeler regarder remercier rencontrer rentrer réparer répéter rester retourner
rêver rigoler saluer sauter sembler signer songer souhaiter sonner tirer tomber toucher tourner
travailler traverser trouver tuer utiliser visiter voler voyager
""".split()
_IR_VERBS = """
applaudir bâtir choisir finir grandir grossir guérir maigrir obéir réfléchir remplir réussir rougir
vieillir
""".split()

_ER_ENDINGS = (
    "e",
    "es",
    "ent",
    "ons",
    "ez",
    "é",
    "ée",
    "és",
    "ées",
    "ais",
    "ait",
    "aient",
    "era",
    "erai",
    "eront",
    "ant",
)
_IR_ENDINGS = ("is", "it", "issons", "issez", "issent", "ie", "ies", "issait", "ira", "irai", "issant")


def _forms() -> set[str]:
    forms = set(_WORDS) | set(_ER_VERBS) | set(_IR_VERBS)
    for verb in _ER_VERBS:
        stem = verb[:-2]
        for ending in _ER_ENDINGS:
            soft = ending[:1] in "ao"  # mangeait, commençons: the stem keeps its sound
            if soft and stem.endswith("g"):
                forms.add(stem + "e" + ending)
            elif soft and stem.endswith("c"):
                forms.add(stem[:-1] + "ç" + ending)
            else:
                forms.add(stem + ending)
    for verb in _IR_VERBS:
        forms.update(verb[:-2] + ending for ending in _IR_ENDINGS)
    return forms


#: The folded words (no accents, lower case), plurals in -s and -x included.
COMMON_WORDS: frozenset[str] = frozenset(
    folded for word in _forms() for folded in (fold(word), fold(word) + "s", fold(word) + "x")
)


def is_common_word(folded: str) -> bool:
    """True when the folded word is an everyday French word (or the plural of one)."""
    return folded in COMMON_WORDS
