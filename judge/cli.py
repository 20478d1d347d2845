"""The `judge` command: argument parsing only; every command lives in the module that owns it."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Callable, Sequence

from judge import cli_french
from judge.cli_output import WrappingWriter, terminal_width
from judge.errors import JudgeError

#: command name -> "module:function"; each function takes the parsed arguments and returns an exit code.
_HANDLERS: dict[str, str] = {
    "search": "judge.search.commands:cmd_search",
    "rule": "judge.search.commands:cmd_rule",
    "ask": "judge.ask:cmd_ask",
    "run": "judge.scenario.commands:cmd_run",
    "check": "judge.scenario.commands:cmd_check",
    "corpus import": "judge.corpus.commands:cmd_import",
    "corpus list": "judge.corpus.commands:cmd_list",
    "glossaire": "judge.corpus.glossary_command:cmd_glossary",
    "serve": "judge.web.commands:cmd_serve",
}


class _FrenchParser(argparse.ArgumentParser):
    """argparse that reports bad options in French with exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        for english, french in cli_french.TYPE_NAMES.items():
            message = message.replace(f"({english} attendu)", f"({french} attendu)")
        sys.stderr.write(f"judge : option invalide : {message}\n")
        raise SystemExit(2)


class _Formatter(argparse.HelpFormatter):
    """Help text wrapped to the terminal's width (100 columns where it is unknown)."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=terminal_width())


def _wrapped_stdout(args: argparse.Namespace) -> WrappingWriter | None:
    """Text output wrapped to the terminal's width; JSON and `serve` are left as they are."""
    if getattr(args, "json", False) or args.command == "serve":
        return None
    writer = WrappingWriter(sys.stdout, terminal_width())
    sys.stdout = writer
    return writer


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also used by the docs test)."""
    cli_french.install()
    p = _FrenchParser(
        prog="judge",
        description="Juge Riftbound : règles en français et moteur de scénarios.",
        formatter_class=_Formatter,
    )
    sub = p.add_subparsers(dest="command", metavar="COMMANDE", parser_class=_FrenchParser, title="commandes ")

    s = sub.add_parser("search", help="chercher dans les règles")
    s.add_argument("query", nargs="*", help="la question ou les mots-clés")
    s.add_argument("--limit", type=int, default=10, help="nombre de résultats (10)")
    s.add_argument("--json", action="store_true", help="sortie JSON")
    s.add_argument("--batch", action="store_true", help="une requête par ligne sur l'entrée standard")
    s.add_argument("--kind", action="append", help="ne garder que ces sortes de passages")
    s.add_argument("--document", action="append", help="ne garder que ces documents")
    s.add_argument("--explain", action="store_true", help="montrer chaque facteur du classement")

    r = sub.add_parser("rule", help="afficher une règle par son numéro")
    r.add_argument("number", help="numéro de règle, par ex. 431.2.b")
    r.add_argument("--json", action="store_true", help="sortie JSON")

    a = sub.add_parser("ask", help="question (et plateau) → extraits et simulation")
    a.add_argument("question", nargs="*", help="la question")
    a.add_argument("--board", help="fichier de scénario YAML décrivant le plateau")
    a.add_argument("--limit", type=int, default=5, help="nombre d'extraits (5)")
    a.add_argument("--json", action="store_true", help="sortie JSON")

    run = sub.add_parser("run", help="exécuter un scénario et afficher sa trace")
    run.add_argument("file", help="fichier de scénario YAML")
    run.add_argument("--json", action="store_true", help="sortie JSON")

    c = sub.add_parser("check", help="vérifier les scénarios (par défaut scenarios/)")
    c.add_argument("paths", nargs="*", help="fichiers ou dossiers")
    c.add_argument("--json", action="store_true", help="sortie JSON (un objet par fichier)")

    g = sub.add_parser("glossaire", help="un terme du glossaire, en français ou en anglais")
    g.add_argument("term", nargs="+", help="le terme, par ex. exténuation ou burn out")
    g.add_argument("--json", action="store_true", help="sortie JSON")

    corpus = sub.add_parser("corpus", help="gérer les documents du corpus")
    csub = corpus.add_subparsers(dest="corpus_command", metavar="SOUS-COMMANDE", parser_class=_FrenchParser)
    imp = csub.add_parser("import", help="importer un document officiel (PDF ou texte)")
    imp.add_argument("file", help="le PDF officiel ou son texte")
    imp.add_argument("--kind", choices=["core", "tournament", "faq"], help="sorte de document (devinée)")
    imp.add_argument("--version", help="version du document (lue dans le fichier sinon)")
    imp.add_argument("--json", action="store_true", help="sortie JSON")
    lst = csub.add_parser("list", help="lister les documents du corpus")
    lst.add_argument("--json", action="store_true", help="sortie JSON")

    srv = sub.add_parser("serve", help="lancer l'application web")
    srv.add_argument("--host", default="127.0.0.1")
    srv.add_argument("--port", type=int, default=8000)
    srv.add_argument("--workers", type=int, default=1, help="processus uvicorn (1)")
    return p


def check_search_filters(args: argparse.Namespace) -> None:
    """An unknown `--kind` or `--document` is bad input that lists the valid values (exit 2)."""
    from judge.corpus.passage import PASSAGE_KINDS
    from judge.errors import InputError

    for kind in getattr(args, "kind", None) or []:
        if kind not in PASSAGE_KINDS:
            raise InputError(f"--kind « {kind} » inconnu ; valeurs possibles : {', '.join(PASSAGE_KINDS)}")
    documents = getattr(args, "document", None) or []
    if documents:
        from judge.corpus.store import load_corpus

        known = [d.id for d in load_corpus().documents]
        for document in documents:
            if document not in known:
                raise InputError(
                    f"--document « {document} » inconnu ; documents du corpus : {', '.join(known)}"
                )


def _handler(name: str) -> Callable[[argparse.Namespace], int]:
    module, func = _HANDLERS[name].split(":")
    return getattr(importlib.import_module(module), func)  # type: ignore[no-any-return]


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `judge` command; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    name = args.command
    if name is None:
        parser.print_help()
        return 2
    if name == "corpus":
        if args.corpus_command is None:
            parser.parse_args(["corpus", "--help"])
            return 2
        name = f"corpus {args.corpus_command}"
    original = sys.stdout
    writer = _wrapped_stdout(args)
    try:
        if name == "search":
            check_search_filters(args)
        return _handler(name)(args)
    except JudgeError as err:
        if getattr(args, "json", False):
            # the same error object as the API's, on standard error
            error = {
                k: cli_french.french_system_text(v) if isinstance(v, str) else v
                for k, v in err.to_json().items()
            }
            sys.stderr.write(json.dumps({"error": error}, ensure_ascii=False) + "\n")
        else:
            sys.stderr.write(f"judge : {cli_french.french_system_text(err.located())}\n")
        return err.exit_code
    except OSError as err:
        if isinstance(err, BrokenPipeError):
            return 0
        message = cli_french.french_os_error(err)
        if getattr(args, "json", False):
            error = {"code": "os_error", "message": message, "line": None}
            sys.stderr.write(json.dumps({"error": error}, ensure_ascii=False) + "\n")
        else:
            sys.stderr.write(f"judge : {message}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("judge : interrompu.\n")
        return 130
    except (RecursionError, MemoryError):
        sys.stderr.write("judge : entrée trop grande ou trop imbriquée pour être traitée\n")
        return 2
    except Exception as err:  # a bug of ours: French and short, the trace on request
        if os.environ.get("JUDGE_DEBUG"):
            raise
        sys.stderr.write(
            f"judge : erreur interne ({type(err).__name__}) ; relancez avec JUDGE_DEBUG=1 pour la trace "
            "et signalez-la\n"
        )
        return 3
    finally:
        if writer is not None:
            try:
                writer.flush()
            except BrokenPipeError:
                pass
            sys.stdout = original


if __name__ == "__main__":
    sys.exit(main())
