#!/usr/bin/env python3
"""check_cleanup_scope.py — cleanups registered on stack slots that die while still registered.

vm/base/error.h's rt_cleanup_push(fn, p) (and its wrappers: rt_cleanup_push_value(&v),
rt_sb_cleanup_push(&sb), and any function that registers a cleanup on a pointer parameter and
returns with it registered) keeps p until rt_cleanup_pop drops it. When p is the address of a
variable declared inside an inner block `{ ... }` and the registration is still there when that
block ends, an exception raised later unwinds into a dead stack slot: ASan's
stack-use-after-scope, which CI finds only on the path a test happens to take.

This checker reads every function of the tree (C parsed well enough for the purpose: comments,
string and character literals and preprocessor lines are skipped; statements, blocks, loops,
switch, goto, break, continue and return are followed path by path) and reports each push on the
address of a block-scoped variable that can still be registered when control leaves the block:
by falling out of its `}`, by break/continue, or by a goto to a label outside it. A path that
ends in a call that never returns (declared _Noreturn, a macro that is such a call, or a
function whose every path ends in one) or in `return` does not leave the block. It also reports
a function that returns with a registration on one of its own local variables still in place.

Pops are matched to pushes by their mark: `int m = rt_cleanup_push...(...)` ...
`rt_cleanup_pop(m, run)` drops that push and every later one; `m + k` counts k pushes further.
A pop whose mark the checker cannot place drops everything (no false alarm from it).
`if (mark >= 0) rt_cleanup_pop(mark, ...)` is read as "when the push happened", and an if whose
condition is written the same as an earlier if's that pushed or popped takes the same branch
(`if (cast) m = push(...); ... if (cast) pop(m, ...)`).

Not seen: functions defined inside macros (their bodies are preprocessor text), pushes made
conditional inside one expression (&&, ||; `m = c ? push(...) : -1` is understood), and a
registration reached only through a pointer variable that holds a local's address.

Usage: check_cleanup_scope.py [--self-test] [files or folders ...]
  With no paths it checks the tree's C sources (vm, sim, gpu, prof, dbg, repl).
  --self-test checks the fixtures in tests/layers/cleanup_scope/: every line marked FLAG in a
  fixture must be reported, and nothing else.
Prints `file:line: message` per finding and exits 1 if there is any.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TOPS = ("vm", "sim", "gpu", "prof", "dbg", "repl")
FIXTURES = os.path.join(ROOT, "tests", "layers", "cleanup_scope")

# Pushes: name -> index of the pointer argument. Pops: name -> index of the mark argument.
BASE_PUSHES = {"rt_cleanup_push": 1, "rt_cleanup_push_value": 0, "rt_sb_cleanup_push": 0}
BASE_POPS = {"rt_cleanup_pop": 0}
BASE_NORETURN = {"abort", "exit", "_exit", "_Exit", "longjmp", "siglongjmp", "pthread_exit",
                 "__builtin_unreachable", "__builtin_trap", "quick_exit"}
KEYWORDS = {"if", "else", "while", "for", "do", "switch", "case", "default", "return", "break",
            "continue", "goto", "sizeof", "_Alignof", "typeof", "__typeof__", "_Generic",
            "__attribute__", "asm", "__asm__", "_Static_assert"}
MAX_STATES = 256

TOKEN = re.compile(r"""
    (?P<pp>^[ \t]*\#(?:\\\r?\n|/\*.*?\*/|[^\n])*) |
    (?P<ws>[ \t\r\f\v]+|\n) |
    (?P<lcom>//[^\n]*) |
    (?P<bcom>/\*.*?\*/) |
    (?P<str>(?:u8|[uUL])?"(?:\\.|\\\n|[^"\\\n])*") |
    (?P<chr>(?:u8|[uUL])?'(?:\\.|[^'\\\n])*') |
    (?P<id>[A-Za-z_]\w*) |
    (?P<num>\.?\d(?:[eEpP][+-]|[\w.])*) |
    (?P<op>\.\.\.|<<=|>>=|->|\+\+|--|&&|\|\||[-+*/%&|^!=<>]=|<<|>>|[][{}();,.?:~!&|^%*/+<>=-]|\#\#|\#|\\) |
    (?P<other>.)
""", re.S | re.X | re.M)
DEFINE = re.compile(r"[ \t]*#\s*define\s+(\w+)(\([^)]*\))?")


class Tok:
    __slots__ = ("kind", "text", "line")

    def __init__(self, kind, text, line):
        self.kind, self.text, self.line = kind, text, line

    def __repr__(self):
        return f"{self.text}@{self.line}"


def tokenize(src):
    """Tokens of src without comments, whitespace and preprocessor lines; also the #defines
    as (name, body tokens)."""
    toks, defines = [], []
    line = 1
    for m in TOKEN.finditer(src):
        kind = m.lastgroup
        text = m.group()
        if kind in ("ws", "lcom", "bcom", "pp"):
            if kind == "pp":
                d = DEFINE.match(text)
                if d:
                    body = re.sub(r"\\\r?\n", " ", text[d.end():])
                    defines.append((d.group(1), tokenize(body)[0]))
            line += text.count("\n")
            continue
        if kind == "other" and text == "/" and src.startswith("/*", m.start()):
            raise SyntaxError(f"line {line}: unterminated comment")
        toks.append(Tok(kind, text, line))
        if kind == "str":
            line += text.count("\n")
    return toks, defines


def match_close(toks, i):
    """Index of the bracket closing the one at toks[i]."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    opener, closer, depth = toks[i].text, pairs[toks[i].text], 0
    for j in range(i, len(toks)):
        t = toks[j].text
        if toks[j].kind != "op":
            continue
        if t == opener:
            depth += 1
        elif t == closer:
            depth -= 1
            if depth == 0:
                return j
    raise SyntaxError(f"line {toks[i].line}: unbalanced {opener}")


def split_args(toks, lo, hi):
    """The comma-separated pieces of toks[lo:hi] at bracket depth 0, as (lo, hi) ranges."""
    out, depth, start = [], 0, lo
    for j in range(lo, hi):
        t = toks[j]
        if t.kind == "op":
            if t.text in "([{":
                depth += 1
            elif t.text in ")]}":
                depth -= 1
            elif t.text == "," and depth == 0:
                out.append((start, j))
                start = j + 1
    if start < hi or out:
        out.append((start, hi))
    return out


# ---- statements -------------------------------------------------------------------------------

class Node:
    """A statement: kind, the token range it works on (lo, hi), its sub-statements, and the
    range of the whole statement (start, end)."""
    __slots__ = ("kind", "lo", "hi", "kids", "extra", "start", "end")

    def __init__(self, kind, lo, hi, kids=(), extra=None):
        self.kind, self.lo, self.hi, self.kids, self.extra = kind, lo, hi, list(kids), extra
        self.start = self.end = lo


class Parser:
    def __init__(self, toks):
        self.t = toks

    def text(self, i):
        return self.t[i].text if i < len(self.t) else ""

    def block(self, i):
        """toks[i] is `{`: a block node and the index after its `}`."""
        end = match_close(self.t, i)
        kids, j = [], i + 1
        while j < end:
            node, j = self.statement(j)
            kids.append(node)
        if j != end:
            raise SyntaxError(f"line {self.t[i].line}: statement runs past its block")
        return Node("block", i, end, kids), end + 1

    def paren(self, i):
        if self.text(i) != "(":
            raise SyntaxError(f"line {self.t[i].line}: expected ( after {self.t[i - 1].text}")
        return i, match_close(self.t, i)

    def statement(self, i):
        node, j = self.one_statement(i)
        node.start, node.end = i, j
        return node, j

    def one_statement(self, i):
        t = self.t[i]
        w = t.text
        if t.kind == "op" and w == "{":
            return self.block(i)
        if t.kind == "op" and w == ";":
            return Node("expr", i, i), i + 1
        if t.kind == "id":
            if w == "if":
                lo, hi = self.paren(i + 1)
                then, j = self.statement(hi + 1)
                els = None
                if self.text(j) == "else":
                    els, j = self.statement(j + 1)
                return Node("if", lo, hi, [then, els]), j
            if w in ("while", "switch"):
                lo, hi = self.paren(i + 1)
                body, j = self.statement(hi + 1)
                return Node(w, lo, hi, [body]), j
            if w == "for":
                lo, hi = self.paren(i + 1)
                body, j = self.statement(hi + 1)
                return Node("for", lo, hi, [body]), j
            if w == "do":
                body, j = self.statement(i + 1)
                if self.text(j) != "while":
                    raise SyntaxError(f"line {t.line}: do without while")
                lo, hi = self.paren(j + 1)
                return Node("do", lo, hi, [body]), hi + 2
            if w in ("case", "default"):
                j, depth = i + 1, 0
                while True:  # the `:` that ends the label (a ?: inside counts one more)
                    x = self.text(j)
                    if x == "?":
                        depth += 1
                    elif x == ":":
                        if depth == 0:
                            break
                        depth -= 1
                    j += 1
                return Node("case", i, j, extra=w), j + 1
            if w in ("break", "continue"):
                return Node(w, i, i + 1), i + 2
            if w == "goto":
                return Node("goto", i, i + 2, extra=self.text(i + 1)), i + 3
            if self.text(i + 1) == ":" and w not in KEYWORDS:
                return Node("label", i, i + 1, extra=w), i + 2
            if w == "return":
                j = self.stmt_end(i)
                return Node("return", i + 1, j), j + 1
            if self.text(i + 1) == "(":  # a macro that makes a whole statement: NAME(...) with no ;
                c = match_close(self.t, i + 1)
                if c + 1 < len(self.t) and (self.t[c + 1].kind == "id" or self.text(c + 1) == "}"):
                    return Node("expr", i, c + 1), c + 1
        j = self.stmt_end(i)
        return Node("expr", i, j), j + 1

    def stmt_end(self, i):
        """Index of the `;` ending the simple statement that starts at i."""
        j = i
        while True:
            x = self.t[j]
            if x.kind == "op":
                if x.text in "([{":
                    j = match_close(self.t, j)
                elif x.text in ")]}":
                    raise SyntaxError(f"line {x.line}: unexpected {x.text}")
                elif x.text == ";":
                    return j
            j += 1


def function_defs(toks):
    """(name, params [names], body-start index) of each function defined at file scope."""
    out, i, n = [], 0, len(toks)
    while i < n:
        t = toks[i]
        if t.kind == "op" and t.text in "([":
            i = match_close(toks, i) + 1
            continue
        if t.kind == "op" and t.text == "{":
            end = match_close(toks, i)
            j = i - 1
            while j > 0 and toks[j].kind == "id" and toks[j].text not in KEYWORDS \
                    and toks[j].text not in ("struct", "union", "enum", "typedef"):
                j -= 1  # tolerate trailing attribute-like macros
            if j > 0 and toks[j].text == ")" and toks[i - 1].text != "=":
                k = j
                depth = 0
                while True:  # back to the matching `(`
                    if toks[k].text == ")":
                        depth += 1
                    elif toks[k].text == "(":
                        depth -= 1
                        if depth == 0:
                            break
                    k -= 1
                if k > 0 and toks[k - 1].kind == "id":
                    params = []
                    for lo, hi in split_args(toks, k + 1, j):
                        names = [toks[x].text for x in range(lo, hi)
                                 if toks[x].kind == "id" and toks[x].text not in ("const", "void")]
                        piece = [toks[x].text for x in range(lo, hi)]
                        if "(" in piece:  # a function pointer: (*name)(...)
                            at = piece.index("(")
                            inner = [p for p in piece[at:] if re.match(r"[A-Za-z_]", p)]
                            params.append(inner[0] if inner else None)
                        else:
                            params.append(names[-1] if len(names) >= 2 else None)
                    static = any(toks[x].text == "static" for x in range(max(0, k - 6), k))
                    out.append((toks[k - 1].text, params, i, static))
            i = end + 1
            continue
        i += 1
    return out


# ---- the path-by-path walk ----------------------------------------------------------------------

class Entry(tuple):
    """One registration: made at token index site; marks, the variables holding its mark; var,
    the variable whose address was registered, and scope, the block where var dies ('FN' for
    the function's own scope, None when the memory is not this function's stack); param, the
    parameter index when a pointer parameter itself was registered; multi, pushed in a loop
    (stands for one or more registrations)."""
    __slots__ = ()

    def __new__(cls, site, marks, var, scope, param, multi=False):
        return tuple.__new__(cls, (site, marks, var, scope, param, multi))

    site = property(lambda s: s[0])
    marks = property(lambda s: s[1])
    var = property(lambda s: s[2])
    scope = property(lambda s: s[3])
    param = property(lambda s: s[4])
    multi = property(lambda s: s[5])

    def with_marks(self, marks, multi=None):
        return Entry(self[0], marks, self[2], self[3], self[4],
                     self[5] if multi is None else multi)


NONE = frozenset()
# A state is (facts, stack): facts, a frozenset of (condition text, truth) the path assumed at
# the ifs that push or pop; stack, the tuple of Entry still registered, oldest first.
MARK_TESTS = {(">=", "0"): True, ("!=", "- 1"): True, (">", "- 1"): True,
              ("<", "0"): False, ("==", "- 1"): False}


class Knowledge:
    """What the walk knows about the functions it calls, gathered over the whole tree."""

    def __init__(self):
        self.pushes = dict(BASE_PUSHES)
        self.pops = dict(BASE_POPS)   # index, or -1: drops every registration
        self.noreturn = set(BASE_NORETURN)


def unmark(stack, name):
    if not any(name in e.marks for e in stack):
        return stack
    return tuple(e.with_marks(e.marks - {name}) if name in e.marks else e for e in stack)


class Walk:
    def __init__(self, path, toks, know, fname, params, report):
        self.path, self.t, self.k, self.fname, self.params = path, toks, know, fname, params
        self.report = report           # None while gathering knowledge
        self.scopes = []               # [(block id, {name: (is_array, is_static)})]
        self.blocks = []               # active block nodes, outermost first
        self.loops = []                # [(depth in self.blocks, breaks, continues)]
        self.switches = []             # [(entry states, [has_default])]
        self.labels = {}               # label -> states arriving by goto
        self.label_at = {}
        self.returns = False           # some return is reachable
        self.ends = set()              # states reaching a return or the end of the body
        self.pop_param = None          # this function pops the mark it is given (index / -1)
        self.seen = set()
        self.relevant = {}
        self.pop_marks = set()         # the variables this function passes to a pop

    # findings
    def flag(self, entry, msg):
        if self.report is None or entry.site in self.seen:
            return
        self.seen.add(entry.site)
        self.report(self.path, self.t[entry.site].line, msg)

    def leave_blocks(self, states, dying, how, line):
        """Drop (and report) registrations on variables of the blocks in `dying`."""
        if not dying:
            return states
        out = set()
        for facts, st in states:
            keep = []
            for e in st:
                if e.scope is not None and e.scope in dying:
                    blk = self.t[e.scope]
                    self.flag(e, f"cleanup on &{e.var} (declared in the block opened at line "
                                 f"{blk.line}) is still registered when {how} at line {line}: "
                                 f"pop it before the block ends, or declare {e.var} at function "
                                 f"scope (stack-use-after-scope when an exception unwinds)")
                else:
                    keep.append(e)
            out.add((facts, tuple(keep)))
        return out

    def check_return(self, states, line):
        for _, st in states:
            for e in st:
                if e.scope is not None:
                    self.flag(e, f"cleanup on &{e.var} is still registered when the function "
                                 f"returns at line {line}: pop it before returning "
                                 f"(stack-use-after-scope when an exception unwinds)")

    def cap(self, states):
        if len(states) > MAX_STATES:  # keep the walk bounded: the longest stacks matter most
            states = set(sorted(states, key=lambda s: (len(s[1]), repr(s)),
                                reverse=True)[:MAX_STATES])
        return states

    # declarations
    def lookup(self, name):
        for bid, names in reversed(self.scopes):
            if name in names:
                is_array, is_static = names[name]
                if is_static:
                    return None, is_array
                return bid, is_array
        if name in self.params:
            return "FN", False
        return None, False

    def declare(self, lo, hi):
        """Names declared by the statement toks[lo:hi], into the innermost scope."""
        t = self.t
        j = lo
        static = False
        while j < hi and t[j].kind == "id" and t[j].text in (
                "static", "const", "volatile", "register", "extern", "_Thread_local",
                "__thread", "unsigned", "signed", "struct", "union", "enum", "long", "short"):
            if t[j].text in ("static", "extern", "_Thread_local", "__thread"):
                static = True
            if t[j].text in ("struct", "union", "enum") and j + 1 < hi and t[j + 1].kind == "id":
                j += 1
            j += 1
        if j >= hi or t[j].kind != "id" or t[j].text in KEYWORDS:
            return
        k = j + 1
        while k < hi and (t[k].text == "*" or t[k].text in ("const", "restrict", "volatile")
                          or (t[k].kind == "id" and t[k].text in ("int", "long", "char", "short",
                                                                   "double", "float"))):
            k += 1
        if k >= hi or t[k].kind != "id" or t[k].text in KEYWORDS:
            return
        if k + 1 < hi and t[k + 1].text not in ("=", ",", "[", ";"):
            return
        for plo, phi in split_args(t, k, hi):
            x = plo
            while x < phi and t[x].text in ("*", "const", "restrict", "volatile"):
                x += 1
            if x < phi and t[x].kind == "id":
                is_array = x + 1 < phi and t[x + 1].text == "["
                self.scopes[-1][1][t[x].text] = (is_array, static)

    # marks held in variables
    def assignments(self, lo, hi, states):
        """`X = Y` copies a mark into X; any other `X = ...` (not a push) makes X no mark."""
        t = self.t
        for plo, phi in split_args(t, lo, hi):
            eq = next((x for x in range(plo, phi) if t[x].text == "="), None)
            if eq is None or eq == plo:
                continue
            left = [t[x] for x in range(plo, eq)]
            if all(p.kind == "id" or p.text == "*" for p in left):
                name = left[-1].text
            else:
                name = " ".join(p.text for p in left)
            right = [t[x] for x in range(eq + 1, phi)]
            if any(r.kind == "id" and r.text in self.k.pushes for r in right):
                continue  # push() sets it
            src = right[0].text if len(right) == 1 and right[0].kind == "id" else None
            out = set()
            for facts, st in states:
                st = unmark(st, name)
                if src is not None:
                    at = next((i for i, e in enumerate(st) if src in e.marks), None)
                    if at is not None:
                        st = st[:at] + (st[at].with_marks(st[at].marks | {name}),) + st[at + 1:]
                out.add((facts, st))
            states = out
        return states

    # calls inside a simple statement
    def calls(self, lo, hi, states):
        t = self.t
        j = lo
        while j < hi:
            x = t[j]
            if x.kind == "id" and j + 1 < hi and t[j + 1].text == "(":
                close = match_close(t, j + 1)
                name = x.text
                if name in self.k.pushes:
                    states = self.push(j, close, lo, self.k.pushes[name], states)
                elif name in self.k.pops:
                    states = self.pop(j, close, self.k.pops[name], states)
            j += 1
        return states

    def arg(self, call, close, idx):
        args = split_args(self.t, call + 2, close)
        if idx >= len(args):
            return None
        lo, hi = args[idx]
        t = self.t
        while lo < hi and t[lo].text == "(":  # casts
            c = match_close(t, lo)
            if c + 1 < hi:
                lo = c + 1
            else:
                lo, hi = lo + 1, c
        return lo, hi

    def target(self, call, close, idx):
        """(var, scope, param) of the memory a push registers."""
        t = self.t
        a = self.arg(call, close, idx)
        if not a:
            return None, None, None
        lo, hi = a
        if t[lo].text == "&":
            lo += 1
            while lo < hi and t[lo].text == "(":
                lo += 1
            if lo < hi and t[lo].kind == "id":
                var = t[lo].text
                scope, is_array = self.lookup(var)
                nxt = t[lo + 1].text if lo + 1 < hi else ""
                if nxt == "->" or (nxt == "[" and not is_array):  # memory var points to
                    if var in self.params and scope == "FN":
                        return None, None, self.params.index(var)
                    return None, None, None
                return var, scope, None
            return None, None, None
        if hi == lo + 1 and t[lo].kind == "id":
            bid, is_array = self.lookup(t[lo].text)
            if is_array:
                return t[lo].text, bid, None
            if t[lo].text in self.params and bid == "FN":
                return None, None, self.params.index(t[lo].text)
        return None, None, None

    def lvalue(self, k, stmt_lo):
        """The text of the variable assigned by the `=` at toks[k], if it is one."""
        t = self.t
        if k < stmt_lo or t[k].text != "=":
            return None, k
        j, depth = k - 1, 0
        while j >= stmt_lo:
            if t[j].text in ")]":
                depth += 1
            elif t[j].text in "([":
                if depth == 0:
                    break
                depth -= 1
            elif t[j].text == "," and depth == 0:
                break
            j -= 1
        piece = [t[x] for x in range(j + 1, k)]
        if not piece:
            return None, k
        if len(piece) >= 2 and all(p.kind == "id" or p.text == "*" for p in piece):
            return piece[-1].text, k
        return " ".join(p.text for p in piece), k

    def push(self, call, close, stmt_lo, idx, states):
        t = self.t
        var, scope, param = self.target(call, close, idx)
        cond = None
        if call - 1 >= stmt_lo and t[call - 1].text == "?":  # M = C ? push(...) : -1
            j, depth = call - 2, 0
            while j >= stmt_lo:
                if t[j].text in ")]":
                    depth += 1
                elif t[j].text in "([":
                    if depth == 0:
                        break
                    depth -= 1
                elif depth == 0 and t[j].text in ("=", ","):
                    break
                j -= 1
            cond = " ".join(t[x].text for x in range(j + 1, call - 1))
            mark, _ = self.lvalue(j, stmt_lo)
        else:
            mark, _ = self.lvalue(call - 1, stmt_lo)
        entry = Entry(call, frozenset([mark]) if mark else NONE, var, scope, param)
        out = set()
        for facts, st in states:
            if mark is not None:
                st = unmark(st, mark)
            if cond is not None:
                out.add((facts | {(cond, False)}, st))
                facts = facts | {(cond, True)}
            if any(e.site == call for e in st):  # again (a loop): one entry stands for all
                st = tuple(e.with_marks(e.marks | entry.marks, True) if e.site == call else e
                           for e in st)
            else:
                st = st + (entry,)
            out.add((facts, st))
        return out

    def pop(self, call, close, idx, states):
        t = self.t
        a = self.arg(call, close, idx) if idx >= 0 else None
        base, offset = None, 0
        if a:
            lo, hi = a
            words = [t[x].text for x in range(lo, hi)]
            if len(words) == 3 and words[1] in "+-" and t[lo + 2].kind == "num":
                try:
                    offset = int(words[2], 0) * (1 if words[1] == "+" else -1)
                    words = words[:1]
                except ValueError:
                    pass
            base = " ".join(words)
            names = {t[x].text for x in range(lo, hi) if t[x].kind == "id"}
            for i, p in enumerate(self.params):
                if p is not None and p in names:
                    self.pop_param = i if base == p and offset == 0 else -1
        out = set()
        for facts, st in states:
            at = next((i for i, e in enumerate(st) if base in e.marks), None)
            if at is None:
                st = ()  # a mark the walk cannot place: assume it drops everything
            else:
                cut = max(0, at + offset)
                multi = next((i for i in range(at + 1, min(cut, len(st))) if st[i].multi), None)
                if multi is None:
                    st = st[:cut]
                else:  # how many that stands for is unknown: drop what could die in a block
                    st = st[:multi] + tuple(e for e in st[multi:] if e.scope in (None, "FN"))
            out.add((facts, st))
        return out

    def noreturn_stmt(self, lo, hi):
        """Whether the statement toks[lo:hi] is a call that never returns."""
        t = self.t
        j = lo
        if j + 3 < hi and t[j].text == "(" and t[j + 1].text == "void" and t[j + 2].text == ")":
            j += 3
        if j + 1 < hi and t[j].kind == "id" and t[j].text in self.k.noreturn \
                and t[j + 1].text == "(":
            return match_close(t, j + 1) == hi - 1
        return j < hi and t[j].kind == "id" and t[j].text in self.k.noreturn and j + 1 == hi

    def is_relevant(self, node):
        """Whether the statement calls a push or a pop somewhere."""
        key = node.start
        if key not in self.relevant:
            names = self.k.pushes.keys() | self.k.pops.keys()
            self.relevant[key] = any(self.t[x].kind == "id" and self.t[x].text in names
                                     for x in range(node.start, node.end))
        return self.relevant[key]

    # statements
    def run(self, node, states):
        if not states and node.kind not in ("case", "label", "block"):
            return states
        kind = node.kind
        if kind == "block":
            return self.run_block(node, states)
        if kind == "expr":
            if node.hi > node.lo:
                self.declare(node.lo, node.hi)
                states = self.assignments(node.lo, node.hi, states)
                states = self.calls(node.lo, node.hi, states)
                if self.noreturn_stmt(node.lo, node.hi):
                    return set()
            return states
        if kind == "if":
            return self.run_if(node, states)
        if kind in ("while", "for", "do"):
            return self.run_loop(node, states)
        if kind == "switch":
            states = self.calls(node.lo, node.hi, states)
            self.switches.append((states, [False]))
            self.loops.append((len(self.blocks), set(), None))
            out = self.run(node.kids[0], set())
            _, breaks, _ = self.loops.pop()
            entry, has_default = self.switches.pop()
            out = out | breaks
            if not has_default[0]:
                out = out | entry
            return self.cap(out)
        if kind == "case":
            if self.switches:
                entry, has_default = self.switches[-1]
                if node.extra == "default":
                    has_default[0] = True
                return self.cap(states | entry)
            return states
        if kind == "label":
            return self.cap(states | self.labels.get(node.extra, set()))
        if kind in ("break", "continue"):
            if not self.loops:
                return set()
            for depth, breaks, conts in reversed(self.loops):
                if kind == "break" or conts is not None:
                    break
            dying = {b.lo for b in self.blocks[depth:]}
            st = self.leave_blocks(states, dying, f"{kind} leaves it", self.t[node.lo].line)
            (breaks if kind == "break" else conts).update(st)
            return set()
        if kind == "goto":
            at = self.label_at.get(node.extra)
            dying = {b.lo for b in self.blocks if at is None or not (b.lo < at < b.hi)}
            st = self.leave_blocks(states, dying, f"goto {node.extra} leaves it",
                                   self.t[node.lo].line)
            self.labels.setdefault(node.extra, set()).update(st)
            return set()
        if kind == "return":
            states = self.calls(node.lo, node.hi, states)
            if states:
                self.returns = True
                self.ends.update(states)
                self.check_return(states, self.t[node.lo - 1].line)
            return set()
        raise AssertionError(kind)

    def run_if(self, node, states):
        t = self.t
        states = self.calls(node.lo, node.hi, states)
        then, els = node.kids
        words = [t[x].text for x in range(node.lo + 1, node.hi)]
        yes, no = set(), set()
        test = MARK_TESTS.get((words[1], " ".join(words[2:]))) if len(words) in (3, 4) else None
        if test is not None and (words[0] in self.pop_marks
                                 or any(words[0] in e.marks for s in states for e in s[1])):
            # if (mark >= 0): was it pushed on this path?
            for s in states:
                pushed = any(words[0] in e.marks for e in s[1])
                (yes if pushed == test else no).add(s)
        else:
            cond = " ".join(words)
            relevant = self.is_relevant(node)
            for facts, st in states:
                if (cond, True) in facts:
                    yes.add((facts, st))
                elif (cond, False) in facts:
                    no.add((facts, st))
                elif relevant:
                    yes.add((facts | {(cond, True)}, st))
                    no.add((facts | {(cond, False)}, st))
                else:
                    yes.add((facts, st))
                    no.add((facts, st))
        a = self.run(then, yes) if yes else set()
        b = (self.run(els, no) if els is not None else no) if no else set()
        return self.cap(a | b)

    def run_block(self, node, states):
        self.scopes.append(("FN" if not self.blocks else node.lo, {}))
        self.blocks.append(node)
        for kid in node.kids:
            states = self.run(kid, states)
        self.scopes.pop()
        self.blocks.pop()
        if len(self.blocks) == 0:
            return states  # the function's own body: check_return looks at its end
        return self.leave_blocks(states, {node.lo}, "the block ends",
                                 self.t[node.hi].line)

    def run_loop(self, node, states):
        t = self.t
        self.scopes.append((node.lo, {}))  # a for's own declarations
        parts = []
        if node.kind == "for":
            j, start = node.lo + 1, node.lo + 1
            while j < node.hi:  # the two `;` at depth 0
                if t[j].text in "([{":
                    j = match_close(t, j)
                elif t[j].text == ";":
                    parts.append((start, j))
                    start = j + 1
                j += 1
            parts.append((start, node.hi))
            if len(parts) == 3:
                self.declare(*parts[0])
                states = self.assignments(*parts[0], states)
                states = self.calls(*parts[0], states)
                cond, step = parts[1], parts[2]
            else:
                cond, step = (node.lo + 1, node.hi), None
            forever = cond[0] == cond[1]
        else:
            cond, step = (node.lo + 1, node.hi), None
            words = [t[x].text for x in range(*cond)]
            forever = words in (["1"], ["true"])
        once = node.kind == "for" and self.runs_once(parts)
        head = set(states)
        out = set()
        for _ in range(8):
            entered = self.calls(*cond, head) if node.kind != "do" else head
            self.loops.append((len(self.blocks), set(), set()))
            body = self.run(node.kids[0], set(entered))
            _, breaks, conts = self.loops.pop()
            back = body | conts
            if step:
                back = self.calls(*step, back)
            if node.kind == "do":
                back = self.calls(*cond, back)
            words = [t[x].text for x in range(*cond)]
            if node.kind == "do" and words == ["0"]:
                out = breaks | back
                break
            out = breaks | (set() if forever else
                            (back if node.kind == "do" or once else entered))
            new = self.cap(head | back)
            if new == head:
                break
            head = new
        self.scopes.pop()
        # a registration made in the body stands for as many as the loop ran
        out = {(facts, tuple(e.with_marks(e.marks, True)
                             if node.start <= e.site < node.end and not e.multi else e
                             for e in st)) for facts, st in out}
        return self.cap(out)

    def runs_once(self, parts):
        """Whether a for loop (init; cond; step) surely runs its body: for (i = 1; i < 4; ...)."""
        if len(parts) != 3:
            return False
        t = self.t
        init = [t[x].text for x in range(*parts[0])]
        cond = [t[x].text for x in range(*parts[1])]
        if len(init) < 3 or init[-2] != "=" or len(cond) != 3 or cond[0] != init[-3] \
                or cond[1] not in ("<", "<=", "!="):
            return False
        try:
            return int(init[-1], 0) < int(cond[2], 0)
        except ValueError:
            return False

    def function(self, body):
        self.label_at = {}
        for j in range(body.lo, body.hi):  # labels, for goto
            if self.t[j].kind == "id" and j + 1 < body.hi and self.t[j + 1].text == ":" \
                    and self.t[j - 1].text in (";", "{", "}", ":") \
                    and self.t[j].text not in KEYWORDS:
                self.label_at[self.t[j].text] = j
        self.pop_marks = {self.t[j + 2].text for j in range(body.lo, body.hi)
                          if self.t[j].text in self.k.pops and self.t[j + 1].text == "("}
        self.scopes.append(("FN", {}))
        end = self.run(body, {(NONE, ())})
        self.scopes.pop()
        if end:
            self.ends.update(end)
            self.check_return(end, self.t[body.hi].line)
        return end


def load(path):
    with open(path, errors="replace") as f:
        src = f.read()
    toks, defines = tokenize(src)
    funcs = []
    for name, params, at, static in function_defs(toks):
        body, _ = Parser(toks).block(at)
        ids = frozenset(toks[x].text for x in range(body.lo, body.hi) if toks[x].kind == "id")
        funcs.append((name, params, body, ids))
    return toks, defines, funcs


def learn(files, know):
    """Gather the noreturn functions and the push/pop wrappers of the whole tree."""
    for path, (toks, defines, funcs) in files.items():
        for j, t in enumerate(toks):
            if t.text == "_Noreturn" or (t.text == "noreturn" and toks[j - 1].text == "("):
                k = j + 1
                while k < len(toks) and not (toks[k].kind == "id" and toks[k + 1].text == "("):
                    k += 1
                if k < len(toks):
                    know.noreturn.add(toks[k].text)
    changed = None  # the names learned in the last round: only their callers can change
    for _ in range(8):
        before = know.noreturn | know.pushes.keys() | know.pops.keys()
        for path, (toks, defines, funcs) in files.items():
            for name, body in defines:  # a macro whose every path ends in a noreturn call
                if name in know.noreturn or not body or body[0].kind != "id":
                    continue
                if body[0].text != "do" and body[0].text not in know.noreturn:
                    continue
                mt = body + [Tok("op", ";", 0)]
                try:
                    node, end = Parser(mt).statement(0)
                    if end < len(mt) - 1:
                        continue
                    if not Walk(path, mt, know, name, [], None).run(node, {(NONE, ())}):
                        know.noreturn.add(name)
                except (SyntaxError, IndexError):
                    continue
            for name, params, body, ids in funcs:
                if changed is None:
                    if not ids & (know.noreturn | know.pushes.keys() | know.pops.keys()):
                        continue
                elif not ids & changed:
                    continue
                w = Walk(path, toks, know, name, params, None)
                try:
                    end = w.function(body)
                except (SyntaxError, IndexError):
                    continue
                if not end and not w.returns and body.kids:
                    know.noreturn.add(name)
                for _, st in w.ends:
                    for e in st:
                        if e.param is not None:
                            know.pushes.setdefault(name, e.param)
                if w.pop_param is not None and name not in know.pops:
                    know.pops[name] = w.pop_param
        changed = (know.noreturn | know.pushes.keys() | know.pops.keys()) - before
        if not changed:
            break


def check(paths, learn_from=None):
    """Findings [(path, line, message)] for the C files in paths."""
    findings = []
    files = {}
    for p in paths:
        try:
            files[p] = load(p)
        except (SyntaxError, IndexError) as e:
            findings.append((p, 0, f"cannot parse: {e}"))
    know = Knowledge()
    every = dict(learn_from or {})
    every.update(files)
    learn(every, know)
    for path, (toks, defines, funcs) in files.items():
        for name, params, body, ids in funcs:
            if not ids & know.pushes.keys():
                continue
            w = Walk(path, toks, know, name, params,
                     lambda p, line, msg: findings.append((p, line, msg)))
            try:
                w.function(body)
            except (SyntaxError, IndexError) as e:
                findings.append((path, toks[body.lo].line, f"cannot follow {name}: {e}"))
    return sorted(set(findings))


def tree_files():
    out = []
    for top in TOPS:
        for dirpath, _, names in os.walk(os.path.join(ROOT, top)):
            for name in sorted(names):
                if name.endswith((".c", ".h")):
                    out.append(os.path.join(dirpath, name))
    return sorted(out)


def self_test():
    """Every fixture line marked FLAG is reported, and nothing else."""
    bad = 0
    fixtures = sorted(os.path.join(FIXTURES, n) for n in os.listdir(FIXTURES) if n.endswith(".c"))
    for path in fixtures:
        want = set()
        with open(path) as f:
            for lineno, line in enumerate(f, 1):
                if "FLAG" in line:
                    want.add(lineno)
        got = {line for _, line, _ in check([path])}
        name = os.path.relpath(path, ROOT)
        for line in sorted(want - got):
            print(f"{name}:{line}: self-test: expected a finding here, got none")
            bad += 1
        for line in sorted(got - want):
            print(f"{name}:{line}: self-test: unexpected finding")
            bad += 1
    flagged = sum(1 for p in fixtures if os.path.basename(p).startswith("flag_"))
    print(f"check_cleanup_scope self-test: {len(fixtures)} fixtures ({flagged} must-flag), "
          f"{bad} failures")
    return bad == 0


def main(argv):
    if argv[:1] == ["--self-test"]:
        return 0 if self_test() else 1
    paths = []
    for a in argv or [os.path.join(ROOT, t) for t in TOPS]:
        if os.path.isdir(a):
            for dirpath, _, names in os.walk(a):
                paths += [os.path.abspath(os.path.join(dirpath, n)) for n in sorted(names)
                          if n.endswith((".c", ".h"))]
        else:
            paths.append(os.path.abspath(a))
    findings = check(sorted(paths), None if not argv else
                     {p: load(p) for p in tree_files() if p not in paths})
    for path, line, msg in findings:
        print(f"{os.path.relpath(path, ROOT)}:{line}: {msg}")
    print(f"check_cleanup_scope: {len(paths)} files, {len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
