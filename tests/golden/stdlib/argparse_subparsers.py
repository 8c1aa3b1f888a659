# argparse.add_subparsers: sub-commands with their own arguments, set_defaults(func=...)
# dispatch, aliases, required=, title/description sections, the help of the sub-commands and
# the errors of the top parser and of a sub-parser (usage and message on stderr, exit 2)
import argparse
import sys

sys.stderr = sys.stdout


def cmd_add(a):
    print("add ->", a.x + a.y)


def cmd_show(a):
    print("show ->", a.verbose, a.names)


def run(p, args):
    try:
        ns = p.parse_args(args)
    except SystemExit as e:
        print("exit", e.code)
        return
    shown = {k: v for k, v in vars(ns).items() if k != "func"}
    print(shown)
    if hasattr(ns, "func"):
        ns.func(ns)


p = argparse.ArgumentParser(prog="tool", description="A small tool with commands.")
p.add_argument("--debug", action="store_true", help="print debugging output")
sub = p.add_subparsers(dest="command", help="the command to run")
pa = sub.add_parser("add", help="add two numbers")
pa.add_argument("x", type=int)
pa.add_argument("y", type=int)
pa.set_defaults(func=cmd_add)
ps = sub.add_parser("show", aliases=["sh"], help="show things")
ps.add_argument("-v", "--verbose", action="store_true")
ps.add_argument("names", nargs="*")
ps.set_defaults(func=cmd_show)
run(p, ["add", "1", "2"])
run(p, ["--debug", "show", "-v", "a", "b"])
run(p, ["sh"])
run(p, [])
run(p, ["nope"])
run(p, ["add", "1", "x"])
run(p, ["add", "1"])
run(p, ["add", "1", "2", "3"])
ns, rest = p.parse_known_args(["show", "--zz", "q"])
print(ns.command, ns.verbose, ns.names, rest)
p.print_help()
pa.print_help()
ps.print_usage()
print(pa.prog, "|", ps.prog, "|", p.get_default("command"), pa.get_default("func").__name__)

q = argparse.ArgumentParser(prog="q")
q.add_argument("target")
cmds = q.add_subparsers(title="commands", description="valid commands", required=True, metavar="CMD")
cmds.add_parser("start", help="start it")
cmds.add_parser("stop", help="stop it")
cmds.add_parser("quiet")
q.print_help()
run(q, ["t"])
run(q, ["t", "bad"])
run(q, ["t", "stop"])
r = argparse.ArgumentParser(prog="r")
rs = r.add_subparsers()
rs.required = True
rs.add_parser("go")
run(r, [])
print(argparse.REMAINDER, argparse.PARSER, argparse.SUPPRESS)
# expect: {'debug': False, 'command': 'add', 'x': 1, 'y': 2}
# expect: add -> 3
# expect: {'debug': True, 'command': 'show', 'verbose': True, 'names': ['a', 'b']}
# expect: show -> True ['a', 'b']
# expect: {'debug': False, 'command': 'sh', 'verbose': False, 'names': []}
# expect: show -> False []
# expect: {'debug': False, 'command': None}
# expect: usage: tool [-h] [--debug] {add,show,sh} ...
# expect: tool: error: argument command: invalid choice: 'nope' (choose from 'add', 'show', 'sh')
# expect: exit 2
# expect: usage: tool add [-h] x y
# expect: tool add: error: argument y: invalid int value: 'x'
# expect: exit 2
# expect: usage: tool add [-h] x y
# expect: tool add: error: the following arguments are required: y
# expect: exit 2
# expect: usage: tool [-h] [--debug] {add,show,sh} ...
# expect: tool: error: unrecognized arguments: 3
# expect: exit 2
# expect: show False ['q'] ['--zz']
# expect: usage: tool [-h] [--debug] {add,show,sh} ...
# expect:
# expect: A small tool with commands.
# expect:
# expect: positional arguments:
# expect:   {add,show,sh}  the command to run
# expect:     add          add two numbers
# expect:     show (sh)    show things
# expect:
# expect: options:
# expect:   -h, --help     show this help message and exit
# expect:   --debug        print debugging output
# expect: usage: tool add [-h] x y
# expect:
# expect: positional arguments:
# expect:   x
# expect:   y
# expect:
# expect: options:
# expect:   -h, --help  show this help message and exit
# expect: usage: tool show [-h] [-v] [names ...]
# expect: tool add | tool show | None cmd_add
# expect: usage: q [-h] target CMD ...
# expect:
# expect: positional arguments:
# expect:   target
# expect:
# expect: options:
# expect:   -h, --help  show this help message and exit
# expect:
# expect: commands:
# expect:   valid commands
# expect:
# expect:   CMD
# expect:     start     start it
# expect:     stop      stop it
# expect: usage: q [-h] target CMD ...
# expect: q: error: the following arguments are required: CMD
# expect: exit 2
# expect: usage: q [-h] target CMD ...
# expect: q: error: argument CMD: invalid choice: 'bad' (choose from 'start', 'stop', 'quiet')
# expect: exit 2
# expect: {'target': 't'}
# expect: usage: r [-h] {go} ...
# expect: r: error: the following arguments are required: {go}
# expect: exit 2
# expect: ... A... ==SUPPRESS==
