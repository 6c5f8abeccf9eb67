#!/usr/bin/env python3
"""Puts the reference articles' Swift code into a temporary Swift package that builds against HeadlessUIKit.

The articles are plain text with their code interleaved, without fences. The project's manifest
(`manifest.json`, beside this file) names each code block the check uses by its first and last line (and, when the
first line occurs more than once, which occurrence); the block runs from that line to the first line equal to its
last line at which its braces are balanced. Nothing of an article is kept in the repository: the text is read here, at
run time. What is changed, and why, is printed:

- HTML entities are decoded (`-&gt;` is `->`: the articles were copied from web pages) and no-break spaces become
  spaces, before the blocks are looked for;
- `@IBOutlet` (with a `private` or `fileprivate` after it) is removed, leaving a plain stored property: an outlet is
  connected by the nib loader through the Objective-C runtime, which Linux does not have; the project's fill-in that
  stands in for the storyboard or nib sets the property in code instead, which is why it may not stay private;
- a line of only dots (`...`) is where an article elides code; the manifest says what fills it: other blocks of the same
  article, or one of the project's fill-in files;
- errata: a few lines that fail against UIKit too (an optional used without `?`, a protocol named by a name the
  article declares nowhere); each is listed in the manifest with its reason, and replaced as the article means it.

Each generated file is one of the project's fill-in files in which every line `//@block NAME` is replaced by the block;
every `import UIKit` line becomes `import HeadlessUIKit` (the one change the check makes to code written for iOS).
"""

import argparse
import html
import json
import pathlib
import re
import sys

ELISION = re.compile(r"^\s*\.{3,}\s*$")
OUTLET = re.compile(r"^(\s*)@IBOutlet\s+(?:(?:private|fileprivate)\s+)?")
SPLICE = re.compile(r"^\s*//@block\s+(\S+)\s*$")
IMPORT_UIKIT = re.compile(r"^import UIKit\s*$")


class ManifestError(Exception):
    """A block, erratum or elision of the manifest that does not match the article: the message says which."""


def normalized(text):
    """The article's text with HTML entities decoded, no-break spaces as spaces and Unix line ends."""
    return html.unescape(text).replace("\u00a0", " ").replace("\r\n", "\n").replace("\r", "\n")


def brace_delta(line):
    """The number of `{` less the number of `}` in a line of Swift, outside string literals and `//` comments."""
    delta = 0
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif line.startswith("//", i):
            break
        elif c == "{":
            delta += 1
        elif c == "}":
            delta -= 1
        i += 1
    return delta


def find_block(lines, name, spec, article):
    """The lines of a block: from the `nth` line equal to `first` (whitespace aside) to the first line equal to `last`
    at which the braces opened since `first` are closed (or just the first line equal to `last`, if `balanced` is
    false)."""
    first = spec["first"].strip()
    last = spec.get("last", spec["first"]).strip()
    nth = spec.get("nth", 1)
    balanced = spec.get("balanced", True)
    starts = [i for i, line in enumerate(lines) if line.strip() == first]
    if len(starts) < nth:
        raise ManifestError(
            f"article {article}, block '{name}': its first line occurs {len(starts)} time(s), the manifest asks for "
            f"occurrence {nth}: {first!r}")
    start = starts[nth - 1]
    depth = 0
    for j in range(start, len(lines)):
        depth += brace_delta(lines[j])
        if lines[j].strip() == last and (not balanced or depth <= 0):
            return lines[start:j + 1]
    raise ManifestError(
        f"article {article}, block '{name}': no line {last!r} closes it after line {start + 1} ({first!r})")


class Article:
    """One article's blocks, transformed as the module's documentation says, and a log of each change."""

    def __init__(self, key, spec, text, fill_ins):
        self.key = key
        self.spec = spec
        self.lines = normalized(text).split("\n")
        self.fill_ins = fill_ins
        self.log = []
        self.article_lines = 0
        self.cache = {}
        self.used = set()

    def block(self, name, stack=()):
        if name in stack:
            raise ManifestError(f"article {self.key}: block '{name}' fills itself")
        if name in self.cache:
            return self.cache[name]
        specs = self.spec["blocks"]
        if name not in specs:
            raise ManifestError(f"article {self.key}: no block named '{name}' in the manifest")
        spec = specs[name]
        raw = find_block(self.lines, name, spec, self.key)
        self.used.add(name)
        out = []
        elisions = list(spec.get("elided", []))
        elided_count = 0
        for line in raw:
            if ELISION.match(line):
                elided_count += 1
                if not elisions:
                    raise ManifestError(
                        f"article {self.key}, block '{name}': elision {elided_count} ({line.strip()!r}) is not filled "
                        f"by the manifest")
                fills = elisions.pop(0)
                for fill in fills:
                    if fill.startswith("@"):
                        path = self.fill_ins / fill[1:]
                        out.extend(path.read_text(encoding="utf-8").rstrip("\n").split("\n"))
                        self.log.append(f"elision in '{name}' filled with the project's {fill[1:]}")
                    else:
                        out.extend(self.block(fill, stack + (name,)))
                        self.log.append(f"elision in '{name}' filled with the article's block '{fill}'")
                if not fills:
                    self.log.append(f"elision in '{name}' left out (the article shows the code elsewhere)")
                continue
            self.article_lines += 1
            match = OUTLET.match(line)
            if match:
                self.log.append(f"outlet made a plain property in '{name}': {line.strip()}")
                line = OUTLET.sub(r"\1", line, count=1)
            out.append(line)
        if elisions:
            raise ManifestError(
                f"article {self.key}, block '{name}': the manifest fills {elided_count + len(elisions)} elision(s), "
                f"the block has {elided_count}")
        text = "\n".join(out)
        for erratum in spec.get("errata", []):
            find, replace, reason = erratum["find"], erratum["replace"], erratum["reason"]
            count = text.count(find)
            wanted_all = erratum.get("all", False)
            if count == 0 or (count > 1 and not wanted_all):
                raise ManifestError(
                    f"article {self.key}, block '{name}': erratum {find!r} occurs {count} time(s), not "
                    f"{'at least once' if wanted_all else 'once'}")
            text = text.replace(find, replace)
            self.log.append(f"erratum in '{name}' ({count}x): {find!r} -> {replace!r}: {reason}")
        result = text.split("\n")
        self.cache[name] = result
        return result

    def render(self, template_path):
        """A fill-in file with each `//@block NAME` line replaced by the block."""
        out = []
        for line in template_path.read_text(encoding="utf-8").split("\n"):
            match = SPLICE.match(line)
            if match:
                out.extend(self.block(match.group(1)))
            elif IMPORT_UIKIT.match(line):
                out.append("import HeadlessUIKit")
            else:
                out.append(line)
        return "\n".join(out)


def package_swift(repository, targets):
    identity = repository.name.lower()
    entries = []
    for target in targets:
        kind = {"executable": ".executableTarget", "library": ".target", "test": ".testTarget"}[target["kind"]]
        deps = [f'.product(name: "HeadlessUIKit", package: "{identity}")'] + [f'"{d}"' for d in target.get("depends", [])]
        entries.append(
            f'        {kind}(\n'
            f'            name: "{target["name"]}",\n'
            f'            dependencies: [{", ".join(deps)}],\n'
            f'            path: "Sources/{target["name"]}",\n'
            f'            swiftSettings: [.swiftLanguageMode(.v{target["languageMode"]})]\n'
            f'        ),')
    return (
        "// swift-tools-version: 6.0\n"
        "// Generated by ListKit's .ci/articles/extract.py: the reference articles' code and the project's fill-ins.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "ListKitArticles",\n'
        "    platforms: [.iOS(.v14)],\n"
        f'    dependencies: [.package(path: "{repository}")],\n'
        "    targets: [\n" + "\n".join(entries) + "\n    ]\n)\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--manifest", required=True, type=pathlib.Path)
    parser.add_argument("--reference", required=True, type=pathlib.Path, help="the folder of the articles")
    parser.add_argument("--repository", required=True, type=pathlib.Path, help="the ListKit package's folder")
    parser.add_argument("--out", required=True, type=pathlib.Path, help="the temporary package's folder")
    args = parser.parse_args()

    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    fill_ins = args.manifest.parent / "fill-ins"
    targets = []
    try:
        for target in manifest["targets"]:
            source_dir = args.out / "Sources" / target["name"]
            source_dir.mkdir(parents=True, exist_ok=True)
            article = None
            if "article" in target:
                key = target["article"]
                matches = sorted(args.reference.glob(f"{key}_*.txt"))
                if len(matches) != 1:
                    raise ManifestError(f"article {key}: {len(matches)} files named {key}_*.txt in {args.reference}")
                spec = manifest["articles"][target.get("blocks", key)]
                article = Article(key, spec, matches[0].read_text(encoding="utf-8"), fill_ins)
            for relative in target["files"]:
                path = fill_ins / relative
                if article is not None:
                    text = article.render(path)
                else:
                    text = "\n".join(
                        "import HeadlessUIKit" if IMPORT_UIKIT.match(line) else line
                        for line in path.read_text(encoding="utf-8").split("\n"))
                (source_dir / path.name).write_text(text, encoding="utf-8")
            if article is not None:
                unused = sorted(set(article.spec["blocks"]) - article.used)
                if unused:
                    raise ManifestError(f"article {article.key}: blocks named but not used: {', '.join(unused)}")
                print(f"{target['name']}: {article.article_lines} lines of article {article.key} "
                      f"({matches[0].name}) in {len(article.used)} blocks")
                for entry in article.log:
                    print(f"    {entry}")
            else:
                print(f"{target['name']}: the project's own source ({', '.join(target['files'])})")
            targets.append(target)
    except ManifestError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    (args.out / "Package.swift").write_text(package_swift(args.repository.resolve(), targets), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
